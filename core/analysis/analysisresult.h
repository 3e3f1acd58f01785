#pragma once

#include "analysisparams.h"
#include "costresult.h"
#include "energysummary.h"
#include "hardwarecontrolledfit.h"
#include "pointresult.h"

#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <vector>

// What runAnalysis() returns. Every per-point vector is index-aligned with the input
// std::vector<AnalysisPoint>, so a table row or chart point maps to its result by index.
namespace mlpe::analysis {

// One reference in use: a single one, or one per family under PerFamily.
struct ReferenceAssignment {
    std::string family;              // family it serves under PerFamily; empty = all points
    std::size_t pointIndex = 0;      // index into the input vector
    std::string key;                 // point key "round/submitter/system/benchmark"
    int accelerators = 0;            // N_ref
    double minutes = 0.0;            // T_ref
    double acceleratorMinutes = 0.0; // G_ref = N_ref T_ref (ideal scaling: T = G_ref / N)
};

struct ReferenceSummary {
    ReferenceStrategy requested = ReferenceStrategy::PaperRule;
    ReferenceStrategy applied = ReferenceStrategy::PaperRule;
    bool fellBack = false;   // applied != requested (or a user pick was not usable)
    std::string reason;      // why it fell back; empty when it did not
    std::string description; // "paper rule: NVIDIA/xyz (N = 8, T = 12.3 min)"
};

struct KDiagnostic {
    int k = 0;
    double wcss = kNaN;           // within-cluster sum of squares in standardised units
    double meanSilhouette = kNaN; // NaN when undefined (k < 2 or k >= number of points)
    int restarts = 0;             // k-means++ restarts run for this k (<= restartsPerK)
    int distinctOptima = 0;       // distinct WCSS values (local optima) those restarts found
};

struct ClusterSummary {
    int label = 0;
    int size = 0;
    std::vector<double> centroidStandardised; // one value per feature, standardised units
    std::vector<double> centroidOriginal;     // same, in the features' own units
    ChartPoint centroidChart;                 // mean of the members in chart coordinates
    std::vector<ChartPoint> hull;             // convex hull in chart coordinates, counter-clockwise
};

struct ClusteringResult {
    bool performed = false;
    bool autoK = false;
    int chosenK = 0;
    std::vector<Feature> features;
    Standardisation standardisation = Standardisation::ZScore;
    ChartMetric hullMetric = ChartMetric::Efficiency;
    std::uint64_t seed = 0;
    int restartsPerK = 0; // k-means++ restarts allowed per k (fewer on large inputs); see
                          // KDiagnostic::restarts for those run (Bayesian stop)
    bool bayesianStop = false;
    int pointsClustered = 0;
    bool silhouetteSampled = false;       // silhouettes from a fixed-seed sample (large inputs)
    std::vector<KDiagnostic> diagnostics; // every k tried, ascending
    std::vector<ClusterSummary> clusters; // index = label
    double meanSilhouette = kNaN;         // of the chosen k
};

enum class BreakEvenDefinition { EfficiencyThreshold, ParetoKnee, ValueOfTime };

enum class BreakEvenOutcome {
    Found,        // a value inside the data (interpolated for the threshold)
    AtOrAbove,    // threshold: every N meets tau; break-even is at least the largest N
    Below,        // threshold: no N meets tau
    Fallback,     // knee: fewer distinct N than Kneedle needs; maximum-distance point instead
    NotAvailable, // too few points; reason says why
};

struct BreakEvenResult {
    BreakEvenDefinition definition = BreakEvenDefinition::EfficiencyThreshold;
    std::string series; // "all" or a family name
    BreakEvenOutcome outcome = BreakEvenOutcome::NotAvailable;
    double parameter = kNaN;          // tau, Kneedle S, or lambda
    double accelerators = kNaN;       // N* (may be fractional for the interpolated threshold)
    double minutes = kNaN;            // T of the chosen configuration (knee, value of time)
    double acceleratorMinutes = kNaN; // G of the chosen configuration
    double efficiency = kNaN;         // E' of the chosen configuration (tau when interpolated)
    std::string pointKey;             // chosen configuration; threshold: last point with E' >= tau
    std::string upperKey;             // threshold: first point above N* (E' < tau), when bracketed
    std::string inputs; // which definition and inputs produced this value (human-readable)
    std::string reason; // fallback or not-available reason; empty otherwise
    // Series "all" under per-family references with more than one family in view: E' values
    // measured against different references are pooled (each family's E' is relative to its own
    // reference). False when the points in view share one reference.
    bool pooledReferences = false;
    // Threshold only, when bootstrapped: percentile interval of N* over the resamples whose
    // outcome was Found, and how many of them (NaN / 0 otherwise).
    double acceleratorsLow = kNaN;
    double acceleratorsHigh = kNaN;
    int intervalResamples = 0;
    int resamples = 0;
    // Threshold only: how many distinct N the series' points sit at (0 = not counted). With one,
    // the series says nothing about where E' falls below tau (thresholdLeftOut()).
    int distinctAccelerators = 0;
};

enum class FitModel { Amdahl, Usl };
enum class FitOutcome { Fitted, NotFitted };

// A percentile interval; NaN, NaN when not computed.
struct Interval {
    double low = kNaN;
    double high = kNaN;
};

// One scaling-law fit of T against N for one series (scalingfit.h):
//   Amdahl: T(N) = T1 (1 + sigma (N - 1)) / N
//   USL:    T(N) = T1 (1 + sigma (N - 1) + kappa N (N - 1)) / N
// by least squares on ln T. The points of a family are *different submitted systems*: the fit is
// their envelope, not one machine scaled out.
struct ScalingFit {
    std::string series; // "all" or a family
    FitModel model = FitModel::Amdahl;
    FitOutcome outcome = FitOutcome::NotFitted;
    std::string reason; // why not fitted, or why a fitted one has no intervals; else empty
    int points = 0;
    int distinctAccelerators = 0;
    double t1Minutes = kNaN;
    double sigma = kNaN;
    double kappa = kNaN;            // 0 for Amdahl
    double sse = kNaN;              // sum of squared residuals of ln T
    double r2 = kNaN;               // 1 - SSE / total sum of squares of ln T
    double aicc = kNaN;             // n ln(SSE/n) + 2p + 2p(p+1)/(n-p-1), p = 2 (Amdahl) or 3 (USL)
    double peakAccelerators = kNaN; // USL with kappa > 0: sqrt((1 - sigma) / kappa); else NaN
    // The reference the series' points are measured against, which E'_fit uses too: N_ref, its
    // key and G_ref = N_ref T_ref. 0 / empty / NaN when the points use different references
    // (the "all" series under per-family references with several families in view).
    int referenceAccelerators = 0;
    std::string referenceKey;
    double referenceAcceleratorMinutes = kNaN;
    // Why to read the fit with care; empty when there is nothing to say. The "all" series over
    // several accelerator families: a curve through different accelerators, whose sigma and
    // kappa describe no machine.
    std::string note;
    // Case-resampling bootstrap (FitParams::bootstrap): intervals and the resamples used.
    Interval sigmaInterval;
    Interval kappaInterval;
    Interval peakInterval; // kappa = 0 counts as N_peak = +inf (an unbounded end)
    int resamples = 0;     // resamples that could be fitted
    int peakResamples = 0; // of those, with a finite peak

