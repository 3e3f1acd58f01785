#pragma once

#include "core/analysis/analysisresult.h"
#include "core/analysis/numberformat.h"

#include <string>

// The break-even and fit results in words for people, with numbers as numberformat.h writes
// them (formatApprox and the others, which this header brings along for the sentences' users).
namespace mlpe::text {

// The run-spread interval of a threshold N* (the 95 % run-to-run bootstrap interval) and how
// many resamples it rests on (the bootstrap keeps only the resamples whose E' curve crosses tau):
// "117–128; 1,413 of 2,000 resamples cross", with more significant figures (up to 6) where 3
// would print N* and both ends alike (thresholdDigits). Empty unless the outcome is found, the
// interval is finite and at least half of the resamples cross (fewer: the interval describes a
// minority of the resamples and is not shown; see thresholdIntervalCaveat). Never for at-or-above /
// below outcomes: they have no N* to bound.
std::string thresholdInterval(const analysis::BreakEvenResult& b);
int thresholdDigits(const analysis::BreakEvenResult& b);

// When a found N* was bootstrapped but fewer than half of the resamples cross tau:
// "only 412 of 2,000 resamples cross τ: no interval"; empty otherwise.
std::string thresholdIntervalCaveat(const analysis::BreakEvenResult& b);

// A threshold result of a series whose points all sit at one N (one point, or several at one
// size): its "N*" would be that N compared with the reference only, a tautology. Left out, with
// the reason: "left out: 1 point (a break-even needs points at two N or more)", "left out: 4
// points, all at N = 8 (...)"; empty for other results and when the N were not counted.
std::string thresholdLeftOut(const analysis::BreakEvenResult& b);

// A threshold result in words (thresholdLeftOut() when it applies): "N* ≈ 126 (117–128; 1,413 of
// 2,000 resamples cross)", "N* ≈ 7.1", "N* ≥ 512", "no N meets τ", "no threshold N*".
std::string thresholdText(const analysis::BreakEvenResult& b);

// The bootstrap interval of a USL fit's N_peak (a resample with kappa = 0 has no peak and
// counts as N_peak = infinity): "150–420", "150–∞ (unbounded: some resamples have no peak)",
// "none (no peak in at least 97.5 % of the resamples)"; "n/a" without an interval.
std::string peakIntervalText(const analysis::ScalingFit& f);

// A fit's bootstrap intervals in words: "σ 0.0100–0.0300, κ 0–2.1e-05, N_peak 150–420" or, when
// kappa is 0 across the interval, "σ 0.0100–0.0300; κ = 0 and no peak in at least 97.5 % of the
// resamples" (Amdahl: σ only). Empty without intervals.
std::string fitIntervalText(const analysis::ScalingFit& f);

} // namespace mlpe::text
