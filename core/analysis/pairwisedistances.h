#pragma once

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace mlpe::analysis {

// Euclidean distances between all pairs of a set of rows, computed once and shared by the
// silhouettes of every k tried (condensed upper triangle: n(n-1)/2 doubles).
class PairwiseDistances {
public:
    // `data` row-major with `dims` columns; `rows` selects which rows (in this order) take part.
    PairwiseDistances(const std::vector<double>& data, std::size_t dims,
                      const std::vector<std::size_t>& rows);

    std::size_t size() const { return m_size; }
    // Distance between the i-th and j-th selected rows (i != j).
    double operator()(std::size_t i, std::size_t j) const {
        if (i > j)
            std::swap(i, j);
        return m_condensed[offset(i) + (j - i - 1)];
    }
    // Distances of row i to rows i+1..n-1, contiguous.
    const double* rowTail(std::size_t i) const { return m_condensed.get() + offset(i); }

private:
    std::size_t offset(std::size_t i) const { return i * (2 * m_size - i - 1) / 2; }

    std::size_t m_size = 0;
    // Not value-initialised: every entry is written once by the constructor (a 2,000-row sample
    // is 16 MB, zeroing it first would cost as much as filling it).
    std::unique_ptr<double[]> m_condensed;
};

} // namespace mlpe::analysis
