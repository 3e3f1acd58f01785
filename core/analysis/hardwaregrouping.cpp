#include "hardwaregrouping.h"

namespace mlpe::analysis {

std::string hardwareGroupingLabel(HardwareGrouping g) {
    return std::string(nameOf(kHardwareGroupingNames, g));
}

std::string hardwareGroupNoun(HardwareGrouping g, bool plural) {
    if (g == HardwareGrouping::Variant)
        return plural ? "variants" : "variant";
    return plural ? "families" : "family";
}

std::optional<HardwareGrouping> parseHardwareGrouping(std::string_view text) {
    return valueOfName(kHardwareGroupingNames, text);
}

std::string familyOf(const AnalysisPoint& p) {
    const std::string suffix = " " + p.variant;
    if (!p.variant.empty() && p.family.size() > suffix.size() &&
        p.family.compare(p.family.size() - suffix.size(), suffix.size(), suffix) == 0)
        return p.family.substr(0, p.family.size() - suffix.size());
    return p.family;
}

std::string hardwareGroupOf(const AnalysisPoint& p, HardwareGrouping g) {
    if (g == HardwareGrouping::Family || p.variant.empty())
        return p.family;
    const std::string family = familyOf(p); // already regrouped: the same group
    return family + " " + p.variant;
}

std::vector<AnalysisPoint> regroupPoints(std::vector<AnalysisPoint> points, HardwareGrouping g) {
    if (g != HardwareGrouping::Family)
        for (AnalysisPoint& p : points)
            p.family = hardwareGroupOf(p, g);
    return points;
}

HardwareGrouping groupingOf(const std::vector<AnalysisPoint>& points) {
    for (const AnalysisPoint& p : points)
        if (familyOf(p) != p.family)
            return HardwareGrouping::Variant;
    return HardwareGrouping::Family;
}

} // namespace mlpe::analysis
