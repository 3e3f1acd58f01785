#include "kmeans.h"

#include "kmeanssteps.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace mlpe::analysis {

namespace {

using namespace kmeanssteps;

// Renumbers clusters by ascending centroid (lexicographic over dimensions).
void canonicalise(KMeansResult& result, std::size_t dims) {
    const auto k = static_cast<std::size_t>(result.k);
    std::vector<std::size_t> order(k);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return std::lexicographical_compare(
            &result.centroids[a * dims], &result.centroids[a * dims] + dims,
            &result.centroids[b * dims], &result.centroids[b * dims] + dims);
    });
    std::vector<int> newLabel(k);
    std::vector<double> centroids(result.centroids.size());
    for (std::size_t i = 0; i < k; ++i) {
        newLabel[order[i]] = static_cast<int>(i);
        std::copy_n(&result.centroids[order[i] * dims], dims, &centroids[i * dims]);
    }
    result.centroids = std::move(centroids);
    for (int& l : result.labels)
        l = newLabel[static_cast<std::size_t>(l)];
}

} // namespace

std::size_t countDistinctRows(const std::vector<double>& data, std::size_t dims) {
    if (dims == 0)
        return 0;
    const std::size_t rows = data.size() / dims;
    std::vector<std::size_t> order(rows);
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto less = [&](std::size_t a, std::size_t b) {
        return std::lexicographical_compare(&data[a * dims], &data[a * dims] + dims,
                                            &data[b * dims], &data[b * dims] + dims);
    };
    std::sort(order.begin(), order.end(), less);
    std::size_t distinct = rows ? 1 : 0;
    for (std::size_t i = 1; i < rows; ++i)
        distinct += less(order[i - 1], order[i]) ? 1 : 0;
    return distinct;
}

namespace {

double meanVariance(const std::vector<double>& data, std::size_t rows, std::size_t dims) {
    double total = 0.0;
    for (std::size_t d = 0; d < dims; ++d) {
        double mean = 0.0, ss = 0.0;
        for (std::size_t r = 0; r < rows; ++r)
            mean += data[r * dims + d];
        mean /= static_cast<double>(rows);
        for (std::size_t r = 0; r < rows; ++r)
            ss += (data[r * dims + d] - mean) * (data[r * dims + d] - mean);
        total += ss / static_cast<double>(rows);
    }
    return total / static_cast<double>(dims);
}

// Two WCSS values belong to the same local optimum (rounding apart).
bool sameOptimum(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max({std::abs(a), std::abs(b), 1e-300});
}

// Boender & Rinnooy Kan (1987): with `found` distinct optima after `starts` restarts, the
// posterior expectation of the number of optima is found(starts-1)/(starts-found-2); stop once
// it is below found + 1/2 (no optimum is expected to remain unseen).
bool noOptimumLeftUnseen(int starts, int found) {
    if (starts <= found + 2)
        return false;
    const double w = found, n = starts;
    return w * (n - 1.0) < (w + 0.5) * (n - w - 2.0);
}

// The restarts, for a compile-time dimension D (0 = any).
template <std::size_t D>
void runRestarts(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
                 const KMeansParams& params, KMeansResult& best) {
    if constexpr (D > 0)
        dims = D;
    const auto kk = static_cast<std::size_t>(k);
    DeterministicRandom random(params.seed);
    Workspace w(rows, dims, kk);
    std::vector<double> nearest(rows);

    best.inertia = std::numeric_limits<double>::infinity();
    const int restarts = std::max(1, params.restarts);
    const int maxIterations = std::max(1, params.maxIterations);
    const double tolerance = std::max(0.0, params.tolerance) * meanVariance(data, rows, dims);
    std::vector<double> optima; // distinct WCSS values seen (for the Bayesian stop)
    int restart = 0;
    for (; restart < restarts; ++restart) {
        seedCentroids<D>(data, rows, dims, k, random, w.centroids, nearest);
        std::fill(w.labels.begin(), w.labels.end(), -1);
        std::fill(w.sums.begin(), w.sums.end(), 0.0);
        std::fill(w.counts.begin(), w.counts.end(), 0);
        int iterations = 0;
        bool converged = false;
        bool settled = false; // stopped by the tolerance rather than by stable labels
        // Lloyd until no label changes; then single-row moves; if any moved, Lloyd again.
        for (int round = 0; round < 4; ++round) {
            converged = !assign<D>(data, rows, dims, k, w);
            while (!converged && iterations < maxIterations) {
                w.previous = w.centroids;
                update<D>(data, rows, dims, k, w);
                ++iterations;
                double shift = 0.0;
                for (std::size_t i = 0; i < w.centroids.size(); ++i)
                    shift += (w.centroids[i] - w.previous[i]) * (w.centroids[i] - w.previous[i]);
                if (shift <= tolerance) {
                    converged = true; // centroids are the means of the current labels
                    settled = true;   // near a fixed point: single-row moves would be noise
                    break;
                }
                converged = !boundedAssign<D>(data, rows, dims, k, w);
            }
            if (!converged) {
                update<D>(data, rows, dims, k, w); // centroids = means of the final labels
                break;
            }
            if (settled || !refine<D>(data, rows, dims, k, w, 10))
                break;
        }
        exactMeans<D>(data, rows, dims, k, w);
        const double inertia = inertiaOf<D>(data, rows, dims, w);
        if (inertia < best.inertia) {
            best.inertia = inertia;
            best.labels = w.labels;
            best.centroids = w.centroids;
            best.iterations = iterations;
            best.converged = converged;
        }
        if (std::none_of(optima.begin(), optima.end(),
                         [&](double o) { return sameOptimum(o, inertia); }))
            optima.push_back(inertia);
        const int starts = restart + 1;
        if (params.bayesianStop && starts >= params.minRestarts &&
            noOptimumLeftUnseen(starts, static_cast<int>(optima.size()))) {
            ++restart;
            break;
        }
    }
    best.restartsRun = restart;
    best.distinctOptima = static_cast<int>(optima.size());
}

// Distinct rows, counting stops at `limit` (O(rows x limit) at worst, usually far less).
std::size_t distinctRowsUpTo(const std::vector<double>& data, std::size_t dims, std::size_t limit) {
    const std::size_t rows = data.size() / dims;
    std::vector<std::size_t> seen;
    for (std::size_t r = 0; r < rows && seen.size() < limit; ++r) {
        const double* x = &data[r * dims];
        const bool repeat = std::any_of(seen.begin(), seen.end(), [&](std::size_t s) {
            return std::equal(x, x + dims, &data[s * dims]);
        });
        if (!repeat)
            seen.push_back(r);
    }
    return seen.size();
}

} // namespace