    // Fitted time and E'_fit(N) = G_ref / (N T(N)) = N_ref T_ref / (N T(N)), the E' of a
    // fitted configuration against the reference the series' points use (as their own E');
    // without G_ref (a fit made by hand) N_ref T(N_ref) / (N T(N)). NaN when not fitted or with
    // no reference.
    double minutesAt(double n) const;
    double efficiencyAt(double n) const;
};

struct SensitivityEntry {
    std::string referenceKey;
    int referenceAccelerators = 0;
    double referenceMinutes = 0.0;
    BreakEvenResult threshold; // break-even threshold (series "all") under this reference
};

struct SensitivityResult {
    bool performed = false;
    int maxReferenceAccelerators = 0;
    double tau = kNaN;
    std::vector<SensitivityEntry> entries; // sorted by reference N, then key
    // Over entries with outcome Found (interpolated N*): NaN when none.
    double minAccelerators = kNaN;
    double medianAccelerators = kNaN;
    double maxAccelerators = kNaN;
    int found = 0;
    int atOrAbove = 0;
    int below = 0;
};

struct AnalysisResult {
    std::vector<PointResult> points; // index-aligned with the input points
    int pointsInView = 0;
    std::vector<ReferenceAssignment> references;
    ReferenceSummary reference;
    ClusteringResult clustering;
    std::vector<std::size_t> paretoFrontier; // input indices, ascending T
    std::vector<BreakEvenResult> breakEven;  // threshold (all, then families), knee, value of time
    SensitivityResult sensitivity;
    std::vector<ScalingFit> fits; // all then each family; Amdahl then USL per series
    int bootstrapResamples = 0;   // E' / N* bootstrap resamples (0 = not bootstrapped)
    // log2 T on log2 N with one intercept per family, over the points in view.
    HardwareControlledFit hardwareControlled;
    EnergySummary energy;           // how many points in view have measured energy, and its range
    CostResult cost;                // money, only with the user's prices (CostParams)
    std::vector<std::string> notes; // fallbacks and warnings, for the user to read
    // The caller's CancelFlag was set while it ran: the result is incomplete, never to be shown.
    bool cancelled = false;
};

} // namespace mlpe::analysis
