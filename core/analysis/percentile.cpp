#include "percentile.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mlpe::analysis {

double percentile(std::vector<double>& values, double q) {
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(values.begin(), values.end());
    const double position = std::clamp(q, 0.0, 1.0) * static_cast<double>(values.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const std::size_t above = std::min(below + 1, values.size() - 1);
    const double fraction = position - static_cast<double>(below);
    if (fraction == 0.0 || values[above] == values[below]) // also +inf, +inf
        return values[below];
    return values[below] + fraction * (values[above] - values[below]);
}

} // namespace mlpe::analysis
