#include "hardwaremix.h"

#include <cmath>

namespace mlpe::analysis {

std::optional<HardwareMix> hardwareMix(const std::vector<AnalysisPoint>& points,
                                       const AnalysisResult& result) {
    if (result.references.size() != 1)
        return std::nullopt;
    HardwareMix mix;
    mix.reference = result.references.front();
    if (mix.reference.pointIndex >= points.size())
        return std::nullopt;
    mix.referenceGroup = points[mix.reference.pointIndex].family;
    for (std::size_t i = 0; i < points.size() && i < result.points.size(); ++i) {
        if (result.points[i].state != PointState::InView)
            continue;
        ++mix.pointsInGroup[points[i].family];
        ++mix.pointsInView;
        const double e = result.points[i].efficiency;
        if (std::isfinite(e) && !(e <= mix.maxEfficiency))
            mix.maxEfficiency = e;
    }
    const auto same = mix.pointsInGroup.find(mix.referenceGroup);
    mix.pointsOfReferenceGroup = same == mix.pointsInGroup.end() ? 0 : same->second;
    // The same rule as the Compare view's warning: most points in view are other hardware.
    if (mix.pointsInGroup.size() < 2 || 2 * mix.pointsOfReferenceGroup > mix.pointsInView)
        return std::nullopt;
    mix.grouping = groupingOf(points);
    return mix;
}

} // namespace mlpe::analysis
