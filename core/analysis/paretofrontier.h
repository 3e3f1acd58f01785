#pragma once

#include <cstddef>
#include <vector>

namespace mlpe::analysis {

// Non-dominated points of (T, G), both minimised, with a relative tolerance epsilon >= 0 that
// keeps near-ties on the frontier. q eps-dominates p when, with t = T_p / (1 + eps) and
// g = G_p / (1 + eps):  T_q <= t and G_q <= g and (T_q < t or G_q < g).
// eps = 0 is the usual Pareto dominance; identical points never dominate each other.
// Returns the indices of the non-dominated points, ascending T (then G, then index).
// O(n log n): sort by T, prefix minima of G, binary search for t.
std::vector<std::size_t> paretoFrontier(const std::vector<double>& minutes,
                                        const std::vector<double>& acceleratorMinutes,
                                        double epsilon);

} // namespace mlpe::analysis