namespace {

bool rowIsFinite(const double* row, std::size_t dims) {
    return std::all_of(row, row + dims, [](double v) { return std::isfinite(v); });
}

} // namespace

KMeansResult runKMeans(const std::vector<double>& data, std::size_t dims,
                       const KMeansParams& params) {
    KMeansResult best;
    const std::size_t rows = dims ? data.size() / dims : 0;
    if (rows == 0 || params.k < 1)
        return best;
    std::vector<std::size_t> finiteRows;
    for (std::size_t r = 0; r < rows; ++r)
        if (rowIsFinite(&data[r * dims], dims))
            finiteRows.push_back(r);
    if (finiteRows.size() < rows) {
        // A NaN compares false with everything and an infinity makes every distance infinite:
        // the seeding would pick no row at all. Cluster the finite rows alone.
        std::vector<double> finite;
        finite.reserve(finiteRows.size() * dims);
        for (std::size_t r : finiteRows)
            finite.insert(finite.end(), data.begin() + static_cast<std::ptrdiff_t>(r * dims),
                          data.begin() + static_cast<std::ptrdiff_t>((r + 1) * dims));
        const KMeansResult inner = runKMeans(finite, dims, params);
        best = inner;
        best.labels.assign(rows, -1);
        for (std::size_t i = 0; i < finiteRows.size(); ++i)
            best.labels[finiteRows[i]] = inner.labels[i];
        best.skippedRows = static_cast<int>(rows - finiteRows.size());
        return best;
    }
    const int k =
        static_cast<int>(distinctRowsUpTo(data, dims, static_cast<std::size_t>(params.k)));
    switch (dims) {
    case 1:
        runRestarts<1>(data, rows, dims, k, params, best);
        break;
    case 2:
        runRestarts<2>(data, rows, dims, k, params, best);
        break;
    case 3:
        runRestarts<3>(data, rows, dims, k, params, best);
        break;
    default:
        runRestarts<0>(data, rows, dims, k, params, best);
        break;
    }
    best.k = k;
    canonicalise(best, dims);
    return best;
}

} // namespace mlpe::analysis
