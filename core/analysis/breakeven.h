#pragma once

#include "analysisresult.h"

#include <string>
#include <vector>

namespace mlpe::analysis {

// One configuration of a series as the break-even definitions see it.
struct SeriesPoint {
    std::string key;
    int accelerators = 0;
    double minutes = 0.0;            // T
    double acceleratorMinutes = 0.0; // G = N T
    double efficiency = 0.0;         // E' against the point's reference
};

// Definition 1, efficiency threshold: the largest N whose E' >= tau, interpolated linearly in
// log2 N towards the next larger N (whose E' < tau):
//   log2 N* = log2 N_i + (E_i - tau) / (E_i - E_{i+1}) * (log2 N_{i+1} - log2 N_i).
// Several points with the same N: the best (largest) E' at that N stands for it — the best one
// can do with N accelerators. Outcomes: Found (bracketed), AtOrAbove (even the largest N meets
// tau: N* >= N_max, reported as N_max), Below (no N meets tau), NotAvailable (empty series).
BreakEvenResult thresholdBreakEven(const std::vector<SeriesPoint>& series, double tau,
                                   const std::string& seriesName);

// The threshold of a series already reduced to its best point per N (distinct N, ascending),
// as thresholdBreakEven() reduces it: the same result, without its sort, for callers that ask
// again and again of one reduced series (the reference sensitivity). `inputs` is the text of
// the result's `inputs` (thresholdBreakEven() writes thresholdInputs()).
BreakEvenResult thresholdOnBestPerN(const std::vector<const SeriesPoint*>& best, double tau,
                                    const std::string& seriesName, std::string inputs);
std::string thresholdInputs(double tau, std::size_t points);

// Definition 2, Pareto knee: Kneedle on the frontier as a curve G(T), T ascending, which is
// convex and decreasing (faster configurations cost ever more accelerator-minutes).
// `frontier` must be the Pareto frontier. With fewer than `minDistinctN` distinct N (or when
// Kneedle finds no knee) the point of largest Kneedle difference (farthest from the chord in
// normalised coordinates) is used instead: outcome Fallback, with the reason. Under 3 points:
// NotAvailable.
// `quantity` names the frontier's y in the reasons ("G" for accelerator-minutes; the cost
// analysis passes "cost" for the (T, cost) frontier, whose points carry the cost as
// acceleratorMinutes).
BreakEvenResult kneeBreakEven(const std::vector<SeriesPoint>& frontier, double sensitivity,
                              int minDistinctN, const std::string& quantity = "G");

// Definition 3, value of time: the configuration minimising G + lambda T (lambda in
// accelerator-minutes per minute saved). Ties: smaller N, then smaller key.
BreakEvenResult valueOfTimeBreakEven(const std::vector<SeriesPoint>& series, double lambda,
                                     const std::string& seriesName);

// A number as the definitions' `inputs` texts print it (six significant figures, %.6g).
std::string inputsNumber(double v);

} // namespace mlpe::analysis
