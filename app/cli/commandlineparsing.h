#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <optional>

namespace mlpe::cli {

// An option from Latin-1 literals: --name [VALUE] with its help text and default.
QCommandLineOption option(const char* name, const char* help, const char* value = nullptr,
                          const char* defaultValue = nullptr);

// "<command>: <message>" and the command's help to stderr; returns 2 (a bad command line).
int commandLineError(const QCommandLineParser& parser, const char* command, const QString& message);

// Parses the arguments of `mlperf-explorer <command>` the way every sub-command does: nullopt to
// go on, or the exit code to return -- 0 after printing --help to stdout, 2 after a parse error
// or an unexpected positional argument (message and help on stderr).
std::optional<int> parseCommandLine(QCommandLineParser& parser, const char* command,
                                    const QStringList& args);

} // namespace mlpe::cli
