#include "clusteroutlines.h"

#include "chartaxes.h"

namespace mlpe {

std::vector<ClusterOutline>
clusterOutlines(const std::map<int, std::vector<analysis::ChartPoint>>& members,
                const ChartAxes& axes) {
    std::vector<ClusterOutline> outlines;
    for (const auto& [cluster, pts] : members) {
        ClusterOutline o;
        o.cluster = cluster;
        const std::vector<analysis::ChartPoint> hull = analysis::convexHull(pts);
        if (hull.size() >= 2) {
            for (const analysis::ChartPoint& h : hull)
                o.hull << axes.fromLinear({h.x, h.y});
            if (hull.size() > 2)
                o.hull << o.hull.front(); // close the polygon
        }
        if (pts.size() >= 2) {
            double sx = 0.0;
            double sy = 0.0;
            for (const analysis::ChartPoint& p : pts) {
                sx += p.x;
                sy += p.y;
            }
            o.centroid = axes.fromLinear({sx / double(pts.size()), sy / double(pts.size())});
        }
        outlines.push_back(std::move(o));
    }
    return outlines;
}

} // namespace mlpe
