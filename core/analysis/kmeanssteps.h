#pragma once
// Internal to kmeans.cpp: the steps of one k-means restart, as templates over a compile-time
// dimension D (D > 0 lets the distance loops unroll; D = 0 works for any dimension).

#include "deterministicrandom.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace mlpe::analysis::kmeanssteps {

// D > 0: the dimension is known at compile time (the loop unrolls); D = 0: use `dims`.
template <std::size_t D>
double squaredDistance(const double* a, const double* b, std::size_t dims) {
    if constexpr (D > 0)
        dims = D;
    double s = 0.0;
    for (std::size_t d = 0; d < dims; ++d) {
        const double diff = a[d] - b[d];
        s += diff * diff;
    }
    return s;
}

// k-means++: the first centre uniformly, each next one with probability proportional to the
// squared distance to the nearest centre chosen so far.
template <std::size_t D>
void seedCentroids(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
                   DeterministicRandom& random, std::vector<double>& centroids,
                   std::vector<double>& nearest) {
    if constexpr (D > 0)
        dims = D;
    const std::size_t first = random.index(rows);
    std::copy_n(&data[first * dims], dims, &centroids[0]);
    for (std::size_t r = 0; r < rows; ++r)
        nearest[r] = squaredDistance<D>(&data[r * dims], &centroids[0], dims);
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
            nearest[r] = std::min(nearest[r], squaredDistance<D>(&data[r * dims], centre, dims));
    }
}

struct Workspace {
    std::vector<double> centroids;
    std::vector<double> previous; // centroids before the last update
    std::vector<double> sums;
    std::vector<int> counts;
    std::vector<int> labels;
    std::vector<double> distances; // squared distance (bound) of each row to its own centroid
    // Hamerly (2010) bounds: upper >= distance to the own centroid, lower <= distance to every
    // other centroid. They let most rows skip the scan over all centroids in later iterations
    // without changing the result of Lloyd's assignment.
    std::vector<double> upper;
    std::vector<double> lower;
    std::vector<double> moves;          // how far each centroid moved in the last update
    std::vector<double> halfSeparation; // half the distance to the nearest other centroid
    std::vector<double> growth;         // refine(): n/(n+1) per cluster
    std::vector<std::size_t> unsettled; // boundedAssign(): rows its bounds do not settle
    std::vector<double> lowerDrop;      // boundedAssign(): how far each row's lower bound falls

    // Sized for `rows` rows of `dims` features and `k` clusters, every row unassigned.
    Workspace(std::size_t rows, std::size_t dims, std::size_t k)
        : centroids(k * dims, 0.0)
        , sums(k * dims, 0.0)
        , counts(k, 0)
        , labels(rows, -1)
        , distances(rows, 0.0)
        , upper(rows, 0.0)
        , lower(rows, 0.0)
        , moves(k, 0.0)
        , halfSeparation(k, 0.0)
        , unsettled(rows, 0)
        , lowerDrop(k, 0.0) {}
};

// Relabels row r and keeps the per-cluster sums and counts in step (from = -1: unassigned).
template <std::size_t D>
void moveRow(const double* x, std::size_t dims, std::size_t r, int to, Workspace& w) {
    if constexpr (D > 0)
        dims = D;
    const int from = w.labels[r];
    if (from >= 0) {
        const auto f = static_cast<std::size_t>(from);
        --w.counts[f];
        for (std::size_t d = 0; d < dims; ++d)
            w.sums[f * dims + d] -= x[d];
    }
    const auto t = static_cast<std::size_t>(to);
    ++w.counts[t];
    for (std::size_t d = 0; d < dims; ++d)
        w.sums[t * dims + d] += x[d];
    w.labels[r] = to;
}

// Exact means from scratch (the incremental sums drift by rounding over many iterations).
template <std::size_t D>
void exactMeans(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
                Workspace& w) {
    if constexpr (D > 0)
        dims = D;
    std::fill(w.sums.begin(), w.sums.end(), 0.0);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t d = 0; d < dims; ++d)
            w.sums[static_cast<std::size_t>(w.labels[r]) * dims + d] += data[r * dims + d];
    for (std::size_t c = 0; c < static_cast<std::size_t>(k); ++c)
        for (std::size_t d = 0; d < dims; ++d)
            w.centroids[c * dims + d] = w.sums[c * dims + d] / w.counts[c];
}

