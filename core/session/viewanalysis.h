#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/model/dataset.h"
#include "viewstate.h"

#include <QStringList>
#include <vector>

namespace mlpe {

class DuplicateGroups;

// What runAnalysis() gets for a view state: the scored points the state's filter accepts (in
// dataset order) and the state's settings, their selection holding the rounds, benchmark,
// families in view and the exclusions. The window (ExplorerState) and every headless command
// run every analysis through this, whether the state came from the window, options or a session
// file, so all of them compute the same numbers.
//
// Scaling is compared within one benchmark: a state without a benchmark gives no points (E'
// across benchmarks would be meaningless).
struct ViewAnalysisInput {
    std::vector<analysis::AnalysisPoint> points;
    analysis::AnalysisParams params;
    std::vector<std::size_t> sets; // index into dataset.resultSets of each point
    // How the points' `family` was formed (regroupPoints()): under Variant every family of the
    // points and of params.filter is a variant group ("H100 NVL 94GB").
    analysis::HardwareGrouping grouping = analysis::HardwareGrouping::Family;
};
ViewAnalysisInput viewAnalysisInput(const ViewState& state, const Dataset& dataset);
// The same, with every result set already converted (`setPoints[i]` = toAnalysisPoint of
// dataset.resultSets[i]; the window keeps them to filter its rows without converting again) and
// the data's duplicate groups found once (DuplicateGroups, built from dataset.resultSets).
ViewAnalysisInput viewAnalysisInput(const ViewState& state, const Dataset& dataset,
                                    const std::vector<analysis::AnalysisPoint>& setPoints,
                                    const DuplicateGroups& duplicates);

// What of a state the data does not hold, one message per item saying what is done instead:
// a round or benchmark without results, a reference pick or an excluded system not in the
// data. Empty when the state fits the data. (The state is still usable: unknown exclusions
// match nothing and an unknown pick falls back to the paper rule.)
// The params' filter.filteredOutKeys of viewAnalysisInput(): the picked reference's key once
// for each scored result set of that key the filter leaves out (the analysis then says "outside
// the filter", not "unknown"). For the window, which reuses its input while only the pick
// changes; `setPoints` as in viewAnalysisInput().
std::vector<std::string>
filteredOutReferenceKeys(const ViewState& state, const Dataset& dataset,
                         const std::vector<analysis::AnalysisPoint>& setPoints);

QStringList viewStateMismatches(const ViewState& state, const Dataset& dataset);

// Why the data folders of a state cannot be imported, one message per folder (any source but
// "embedded"): "data folder PATH no longer exists", or "data source PATH is not a folder (a
// file)" when something else is there. Empty when every folder is there.
QStringList unusableDataFolders(const ViewState& state);

} // namespace mlpe
