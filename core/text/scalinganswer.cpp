#include "scalinganswer.h"

#include "numberwords.h"
#include "sensitivityverdict.h"

#include <cmath>
#include <map>

namespace mlpe::text {

using namespace mlpe::analysis;

std::string scalingAnswer(const std::vector<AnalysisPoint>& points, const AnalysisResult& result,
                          const std::string& series) {
    std::map<int, double> bestPerN; // ascending N
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PointResult& r = result.points[i];
        if (r.state != PointState::InView || !std::isfinite(r.efficiency))
            continue;
        if (series != "all" && points[i].family != series)
            continue;
        auto [it, inserted] = bestPerN.emplace(points[i].accelerators, r.efficiency);
        if (!inserted)
            it->second = std::max(it->second, r.efficiency);
    }
    if (bestPerN.empty())
        return {};
    const auto& [n0, e0] = *bestPerN.begin();
    const auto& [n1, e1] = *bestPerN.rbegin();
    std::string text;
    if (n0 == n1)
        text = "E′ = " + formatEfficiency(e0) + " at N = " + formatAccelerators(n0) +
               " (one N in view)";
    else
        text = "E′ " + std::string(e1 < e0 ? "falls" : "rises") + " from " + formatEfficiency(e0) +
               " at N = " + formatAccelerators(n0) + " to " + formatEfficiency(e1) +
               " at N = " + formatAccelerators(n1);
    for (const BreakEvenResult& b : result.breakEven) {
        if (b.definition != BreakEvenDefinition::EfficiencyThreshold || b.series != series)
            continue;
        const std::string tau = " (τ = " + formatAccelerators(b.parameter) + ")";
        switch (b.outcome) {
        case BreakEvenOutcome::Found:
        case BreakEvenOutcome::AtOrAbove:
            text += "; " + thresholdText(b) + tau;
            break;
        case BreakEvenOutcome::Below:
            text += "; N* below " + formatAccelerators(n0) + tau;
            break;
        default:
            text += "; no break-even (" + b.reason + ")";
            break;
        }
        break;
    }
    return text;
}

} // namespace mlpe::text
