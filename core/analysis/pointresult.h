#pragma once

#include <limits>
#include <optional>

// What runAnalysis() says about one point (AnalysisResult::points, index-aligned with the input
// points), on its own so that the summaries computed from the points' results (energysummary.h)
// need not include the whole AnalysisResult, which holds those summaries.
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
    // Run-to-run spread (runspread.h): fastest / slowest run the olympic mean averages, times
    // the scaling factor, and the S and E' they allow, the reference's own spread included:
    //   E'_low = N_ref T_ref,min / (N T_max),  E'_high = N_ref T_ref,max / (N T_min),
    //   S_low = T_ref,min / T_max,            S_high = T_ref,max / T_min.
    // NaN when the point or its reference carries no run times.
    double minutesMin = kNaN;
    double minutesMax = kNaN;
    double speedupLow = kNaN;
    double speedupHigh = kNaN;
    double efficiencyLow = kNaN;
    double efficiencyHigh = kNaN;
    // Percentile-bootstrap interval of E' (UncertaintyParams; NaN unless bootstrapped).
    double efficiencyCiLow = kNaN;
    double efficiencyCiHigh = kNaN;
    // Measured energy to train / G, joules per accelerator-minute (derivedmetrics.h); NaN where
    // the set has no power logs (never estimated), and for points filtered out or invalid.
    double energyPerAcceleratorMinute = kNaN;
    // Cost to train = G / 60 x price per accelerator-hour (costanalysis.h); nullopt without a
    // price for the point's family (or without a price table).
    std::optional<double> costToTrain;
};

} // namespace mlpe::analysis
