#pragma once

#include "importproblem.h"
#include "resultset.h"

#include <QStringList>
#include <vector>

namespace mlpe {

// Everything loaded: result sets of one or more rounds plus what could not be used.
struct Dataset {
    std::vector<ResultSet> resultSets;
    std::vector<ImportProblem> problems;
    QStringList sources; // folders (or "embedded") the sets came from

    // Appends another dataset; a result set whose key() already exists is replaced (a re-import
    // of the same round wins) and a problem says so.
    void merge(Dataset other);

    // Rewrites problem files and sources under `base` as paths relative to it (used before
    // storing a dataset, so that the embedded file does not carry the generating machine's
    // folders). Paths outside `base` are left as they are.
    void makePathsRelativeTo(const QString& base);
    // makePathsRelativeTo() the parent folder of every source, so that
    // "/somewhere/training_results_v4.1/NVIDIA/..." becomes "training_results_v4.1/NVIDIA/...".
    void makePathsRelativeToSourceParents();
};

} // namespace mlpe
