#pragma once

#include "analysisparams.h"

#include <string>
#include <vector>

namespace mlpe::analysis {

// One way of measuring E' in a comparison ("scenario A", "scenario B"): a reference choice and,
// optionally, a family filter of its own that narrows the view (the hardware-controlled test:
// "H100 only, smallest H100 as reference"). Everything else (filter, exclusions, tau, lambda)
// comes from the view the scenarios are compared in.
struct ComparisonScenario {
    ReferenceParams reference;
    std::vector<std::string> families; // empty = every family in view

    bool operator==(const ComparisonScenario& other) const {
        return reference.strategy == other.reference.strategy &&
               reference.userKey == other.reference.userKey && families == other.families;
    }
    bool operator!=(const ComparisonScenario& other) const { return !(*this == other); }
};

// The analysis settings of `scenario` in `view`: the view's params with the scenario's
// reference, its family filter intersected with the view's (no family in common: nothing in
// view), and clustering, fits and bootstrap off (a comparison shows none of them; they would
// cost most of the recompute).
AnalysisParams scenarioParams(const AnalysisParams& view, const ComparisonScenario& scenario);

} // namespace mlpe::analysis
