#pragma once

#include "core/analysis/hardwarecontrolledfit.h"

#include <string>

namespace mlpe::text {

// The hardware-controlled scaling model in words, shared by `analyze`'s summary, the report and
// the window's analysis dock, so that all three say the same thing: the within-family slope, how
// many families and points, the classical and the cluster-robust standard error (each named for
// what it assumes), the CR2 interval, the families' own slopes and their range, the family
// bootstrap's percentile interval, each interval called "95 %" only where its simulated coverage
// at this many families is at least 0.90 (slopeintervalcoverage.h) and otherwise given with that
// coverage; what the slope means for E' per doubling, the naive slope and how far hardware mix
// moves it, the caveat on few clusters, that a family pools different submitted systems, and the
// families left out and why. Numbers to 3 significant digits. A fit that was not computed says
// why.
std::string hardwareFitVerdict(const analysis::HardwareControlledFit& fit);

// "A100 (one point), TPU v5p (one distinct N)"; empty when no family was left out.
std::string leftOutFamiliesText(const analysis::HardwareControlledFit& fit);

} // namespace mlpe::text
