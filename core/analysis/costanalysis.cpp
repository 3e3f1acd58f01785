#include "costanalysis.h"

#include "breakeven.h"
#include "hardwaregrouping.h"
#include "paretofrontier.h"

#include <set>

namespace mlpe::analysis {

namespace {

// The break-even machinery reads the cost where it reads G: the definitions are the same, over
// another quantity.
CostChoice choiceOf(const BreakEvenResult& b, const std::string& inputs) {
    CostChoice c;
    c.available = b.outcome == BreakEvenOutcome::Found || b.outcome == BreakEvenOutcome::Fallback;
    c.fallback = b.outcome == BreakEvenOutcome::Fallback;
    c.inputs = inputs;
    c.reason = b.reason;
    if (c.available) {
        c.pointKey = b.pointKey;
        c.accelerators = static_cast<int>(b.accelerators);
        c.minutes = b.minutes;
        c.cost = b.acceleratorMinutes;
    }
    return c;
}

} // namespace

void analyseCost(const std::vector<AnalysisPoint>& points, const std::vector<std::size_t>& order,
                 const AnalysisParams& params, AnalysisResult& result) {
    if (!params.cost.enabled)
        return;
    CostResult& cost = result.cost;
    cost.enabled = true;
    cost.currency = params.cost.currency;
    cost.lambdaMoney = params.cost.lambdaMoney;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PointState state = result.points[i].state;
        const AnalysisPoint& p = points[i];
        if (p.pricePerAcceleratorHour &&
            (state == PointState::InView || state == PointState::Excluded))
            // G = N T accelerator-minutes; the price is per accelerator-hour.
            result.points[i].costToTrain =
                static_cast<double>(p.accelerators) * p.minutes / 60.0 * *p.pricePerAcceleratorHour;
    }
    std::set<std::string> priced, unpriced;
    std::vector<SeriesPoint> series;
    std::vector<std::size_t> seriesIndex;
    for (std::size_t i : order) {
        const std::optional<double>& c = result.points[i].costToTrain;
        if (!c) {
            ++cost.unpricedPoints;
            unpriced.insert(familyOf(points[i])); // prices are per family, whatever the grouping
            continue;
        }
        ++cost.pricedPoints;
        priced.insert(familyOf(points[i]));
        series.push_back({points[i].key, points[i].accelerators, points[i].minutes, *c,
                          result.points[i].efficiency});
        seriesIndex.push_back(i);
    }
    cost.pricedFamilies.assign(priced.begin(), priced.end());
    cost.unpricedFamilies.assign(unpriced.begin(), unpriced.end());

    std::vector<double> t, money;
    for (const SeriesPoint& s : series) {
        t.push_back(s.minutes);
        money.push_back(s.acceleratorMinutes);
    }
    const BreakEvenParams& be = params.breakEven;
    std::vector<SeriesPoint> frontier;
    for (std::size_t row : paretoFrontier(t, money, be.paretoEpsilon)) {
        cost.frontier.push_back(seriesIndex[row]);
        frontier.push_back(series[row]);
    }
    const BreakEvenResult knee =
        kneeBreakEven(frontier, be.kneedleSensitivity, be.kneedleMinDistinctN, "cost");
    cost.knee =
        choiceOf(knee, "Kneedle (Satopaa et al. 2011) on the Pareto frontier cost(T), S = " +
                           inputsNumber(be.kneedleSensitivity) + ", " +
                           std::to_string(frontier.size()) + " frontier point(s)");
    cost.valueOfTime = choiceOf(
        valueOfTimeBreakEven(series, params.cost.lambdaMoney, "priced"),
        "minimum of cost + lambda T, lambda = " + inputsNumber(params.cost.lambdaMoney) + " " +
            params.cost.currency + " per minute, " + std::to_string(series.size()) + " point(s)");
}

} // namespace mlpe::analysis
