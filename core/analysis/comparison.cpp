#include "comparison.h"

#include "analysisengine.h"
#include "competitionranks.h"

#include <algorithm>

namespace mlpe::analysis {

namespace {

// Competition ranks of the points in view under `result`, index-aligned with the input.
std::vector<int> ranksInView(const AnalysisResult& result) {
    std::vector<double> values(result.points.size(), kNaN);
    for (std::size_t i = 0; i < result.points.size(); ++i)
        if (result.points[i].state == PointState::InView)
            values[i] = result.points[i].efficiency;
    return competitionRanksDescending(values);
}

} // namespace

ComparisonResult compareScenarios(const std::vector<AnalysisPoint>& points,
                                  const AnalysisParams& view, const ComparisonScenario& a,
                                  const ComparisonScenario& b) {
    ComparisonResult c;
    c.a = runAnalysis(points, scenarioParams(view, a));
    c.b = runAnalysis(points, scenarioParams(view, b));
    c.sensitivityA = sensitivityOutcomes(c.a.sensitivity);
    c.sensitivityB = sensitivityOutcomes(c.b.sensitivity);
    const std::vector<int> ranksA = ranksInView(c.a);
    const std::vector<int> ranksB = ranksInView(c.b);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PointResult& pa = c.a.points[i];
        const PointResult& pb = c.b.points[i];
        ComparisonRow row;
        row.pointIndex = i;
        row.inA = pa.state == PointState::InView;
        row.inB = pb.state == PointState::InView;
        if (!row.inA && !row.inB)
            continue;
        if (row.inA) {
            row.referenceA = pa.reference;
            row.efficiencyA = pa.efficiency;
            row.rankA = ranksA[i];
        }
        if (row.inB) {
            row.referenceB = pb.reference;
            row.efficiencyB = pb.efficiency;
            row.rankB = ranksB[i];
        }
        row.ratio = row.efficiencyB / row.efficiencyA; // NaN unless both exist
        row.hasRankChange = row.rankA > 0 && row.rankB > 0;
        if (row.hasRankChange) {
            row.rankChange = row.rankB - row.rankA;
            c.rankChanges += row.rankChange != 0 ? 1 : 0;
        }
        c.rows.push_back(row);
    }
    std::sort(c.rows.begin(), c.rows.end(), [&](const ComparisonRow& x, const ComparisonRow& y) {
        const AnalysisPoint& px = points[x.pointIndex];
        const AnalysisPoint& py = points[y.pointIndex];
        return px.accelerators != py.accelerators ? px.accelerators < py.accelerators
                                                  : px.key < py.key;
    });
    return c;
}

} // namespace mlpe::analysis
