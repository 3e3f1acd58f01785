#pragma once

#include "core/analysis/analysispoint.h"
#include "core/model/dataset.h"
#include "core/model/duplicategroups.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace mlpe {

// What the window derives from the data alone, once per dataset, for every change of its view to
// pick from (at 10,000 sets, making any of it again on every change cost that change tens of
// milliseconds: the points, the keys hashed, the duplicate groups searched).
struct DatasetIndex {
    std::vector<analysis::AnalysisPoint> setPoints; // toAnalysisPoint() of each result set
    std::vector<QString> pointKeys;                 // its point's key, as a QString
    std::vector<QString> families;                  // its point's family, as a QString
    QHash<QString, int> firstSetOfKey;              // set key -> first set with that key
    DuplicateGroups duplicates;                     // the sets with the same runs
};

// A dataset with its DatasetIndex and its rounds in order, made on any thread: at start-up the
// embedded data is decoded and prepared on another thread while the window is built, so that
// only the view's own work is left to the window's thread (the points of 1,499 sets were a
// twentieth of its time to the first frame). ExplorerState::setDataset(Dataset) prepares on the
// calling thread.
struct PreparedDataset {
    std::shared_ptr<const Dataset> dataset;
    std::shared_ptr<const DatasetIndex> index;
    QStringList rounds; // newest first (numeric order: v10.0 after v9.1)

    static PreparedDataset prepare(Dataset dataset);
};

} // namespace mlpe
