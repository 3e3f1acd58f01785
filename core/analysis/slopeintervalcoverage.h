#pragma once

#include <vector>

namespace mlpe::analysis {

// What the intervals of the hardware-controlled slope may be called. An interval is named a
// "95 %" interval only where its simulated coverage at that number of groups is at least
// kMinimumCoverage; elsewhere the texts give its simulated coverage instead.
constexpr double kMinimumCoverage = 0.90;

enum class SlopeIntervalMethod {
    FamilyBootstrap, // percentile interval of whole families resampled with replacement
    ClusterRobustT,  // slope -/+ t(Bell-McCaffrey dof) x the CR2 cluster-robust standard error
};

// One row of the simulated coverage (slopecoveragesimulation.h, default parameters, 95 %).
struct SlopeCoverageRow {
    int groups = 0;
    double familyBootstrap = 0.0;
    double clusterRobustT = 0.0;
};

// The table as measured by `bench coverage` (docs/analysis.md); tst_slopecoveragesimulation
// recomputes it and fails when the methods no longer match it.
const std::vector<SlopeCoverageRow>& simulatedSlopeCoverageTable();

// The simulated coverage of `method` at `groups` groups: the row of the largest tabulated count
// not above `groups` (coverage grows with the number of groups, so this errs low). NaN when
// groups < 2 or `level` is not the 0.95 the table was simulated at.
double simulatedSlopeCoverage(SlopeIntervalMethod method, int groups, double level);

// Whether an interval with this simulated coverage may carry its nominal level's name.
bool coverageEarnsLevel(double coverage);

} // namespace mlpe::analysis
