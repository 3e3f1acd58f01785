#include "acrossrounds.h"

#include "referenceselector.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

namespace mlpe::analysis {

bool roundBefore(const std::string& a, const std::string& b) {
    const double ma = std::atof(a.c_str()), mb = std::atof(b.c_str());
    const auto minor = [](const std::string& r) {
        const auto dot = r.find('.');
        return dot == std::string::npos ? 0 : std::atoi(r.c_str() + dot + 1);
    };
    if (std::floor(ma) != std::floor(mb))
        return std::floor(ma) < std::floor(mb);
    if (minor(a) != minor(b))
        return minor(a) < minor(b);
    return a < b;
}

std::vector<RoundSeries> acrossRounds(const std::vector<AnalysisPoint>& points,
                                      const std::string& benchmark, const std::string& family,
                                      AcrossRoundsReference reference) {
    std::map<std::string, std::vector<std::size_t>> byRound;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const AnalysisPoint& p = points[i];
        if (p.benchmark == benchmark && p.family == family && p.accelerators > 0 &&
            std::isfinite(p.minutes) && p.minutes > 0)
            byRound[p.round].push_back(i);
    }
    std::vector<RoundSeries> out;
    for (auto& [round, members] : byRound) {
        RoundSeries s;
        s.round = round;
        s.version = points[members.front()].benchmarkVersion;
        s.points = members;
        s.reference = *paperRuleReference(points, members);
        out.push_back(std::move(s));
    }
    std::sort(out.begin(), out.end(), [](const RoundSeries& a, const RoundSeries& b) {
        return roundBefore(a.round, b.round);
    });
    std::size_t fixed = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        RoundSeries& s = out[i];
        s.breakBefore = i > 0 && s.version != out[i - 1].version;
        if (i == 0 || s.breakBefore)
            fixed = s.reference; // the earliest round of this version
        if (reference == AcrossRoundsReference::Fixed)
            s.reference = fixed;
        std::sort(s.points.begin(), s.points.end(), [&](std::size_t a, std::size_t b) {
            return points[a].accelerators != points[b].accelerators
                       ? points[a].accelerators < points[b].accelerators
                       : points[a].key < points[b].key;
        });
        const AnalysisPoint& ref = points[s.reference];
        const double g = ref.accelerators * ref.minutes;
        for (std::size_t p : s.points)
            s.efficiency.push_back(g / (points[p].accelerators * points[p].minutes));
    }
    return out;
}

} // namespace mlpe::analysis
