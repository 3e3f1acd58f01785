#pragma once

#include "analysispoint.h"

#include <limits>
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

} // namespace mlpe::analysis
