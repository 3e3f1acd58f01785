#pragma once

#include "core/import/roundimporter.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <optional>

namespace mlpe::cli {

// The command line shared by `summarize` and `export-dataset` (--round, --threads, --help and the
// DIR... arguments) and the common way of running an import from it: problems go to stderr, one
// per line ("file:line: message"), and an unusable input says why.
class ImportCommandLine {
public:
    // Adds the shared options after the command's own ones (so --help lists those first).
    explicit ImportCommandLine(QCommandLineParser& parser);

    // Parses the arguments of `mlperf-explorer <command>`. Returns the exit code when the command
    // is already done (--help: 0; a bad command line or no folder: 2), nullopt to go on.
    std::optional<int> parse(const QString& command, const QStringList& args);

    // nullopt (see errorText()) when --threads is not a positive number or --round not a round
    // (4.1 or v4.1).
    std::optional<ImportOptions> options();
    QString errorText() const { return m_error; }

    // Imports `roots`, writes every problem to stderr, and a final line for unusable input.
    ImportResult run(const QStringList& roots, const ImportOptions& options) const;

private:
    QCommandLineParser& m_parser;
    QCommandLineOption m_round;
    QCommandLineOption m_threads;
    QString m_error;
};

// Prints "<command>: <message>" and the usage line to stderr; returns exit code 2.
int usageError(const QCommandLineParser& parser, const QString& message);

} // namespace mlpe::cli
