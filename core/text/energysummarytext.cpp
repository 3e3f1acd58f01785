#include "energysummarytext.h"

#include "core/analysis/numberformat.h"

namespace mlpe::text {

using namespace mlpe::analysis;

std::string energySummaryText(const EnergySummary& s) {
    const std::string inView = std::to_string(s.pointsInView) +
                               (s.pointsInView == 1 ? " point in view" : " points in view");
    if (s.measuredPoints == 0)
        return "energy: no power log among the " + inView + " (energy is never estimated)";
    const auto range = [](double low, double high) {
        return low == high ? formatApprox(low) : formatApprox(low) + " to " + formatApprox(high);
    };
    std::string text =
        "energy measured (power logs) for " + std::to_string(s.measuredPoints) + " of " + inView +
        ": " + range(s.joulesMin / 1e6, s.joulesMax / 1e6) + " MJ to train, " +
        range(s.perAcceleratorMinuteMin / 1e3, s.perAcceleratorMinuteMax / 1e3) +
        " kJ per accelerator-minute"; // kJ: 3 significant figures ("50.7", not "50,679")
    const int others = s.pointsInView - s.measuredPoints;
    if (others > 0)
        text += "; never estimated for the other " + std::to_string(others);
    return text;
}

} // namespace mlpe::text
