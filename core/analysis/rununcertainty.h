#pragma once

#include "analysisparams.h"
#include "analysispoint.h"
#include "analysisresult.h"
#include "cancelflag.h"

#include <vector>

namespace mlpe::analysis {

// Run-to-run spread of every point with a reference: T's fastest and slowest kept run and the
// S and E' ranges they allow, the reference's own spread included (PointResult). Cheap; always on.
void applyRunSpread(const std::vector<AnalysisPoint>& points, AnalysisResult& result);

// Percentile bootstrap of E' and of the efficiency-threshold N* (UncertaintyParams). In each of
// `resamples` rounds every set's valid runs are drawn with replacement (as many as it has; the
// invalid ones keep the slowest slots), its olympic mean x scaling factor recomputed, and E' of
// every point recomputed against its reference's resampled time; then the threshold N* of each
// series ("all" and each family) as runAnalysis computes it. A point without run times keeps its
// score in every round. `order` lists the in-view points in canonical order (the random draws
// follow it, so the result does not depend on input order). Fills PointResult::efficiencyCi*,
// the threshold results' acceleratorsLow/High and AnalysisResult::bootstrapResamples.
// The resamples run in `threads` blocks on as many threads (the seeded stream skipped to each
// block's first draw, merged in resample order): the same bits for any thread count.
// A set `cancel` stops every block within a resample and leaves `result` without intervals.
void bootstrapRunUncertainty(const std::vector<AnalysisPoint>& points,
                             const std::vector<std::size_t>& order, const UncertaintyParams& params,
                             double tau, AnalysisResult& result, int threads = 1,
                             const CancelFlag* cancel = nullptr);

} // namespace mlpe::analysis
