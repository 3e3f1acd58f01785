#pragma once

#include "analysispoint.h"
#include "hardwaregrouping.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace mlpe::analysis {

// One result of a benchmark for the decomposition: its round, hardware group (family or
// variant), N and T (minutes), and its system series (systemSeriesOf(): the results that share
// errors; empty = a series of its own), the clusters of the series interval.
struct RoundSample {
    std::string round;
    std::string hardware;
    double accelerators = 0.0;
    double minutes = 0.0;
    std::string series;
};

// One part of the change in time to train from one round to another, as a factor on T
// (T_to / T_from: 0.5 = twice as fast), with its interval.
struct RoundFactor {
    double factor = std::numeric_limits<double>::quiet_NaN();
    double low = std::numeric_limits<double>::quiet_NaN();
    double high = std::numeric_limits<double>::quiet_NaN();
};

// A cell of the round x hardware table the estimate leans on with little: one result only.
struct ThinCell {
    std::string round;
    std::string hardware;
    int points = 0;
};

enum class DecompositionOutcome { Fitted, NotComputed };

// How the intervals are computed. Results: a wild bootstrap, a weight per result, right when the
// results vary independently around the model. Series: CR2 cluster-robust errors with system
// series (RoundSample::series) as clusters and t with Bell-McCaffrey degrees of freedom, for
// results of one series that share their errors (docs/analysis.md has the simulated coverage of
// both under shared errors; no resamples).
enum class DecompositionInterval { Results, Series };

// The change in time to train between two rounds of one benchmark version, split into newer
// hardware, the round (software and recipes on the same hardware) and scale
// (roundsdecomposition.cpp):
//   log2 T_i = a_round(i) + a_hardware(i) + b log2 N_i + e_i
// by least squares over the results of the rounds connected through shared hardware (a group
// that ran in two rounds ties their round terms together). Between rounds A and B, with means
// over each round's results:
//   mean log2 T_B - mean log2 T_A = (a_B - a_A)                          the round
//                                 + (mean a_hardware_B - mean a_hardware_A)  the hardware
//                                 + b (mean log2 N_B - mean log2 N_A)     the scale
// exactly (round terms make each round's residuals sum to zero); each part as a factor 2^part on
// the geometric-mean time. Intervals: wild bootstrap of the residuals (Webb's six-point
// weights, residuals scaled by 1 / (1 - leverage)), percentile; their coverage is simulated by
// tst_roundsdecomposition and `bench decomposition` (docs/analysis.md). The interval assumes the
// results vary independently around the model: results of one system series share errors that it
// does not know of (intervalNote says so).
struct RoundsDecomposition {
    DecompositionOutcome outcome = DecompositionOutcome::NotComputed;
    std::string reason; // why not computed; empty when fitted
    HardwareGrouping grouping = HardwareGrouping::Family;
    std::string fromRound;
    std::string toRound;
    // Geometric means of the two rounds' results (the times and N the factors describe).
    double fromMinutes = std::numeric_limits<double>::quiet_NaN();
    double toMinutes = std::numeric_limits<double>::quiet_NaN();
    double fromAccelerators = std::numeric_limits<double>::quiet_NaN();
    double toAccelerators = std::numeric_limits<double>::quiet_NaN();
    int fromPoints = 0;
    int toPoints = 0;
    RoundFactor total;    // toMinutes / fromMinutes = hardware x round x scale
    RoundFactor hardware; // newer (or other) hardware
    RoundFactor round;    // the round on the same hardware: software, recipes
    RoundFactor scale;    // more (or fewer) accelerators, at the fitted slope
    double slope = std::numeric_limits<double>::quiet_NaN(); // b
    double slopeLow = std::numeric_limits<double>::quiet_NaN();
    double slopeHigh = std::numeric_limits<double>::quiet_NaN();
    // The fit: its points, rounds and hardware groups, and its degrees of freedom.
    int points = 0;
    int rounds = 0;
    int hardwareGroups = 0;
    int degreesOfFreedom = 0;
    // The results fitted (those of the rounds tied to the two), their times replaced by the
    // model's, in the order given; and the residuals' spread in log2 T (NaN without a residual
    // degree of freedom).
    std::vector<RoundSample> fitted;
    double residualSpread = std::numeric_limits<double>::quiet_NaN();
    // Results of rounds no shared hardware ties to the two (left out of the fit), by round.
    std::vector<std::string> leftOutRounds;
    int leftOutPoints = 0;
    // What the estimate leans on with little: round x hardware cells with one result, and
    // hardware groups seen in one round only (compared with no other round).
    std::vector<ThinCell> thinCells;
    std::vector<std::string> oneRoundHardware;
    // The interval: how it resamples, level, resamples, seed, the clusters (system series) of the
    // Series interval; why there is none; what it assumes.
    DecompositionInterval interval = DecompositionInterval::Results;
    int seriesClusters = 0;
    double level = 0.95;
    int resamples = 0;
    std::uint64_t seed = 0;
    std::string intervalReason;
    std::string intervalNote;
};

// The results of `benchmark` (canonical id) of one version of it (AnalysisPoint::
// benchmarkVersion == `version`: results of other versions are not comparable) with N > 0 and
// T > 0, their hardware grouped by `grouping`.
std::vector<RoundSample> roundSamples(const std::vector<AnalysisPoint>& points,
                                      const std::string& benchmark, const std::string& version,
                                      HardwareGrouping grouping);

// Decomposes the change between rounds `from` and `to` (any order of the samples; rounds
// compared as numbers, "0.7" < "1.0"). Contract: NotComputed with a reason when either round
// has no result, they are the same round, no hardware ties them, or fewer results than
// parameters; samples with N < 1 or no positive finite T are ignored. Point estimates need no
// residual degree of freedom, intervals need at least one and resamples >= 1.
RoundsDecomposition
decomposeRounds(const std::vector<RoundSample>& samples, const std::string& from,
                const std::string& to, int resamples, double level, std::uint64_t seed,
                HardwareGrouping grouping = HardwareGrouping::Family,
                DecompositionInterval interval = DecompositionInterval::Results);

// The decomposition from the earliest round of `samples` that shared hardware ties to `to`
// (rounds before `to` tried oldest first); when none is, the last attempt (NotComputed, saying
// why), or a NotComputed result naming `to` when `samples` hold no earlier round.
RoundsDecomposition
decomposeFromEarliest(const std::vector<RoundSample>& samples, const std::string& to, int resamples,
                      double level, std::uint64_t seed,
                      HardwareGrouping grouping = HardwareGrouping::Family,
                      DecompositionInterval interval = DecompositionInterval::Results);

} // namespace mlpe::analysis
