// `mlperf-explorer export-dataset DIR... --output resources/embedded/mlperf-training.mlpx`:
// imports the rounds and stores them with DatasetCodec (the embedded default dataset; see
// README "Data and import"). Problem paths are stored relative to each round's parent folder.
// Exit codes as for summarize; a cancelled or unusable import writes nothing.
#include "commandoptions.h"
#include "commandoutput.h"
#include "commands.h"
#include "core/io/onelinetext.h"
#include "core/store/datasetcodec.h"
#include "importcommandline.h"

#include <QCommandLineParser>
#include <cstdio>

namespace mlpe::cli {

int runExportDataset(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Scores MLPerf Training result folders and "
                                                    "stores them as an .mlpx dataset (--output, "
                                                    "required)."));
    addSharedOptions(parser, {Shared::Output, Shared::Force});
    ImportCommandLine importOptions(parser);
    if (const auto done = importOptions.parse(QStringLiteral("export-dataset"), args))
        return *done;
    if (!isSet(parser, Shared::Output))
        return usageError(parser, QStringLiteral("--output FILE is required"));
    const auto options = importOptions.options();
    if (!options)
        return usageError(parser, importOptions.errorText());
    const QString path = value(parser, Shared::Output);
    if (!outputAllowed(parser, "export-dataset", path, parser.positionalArguments()))
        return 1;

    ImportResult result = importOptions.run(parser.positionalArguments(), *options);
    if (result.status != ImportStatus::Ok)
        return 1;
    // Sources are round folders: store ".../training_results_vX.Y/..." as
    // "training_results_vX.Y/..." so the file does not carry this machine's folders.
    result.dataset.makePathsRelativeToSourceParents();

    const QByteArray bytes = DatasetCodec::encode(result.dataset);
    if (const int code = writeOutput("export-dataset", path, bytes))
        return code;
    std::fprintf(stderr, "export-dataset: %zu result sets, %lld bytes written to %s\n",
                 result.dataset.resultSets.size(), static_cast<long long>(bytes.size()),
                 qPrintable(oneLine(path)));
    return 0;
}

} // namespace mlpe::cli
