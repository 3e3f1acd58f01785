#include "stateforview.h"

#include "core/io/onelinetext.h"

#include <cstdio>

namespace mlpe::cli {

std::unique_ptr<ExplorerState> stateForView(const LoadedView& view, const char* command) {
    auto state = std::make_unique<ExplorerState>();
    state->setDataset(view.dataset);
    const Expected<QStringList> notes = state->applyViewState(view.state);
    if (!notes) {
        std::fprintf(stderr, "%s: %s\n", command, qPrintable(oneLine(notes.error())));
        return nullptr;
    }
    if (!view.mismatchesReported)
        for (const QString& note : *notes)
            std::fprintf(stderr, "%s: %s\n", command, qPrintable(oneLine(note)));
    return state;
}

} // namespace mlpe::cli
