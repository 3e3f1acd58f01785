#pragma once

#include "analysisresult.h"
#include "breakeven.h"

#include <vector>

namespace mlpe::analysis {

// Break-even threshold N* of all points in view, recomputed with every eligible point
// (N <= maxReferenceAccelerators) as the single reference. Because E'_p = G_ref / G_p, only
// each N's cheapest configuration (smallest G = best E') matters: the series is reduced once to
// one point per N and each reference costs O(distinct N). `view` carries N, T, G and key of the
// points in view (efficiency is ignored). Entries sorted by reference N, then key.
SensitivityResult referenceSensitivity(const std::vector<SeriesPoint>& view,
                                       int maxReferenceAccelerators, double tau);

} // namespace mlpe::analysis
