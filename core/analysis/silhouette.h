#pragma once

#include "pairwisedistances.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mlpe::analysis {

// Silhouette of every row of `distances` (Rousseeuw 1987): a = mean distance to the other members
// of its cluster, b = smallest mean distance to the members of another cluster,
// s = (b - a) / max(a, b); 0 for a member of a singleton cluster and when a = b = 0.
// `labels[i]` (0..k-1) is the cluster of the i-th row of `distances`. Empty result when k < 2.
std::vector<double> silhouettes(const PairwiseDistances& distances, const std::vector<int>& labels,
                                int k);

// Mean of silhouettes(); NaN when k < 2 or k >= number of rows (undefined there).
double meanSilhouette(const std::vector<double>& values, int k);

// Which rows take part in silhouettes: all of them when rows <= limit, else a fixed-seed sample
// of `limit` rows (partial Fisher-Yates with DeterministicRandom), returned ascending.
std::vector<std::size_t> silhouetteSample(std::size_t rows, std::size_t limit, std::uint64_t seed);

} // namespace mlpe::analysis
