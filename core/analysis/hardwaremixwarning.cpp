#include "hardwaremixwarning.h"

#include "hardwaregrouping.h"
#include "numberwords.h"

#include <cmath>
#include <map>

namespace mlpe::analysis {

std::string hardwareMixWarning(const std::vector<AnalysisPoint>& points,
                               const AnalysisResult& result) {
    if (result.references.size() != 1)
        return {};
    const ReferenceAssignment& ref = result.references.front();
    if (ref.pointIndex >= points.size())
        return {};
    const std::string& refGroup = points[ref.pointIndex].family;
    std::map<std::string, int> perGroup;
    int inView = 0;
    double maxEfficiency = std::nan("");
    for (std::size_t i = 0; i < points.size() && i < result.points.size(); ++i) {
        if (result.points[i].state != PointState::InView)
            continue;
        ++perGroup[points[i].family];
        ++inView;
        const double e = result.points[i].efficiency;
        if (std::isfinite(e) && !(e <= maxEfficiency))
            maxEfficiency = e;
    }
    const int same = perGroup.count(refGroup) ? perGroup.at(refGroup) : 0;
    // The same rule as the Compare view's warning: most points in view are other hardware.
    if (perGroup.size() < 2 || 2 * same > inView)
        return {};
    const HardwareGrouping grouping = groupingOf(points);
    std::string names;
    for (const auto& [group, count] : perGroup)
        names += (names.empty() ? "" : ", ") + group;
    std::string text = "the reference, " + ref.key + " (" + formatCount(ref.accelerators) + " × " +
                       refGroup + "), is one of " + std::to_string(perGroup.size()) +
                       (grouping == HardwareGrouping::Series
                            ? std::string(" system series")
                            : " accelerator " + hardwareGroupNoun(grouping, true)) +
                       " in view (" + names + "), and " + std::to_string(inView - same) +
                       " of the " + std::to_string(inView) + " points are of the others: E′";
    if (std::isfinite(maxEfficiency))
        text += " (here up to " + formatApprox(maxEfficiency) + ")";
    return text + " mixes hardware with scaling";
}

} // namespace mlpe::analysis
