#include "energysummary.h"

#include "pointresult.h"

#include <algorithm>
#include <cmath>

namespace mlpe::analysis {

EnergySummary summariseEnergy(const std::vector<AnalysisPoint>& points,
                              const std::vector<PointResult>& results) {
    EnergySummary s;
    for (std::size_t i = 0; i < points.size() && i < results.size(); ++i) {
        if (results[i].state != PointState::InView)
            continue;
        ++s.pointsInView;
        const double perMinute = results[i].energyPerAcceleratorMinute;
        // A point counts as measured only where its energy per accelerator-minute exists, so the
        // count, the ranges and the per-point values always agree.
        if (!points[i].energyJoules || !std::isfinite(perMinute))
            continue;
        const double joules = *points[i].energyJoules;
        const bool first = s.measuredPoints == 0;
        ++s.measuredPoints;
        s.joulesMin = first ? joules : std::min(s.joulesMin, joules);
        s.joulesMax = first ? joules : std::max(s.joulesMax, joules);
        s.perAcceleratorMinuteMin =
            first ? perMinute : std::min(s.perAcceleratorMinuteMin, perMinute);
        s.perAcceleratorMinuteMax =
            first ? perMinute : std::max(s.perAcceleratorMinuteMax, perMinute);
    }
    return s;
}

} // namespace mlpe::analysis
