#pragma once

#include "core/analysis/roundsdecomposition.h"

#include <string>

namespace mlpe::text {

// The decomposition in words, for people (stderr, the window, the report), numbers to three
// significant figures (numberwords.h):
// "v1.0 → v5.0: time to train × 0.0764 (0.0620–0.0935) = hardware × 0.310 (...) · round × 0.551
// (...) · scale × 0.447 (...); geometric means 21.7 → 1.66 min at N 30.1 → 480 (184 results, 6
// rounds, 18 families)". A factor below 1 is faster. Without a fit: "v0.6 → v1.0: not computed
// (...)".
std::string decompositionSentence(const analysis::RoundsDecomposition& d);

// What to read with care, one clause each, or empty: the interval's method and assumption (or
// why there is none), then decompositionThinParts().
std::string decompositionCaveats(const analysis::RoundsDecomposition& d);

// What the estimate leans on with little, or empty: results of rounds left out, cells with one
// result, hardware seen in one round ("one result only in v2.1 A30; seen in one round only: A30").
std::string decompositionThinParts(const analysis::RoundsDecomposition& d);

} // namespace mlpe::text
