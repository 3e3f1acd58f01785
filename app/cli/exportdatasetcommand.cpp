// `mlperf-explorer export-dataset DIR... --output resources/embedded/mlperf-training.mlpx`:
// imports the rounds and stores them with DatasetCodec (the embedded default dataset; see
// README "Data and import"). Problem paths are stored relative to each round's parent folder.
// Exit codes as for summarize; a cancelled or unusable import writes nothing.
#include "commands.h"
#include "core/store/datasetcodec.h"
#include "importcommandline.h"

#include <QCommandLineParser>
#include <QSaveFile>
#include <cstdio>

namespace mlpe::cli {

int runExportDataset(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Scores MLPerf Training result folders and "
                                                    "stores them as an .mlpx dataset."));
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("The .mlpx file to write (required)."),
                                    QStringLiteral("FILE"));
    parser.addOption(output);
    ImportCommandLine importOptions(parser);
    if (const auto done = importOptions.parse(QStringLiteral("export-dataset"), args))
        return *done;
    if (!parser.isSet(output))
        return usageError(parser, QStringLiteral("--output FILE is required"));
    const auto options = importOptions.options();
    if (!options)
        return usageError(parser, importOptions.errorText());

    ImportResult result = importOptions.run(parser.positionalArguments(), *options);
    if (result.status != ImportStatus::Ok)
        return 1;
    // Sources are round folders: store ".../training_results_vX.Y/..." as
    // "training_results_vX.Y/..." so the file does not carry this machine's folders.
    result.dataset.makePathsRelativeToSourceParents();

    const QByteArray bytes = DatasetCodec::encode(result.dataset);
    QSaveFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        std::fprintf(stderr, "export-dataset: cannot write %s: %s\n",
                     qPrintable(parser.value(output)), qPrintable(file.errorString()));
        return 1;
    }
    std::fprintf(stderr, "export-dataset: %zu result sets, %lld bytes written to %s\n",
                 result.dataset.resultSets.size(), static_cast<long long>(bytes.size()),
                 qPrintable(parser.value(output)));
    return 0;
}

} // namespace mlpe::cli
