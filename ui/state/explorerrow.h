#pragma once

#include "core/model/resultset.h"

#include <QString>
#include <optional>

namespace mlpe {

// One result set in the current scope (round + benchmark), as table and charts show it.
// `set` points into the state's dataset and stays valid until the next rowsChanged().
struct ExplorerRow {
    const ResultSet* set = nullptr;
    QString pointKey;          // "round/submitter/system/benchmark": the stable key of a point
    bool passesFilter = false; // false: in scope, but narrowed away by a filter criterion
    bool excluded = false;     // excluded by the user: greyed, out of every calculation
    // Index into ExplorerState::analysisPoints() / analysis().points; -1 when the row is not
    // given to the analysis (no score, filtered away, or no benchmark chosen).
    int point = -1;
    // The hardware group of the row under the view's grouping: the accelerator family, or its
    // variant ("H100 NVL 94GB"). What legends, the family list and series are keyed by.
    QString group;
    bool hasScore() const { return set && set->scoreMinutes.has_value(); }
    // Takes part in the analysis: scored, passing the filter, not excluded, a benchmark chosen.
    bool inAnalysis() const { return point >= 0 && !excluded; }
};

} // namespace mlpe
