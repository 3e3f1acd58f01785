#include "kmeans.h"

#include "deterministicrandom.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace mlpe::analysis {

namespace {

double squaredDistance(const double* a, const double* b, std::size_t dims) {
    double s = 0.0;
    for (std::size_t d = 0; d < dims; ++d) {
        const double diff = a[d] - b[d];
        s += diff * diff;
    }
    return s;
}

// k-means++: the first centre uniformly, each next one with probability proportional to the
// squared distance to the nearest centre chosen so far.
void seedCentroids(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
                   DeterministicRandom& random, std::vector<double>& centroids,
                   std::vector<double>& nearest) {
    const std::size_t first = random.index(rows);
    std::copy_n(&data[first * dims], dims, &centroids[0]);
    for (std::size_t r = 0; r < rows; ++r)
        nearest[r] = squaredDistance(&data[r * dims], &centroids[0], dims);
    for (int c = 1; c < k; ++c) {
        double total = 0.0;
        for (std::size_t r = 0; r < rows; ++r)
            total += nearest[r];
        const double target = random.uniform() * total;
        std::size_t pick = rows;
        double cumulative = 0.0;
        std::size_t lastPositive = 0;
        for (std::size_t r = 0; r < rows; ++r) {
            if (nearest[r] > 0.0)
                lastPositive = r;
            cumulative += nearest[r];
            if (cumulative > target && nearest[r] > 0.0) {
                pick = r;
                break;
            }
        }
        if (pick == rows) // rounding left the target just above the sum
            pick = lastPositive;
        double* centre = &centroids[static_cast<std::size_t>(c) * dims];
        std::copy_n(&data[pick * dims], dims, centre);
        for (std::size_t r = 0; r < rows; ++r)
            nearest[r] = std::min(nearest[r], squaredDistance(&data[r * dims], centre, dims));
    }
}

struct Workspace {
    std::vector<double> centroids;
    std::vector<double> sums;
    std::vector<int> counts;
    std::vector<int> labels;
    std::vector<double> distances; // squared distance of each row to its own centroid
};

// Assigns every row to its nearest centroid (lowest index on ties); returns whether any changed.
bool assign(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
            Workspace& w) {
    bool changed = false;
    for (std::size_t r = 0; r < rows; ++r) {
        const double* x = &data[r * dims];
        int best = 0;
        double bestD = squaredDistance(x, &w.centroids[0], dims);
        for (int c = 1; c < k; ++c) {
            const double dist =
                squaredDistance(x, &w.centroids[static_cast<std::size_t>(c) * dims], dims);
            if (dist < bestD) {
                bestD = dist;
                best = c;
            }
        }
        w.distances[r] = bestD;
        if (w.labels[r] != best) {
            w.labels[r] = best;
            changed = true;
        }
    }
    return changed;
}

// Centroids := means of their rows. An empty cluster takes the row farthest from its centroid.
void update(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
            Workspace& w) {
    std::fill(w.sums.begin(), w.sums.end(), 0.0);
    std::fill(w.counts.begin(), w.counts.end(), 0);
    for (std::size_t r = 0; r < rows; ++r) {
        const auto c = static_cast<std::size_t>(w.labels[r]);
        ++w.counts[c];
        for (std::size_t d = 0; d < dims; ++d)
            w.sums[c * dims + d] += data[r * dims + d];
    }
    for (int c = 0; c < k; ++c) {
        if (w.counts[static_cast<std::size_t>(c)] > 0)
            continue;
        // Rows >= k guarantees some cluster holds two rows (pigeonhole), so `far` is found.
        std::size_t far = rows;
        for (std::size_t r = 0; r < rows; ++r)
            if (w.counts[static_cast<std::size_t>(w.labels[r])] > 1 &&
                (far == rows || w.distances[r] > w.distances[far]))
                far = r;
        const auto from = static_cast<std::size_t>(w.labels[far]);
        --w.counts[from];
        for (std::size_t d = 0; d < dims; ++d)
            w.sums[from * dims + d] -= data[far * dims + d];
        w.labels[far] = c;
        w.distances[far] = 0.0;
        w.counts[static_cast<std::size_t>(c)] = 1;
        for (std::size_t d = 0; d < dims; ++d)
            w.sums[static_cast<std::size_t>(c) * dims + d] = data[far * dims + d];
    }
    for (std::size_t c = 0; c < static_cast<std::size_t>(k); ++c)
        for (std::size_t d = 0; d < dims; ++d)
            w.centroids[c * dims + d] = w.sums[c * dims + d] / w.counts[c];
}

// Hartigan-style refinement after Lloyd converged: move a single row to another cluster whenever
// that lowers the WCSS, accounting for the centroid shift (the change is
// n_b/(n_b+1) |x - c_b|^2 - n_a/(n_a-1) |x - c_a|^2). Lloyd's fixed points include local optima
// that one such move escapes; Hartigan's optima are a subset of them (Telgarsky & Vattani 2010).
// Returns whether any row moved. Centroids are updated incrementally, then recomputed exactly.
bool refine(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
            Workspace& w, int maxPasses) {
    bool movedAny = false;
    for (int pass = 0; pass < maxPasses; ++pass) {
        bool moved = false;
        for (std::size_t r = 0; r < rows; ++r) {
            const double* x = &data[r * dims];
            const auto a = static_cast<std::size_t>(w.labels[r]);
            const double na = w.counts[a];
            if (na <= 1)
                continue;
            const double removeGain =
                na / (na - 1.0) * squaredDistance(x, &w.centroids[a * dims], dims);
            double bestDelta = 0.0;
            std::size_t target = a;
            for (std::size_t b = 0; b < static_cast<std::size_t>(k); ++b) {
                if (b == a)
                    continue;
                const double nb = w.counts[b];
                const double delta =
                    nb / (nb + 1.0) * squaredDistance(x, &w.centroids[b * dims], dims) - removeGain;
                // Relative margin: never move on rounding noise (avoids cycling).
                if (delta < bestDelta - 1e-12 * (1.0 + removeGain)) {
                    bestDelta = delta;
                    target = b;
                }
            }
            if (target == a)
                continue;
            const double nb = w.counts[target];
            for (std::size_t d = 0; d < dims; ++d) {
                w.centroids[a * dims + d] = (w.centroids[a * dims + d] * na - x[d]) / (na - 1.0);
                w.centroids[target * dims + d] =
                    (w.centroids[target * dims + d] * nb + x[d]) / (nb + 1.0);
            }
            --w.counts[a];
            ++w.counts[target];
            w.labels[r] = static_cast<int>(target);
            moved = true;
        }
        if (!moved)
            break;
        movedAny = true;
    }
    if (movedAny) { // exact means again (the incremental updates accumulate rounding)
        std::fill(w.sums.begin(), w.sums.end(), 0.0);
        for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t d = 0; d < dims; ++d)
                w.sums[static_cast<std::size_t>(w.labels[r]) * dims + d] += data[r * dims + d];
        for (std::size_t c = 0; c < static_cast<std::size_t>(k); ++c)
            for (std::size_t d = 0; d < dims; ++d)
                w.centroids[c * dims + d] = w.sums[c * dims + d] / w.counts[c];
    }
    return movedAny;
}

