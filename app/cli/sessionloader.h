#pragma once

#include "core/model/dataset.h"
#include "core/session/viewstate.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace mlpe::cli {

// A view state with the data it names, for a headless command.
struct LoadedView {
    ViewState state;
    Dataset dataset;
    // True when the view's mismatches with the data (unknown reference, exclusions, ...) have
    // been reported already (loadSession does, naming the file): not to be printed twice.
    bool mismatchesReported = false;
};

// Loads the data a view names: the embedded dataset for "embedded", then each folder imported
// and merged in order (a later round replaces an earlier copy). Import errors go to stderr as
// "<command>: file:line: reason".
Dataset loadDataSources(const QStringList& sources, const char* command);

// Reads session `path` for `command` (`analyze --session`, ...): a bad file or a data folder that
// no longer exists (or is not a folder) prints why to stderr and gives nullopt (the caller exits
// 1, nothing is computed). What the data lacks (an excluded system, the picked reference) is
// printed as a note, with what is done instead, and the view is used as it is.
std::optional<LoadedView> loadSession(const QString& path, const char* command);

} // namespace mlpe::cli
