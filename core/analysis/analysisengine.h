#pragma once

#include "analysisparams.h"
#include "analysispoint.h"
#include "analysisresult.h"
#include "cancelflag.h"

#include <vector>

namespace mlpe::analysis {

class ClusteringMemo;

// The one recompute entry point used by the GUI, the command line and the tests:
// filter -> references -> derived metrics (S, E', G) -> clustering (auto-k k-means) -> Pareto
// frontier -> break-even (threshold, knee, value of time) -> reference sensitivity -> run-to-run
// uncertainty (ranges always; bootstrap when asked) -> Amdahl / USL fits per series.
// Pure function of its inputs (same points in any order + same params -> same result per key);
// never throws on odd data: problems become notes and NaNs are confined to points without a
// reference. Safe to call from a worker thread. `clusteringMemo`, when given, answers the
// clustering when its input is the one it last saw (the same result, see ClusteringMemo).
// `cancel`, when given and set from another thread, stops the bootstraps within a resample and
// skips the stages not yet begun; the result then has `cancelled` set and is to be dropped.
AnalysisResult runAnalysis(const std::vector<AnalysisPoint>& points, const AnalysisParams& params,
                           ClusteringMemo* clusteringMemo = nullptr,
                           const CancelFlag* cancel = nullptr);

} // namespace mlpe::analysis
