#pragma once

#include "core/analysis/analysispoint.h"
#include "core/model/dataset.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace mlpe {

// A dataset with what ExplorerState derives from the data alone (every result set as an analysis
// point, the rounds in order), made on any thread: at start-up the embedded data is decoded and
// prepared on another thread while the window is built, so that only the view's own work is left
// to the window's thread (the points of 1,499 sets were a twentieth of its time to the first
// frame). ExplorerState::setDataset(Dataset) prepares on the calling thread.
struct PreparedDataset {
    std::shared_ptr<const Dataset> dataset;
    std::shared_ptr<const std::vector<analysis::AnalysisPoint>> setPoints; // one per result set
    QStringList rounds; // newest first (numeric order: v10.0 after v9.1)

    static PreparedDataset prepare(Dataset dataset);
};

} // namespace mlpe
