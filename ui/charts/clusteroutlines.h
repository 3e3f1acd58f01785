#pragma once

#include "core/analysis/convexhull.h"

#include <QList>
#include <QPointF>
#include <map>
#include <optional>
#include <vector>

namespace mlpe {

class ChartAxes;

// What a chart draws of one cluster: its convex hull and its centroid, in data values. Both are
// taken in the axes' linearised space (log2 on log axes), so that the hull's edges are straight
// on screen and the centroid is the mean the eye sees.
struct ClusterOutline {
    int cluster = -1;
    // The hull's vertices, closed when it is a polygon; empty when it has fewer than two.
    QList<QPointF> hull;
    // None for a one-point cluster (its centroid is the point itself).
    std::optional<QPointF> centroid;
};

// The outline of each cluster, in cluster order; `members` are each cluster's points in the
// axes' linear coordinates (ChartAxes::toLinear()).
std::vector<ClusterOutline>
clusterOutlines(const std::map<int, std::vector<analysis::ChartPoint>>& members,
                const ChartAxes& axes);

} // namespace mlpe