// Nearest and second-nearest centroid of one row; lowest index on ties.
template <std::size_t D>
void scan(const double* x, std::size_t dims, int k, const Workspace& w, int& best, double& bestD,
          double& secondD) {
    if constexpr (D > 0)
        dims = D;
    best = 0;
    bestD = squaredDistance<D>(x, &w.centroids[0], dims);
    secondD = std::numeric_limits<double>::infinity();
    // Without branches (which centroid is nearer is a coin toss for the rows scanned), the same
    // values as "if (dist < bestD) {second = best; best = dist} else if (dist < second) second =
    // dist": when dist < bestD, max(dist, bestD) is bestD, which is <= second.
    for (int c = 1; c < k; ++c) {
        const double dist =
            squaredDistance<D>(x, &w.centroids[static_cast<std::size_t>(c) * dims], dims);
        secondD = std::min(secondD, std::max(dist, bestD));
        best = dist < bestD ? c : best;
        bestD = std::min(bestD, dist);
    }
}

// Full scan of row `r` (at `x`): records its nearest and second-nearest distances (the exact
// Hamerly bounds) and moves it to the nearest centroid. Returns whether its label changed.
template <std::size_t D>
bool reassignByScan(const double* x, std::size_t r, std::size_t dims, int k, Workspace& w) {
    int best = 0;
    double bestD = 0.0, secondD = 0.0;
    scan<D>(x, dims, k, w, best, bestD, secondD);
    w.distances[r] = bestD;
    w.upper[r] = std::sqrt(bestD);
    w.lower[r] = std::sqrt(secondD);
    if (w.labels[r] == best)
        return false;
    moveRow<D>(x, dims, r, best, w);
    return true;
}

// Assigns every row to its nearest centroid (lowest index on ties) and resets the bounds;
// returns whether any label changed.
template <std::size_t D>
bool assign(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
            Workspace& w) {
    if constexpr (D > 0)
        dims = D;
    bool changed = false;
    for (std::size_t r = 0; r < rows; ++r)
        changed |= reassignByScan<D>(&data[r * dims], r, dims, k, w);
    return changed;
}

// How far each centroid moved since `previous` (w.moves), half the distance to its nearest
// other centroid (w.halfSeparation), and the two largest moves: what Hamerly's bounds need.
struct CentroidMoves {
    double largest = 0.0;
    double second = 0.0;
    std::size_t largestAt = 0;
};
template <std::size_t D> CentroidMoves measureMoves(std::size_t dims, int k, Workspace& w) {
    if constexpr (D > 0)
        dims = D;
    const auto kk = static_cast<std::size_t>(k);
    CentroidMoves m;
    for (std::size_t c = 0; c < kk; ++c) {
        w.moves[c] =
            std::sqrt(squaredDistance<D>(&w.centroids[c * dims], &w.previous[c * dims], dims));
        if (w.moves[c] > m.largest) {
            m.second = m.largest;
            m.largest = w.moves[c];
            m.largestAt = c;
        } else if (w.moves[c] > m.second) {
            m.second = w.moves[c];
        }
        double nearest = std::numeric_limits<double>::infinity();
        for (std::size_t o = 0; o < kk; ++o)
            if (o != c)
                nearest = std::min(nearest, squaredDistance<D>(&w.centroids[c * dims],
                                                               &w.centroids[o * dims], dims));
        w.halfSeparation[c] = 0.5 * std::sqrt(nearest);
    }
    return m;
}

