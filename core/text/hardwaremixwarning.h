#pragma once

#include "core/analysis/analysisresult.h"

#include <string>
#include <vector>

namespace mlpe::text {

// One sentence, for every place that shows E' against one reference (the analyze summary, the
// analysis panel, chart captions, exported footnotes, the report), when that reference is one
// hardware group among others and most points in view are of the others: then E' and N*
// compare other hardware with the reference's, not one system scaled out. It names the groups
// and the reference: "the reference, 4.1/Krai/7920T_2xA5000_hdd (2 × RTX A5000), is one of 7
// accelerator families in view (A100, B200, H100, H200, RTX 4090, RTX A5000, Radeon RX), and 27
// of the 29 points are of the others: E′ (here up to 24) mixes hardware with scaling". Under
// variant and series grouping the groups are named variants and system series. Empty when there
// is no such mix (per-family references, one group, or most points share the reference's
// group). The Compare view shows the same sentence for each scenario.
// `points` and `result` as runAnalysis() took and gave them.
std::string hardwareMixWarning(const std::vector<analysis::AnalysisPoint>& points,
                               const analysis::AnalysisResult& result);
// The same as a sentence of its own ("The reference, ... mixes hardware with scaling."), as the
// window shows it (chart captions, the analysis panel, footnotes, the Compare view); empty when
// there is no mix.
std::string hardwareMixSentence(const std::vector<analysis::AnalysisPoint>& points,
                                const analysis::AnalysisResult& result);

} // namespace mlpe::text
