#pragma once

#include "analysispoint.h"
#include "analysisresult.h"
#include "hardwaregrouping.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlpe::analysis {

// E' against one reference that is one hardware group among others, with most points in view
// of the others: then E' and N* compare other hardware with the reference's, not one system
// scaled out (core/text/hardwaremixwarning.h words it for every place that shows E').
struct HardwareMix {
    ReferenceAssignment reference;
    std::string referenceGroup;               // the reference point's group (family, variant...)
    std::map<std::string, int> pointsInGroup; // points in view per group, by group name
    int pointsInView = 0;
    int pointsOfReferenceGroup = 0;
    double maxEfficiency = kNaN; // the largest E' in view (NaN when none is finite)
    HardwareGrouping grouping = HardwareGrouping::Family;
};

// The mix, or nothing when there is none: per-family references, one group in view, or most
// points in view share the reference's group. `points` and `result` as runAnalysis() took and
// gave them.
std::optional<HardwareMix> hardwareMix(const std::vector<AnalysisPoint>& points,
                                       const AnalysisResult& result);

} // namespace mlpe::analysis
