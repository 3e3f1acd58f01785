#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace mlpe::analysis {

// The two ranks percentile() (percentile.h) reads for q of `count` sorted values, and its
// interpolation between them: the one formula of every tail keeper of the run bootstrap
// (PercentileTails, and the heaps it falls back to), so that each gives percentile()'s bits.
struct PercentileRanks {
    std::size_t below = 0;
    std::size_t above = 0;
    double fraction = 0.0;

    static PercentileRanks of(std::size_t count, double q) {
        const double position = std::clamp(q, 0.0, 1.0) * static_cast<double>(count - 1);
        PercentileRanks r;
        r.below = static_cast<std::size_t>(std::floor(position));
        r.above = std::min(r.below + 1, count - 1);
        r.fraction = position - static_cast<double>(r.below);
        return r;
    }

    // The same ranks in an array whose first element holds rank `first`.
    PercentileRanks shiftedBy(std::size_t first) const {
        return {below - first, above - first, fraction};
    }

    // percentile()'s formula on sorted values holding ranks below and above.
    double interpolate(const double* sorted) const {
        const double low = sorted[below];
        const double high = sorted[above];
        if (fraction == 0.0 || high == low) // also +inf, +inf
            return low;
        return low + fraction * (high - low);
    }
};

} // namespace mlpe::analysis
