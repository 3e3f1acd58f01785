#pragma once

#include "analysispoint.h"

#include <vector>

namespace mlpe::analysis {

// The runs that the official olympic mean averages (see mlperf-data.md, "Time and score"):
// sort the valid times, drop the D fastest and the (D - F) slowest (F invalid runs take the
// slowest slots). Same rule as the importer's OlympicScore, repeated here because core/analysis
// cannot see core/model, and needed on resampled runs for the bootstrap.

struct RunRange {
    double fastest = 0.0; // minutes x scaling factor; NaN when the point has no usable runs
    double slowest = 0.0;
};

// The fastest and slowest kept run of `p`, times its scaling factor. NaN, NaN when the point
// carries no run times, or they do not give an olympic mean (F > D, too few runs).
RunRange keptRunRange(const AnalysisPoint& p);
// The same, sorting in `scratch` (its contents replaced): no allocation per point once it has
// room for the longest run list.
RunRange keptRunRange(const AnalysisPoint& p, std::vector<double>& scratch);

// [first, last) of the kept runs among `valid` sorted valid times with F = invalidRuns and
// D = drop; false when F > D or nothing is left to average.
bool olympicKeptSlice(std::size_t valid, int invalidRuns, int drop, std::size_t& first,
                      std::size_t& last);

// Olympic mean of `validMinutes` (sorted in place) with F = invalidRuns and D = drop, unscaled.
// NaN when F > D or nothing is left to average.
double olympicMeanSorting(std::vector<double>& validMinutes, int invalidRuns, int drop);

} // namespace mlpe::analysis
