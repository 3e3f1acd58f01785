#pragma once

#include "analysispoint.h"

#include <limits>
#include <string>
#include <vector>

namespace mlpe::analysis {

struct PointResult;

// Energy over the points in view: how many have measured energy (power logs) and the range
// among those. Only measured values take part; points without power logs are counted, never
// estimated. Ranges are NaN when no point in view has energy.
struct EnergySummary {
    int measuredPoints = 0; // points in view with energy to train
    int pointsInView = 0;
    double joulesMin = std::numeric_limits<double>::quiet_NaN();
    double joulesMax = std::numeric_limits<double>::quiet_NaN();
    double perAcceleratorMinuteMin = std::numeric_limits<double>::quiet_NaN(); // J / acc-min
    double perAcceleratorMinuteMax = std::numeric_limits<double>::quiet_NaN();
};

// `results` is index-aligned with `points` (AnalysisResult::points); only InView points count.
EnergySummary summariseEnergy(const std::vector<AnalysisPoint>& points,
                              const std::vector<PointResult>& results);

// One sentence for people: how many points in view have measured energy and its range, e.g.
// "energy measured (power logs) for 4 of 31 points in view: 20.4 to 46.6 MJ to train, 44,433 to
// 58,772 J per accelerator-minute; never estimated for the other 27" (formatApprox).
std::string energySummaryText(const EnergySummary& summary);

} // namespace mlpe::analysis
