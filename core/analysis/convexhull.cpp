#include "convexhull.h"

#include <algorithm>

namespace mlpe::analysis {

namespace {

double cross(const ChartPoint& o, const ChartPoint& a, const ChartPoint& b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

} // namespace

std::vector<ChartPoint> convexHull(std::vector<ChartPoint> points) {
    const auto less = [](const ChartPoint& a, const ChartPoint& b) {
        return a.x != b.x ? a.x < b.x : a.y < b.y;
    };
    std::sort(points.begin(), points.end(), less);
    points.erase(std::unique(points.begin(), points.end(),
                             [](const ChartPoint& a, const ChartPoint& b) {
                                 return a.x == b.x && a.y == b.y;
                             }),
                 points.end());
    if (points.size() < 3)
        return points;
    std::vector<ChartPoint> hull(2 * points.size());
    std::size_t k = 0;
    for (const ChartPoint& p : points) { // lower hull
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0.0)
            --k;
        hull[k++] = p;
    }
    const std::size_t lowerSize = k + 1;
    for (std::size_t i = points.size() - 1; i-- > 0;) { // upper hull
        while (k >= lowerSize && cross(hull[k - 2], hull[k - 1], points[i]) <= 0.0)
            --k;
        hull[k++] = points[i];
    }
    hull.resize(k - 1); // the last point repeats the first
    return hull;
}

} // namespace mlpe::analysis
