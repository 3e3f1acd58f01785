#pragma once

#include "analysisparams.h"

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

// What runAnalysis() returns. Every per-point vector is index-aligned with the input
// std::vector<AnalysisPoint>, so a table row or chart point maps to its result by index.
namespace mlpe::analysis {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

enum class PointState {
    InView,      // passes the filter and takes part in every calculation
    Excluded,    // passes the filter but the user excluded it: derived values shown, nothing else
    FilteredOut, // outside the filter
    Invalid,     // N <= 0 or T not finite and positive: cannot be analysed (a note says so)
};

struct ChartPoint {
    double x = 0.0; // log2 N
    double y = 0.0; // ChartMetric value
};

struct PointResult {
    PointState state = PointState::FilteredOut;
    // Index into AnalysisResult::references of the reference this point is measured against
    // (-1 when it has none: filtered out, invalid, or its family has no point in view).
    int reference = -1;
    bool isReference = false; // this point is a reference (of its family, under PerFamily)
    double log2Accelerators = kNaN;
    double speedup = kNaN;            // S = T_ref / T
    double efficiency = kNaN;         // E' = (N_ref T_ref) / (N T)
    double acceleratorMinutes = kNaN; // G = N T
    double idealSpeedup = kNaN;       // N / N_ref  (perfect scaling)
    double idealMinutes = kNaN;       // T_ref N_ref / N  (perfect scaling)
    int cluster = -1;                 // -1 when not clustered
    double silhouette = kNaN;         // NaN when not computed (see ClusteringResult::notes)
    bool pareto = false;              // on the (T, G) Pareto frontier (with epsilon)
};

// One reference in use: a single one, or one per family under PerFamily.
struct ReferenceAssignment {
    std::string family;              // family it serves under PerFamily; empty = all points
    std::size_t pointIndex = 0;      // index into the input vector
    std::string key;                 // "round/submitter/system"
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
    std::vector<std::string> notes; // fallbacks and warnings, for the user to read
};

} // namespace mlpe::analysis
