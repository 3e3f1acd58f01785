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
// go on, or the exit code to return -- 0 after printing --help to stdout, 2 after a parse error,
// an unexpected positional argument or a misused option (optionMisuse(), with the repeatable
// options of the view: --round, --benchmark, --family, --exclude, --data, --a-family,
// --b-family); message and help on stderr.
std::optional<int> parseCommandLine(QCommandLineParser& parser, const char* command,
                                    const QStringList& args);

// Why the parsed command line misuses an option, or empty: an option that takes one value given
// twice (QCommandLineParser would silently keep the last: `--tau 0.5 --tau 2`), unless it is one
// of `repeatable`; an empty file name for --output, --save-session, --session, --prices or
// --data (`--output ''` would write to standard output, `--data ''` read the working folder).
QString optionMisuse(const QCommandLineParser& parser, const QStringList& repeatable);

} // namespace mlpe::cli
