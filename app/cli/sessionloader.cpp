#include "sessionloader.h"

#include "core/import/roundimporter.h"
#include "core/io/onelinetext.h"
#include "core/session/sessioncodec.h"
#include "core/session/viewanalysis.h"
#include "core/store/embeddeddataset.h"

#include <cstdio>

namespace mlpe::cli {

Dataset loadDataSources(const QStringList& sources, const char* command) {
    Dataset dataset;
    QStringList folders;
    // Consecutive folders are imported together, as `--data A --data B` always did.
    const auto importFolders = [&] {
        if (folders.isEmpty())
            return;
        ImportResult imported = RoundImporter::importRounds(folders);
        for (const ImportProblem& problem : imported.dataset.problems)
            if (problem.severity == ProblemSeverity::Error)
                std::fprintf(stderr, "%s: %s\n", command, qPrintable(problem.toString()));
        dataset.merge(std::move(imported.dataset));
        folders.clear();
    };
    for (const QString& source : sources) {
        if (source == QLatin1String("embedded")) {
            importFolders();
            dataset.merge(loadEmbeddedDataset());
        } else {
            folders << source;
        }
    }
    importFolders();
    return dataset;
}

std::optional<LoadedView> loadSession(const QString& path, const char* command) {
    Expected<ViewState> read = SessionCodec::readFile(path);
    if (!read) {
        std::fprintf(stderr, "%s: %s; nothing computed\n", command,
                     qPrintable(oneLine(read.error())));
        return std::nullopt;
    }
    const QStringList unusable = unusableDataFolders(*read);
    if (!unusable.isEmpty()) {
        for (const QString& message : unusable)
            std::fprintf(stderr, "%s: %s: %s; nothing computed\n", command,
                         qPrintable(oneLine(path)), qPrintable(oneLine(message)));
        return std::nullopt;
    }
    LoadedView view{std::move(read).value(), {}};
    view.dataset = loadDataSources(view.state.dataSources, command);
    for (const QString& note : viewStateMismatches(view.state, view.dataset))
        std::fprintf(stderr, "%s: %s: %s\n", command, qPrintable(oneLine(path)),
                     qPrintable(oneLine(note)));
    view.mismatchesReported = true;
    return view;
}

} // namespace mlpe::cli
