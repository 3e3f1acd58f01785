#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mlpe::analysis {

// Silhouette of every selected row (Rousseeuw 1987): a = mean distance to the other members
// of its cluster, b = smallest mean distance to the members of another cluster,
// s = (b - a) / max(a, b); 0 for a member of a singleton cluster and when a = b = 0.
// `data` is row-major with `dims` columns, `rows` selects the rows taking part (in this order) and
// `labels[i]` (0..k-1) is the cluster of rows[i]. Euclidean distances, each pair computed once.
// Empty result when k < 2.
std::vector<double> silhouettes(const std::vector<double>& data, std::size_t dims,
                                const std::vector<std::size_t>& rows,
                                const std::vector<int>& labels, int k);

// silhouettes() for several labellings of the same rows at once (one per k tried): every
// distance is computed once and serves all labellings (no n x n matrix is stored: a 2,000-row
// sample would need 16 MB). Result m is silhouettes(data, dims, rows, labellings[m], ks[m]).
// From 500 rows on, two threads share the rows (each row's sums are added by one thread, in
// one order: the same bits either way).
std::vector<std::vector<double>> silhouettesForEach(const std::vector<double>& data,
                                                    std::size_t dims,
                                                    const std::vector<std::size_t>& rows,
                                                    const std::vector<std::vector<int>>& labellings,
                                                    const std::vector<int>& ks);

// Mean of silhouettes(); NaN when k < 2 or k >= number of rows (undefined there).
double meanSilhouette(const std::vector<double>& values, int k);

// Which rows take part in silhouettes: all of them when rows <= limit, else a fixed-seed sample
// of `limit` rows (partial Fisher-Yates with DeterministicRandom), returned ascending.
std::vector<std::size_t> silhouetteSample(std::size_t rows, std::size_t limit, std::uint64_t seed);

} // namespace mlpe::analysis
