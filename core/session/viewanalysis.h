#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/model/dataset.h"
#include "viewstate.h"

#include <QStringList>
#include <vector>

namespace mlpe {

// What runAnalysis() gets for a view state: the scored points the state's filter accepts (in
// dataset order) and the state's settings, the filter part holding the rounds, benchmark,
// families in view and the exclusions. The headless commands run every analysis through this,
// whether the state came from options or from a session file, so both print the same bytes.
struct ViewAnalysisInput {
    std::vector<analysis::AnalysisPoint> points;
    analysis::AnalysisParams params;
};
ViewAnalysisInput viewAnalysisInput(const ViewState& state, const Dataset& dataset);

// What of a state the data does not hold, one message per item saying what is done instead:
// a round or benchmark without results, a reference pick or an excluded system not in the
// data. Empty when the state fits the data. (The state is still usable: unknown exclusions
// match nothing and an unknown pick falls back to the paper rule.)
QStringList viewStateMismatches(const ViewState& state, const Dataset& dataset);

// The data folders of a state that do not exist (any source but "embedded").
QStringList missingDataFolders(const ViewState& state);

} // namespace mlpe
