#pragma once

#include "hardwarecontrolledfit.h"

#include <string>

namespace mlpe::analysis {

// The hardware-controlled scaling model in words, shared by `analyze`'s summary, the report and
// the window's analysis dock, so that all three say the same thing: the within-family slope with
// its interval and standard error, how many families and points, what it means for E' per
// doubling, the naive slope and the share of the pooled trend that is hardware mix, the caveat on
// an interval from few families, and the families left out and why. Numbers to 3 significant
// digits. A fit that was not computed says why.
std::string hardwareFitVerdict(const HardwareControlledFit& fit);

// "A100 (one point), TPU v5p (one distinct N)"; empty when no family was left out.
std::string leftOutFamiliesText(const HardwareControlledFit& fit);

} // namespace mlpe::analysis
