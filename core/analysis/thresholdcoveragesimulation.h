#pragma once

#include <cstdint>
#include <vector>

namespace mlpe::analysis {

// The simulation behind the "95 %" the run-to-run bootstrap (rununcertainty.h) may carry for the
// threshold N* and for E' (thresholdcoveragesimulation.cpp; `bench run-coverage` prints the table
// docs/analysis.md shows, tst_thresholdcoveragesimulation checks that the intervals still earn
// the name, kMinimumCoverage of slopeintervalcoverage.h, under the designs of the texts).
//
// Each replicate draws one series shaped like an MLPerf benchmark's: a reference set at N = 8
// and 1 or 2 sets at each N = 8, 16, ..., 1024 whose true E' falls from 1.5 by
// `efficiencyDecay` per doubling, each set off the line by N(0, systemSpread) in log2 E' (systems
// differ; that difference is fixed truth, not noise). Each set then runs `runs` times, every run
// T (1 + runSpread z), z ~ N(0, 1), and is scored as MLPerf scores it (olympic mean dropping the
// fastest and slowest). The estimand is what the interval claims to cover: N* and E' of these
// systems without run-to-run noise (the true times; the olympic mean of symmetric noise is
// unbiased for them). runAnalysis() with its bootstrap on then gives the intervals, and the
// simulation counts how often they contain the truth.
struct RunCoverageSimulationParams {
    int replicates = 400;
    int resamples = 2000; // as analyze's default (UncertaintyParams)
    double level = 0.95;
    std::uint64_t seed = 20261207;
    int runs = 10;                 // runs per set (MLPerf: 10 for most benchmarks, 5 for some)
    double runSpread = 0.05;       // relative run-to-run standard deviation of T
    double efficiencyDecay = 0.15; // fall of log2 E' per doubling of N
    double systemSpread = 0.08;    // systems' own offsets in log2 E'
    // 0: run noise N(0, 1); otherwise Student t with this many degrees of freedom, scaled to
    // unit variance (heavy tails: the occasional run far off the others).
    int tailDegreesOfFreedom = 0;
};

// Coverage of the N* interval (over the replicates whose true and estimated N* are bracketed and
// whose interval is given, i.e. at least half the resamples cross tau, as the texts require) and
// of the per-point E' intervals (over every non-reference point of every replicate).
struct RunCoverageSimulationRow {
    int runs = 0;
    double runSpread = 0.0;
    int thresholdIntervals = 0; // replicates that gave an N* interval
    double threshold = 0.0;
    double efficiency = 0.0;
};

// The designs of the table: 5 and 10 runs per set, run-to-run spread 2 %, 5 % and 10 %.
std::vector<RunCoverageSimulationParams> runCoverageDesigns();

// Deterministic for given params (every replicate seeded from params.seed).
RunCoverageSimulationRow simulateRunCoverage(const RunCoverageSimulationParams& params);

} // namespace mlpe::analysis
