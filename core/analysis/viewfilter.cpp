#include "viewfilter.h"

#include "hardwaregrouping.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <unordered_set>

namespace mlpe::analysis {

namespace {

bool allowed(const std::vector<std::string>& list, const std::string& value) {
    return list.empty() || std::find(list.begin(), list.end(), value) != list.end();
}

// No list keeps every group; a list keeps the groups it names (namesGroup(): a family name all
// of its variants or series, a group name itself).
bool groupAllowed(const std::vector<std::string>& list, const AnalysisPoint& p) {
    return list.empty() || namesGroup(list, p.family, familyOf(p));
}

bool passesFilter(const AnalysisPoint& p, const ViewFilter& f) {
    return allowed(f.rounds, p.round) && (f.benchmark.empty() || f.benchmark == p.benchmark) &&
           groupAllowed(f.families, p) && groupAllowed(f.scenarioFamilies, p);
}

} // namespace

std::vector<PointState> classifyPoints(const std::vector<AnalysisPoint>& points,
                                       const ViewFilter& filter, std::vector<std::string>& notes) {
    const std::unordered_set<std::string> excluded(filter.excludedKeys.begin(),
                                                   filter.excludedKeys.end());
    std::vector<PointState> states(points.size(), PointState::FilteredOut);
    std::vector<std::string> invalidKeys;
    std::set<std::string> benchmarks;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const AnalysisPoint& p = points[i];
        if (!passesFilter(p, filter))
            continue;
        if (p.accelerators <= 0 || !std::isfinite(p.minutes) || p.minutes <= 0.0) {
            states[i] = PointState::Invalid;
            invalidKeys.push_back(p.key);
            continue;
        }
        states[i] = excluded.count(p.key) ? PointState::Excluded : PointState::InView;
        if (states[i] == PointState::InView)
            benchmarks.insert(p.benchmark);
    }
    if (!invalidKeys.empty()) {
        std::string text = "ignored " + std::to_string(invalidKeys.size()) +
                           " point(s) without a positive accelerator count and score:";
        for (const auto& k : invalidKeys)
            text += " " + k;
        notes.push_back(text);
    }
    if (benchmarks.size() > 1)
        notes.push_back("warning: the view mixes " + std::to_string(benchmarks.size()) +
                        " benchmarks; E′ across benchmarks is not meaningful");
    return states;
}

} // namespace mlpe::analysis
