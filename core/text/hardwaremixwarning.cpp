#include "hardwaremixwarning.h"

#include "core/analysis/hardwaremix.h"
#include "core/analysis/numberformat.h"

#include <cctype>
#include <cmath>

namespace mlpe::text {

using namespace mlpe::analysis;

std::string hardwareMixWarning(const std::vector<AnalysisPoint>& points,
                               const AnalysisResult& result) {
    const std::optional<HardwareMix> mix = hardwareMix(points, result);
    if (!mix)
        return {};
    std::string names;
    for (const auto& [group, count] : mix->pointsInGroup)
        names += (names.empty() ? "" : ", ") + group;
    std::string text =
        "the reference, " + mix->reference.key + " (" + formatCount(mix->reference.accelerators) +
        " × " + mix->referenceGroup + "), is one of " + std::to_string(mix->pointsInGroup.size()) +
        (mix->grouping == HardwareGrouping::Series
             ? std::string(" system series")
             : " accelerator " + hardwareGroupNoun(mix->grouping, true)) +
        " in view (" + names + "), and " +
        std::to_string(mix->pointsInView - mix->pointsOfReferenceGroup) + " of the " +
        std::to_string(mix->pointsInView) + " points are of the others: E′";
    if (std::isfinite(mix->maxEfficiency))
        text += " (here up to " + formatApprox(mix->maxEfficiency) + ")";
    return text + " mixes hardware with scaling";
}

std::string hardwareMixSentence(const std::vector<AnalysisPoint>& points,
                                const AnalysisResult& result) {
    std::string text = hardwareMixWarning(points, result);
    if (text.empty())
        return text;
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0]))); // "the"
    return text + '.';
}

} // namespace mlpe::text
