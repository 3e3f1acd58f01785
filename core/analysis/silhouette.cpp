#include "silhouette.h"

#include "deterministicrandom.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace mlpe::analysis {

std::vector<double> silhouettes(const std::vector<double>& data, std::size_t dims,
                                const std::vector<std::size_t>& rows,
                                const std::vector<int>& labels, int k) {
    return silhouettesForEach(data, dims, rows, {labels}, {k}).front();
}

std::vector<std::vector<double>> silhouettesForEach(const std::vector<double>& data,
                                                    std::size_t dims,
                                                    const std::vector<std::size_t>& rows,
                                                    const std::vector<std::vector<int>>& labellings,
                                                    const std::vector<int>& ks) {
    const std::size_t n = rows.size();
    const std::size_t m = labellings.size();
    std::vector<std::vector<double>> result(m);
    // Column layout per row: the clusters of labelling 0, then of labelling 1, ... (width K).
    std::vector<std::size_t> used; // labellings with k >= 2
    std::vector<std::size_t> offset(m, 0);
    std::size_t width = 0;
    for (std::size_t l = 0; l < m; ++l)
        if (ks[l] >= 2 && n > 0) {
            used.push_back(l);
            offset[l] = width;
            width += static_cast<std::size_t>(ks[l]);
        }
    if (used.empty())
        return result;
    const std::size_t u = used.size();
    std::vector<std::size_t> column(n * u); // column(i, labelling) = offset + label of row i
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t q = 0; q < u; ++q)
            column[i * u + q] = offset[used[q]] + static_cast<std::size_t>(labellings[used[q]][i]);

    // The selected rows, contiguous.
    std::vector<double> points(n * dims);
    for (std::size_t i = 0; i < n; ++i)
        std::copy_n(&data[rows[i] * dims], dims, &points[i * dims]);

    // sums[i * width + column]: total distance of row i to the rows of that cluster. Each pair
    // is visited once; its distance serves every labelling.
    std::vector<double> sums(n * width, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const double* xi = &points[i * dims];
        double* si = &sums[i * width];
        const std::size_t* ci = &column[i * u];
        for (std::size_t j = i + 1; j < n; ++j) {
            const double* xj = &points[j * dims];
            double ss = 0.0;
            for (std::size_t dd = 0; dd < dims; ++dd)
                ss += (xi[dd] - xj[dd]) * (xi[dd] - xj[dd]);
            const double d = std::sqrt(ss);
            double* sj = &sums[j * width];
            const std::size_t* cj = &column[j * u];
            for (std::size_t q = 0; q < u; ++q) {
                si[cj[q]] += d;
                sj[ci[q]] += d;
            }
        }
    }

    std::vector<int> counts;
    for (std::size_t q = 0; q < u; ++q) {
        const std::size_t l = used[q];
        const auto kk = static_cast<std::size_t>(ks[l]);
        const std::vector<int>& labels = labellings[l];
        counts.assign(kk, 0);
        for (std::size_t i = 0; i < n; ++i)
            ++counts[static_cast<std::size_t>(labels[i])];
        std::vector<double>& s = result[l];
        s.assign(n, 0.0);
        for (std::size_t i = 0; i < n; ++i) {
            const auto own = static_cast<std::size_t>(labels[i]);
            if (counts[own] <= 1)
                continue; // singleton: s = 0 by convention
            const double* row = &sums[i * width + offset[l]];
            const double a = row[own] / (counts[own] - 1);
            double b = std::numeric_limits<double>::infinity();
            for (std::size_t c = 0; c < kk; ++c)
                if (c != own && counts[c] > 0)
                    b = std::min(b, row[c] / counts[c]);
            const double mx = std::max(a, b);
            s[i] = (std::isfinite(b) && mx > 0.0) ? (b - a) / mx : 0.0;
        }
    }
    return result;
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
