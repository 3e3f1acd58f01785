#pragma once

#include <vector>

namespace mlpe::analysis {

// Percentile (linear interpolation between order statistics, as numpy's default) of values,
// q in [0, 1]; sorts `values`. NaN for an empty vector. The bootstrap intervals of the fits, the
// hardware-controlled slope and the run spread all read their ends with it.
double percentile(std::vector<double>& values, double q);

} // namespace mlpe::analysis
