#pragma once

#include "analysisresult.h"
#include "cancelflag.h"

#include <cstdint>
#include <vector>

namespace mlpe::analysis {

// One configuration of a series: N accelerators, time-to-train T in minutes.
struct FitSample {
    double accelerators = 0.0;
    double minutes = 0.0;
};

// Least-squares fit of Amdahl's law or Gunther's Universal Scalability Law to T(N):
//   T(N) = T1 (1 + sigma (N - 1) + kappa N (N - 1)) / N,  T1 > 0, 0 <= sigma <= 1,
//   0 <= kappa <= kMaxKappa  (Amdahl: kappa = 0),
// minimising SSE = sum (ln T_i - ln T(N_i))^2. ln T1 is profiled out in closed form (for fixed
// sigma, kappa the best ln T1 is the mean of ln T_i + ln N_i - ln f(N_i)), so the search is over
// (sigma, kappa) only: a log-spaced grid over the whole box (sigma and kappa each with 0 and
// decades down to 1e-7 / 1e-11), then Levenberg-Marquardt with Eigen, clamped to the box, from
// the best grid cells. SSE depends on the points only through each distinct N's mean and
// spread, so one evaluation costs one logarithm per distinct N.
// Needs at least 3 distinct N (Amdahl) or 4 (USL), all N >= 1 and T > 0 finite; otherwise
// outcome NotFitted with the reason. series and referenceAccelerators are left to the caller.
ScalingFit fitScalingLaw(const std::vector<FitSample>& samples, FitModel model);

// As fitScalingLaw, plus percentile intervals (central `level`) of sigma, kappa and N_peak from
// `resamples` case resamples (points drawn with replacement; fixed seed; a resample with too few
// distinct N is skipped, and counted out of ScalingFit::resamples). A resample fitted with
// kappa = 0 has no peak and counts as N_peak = +infinity, so the N_peak interval's upper end is
// infinite (unbounded) when more than 2.5 % of the resamples find no peak.
ScalingFit fitScalingLawWithBootstrap(const std::vector<FitSample>& samples, FitModel model,
                                      int resamples, double level, std::uint64_t seed);

// fitScalingLawWithBootstrap() of each model in `models`, the same bits, in that order. Each
// model's bootstrap draws the same resamples from the same seed, so each resample is drawn and
// grouped once for all of them (and sorted by N as 8-byte indices: the same order).
std::vector<ScalingFit> fitScalingLawsWithBootstrap(const std::vector<FitSample>& samples,
                                                    const std::vector<FitModel>& models,
                                                    int resamples, double level, std::uint64_t seed,
                                                    const CancelFlag* cancel = nullptr);

// The largest kappa searched: with kappa = 1 two accelerators already take longer than one, far
// past any system in MLPerf; a fit at this bound says the model does not describe the data.
inline constexpr double kMaxKappa = 1.0;

} // namespace mlpe::analysis
