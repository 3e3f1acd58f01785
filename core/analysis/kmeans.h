#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mlpe::analysis {

struct KMeansParams {
    int k = 2;
    std::uint64_t seed = 0;
    int restarts = 10; // k-means++ initialisations; the lowest inertia wins (earliest on ties)
    int maxIterations = 100; // Lloyd iterations per restart
    // Lloyd also stops when the centroids moved less than this in total (sum of squared moves),
    // relative to the mean per-feature variance of the data, as scikit-learn's `tol`. 0 = run
    // until no label changes.
    double tolerance = 1e-4;
    // Stop before `restarts` once further restarts are unlikely to find a new local optimum:
    // the Bayesian stopping rule of Boender & Rinnooy Kan (1987) for multistart methods. After
    // n restarts that found w distinct optima (distinct WCSS), the posterior expected number of
    // optima is w(n-1)/(n-w-2); stop when it is below w + 1/2. Easy k (few optima, each found
    // often) stop after 20-40 restarts; rugged k (many optima) use all `restarts`.
    bool bayesianStop = false;
    int minRestarts = 10; // the rule is not consulted before this many restarts
};

struct KMeansResult {
    int k = 0;                     // effective k: min(requested k, distinct rows); 0 for no rows
    std::vector<int> labels;       // per row, 0..k-1
    std::vector<double> centroids; // k x dims, row-major; mean of each cluster's rows
    double inertia = 0.0;          // within-cluster sum of squared distances (WCSS)
    int iterations = 0;            // Lloyd iterations of the winning restart
    int restartsRun = 0;           // restarts performed (< params.restarts after a Bayesian stop)
    int distinctOptima = 0;        // distinct WCSS values among them (local optima found)
    bool converged = false; // the winning restart stopped: no label changed or moves < tolerance
    // Rows holding a NaN or an infinity: they have no distance to anything, so they are left
    // out (label -1, in no cluster and no centroid) rather than corrupting the seeding.
    int skippedRows = 0;
};

// Lloyd's k-means with k-means++ seeding (Arthur & Vassilvitskii 2007), deterministic on every
// platform (DeterministicRandom). `data` is row-major rows x dims. Per restart: Lloyd iterations
// (assignments accelerated by Hamerly's 2010 bounds, which never change the outcome) until no
// label changes or the centroids move less than `tolerance`; after a label-stable stop,
// single-row (Hartigan) moves that lower the WCSS, then Lloyd again (at most 4 rounds).
// Contracts: the result depends only on the row order, the values and the params; labels are
// canonical — clusters numbered by ascending centroid (first dimension, then the next ...), so
// equal partitions get equal labels. Fewer distinct rows than k reduce k (never an empty cluster);
// an empty cluster during iterations is re-seeded with the row farthest from its centroid.
// Centroids returned are the exact means of their rows. Rows with a non-finite value are skipped
// (label -1, counted in skippedRows); the others are clustered exactly as if they were alone.
KMeansResult runKMeans(const std::vector<double>& data, std::size_t dims,
                       const KMeansParams& params);

// Number of distinct rows (exact comparison).
std::size_t countDistinctRows(const std::vector<double>& data, std::size_t dims);

} // namespace mlpe::analysis
