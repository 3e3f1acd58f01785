#pragma once

#include "hardwaregrouping.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace mlpe::analysis {

// One point of the hardware-controlled scaling model: its accelerator family, N and T (minutes).
struct FamilySample {
    std::string family;
    double accelerators = 0.0;
    double minutes = 0.0;
};

// A family of the points in view that the model cannot use, and why ("one point": a single
// point says nothing about how T changes with N; "one distinct N": several points, all at one N).
struct LeftOutFamily {
    std::string family;
    std::string reason;
    int points = 0;
};

// A usable family's fitted line log2 T = intercept + slope log2 N over the N it covers.
struct FamilyLine {
    std::string family;
    double intercept = std::numeric_limits<double>::quiet_NaN();
    // The family's own slope, Sxy / Sxx over its points alone (not the common slope).
    double slope = std::numeric_limits<double>::quiet_NaN();
    int points = 0;
    double minAccelerators = 0.0;
    double maxAccelerators = 0.0;
};

enum class HardwareFitOutcome { Fitted, NotComputed };

// The scaling law once hardware is controlled (hardwarecontrolledfit.cpp):
//   log2 T_i = a_family(i) + b log2 N_i + e_i
// by ordinary least squares with one intercept per accelerator family (family fixed effects), over
// the families with at least two distinct N. b is the within-family slope: how T changes with N
// inside one family (ideal scaling b = -1). E' = N_ref T_ref / (N T) then changes by the factor
// 2^-(1+b) per doubling of N within a family (1 at ideal scaling).
// The naive slope is the same regression with one intercept for all of these points; naive - b
// is how much of the pooled trend comes from which hardware sits at which N (hardware mix).
// Every number is NaN unless its outcome or reason says it was computed: a fit that is not
// computed says why in `reason`, a fitted one without an interval or standard error says why in
// intervalReason / standardErrorReason.
struct HardwareControlledFit {
    HardwareFitOutcome outcome = HardwareFitOutcome::NotComputed;
    // What the "families" are: accelerator families, or variants (every text names them so).
    HardwareGrouping grouping = HardwareGrouping::Family;
    std::string reason; // why not computed; empty when fitted
    double slope = std::numeric_limits<double>::quiet_NaN();
    // Classical OLS standard error: s^2 = SSR / (points - families - 1) over the within-family
    // sum of squares of log2 N.
    double slopeSe = std::numeric_limits<double>::quiet_NaN();
    std::string standardErrorReason;
    // Cluster-robust standard error, CR2 (Bell and McCaffrey's bias-reduced sandwich, clusters =
    // families), and the interval slope -/+ t(dof) x that error at `level`, dof Bell and
    // McCaffrey's degrees of freedom rounded down (G - 1 for balanced families, fewer when one
    // family carries most of the spread in N): it allows each family its own slope and spread.
    // NaN with fewer than two families (clusterReason says so).
    double clusterSe = std::numeric_limits<double>::quiet_NaN();
    double clusterLow = std::numeric_limits<double>::quiet_NaN();
    double clusterHigh = std::numeric_limits<double>::quiet_NaN();
    int clusterDegreesOfFreedom = 0; // at most G - 1
    std::string clusterReason;
    // The smallest and largest of the usable families' own slopes (lines[].slope).
    double familySlopeMin = std::numeric_limits<double>::quiet_NaN();
    double familySlopeMax = std::numeric_limits<double>::quiet_NaN();
    // The simulated coverage of the two intervals at this many families
    // (slopeintervalcoverage.h): an interval is called a `level` interval only when it is
    // at least kMinimumCoverage. NaN when there is no such interval.
    double bootstrapCoverage = std::numeric_limits<double>::quiet_NaN();
    double clusterCoverage = std::numeric_limits<double>::quiet_NaN();
    // Percentile interval (central `level`) from `resamples` cluster-bootstrap resamples: whole
    // families drawn with replacement, each drawn copy with its own intercept.
    double slopeLow = std::numeric_limits<double>::quiet_NaN();
    double slopeHigh = std::numeric_limits<double>::quiet_NaN();
    std::string intervalReason; // why there is no interval; empty when there is one
    std::string intervalNote;   // a caveat on an interval that exists (few families)
    int resamples = 0;          // bootstrap resamples behind the interval (0 = none)
    double level = 0.95;
    std::uint64_t seed = 0;
    // 2^-(1+b), and its interval from the slope interval's ends (a steeper slope, a larger factor).
    double efficiencyFactor = std::numeric_limits<double>::quiet_NaN();
    double efficiencyFactorLow = std::numeric_limits<double>::quiet_NaN();
    double efficiencyFactorHigh = std::numeric_limits<double>::quiet_NaN();
    double naiveSlope = std::numeric_limits<double>::quiet_NaN();
    double hardwareMix = std::numeric_limits<double>::quiet_NaN(); // naiveSlope - slope
    // The usable families and their points.
    int families = 0;
    int points = 0;
    // Both sorted by family.
    std::vector<LeftOutFamily> leftOut;
    std::vector<FamilyLine> lines; // one per usable family
};

// Fits the model to `samples` (any order: families are taken sorted by name and each family's
// points by N then T, so the result, bootstrap included, does not depend on the input order).
// Contract: samples with N < 1 or no positive finite T make the whole fit NotComputed (the engine
// never passes them); no usable family -> NotComputed; one usable family -> slope and standard
// error, no interval (the bootstrap resamples families); resamples < 1 -> no interval.
// `grouping` says what the samples' family names are, for the texts only.
HardwareControlledFit fitHardwareControlled(const std::vector<FamilySample>& samples, int resamples,
                                            double level, std::uint64_t seed,
                                            HardwareGrouping grouping = HardwareGrouping::Family);

// 2^-(1+b): the factor by which E' changes per doubling of N at slope b.
double efficiencyFactorPerDoubling(double slope);

} // namespace mlpe::analysis
