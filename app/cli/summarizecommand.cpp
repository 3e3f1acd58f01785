// `mlperf-explorer summarize DIR... [--format csv|json] [--output FILE [--force]] [--round X.Y]
//  [--threads N]`: one row per result set. Exit codes: 0 = done (problems with single
// files are listed on stderr), 1 = unusable input (not a results folder, empty folder, cannot
// write the output), 2 = bad command line.
#include "commandoptions.h"
#include "commandoutput.h"
#include "commands.h"
#include "core/io/onelinetext.h"
#include "core/report/summarytable.h"
#include "core/report/summarytablewriter.h"
#include "importcommandline.h"

#include <QCommandLineParser>
#include <cstdio>

namespace mlpe::cli {

int runSummarize(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Scores MLPerf Training result folders and "
                                                    "prints one row per result set."));
    addSharedOptions(parser, {Shared::Format, Shared::Output, Shared::Force});
    ImportCommandLine importOptions(parser);
    if (const auto done = importOptions.parse(QStringLiteral("summarize"), args))
        return *done;
    const Expected<QString> formatName = formatValue(parser);
    if (!formatName)
        return usageError(parser, formatName.error());
    const auto options = importOptions.options();
    if (!options)
        return usageError(parser, importOptions.errorText());
    const QString path = isSet(parser, Shared::Output) ? value(parser, Shared::Output) : QString();
    if (!path.isEmpty() && !outputAllowed(parser, "summarize", path, parser.positionalArguments()))
        return 1;

    const ImportResult result = importOptions.run(parser.positionalArguments(), *options);
    if (result.status == ImportStatus::Unusable)
        return 1;

    const SummaryTable table(result.dataset);
    const QByteArray bytes = *formatName == QLatin1String("json")
                                 ? SummaryTableWriter::toJson(table)
                                 : SummaryTableWriter::toCsv(table);
    if (const int code = writeOutput("summarize", path, bytes))
        return code;
    if (path.isEmpty())
        return 0;
    std::fprintf(stderr, "summarize: %d result sets written to %s\n", table.rowCount(),
                 qPrintable(oneLine(path)));
    return 0;
}

} // namespace mlpe::cli
