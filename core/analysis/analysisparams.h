#pragma once

#include <cstdint>
#include <string>
#include <vector>

// Everything the user can change about an analysis, as plain values. One AnalysisParams goes into
// runAnalysis() (analysisengine.h); GUI, command line and tests all build one of these.
namespace mlpe::analysis {

// Which points are in play. An empty list means "no restriction" for that field. The other
// criteria a user sets (divisions, availability, submitters, N range, hidden families) are
// applied by the view's filter (core/session FilterSettings) before the points reach the
// analysis: viewAnalysisInput() passes only the points it accepts.
struct ViewFilter {
    std::vector<std::string> rounds; // "4.1", "5.0", ...
    std::string benchmark;           // canonical id ("retinanet"); empty = every benchmark
    // Hardware groups: a family name ("H100") keeps every variant of it, a variant group name
    // ("H100 SXM 80GB") only itself (namesGroup(), the rule the window's filter applies too).
    std::vector<std::string> families;
    // A comparison scenario's own groups, under the same rule: narrows `families` further.
    std::vector<std::string> scenarioFamilies;
    // Point keys ("round/submitter/system/benchmark") that stay visible but take no part in any
    // calculation.
    std::vector<std::string> excludedKeys;
    // Point keys the caller's filter left out before the points reached the analysis (a view
    // that passes only the points it accepts): a picked reference among them is "outside the
    // current filter", not "not in the data".
    std::vector<std::string> filteredOutKeys;
};

enum class ReferenceStrategy {
    PaperRule, // smallest N in view, slowest (largest T) among those
    UserPick,  // the point whose key is ReferenceParams::userKey
    PerFamily, // each accelerator family: its smallest-N point, slowest on ties
};

struct ReferenceParams {
    ReferenceStrategy strategy = ReferenceStrategy::PaperRule;
    // For UserPick: a point key ("round/submitter/system/benchmark"). When that point is not in
    // view (filtered out, excluded or unknown) the paper rule applies instead and ReferenceSummary
    // says why.
    std::string userKey;
};

// Clustering features, computed per point after the reference is applied.
enum class Feature {
    Log2Accelerators,       // log2 N
    Efficiency,             // E'
    Log2Minutes,            // log2 T
    Speedup,                // S
    Log2AcceleratorMinutes, // log2 G
};

enum class Standardisation {
    ZScore, // (x - mean) / population standard deviation
    MinMax, // (x - min) / (max - min)
    None,
};

// The y coordinate of the chart in which cluster hulls and centroids are drawn (x is log2 N).
enum class ChartMetric { Efficiency, Minutes, Speedup, AcceleratorMinutes };

struct ClusteringParams {
    bool enabled = true;
    int k = 0; // 0 = auto: best mean silhouette over k = kMin..kMax (bounded by the points)
    int kMin = 2;
    int kMax = 8;
    std::uint64_t seed = 20261202; // std::mt19937_64 seed; saved with the session
    // k-means++ initialisations per k; the lowest WCSS wins. 100: with 10, the best partition
    // was missed in 4 of 84 real (case, k) pairs (up to 14.8 % WCSS, e.g. v4.1 Llama 2 k = 8);
    // on a few hundred points 100 restarts still cost well under a millisecond.
    int restarts = 100;
    // Stop a k's restarts early once the Bayesian rule of Boender & Rinnooy Kan (1987) expects
    // no unseen local optimum (see KMeansParams::bayesianStop); `restarts` stays the cap. On the
    // real data (5 rounds, both reference rules: 535 (case, k) pairs) it reaches the WCSS of
    // 1,000 restarts in every pair with 54 % of the restarts (tst_realclustering).
    bool bayesianStop = true;
    int minRestarts = 20;    // with 10, one of 535 real (case, k) pairs stopped short of the best
    int maxIterations = 100; // Lloyd iterations per restart
    double tolerance = 1e-4; // Lloyd stops when centroids move less (see KMeansParams)
    // Above mediumInputRows points the restarts per k drop to mediumInputRestarts, above
    // largeInputRows to largeInputRestarts (a note says so): k-means++ varies little between
    // restarts on many points, and a recompute must stay interactive. Small inputs, where
    // restarts matter, always get `restarts`.
    int mediumInputRows = 500;
    int mediumInputRestarts = 10;
    int largeInputRows = 2000;
    int largeInputRestarts = 3;
    std::vector<Feature> features{Feature::Log2Accelerators, Feature::Efficiency};
    Standardisation standardisation = Standardisation::ZScore;
    // Above this many points, silhouettes use a fixed-seed sample of this size (see silhouette.h).
    int silhouetteSampleLimit = 2000;
    ChartMetric hullMetric = ChartMetric::Efficiency;
};

struct BreakEvenParams {
    double tau = 1.0;                // efficiency threshold: largest N with E' >= tau
    double lambda = 64.0;            // value of time: accelerator-minutes paid to save one minute
    double paretoEpsilon = 0.0;      // relative tolerance of the Pareto frontier (near-ties kept)
    double kneedleSensitivity = 1.0; // Kneedle's S (Satopaa et al. 2011)
    int kneedleMinDistinctN = 5;     // fewer distinct N on the frontier: fallback, with reason
};

struct SensitivityParams {
    bool enabled = true;
    // Every point in view with N <= this is tried as the reference.
    int maxReferenceAccelerators = 8;
};

// Run-to-run uncertainty. The ranges (fastest / slowest kept run) are always computed: they
// cost nothing. The percentile bootstrap is opt-in (off for the live GUI recompute, on for
// `analyze`): resample each set's valid runs with replacement, recompute its olympic mean, and
// recompute E' and the threshold N* from those times.
struct UncertaintyParams {
    bool bootstrap = false;
    int resamples = 2000;
    double level = 0.95; // central percentile interval
    std::uint64_t seed = 20261202;
};

// Scaling-law fits of T against N (Amdahl, USL) per series: all points and each family.
struct FitParams {
    bool enabled = true;
    bool bootstrap = false; // case-resampling intervals of sigma, kappa, N_peak (opt-in)
    int resamples = 1000;
    double level = 0.95;
    std::uint64_t seed = 20261202;
};

// The hardware-controlled scaling model (hardwarecontrolledfit.h): always computed (a closed
// form per resample, microseconds), with a cluster-bootstrap interval over whole families.
struct HardwareFitParams {
    bool enabled = true;
    int resamples = 2000;
    double level = 0.95;
    std::uint64_t seed = 20261202;
};

// Money (costanalysis.h): only with a price table from the user, never a built-in price.
struct CostParams {
    bool enabled = false;     // a price table was given
    std::string currency;     // of the prices (one per table)
    double lambdaMoney = 0.0; // value of time in money per minute saved (0 = the cheapest run)
};

struct AnalysisParams {
    ViewFilter filter;
    ReferenceParams reference;
    ClusteringParams clustering;
    BreakEvenParams breakEven;
    SensitivityParams sensitivity;
    UncertaintyParams uncertainty;
    FitParams fits;
    HardwareFitParams hardwareFit;
    CostParams cost;
};

} // namespace mlpe::analysis
