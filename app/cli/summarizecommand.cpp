// `mlperf-explorer summarize DIR... [--format csv|json] [--output FILE] [--round X.Y]
//  [--threads N]`: one row per result set (issue 2). Exit codes: 0 = done (problems with single
// files are listed on stderr), 1 = unusable input (not a results folder, empty folder, cannot
// write the output), 2 = bad command line.
#include "commands.h"
#include "core/report/summarytable.h"
#include "core/report/summarytablewriter.h"
#include "importcommandline.h"

#include <QCommandLineParser>
#include <QFile>
#include <QSaveFile>
#include <cstdio>

namespace mlpe::cli {

int runSummarize(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Scores MLPerf Training result folders and "
                                                    "prints one row per result set."));
    const QCommandLineOption format(QStringList{QStringLiteral("f"), QStringLiteral("format")},
                                    QStringLiteral("Output format: csv (default) or json."),
                                    QStringLiteral("csv|json"), QStringLiteral("csv"));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write to FILE instead of standard output."),
                                    QStringLiteral("FILE"));
    parser.addOption(format);
    parser.addOption(output);
    ImportCommandLine importOptions(parser);
    if (const auto done = importOptions.parse(QStringLiteral("summarize"), args))
        return *done;
    const QString formatName = parser.value(format).toLower();
    if (formatName != QLatin1String("csv") && formatName != QLatin1String("json"))
        return usageError(
            parser,
            QStringLiteral("unknown format \"%1\" (csv or json)").arg(parser.value(format)));
    const auto options = importOptions.options();
    if (!options)
        return usageError(parser, importOptions.errorText());

    const ImportResult result = importOptions.run(parser.positionalArguments(), *options);
    if (result.status == ImportStatus::Unusable)
        return 1;

    const SummaryTable table(result.dataset);
    const QByteArray bytes = formatName == QLatin1String("json") ? SummaryTableWriter::toJson(table)
                                                                 : SummaryTableWriter::toCsv(table);
    if (!parser.isSet(output)) {
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
        std::fflush(stdout);
        return 0;
    }
    QSaveFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        std::fprintf(stderr, "summarize: cannot write %s: %s\n", qPrintable(parser.value(output)),
                     qPrintable(file.errorString()));
        return 1;
    }
    std::fprintf(stderr, "summarize: %d result sets written to %s\n", table.rowCount(),
                 qPrintable(parser.value(output)));
    return 0;
}

} // namespace mlpe::cli
