#include "silhouette.h"

#include "deterministicrandom.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace mlpe::analysis {

std::vector<double> silhouettes(const PairwiseDistances& distances, const std::vector<int>& labels,
                                int k) {
    const std::size_t n = distances.size();
    if (k < 2 || n == 0)
        return {};
    const auto kk = static_cast<std::size_t>(k);
    // sums[i * k + c]: total distance of row i to the rows of cluster c; each pair visited once.
    std::vector<double> sums(n * kk, 0.0);
    std::vector<int> counts(kk, 0);
    for (std::size_t i = 0; i < n; ++i) {
        ++counts[static_cast<std::size_t>(labels[i])];
        const double* tail = distances.rowTail(i);
        const auto li = static_cast<std::size_t>(labels[i]);
        double* si = &sums[i * kk];
        for (std::size_t j = i + 1; j < n; ++j) {
            const double d = tail[j - i - 1];
            si[static_cast<std::size_t>(labels[j])] += d;
            sums[j * kk + li] += d;
        }
    }
    std::vector<double> s(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const auto own = static_cast<std::size_t>(labels[i]);
        if (counts[own] <= 1)
            continue; // singleton: s = 0 by convention
        const double a = sums[i * kk + own] / (counts[own] - 1);
        double b = std::numeric_limits<double>::infinity();
        for (std::size_t c = 0; c < kk; ++c)
            if (c != own && counts[c] > 0)
                b = std::min(b, sums[i * kk + c] / counts[c]);
        const double m = std::max(a, b);
        s[i] = (std::isfinite(b) && m > 0.0) ? (b - a) / m : 0.0;
    }
    return s;
}

double meanSilhouette(const std::vector<double>& values, int k) {
    if (k < 2 || values.empty() || static_cast<std::size_t>(k) >= values.size())
        return std::numeric_limits<double>::quiet_NaN();
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

std::vector<std::size_t> silhouetteSample(std::size_t rows, std::size_t limit, std::uint64_t seed) {
    std::vector<std::size_t> all(rows);
    std::iota(all.begin(), all.end(), std::size_t{0});
    if (rows <= limit)
        return all;
    DeterministicRandom random(seed);
    for (std::size_t i = 0; i < limit; ++i)
        std::swap(all[i], all[i + random.index(rows - i)]);
    all.resize(limit);
    std::sort(all.begin(), all.end());
    return all;
}

} // namespace mlpe::analysis