double inertiaOf(const std::vector<double>& data, std::size_t rows, std::size_t dims,
                 const Workspace& w) {
    double s = 0.0;
    for (std::size_t r = 0; r < rows; ++r)
        s += squaredDistance(&data[r * dims],
                             &w.centroids[static_cast<std::size_t>(w.labels[r]) * dims], dims);
    return s;
}

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

KMeansResult runKMeans(const std::vector<double>& data, std::size_t dims,
                       const KMeansParams& params) {
    KMeansResult best;
    const std::size_t rows = dims ? data.size() / dims : 0;
    if (rows == 0 || params.k < 1)
        return best;
    const int k = static_cast<int>(
        std::min<std::size_t>(static_cast<std::size_t>(params.k), countDistinctRows(data, dims)));
    const auto kk = static_cast<std::size_t>(k);

    DeterministicRandom random(params.seed);
    Workspace w;
    w.centroids.assign(kk * dims, 0.0);
    w.sums.assign(kk * dims, 0.0);
    w.counts.assign(kk, 0);
    w.labels.assign(rows, -1);
    w.distances.assign(rows, 0.0);
    std::vector<double> nearest(rows);

    best.inertia = std::numeric_limits<double>::infinity();
    const int restarts = std::max(1, params.restarts);
    for (int restart = 0; restart < restarts; ++restart) {
        seedCentroids(data, rows, dims, k, random, w.centroids, nearest);
        std::fill(w.labels.begin(), w.labels.end(), -1);
        int iterations = 0;
        bool converged = false;
        // Lloyd until no label changes; then single-row moves; if any moved, Lloyd again.
        for (int round = 0; round < 4; ++round) {
            converged = false;
            while (iterations < std::max(1, params.maxIterations)) {
                const bool changed = assign(data, rows, dims, k, w);
                if (!changed) {
                    converged = true;
                    break;
                }
                update(data, rows, dims, k, w);
                ++iterations;
            }
            if (!converged || !refine(data, rows, dims, k, w, 10))
                break;
        }
        const double inertia = inertiaOf(data, rows, dims, w);
        if (inertia < best.inertia) {
            best.inertia = inertia;
            best.labels = w.labels;
            best.centroids = w.centroids;
            best.iterations = iterations;
            best.converged = converged;
        }
    }
    best.k = k;
    canonicalise(best, dims);
    return best;
}

} // namespace mlpe::analysis
