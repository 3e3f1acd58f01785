#pragma once

#include "core/analysis/energysummary.h"

#include <string>

namespace mlpe::text {

// One sentence for people: how many points in view have measured energy and its range, e.g.
// "energy measured (power logs) for 4 of 31 points in view: 20.4 to 46.6 MJ to train, 44,433 to
// 58,772 J per accelerator-minute; never estimated for the other 27" (formatApprox).
std::string energySummaryText(const analysis::EnergySummary& summary);

} // namespace mlpe::text
