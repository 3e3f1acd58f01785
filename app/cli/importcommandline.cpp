#include "importcommandline.h"

#include "commandlineparsing.h"
#include "commandoptions.h"
#include "core/io/onelinetext.h"

#include <cstdio>

namespace mlpe::cli {

ImportCommandLine::ImportCommandLine(QCommandLineParser& parser)
    : m_parser(parser)
    , m_round(QStringLiteral("round"),
              QStringLiteral("Round of a folder not named training_results_vX.Y: 5.1 or v5.1 "
                             "(a folder named vX.Y keeps its own round; a warning says so)."),
              QStringLiteral("X.Y"))
    , m_threads(QStringLiteral("threads"),
                QStringLiteral("Worker threads scoring result sets (default 2)."),
                QStringLiteral("N"), QStringLiteral("2")) {
    m_parser.addOption(m_round);
    m_parser.addOption(m_threads);
    m_parser.addHelpOption();
    m_parser.addPositionalArgument(
        QStringLiteral("DIR"),
        QStringLiteral("training_results_vX.Y folder(s), or a folder holding several."),
        QStringLiteral("DIR..."));
}

std::optional<int> ImportCommandLine::parse(const QString& command, const QStringList& args) {
    if (!m_parser.parse(QStringList{QStringLiteral("mlperf-explorer ") + command} + args))
        return usageError(m_parser, m_parser.errorText());
    if (m_parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(m_parser.helpText()), stdout);
        return 0;
    }
    if (m_parser.positionalArguments().isEmpty())
        return usageError(m_parser, QStringLiteral("no folder given"));
    // Every option of summarize and export-dataset takes one value.
    if (const QString misuse = optionMisuse(m_parser, {}); !misuse.isEmpty())
        return usageError(m_parser, misuse);
    return std::nullopt;
}

std::optional<ImportOptions> ImportCommandLine::options() {
    ImportOptions options;
    bool ok = false;
    options.threads = m_parser.value(m_threads).toInt(&ok);
    if (!ok || options.threads < 1 || options.threads > 256) {
        m_error = QStringLiteral("--threads needs a number from 1 to 256");
        return std::nullopt;
    }
    if (m_parser.isSet(m_round)) {
        const Expected<QString> round = roundValue(m_parser.value(m_round));
        if (!round) {
            m_error = round.error();
            return std::nullopt;
        }
        options.round = *round;
    }
    return options;
}

ImportResult ImportCommandLine::run(const QStringList& roots, const ImportOptions& options) const {
    ImportResult result = RoundImporter::importRounds(roots, options);
    int errors = 0;
    for (const auto& problem : result.dataset.problems) {
        const char* level = problem.severity == ProblemSeverity::Error     ? "error"
                            : problem.severity == ProblemSeverity::Warning ? "warning"
                                                                           : "note";
        errors += problem.severity == ProblemSeverity::Error ? 1 : 0;
        std::fprintf(stderr, "%s: %s\n", level, qPrintable(problem.toString()));
    }
    if (result.status == ImportStatus::Unusable)
        std::fprintf(stderr,
                     "unusable input: expected training_results_vX.Y folder(s) with "
                     "<submitter>/systems and <submitter>/results (see the errors above)\n");
    else
        std::fprintf(stderr, "imported %zu result sets from %lld folder(s); %zu problem(s)\n",
                     result.dataset.resultSets.size(),
                     static_cast<long long>(result.dataset.sources.size()),
                     result.dataset.problems.size());
    return result;
}

int usageError(const QCommandLineParser& parser, const QString& message) {
    std::fprintf(stderr, "%s\n\n%s", qPrintable(oneLine(message)), qPrintable(parser.helpText()));
    return 2;
}

} // namespace mlpe::cli
