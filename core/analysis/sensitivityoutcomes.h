#pragma once

#include "analysisresult.h"

namespace mlpe::analysis {

// What the reference sensitivity says, with every outcome counted: N* between the smallest and
// the largest found value under `found` of `references` references; "at or above N_max" (every N
// in view meets tau) under `atOrAbove`; "below" (no N meets tau) under `below`. The bounds are
// outcomes, not missing values: a summary that leaves them out overstates how settled N* is.
// core/text/sensitivityverdict.h words them.
struct SensitivityOutcomes {
    int references = 0;
    int found = 0;
    int atOrAbove = 0;
    int below = 0;
    int notAvailable = 0;
    double foundMin = kNaN; // smallest interpolated N* (NaN when none found)
    double foundMax = kNaN; // largest
    double largestN = kNaN; // N_max reported by the at-or-above outcomes (NaN when none)
};

SensitivityOutcomes sensitivityOutcomes(const SensitivityResult& sensitivity);

} // namespace mlpe::analysis
