#pragma once

#include <cstdint>
#include <vector>

namespace mlpe::analysis {

// The simulation behind every "95 %" the hardware-controlled slope may carry
// (slopecoveragesimulation.cpp; `bench coverage` prints it, tst_slopecoveragesimulation checks it
// against the table of slopeintervalcoverage.h, docs/analysis.md shows it).
//
// Each replicate draws `groups` accelerator families shaped like MLPerf's: 2 to 5 results each at
// N = 2^k over a span of 1 to 5 doublings starting anywhere in 2^0 .. 2^6 (two ends always taken,
// so every family has two distinct N), an offset in log2 T drawn from N(0, 1), and a slope of
// its own, trueSlope + N(0, slopeSpread) (families scale differently: within one family, v4.1
// BERT's A100 results fall at -0.98 per doubling and H100's at -0.68), plus noise N(0, noise) in
// log2 T per result. The common slope the model estimates is then trueSlope on average; the
// simulation counts how often each interval of fitHardwareControlled() contains it.
struct CoverageSimulationParams {
    int replicates = 1000;
    int resamples = 999;
    double level = 0.95;
    std::uint64_t seed = 20261207;
    double trueSlope = -0.75;
    double slopeSpread = 0.15;
    double noise = 0.15;
};

// Coverage of the family (cluster) bootstrap percentile interval, of the CR2 interval with
// Bell-McCaffrey degrees of freedom, and of slope -/+ t(n - G - 1) classical standard errors, at
// `groups` families.
struct CoverageSimulationRow {
    int groups = 0;
    double familyBootstrap = 0.0;
    double clusterRobustT = 0.0;
    double classical = 0.0;
};

// The group counts of the table: 2, 3, 5, 7, 10, 20, 30.
std::vector<int> coverageGroupCounts();

// Deterministic for given params and groups (every replicate seeded from params.seed).
CoverageSimulationRow simulateSlopeCoverage(int groups, const CoverageSimulationParams& params);

} // namespace mlpe::analysis
