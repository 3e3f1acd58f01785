#include "energysummary.h"

#include "analysisresult.h"
#include "numberformat.h"

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

std::string energySummaryText(const EnergySummary& s) {
    const std::string inView = std::to_string(s.pointsInView) +
                               (s.pointsInView == 1 ? " point in view" : " points in view");
    if (s.measuredPoints == 0)
        return "energy: no power log among the " + inView + " (energy is never estimated)";
    const auto range = [](double low, double high) {
        return low == high ? formatApprox(low) : formatApprox(low) + " to " + formatApprox(high);
    };
    std::string text =
        "energy measured (power logs) for " + std::to_string(s.measuredPoints) + " of " + inView +
        ": " + range(s.joulesMin / 1e6, s.joulesMax / 1e6) + " MJ to train, " +
        range(s.perAcceleratorMinuteMin / 1e3, s.perAcceleratorMinuteMax / 1e3) +
        " kJ per accelerator-minute"; // kJ: 3 significant figures ("50.7", not "50,679")
    const int others = s.pointsInView - s.measuredPoints;
    if (others > 0)
        text += "; never estimated for the other " + std::to_string(others);
    return text;
}

} // namespace mlpe::analysis
