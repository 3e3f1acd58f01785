#pragma once

#include "core/analysis/analysispoint.h"
#include "core/analysis/comparison.h"

#include <string>
#include <vector>

namespace mlpe::text {

// The comparison's verdicts in words, one sentence per question a reader of the Compare view
// asks (the report's "study's questions" do the same for one view):
// 1. ranking: does the order of the systems depend on the reference choice? Counted over the
//    systems ranked under both scenarios; names the largest move.
// 2. break-even: does N* (the efficiency threshold of all points in view) move between A and B?
// 3. hardware: does each scenario's E′ compare like with like — one reference for several
//    accelerator families (E′ then mixes hardware with scaling), or each family against its own?
// Each sentence names the counts it rests on. Empty sentences are left out (nothing in view).
struct ComparisonVerdicts {
    std::string ranking;
    std::string breakEven;
    std::string hardware;
};

ComparisonVerdicts comparisonVerdicts(const std::vector<analysis::AnalysisPoint>& points,
                                      const analysis::ComparisonResult& comparison);

} // namespace mlpe::text
