#pragma once

#include "analysisresult.h"

#include <vector>

namespace mlpe::analysis {

// Convex hull (Andrew's monotone chain), counter-clockwise from the lowest-x (then lowest-y)
// point, without collinear boundary points and without repeating the first point.
// Degenerate inputs: identical points give one point; collinear points give the two ends.
std::vector<ChartPoint> convexHull(std::vector<ChartPoint> points);

} // namespace mlpe::analysis
