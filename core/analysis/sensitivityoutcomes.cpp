#include "sensitivityoutcomes.h"

#include <algorithm>
#include <cmath>

namespace mlpe::analysis {

SensitivityOutcomes sensitivityOutcomes(const SensitivityResult& s) {
    SensitivityOutcomes v;
    v.references = static_cast<int>(s.entries.size());
    for (const SensitivityEntry& e : s.entries) {
        const BreakEvenResult& t = e.threshold;
        switch (t.outcome) {
        case BreakEvenOutcome::Found:
            ++v.found;
            v.foundMin = v.found == 1 ? t.accelerators : std::min(v.foundMin, t.accelerators);
            v.foundMax = v.found == 1 ? t.accelerators : std::max(v.foundMax, t.accelerators);
            break;
        case BreakEvenOutcome::AtOrAbove:
            ++v.atOrAbove;
            v.largestN =
                std::isfinite(v.largestN) ? std::max(v.largestN, t.accelerators) : t.accelerators;
            break;
        case BreakEvenOutcome::Below:
            ++v.below;
            break;
        default:
            ++v.notAvailable;
            break;
        }
    }
    return v;
}

} // namespace mlpe::analysis
