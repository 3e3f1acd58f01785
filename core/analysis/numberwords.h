#pragma once

#include "analysisresult.h"

#include <string>

// Numbers in text for people (stderr lines, the report, the window's panels, chart captions),
// written by one formatter so that the same value reads the same everywhere. The data carry two
// to three significant figures (run-to-run spread is a few per cent), so N* and interval ends
// show three and E' three; machine outputs (CSV, JSON) keep full precision and never use these.
namespace mlpe::analysis {

// "1,413", "2,000", "-12": an integer with its thousands grouped by commas.
std::string formatCount(long long n);

// `v` to `digits` significant figures without rounding away integer digits, trailing zeros
// dropped, thousands grouped: 556.1867 -> "556", 11.63 -> "11.6", 7.1 -> "7.1", 3472 -> "3,472",
// 0.012345 -> "0.0123"; below 0.001 in scientific notation (3.4e-09). "n/a" for NaN, "∞" / "-∞"
// for infinities.
std::string formatApprox(double v, int digits = 3);

// E' (and other ratios near 1) to 3 significant figures, trailing zeros kept: 1 -> "1.00",
// 0.2 -> "0.200", 1.0396 -> "1.04", 0.09531 -> "0.0953". "n/a" when not finite.
std::string formatEfficiency(double e);

// N and N* as the sentences print them: whole numbers exactly ("3,472", "4"), others as
// formatApprox ("12.3", "556").
std::string formatAccelerators(double n);

// The run-spread interval of a threshold N* (the 95 % run-to-run bootstrap interval) and how
// many resamples it rests on (the bootstrap keeps only the resamples whose E' curve crosses tau):
// "117–128; 1,413 of 2,000 resamples cross", with more significant figures (up to 6) where 3
// would print N* and both ends alike (thresholdDigits). Empty unless the outcome is found, the
// interval is finite and at least half of the resamples cross (fewer: the interval describes a
// minority of the resamples and is not shown; see thresholdIntervalCaveat). Never for at-or-above /
// below outcomes: they have no N* to bound.
std::string thresholdInterval(const BreakEvenResult& b);
int thresholdDigits(const BreakEvenResult& b);

// When a found N* was bootstrapped but fewer than half of the resamples cross tau:
// "only 412 of 2,000 resamples cross τ: no interval"; empty otherwise.
std::string thresholdIntervalCaveat(const BreakEvenResult& b);

// A threshold result of a series whose points all sit at one N (one point, or several at one
// size): its "N*" would be that N compared with the reference only, a tautology. Left out, with
// the reason: "left out: 1 point (a break-even needs points at two N or more)", "left out: 4
// points, all at N = 8 (...)"; empty for other results and when the N were not counted.
std::string thresholdLeftOut(const BreakEvenResult& b);

// A threshold result in words (thresholdLeftOut() when it applies): "N* ≈ 126 (117–128; 1,413 of
// 2,000 resamples cross)", "N* ≈ 7.1", "N* ≥ 512", "no N meets τ", "no threshold N*".
std::string thresholdText(const BreakEvenResult& b);

// The bootstrap interval of a USL fit's N_peak (a resample with kappa = 0 has no peak and
// counts as N_peak = infinity): "150–420", "150–∞ (unbounded: some resamples have no peak)",
// "none (no peak in at least 97.5 % of the resamples)"; "n/a" without an interval.
std::string peakIntervalText(const ScalingFit& f);

// A fit's bootstrap intervals in words: "σ 0.0100–0.0300, κ 0–2.1e-05, N_peak 150–420" or, when
// kappa is 0 across the interval, "σ 0.0100–0.0300; κ = 0 and no peak in at least 97.5 % of the
// resamples" (Amdahl: σ only). Empty without intervals.
std::string fitIntervalText(const ScalingFit& f);

} // namespace mlpe::analysis
