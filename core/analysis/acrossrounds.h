#pragma once

#include "analysispoint.h"

#include <cstddef>
#include <string>
#include <vector>

namespace mlpe::analysis {

// One accelerator family's scaling across rounds for one benchmark (software generations: the
// same hardware, newer stacks). Points are the family's results of `benchmark` (canonical id, so
// ssd/retinanet and gnn/rgat are joined) with N > 0 and T > 0.
struct RoundSeries {
    std::string round;
    std::string version; // the benchmark's version this round (AnalysisPoint)
    // The previous round of the list belongs to another version of the benchmark: its results
    // are not comparable with these, and nothing joins them.
    bool breakBefore = false;
    std::size_t reference = 0;       // input index of the reference applying to this round
    std::vector<std::size_t> points; // input indices, ascending N then key
    std::vector<double> efficiency;  // E' = N_ref T_ref / (N T), aligned with `points`
};

enum class AcrossRoundsReference {
    PerRound, // each round: the family's paper-rule system of that round (smallest N, slowest)
    // The family's paper-rule system of the earliest round of each version of the benchmark,
    // for every round of that version: one reference never measures another version's results.
    Fixed,
};

// Whether round `a` comes before `b` ("3.1" < "4.0" < "10.0": major, then minor, as numbers).
bool roundBefore(const std::string& a, const std::string& b);

// Rounds in ascending (numeric) order; empty when the family has no point in the benchmark.
std::vector<RoundSeries> acrossRounds(const std::vector<AnalysisPoint>& points,
                                      const std::string& benchmark, const std::string& family,
                                      AcrossRoundsReference reference);

} // namespace mlpe::analysis
