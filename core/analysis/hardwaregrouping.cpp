#include "hardwaregrouping.h"

namespace mlpe::analysis {

std::string hardwareGroupingLabel(HardwareGrouping g) {
    return std::string(nameOf(kHardwareGroupingNames, g));
}

std::optional<HardwareGrouping> parseHardwareGrouping(std::string_view text) {
    return valueOfName(kHardwareGroupingNames, text);
}

std::string hardwareGroupOf(const AnalysisPoint& p, HardwareGrouping g) {
    if (g == HardwareGrouping::Family || p.variant.empty())
        return p.family;
    return p.family + " " + p.variant;
}

std::vector<AnalysisPoint> regroupPoints(std::vector<AnalysisPoint> points, HardwareGrouping g) {
    if (g != HardwareGrouping::Family)
        for (AnalysisPoint& p : points)
            p.family = hardwareGroupOf(p, g);
    return points;
}

} // namespace mlpe::analysis
