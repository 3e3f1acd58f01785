#pragma once

#include "analysisparams.h"
#include "analysispoint.h"
#include "analysisresult.h"

#include <vector>

namespace mlpe::analysis {

// Fills PointResult::costToTrain for every analysable point (in view or excluded) whose
// AnalysisPoint carries a price, and, over the priced points in view (`order`: the in-view input
// indices in canonical order), result.cost: the Pareto frontier of (T, cost), its knee (Kneedle,
// as for (T, G), breakeven.h) and the configuration minimising cost + lambda_money T. Points
// without a price take part in nothing here; result.cost counts them and names their families.
// Does nothing unless params.cost.enabled. Needs result.points' states already set.
void analyseCost(const std::vector<AnalysisPoint>& points, const std::vector<std::size_t>& order,
                 const AnalysisParams& params, AnalysisResult& result);

} // namespace mlpe::analysis
