#include "kneedle.h"

#include <algorithm>
#include <cmath>

namespace mlpe::analysis {

KneedleResult findKnee(const std::vector<double>& x, const std::vector<double>& y,
                       const KneedleParams& params) {
    KneedleResult result;
    const std::size_t n = x.size();
    if (n < 3 || y.size() != n)
        return result;
    const auto [xMin, xMax] = std::minmax_element(x.begin(), x.end());
    const auto [yMin, yMax] = std::minmax_element(y.begin(), y.end());
    const double xRange = *xMax - *xMin;
    const double yRange = *yMax - *yMin;
    if (!(xRange > 0.0) || !(yRange > 0.0))
        return result;

    std::vector<double> xn(n), yn(n);
    for (std::size_t i = 0; i < n; ++i) {
        xn[i] = (x[i] - *xMin) / xRange;
        yn[i] = (y[i] - *yMin) / yRange;
    }
    const bool flipped =
        (params.shape == CurveShape::Concave && params.direction == CurveDirection::Decreasing) ||
        (params.shape == CurveShape::Convex && params.direction == CurveDirection::Increasing);
    if (params.shape == CurveShape::Convex) {
        const double top = *std::max_element(yn.begin(), yn.end());
        for (double& v : yn)
            v = top - v;
    }
    if (flipped)
        std::reverse(yn.begin(), yn.end());

    std::vector<double>& d = result.difference;
    d.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        d[i] = yn[i] - xn[i];

    // Relative extrema with clipped edges (an endpoint compares with itself), like
    // scipy.signal.argrelextrema(d, np.greater_equal / np.less_equal).
    const auto isMax = [&](std::size_t i) {
        return d[i] >= d[i == 0 ? 0 : i - 1] && d[i] >= d[std::min(i + 1, n - 1)];
    };
    const auto isMin = [&](std::size_t i) {
        return d[i] <= d[i == 0 ? 0 : i - 1] && d[i] <= d[std::min(i + 1, n - 1)];
    };
    std::size_t firstMax = n;
    for (std::size_t i = 0; i < n && firstMax == n; ++i)
        if (isMax(i))
            firstMax = i;
    if (firstMax == n)
        return result;

    double meanStep = 0.0;
    for (std::size_t i = 1; i < n; ++i)
        meanStep += xn[i] - xn[i - 1];
    meanStep = std::abs(meanStep / static_cast<double>(n - 1));

    double threshold = 0.0;
    std::size_t thresholdIndex = 0;
    for (std::size_t i = firstMax; i + 1 < n; ++i) {
        if (xn[i] == 1.0)
            break;
        if (isMax(i)) {
            threshold = d[i] - params.sensitivity * meanStep;
            thresholdIndex = i;
        }
        if (isMin(i))
            threshold = 0.0;
        if (d[i + 1] < threshold) {
            result.found = true;
            result.index = flipped ? n - 1 - thresholdIndex : thresholdIndex;
            result.x = x[result.index];
            result.y = y[result.index];
            return result;
        }
    }
    return result;
}

} // namespace mlpe::analysis
