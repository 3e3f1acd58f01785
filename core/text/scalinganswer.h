#pragma once

#include "core/analysis/analysispoint.h"
#include "core/analysis/analysisresult.h"

#include <string>
#include <vector>

namespace mlpe::text {

// The reviewers' hardware test in words, for one series of an analysis ("all" or a family):
// "E′ falls from 1.00 at N = 4 to 0.200 at N = 1,024; N* ≈ 12.3 (τ = 1)". E' at the smallest N
// and at the largest N in view (the best configuration at each N, as the break-even threshold
// takes it), and the threshold break-even of that series ("N* ≥ 1,024", "N* below 4"
// for the bounds; a bootstrapped N* with its interval, thresholdText()). Numbers as
// numberwords.h writes them. Empty when the series has no point with E'.
std::string scalingAnswer(const std::vector<analysis::AnalysisPoint>& points,
                          const analysis::AnalysisResult& result, const std::string& series);

} // namespace mlpe::text
