#pragma once

#include "analysispoint.h"
#include "analysisresult.h"
#include "comparisonscenario.h"
#include "sensitivityoutcomes.h"

#include <cstddef>
#include <vector>

namespace mlpe::analysis {

// One point of a comparison: its E' under scenario A and under B and how its rank moved.
struct ComparisonRow {
    std::size_t pointIndex = 0; // into the input points
    bool inA = false;           // in view under A (a scenario's own families may leave it out)
    bool inB = false;
    int referenceA = -1; // index into ComparisonResult::a.references (-1: none)
    int referenceB = -1;
    double efficiencyA = kNaN; // E' under A (NaN when not in view under A)
    double efficiencyB = kNaN;
    double ratio = kNaN; // efficiencyB / efficiencyA
    // Competition ranks by E' descending within each scenario's view (1 = most efficient; ties
    // share the smaller rank, 1-2-2-4); 0 = not ranked under that scenario.
    int rankA = 0;
    int rankB = 0;
    bool hasRankChange = false; // ranked under both
    int rankChange = 0;         // rankB - rankA (negative = moved up under B)
};

struct ComparisonResult {
    AnalysisResult a; // the full analysis under each scenario (references, break-even, ...)
    AnalysisResult b;
    // Every point in view under A or B, sorted by N, then key.
    std::vector<ComparisonRow> rows;
    SensitivityOutcomes sensitivityA; // a.sensitivity counted (sensitivityverdict.h words it)
    SensitivityOutcomes sensitivityB;
    int rankChanges = 0; // rows ranked under both whose rank differs
};

// E' of the same points under two reference choices. `view` is the view's analysis settings
// (filter, exclusions, tau, lambda, sensitivity range); each scenario is run through
// runAnalysis() with scenarioParams(). Pure; safe on a worker thread.
ComparisonResult compareScenarios(const std::vector<AnalysisPoint>& points,
                                  const AnalysisParams& view, const ComparisonScenario& a,
                                  const ComparisonScenario& b);

} // namespace mlpe::analysis
