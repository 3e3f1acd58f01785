#pragma once

#include "analysisparams.h"
#include "analysispoint.h"
#include "analysisresult.h"

#include <string>
#include <vector>

namespace mlpe::analysis {

// Decides, per input point, whether it is in view, excluded by the user, outside the filter or
// unusable (N <= 0, T not finite and positive). Index-aligned with `points`. Invalid points that
// pass the filter are reported once in `notes`, naming their keys.
std::vector<PointState> classifyPoints(const std::vector<AnalysisPoint>& points,
                                       const ViewFilter& filter, std::vector<std::string>& notes);

} // namespace mlpe::analysis
