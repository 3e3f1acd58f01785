#include "pairwisedistances.h"

#include <cmath>

namespace mlpe::analysis {

PairwiseDistances::PairwiseDistances(const std::vector<double>& data, std::size_t dims,
                                     const std::vector<std::size_t>& rows)
    : m_size(rows.size())
    , m_condensed(
          std::make_unique_for_overwrite<double[]>(m_size > 1 ? m_size * (m_size - 1) / 2 : 0)) {
    std::size_t at = 0;
    for (std::size_t i = 0; i < m_size; ++i) {
        const double* a = &data[rows[i] * dims];
        for (std::size_t j = i + 1; j < m_size; ++j) {
            const double* b = &data[rows[j] * dims];
            double s = 0.0;
            for (std::size_t d = 0; d < dims; ++d) {
                const double diff = a[d] - b[d];
                s += diff * diff;
            }
            m_condensed[at++] = std::sqrt(s);
        }
    }
}

} // namespace mlpe::analysis
