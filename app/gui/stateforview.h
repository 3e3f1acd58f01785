#pragma once

#include "cli/sessionloader.h"
#include "ui/state/explorerstate.h"

#include <QString>
#include <memory>

namespace mlpe::cli {

// An ExplorerState showing a loaded view, as the window would (what `export` and `report`
// render). Notes (what the data lacks) go to stderr as "<command>: note"; null when the view
// cannot be shown (reason on stderr).
std::unique_ptr<ExplorerState> stateForView(const LoadedView& view, const char* command);

} // namespace mlpe::cli