// Lloyd's assignment after an update, using Hamerly's bounds: a row whose upper bound does not
// exceed max(lower bound, half the separation of its centroid) provably keeps its centroid.
template <std::size_t D>
bool boundedAssign(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
                   Workspace& w) {
    if constexpr (D > 0)
        dims = D;
    const auto kk = static_cast<std::size_t>(k);
    const CentroidMoves moved = measureMoves<D>(dims, k, w);
    // First the bounds of every row, without a branch (most rows keep their centroid, but which
    // ones is unpredictable), noting the rows they do not settle; then those rows, in order.
    // Nothing the second pass changes (a row's own label, bounds and the cluster sums) is read
    // by the first for another row, so this is the one loop it replaces, split.
    // What every other centroid may have come nearer, per own cluster: looked up rather than
    // chosen per row (a branch on the row's label, unpredictable when k is small).
    for (std::size_t c = 0; c < kk; ++c)
        w.lowerDrop[c] = c == moved.largestAt ? moved.second : moved.largest;
    std::size_t open = 0;
    for (std::size_t r = 0; r < rows; ++r) {
        const auto a = static_cast<std::size_t>(w.labels[r]);
        const double upper = w.upper[r] + w.moves[a];
        const double lower = w.lower[r] - w.lowerDrop[a];
        w.upper[r] = upper;
        w.lower[r] = lower;
        w.distances[r] = upper * upper; // replaced below where the row is checked
        // Strict: on an exact tie the full scan decides (lowest index), as plain Lloyd would.
        w.unsettled[open] = r;
        open += upper < std::max(w.halfSeparation[a], lower) ? 0 : 1;
    }
    bool changed = false;
    for (std::size_t u = 0; u < open; ++u) {
        const std::size_t r = w.unsettled[u];
        const auto a = static_cast<std::size_t>(w.labels[r]);
        const double bound = std::max(w.halfSeparation[a], w.lower[r]);
        const double* x = &data[r * dims];
        const double own = squaredDistance<D>(x, &w.centroids[a * dims], dims);
        w.upper[r] = std::sqrt(own);
        w.distances[r] = own;
        if (w.upper[r] < bound)
            continue;
        changed |= reassignByScan<D>(x, r, dims, k, w);
    }
    return changed;
}

// Centroids := means of their rows (sums kept by moveRow). An empty cluster takes the row farthest
// from its centroid.
template <std::size_t D>
void update(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
            Workspace& w) {
    if constexpr (D > 0)
        dims = D;
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
        w.upper[far] = 0.0; // the new centroid is this row; lower 0 forces a re-check
        w.lower[far] = 0.0;
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
template <std::size_t D>
bool refine(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
            Workspace& w, int maxPasses) {
    if constexpr (D > 0)
        dims = D;
    bool movedAny = false;
    // n/(n+1) of every cluster, kept in step with the counts (a division per row and cluster
    // was the costliest part of a pass).
    const auto kk = static_cast<std::size_t>(k);
    w.growth.resize(kk);
    for (std::size_t c = 0; c < kk; ++c)
        w.growth[c] = w.counts[c] / (w.counts[c] + 1.0);
    for (int pass = 0; pass < maxPasses; ++pass) {
        bool moved = false;
        for (std::size_t r = 0; r < rows; ++r) {
            const double* x = &data[r * dims];
            const auto a = static_cast<std::size_t>(w.labels[r]);
            const double na = w.counts[a];
            if (na <= 1)
                continue;
            const double removeGain =
                na / (na - 1.0) * squaredDistance<D>(x, &w.centroids[a * dims], dims);
            double bestDelta = 0.0;
            std::size_t target = a;
            for (std::size_t b = 0; b < kk; ++b) {
                if (b == a)
                    continue;
                const double delta =
                    w.growth[b] * squaredDistance<D>(x, &w.centroids[b * dims], dims) - removeGain;
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
            w.growth[a] = w.counts[a] / (w.counts[a] + 1.0);
            w.growth[target] = w.counts[target] / (w.counts[target] + 1.0);
            w.labels[r] = static_cast<int>(target);
            moved = true;
        }
        if (!moved)
            break;
        movedAny = true;
    }
    if (movedAny) // exact means again (the incremental updates accumulate rounding)
        exactMeans<D>(data, rows, dims, k, w);
    return movedAny;
}

template <std::size_t D>
double inertiaOf(const std::vector<double>& data, std::size_t rows, std::size_t dims,
                 const Workspace& w) {
    if constexpr (D > 0)
        dims = D;
    double s = 0.0;
    for (std::size_t r = 0; r < rows; ++r)
        s += squaredDistance<D>(&data[r * dims],
                                &w.centroids[static_cast<std::size_t>(w.labels[r]) * dims], dims);
    return s;
}

} // namespace mlpe::analysis::kmeanssteps
