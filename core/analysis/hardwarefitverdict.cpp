#include "hardwarefitverdict.h"

#include <charconv>
#include <cmath>

namespace mlpe::analysis {

namespace {

// 3 significant digits, "%.3g"-style but independent of the C locale (the window sets one).
std::string g3(double value) {
    char buffer[32];
    const auto end =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 3).ptr;
    return std::string(buffer, end);
}

std::string signedG3(double value) {
    std::string text(value > 0.0 ? "+" : "");
    text += g3(value);
    return text;
}

std::string plural(int count, const char* one, const char* many) {
    return std::to_string(count) + ' ' + (count == 1 ? one : many);
}

} // namespace

std::string leftOutFamiliesText(const HardwareControlledFit& fit) {
    std::string text;
    for (const LeftOutFamily& l : fit.leftOut) {
        if (!text.empty())
            text += ", ";
        text += l.family + " (" + l.reason + ')';
    }
    return text;
}

std::string hardwareFitVerdict(const HardwareControlledFit& fit) {
    const std::string leftOut = leftOutFamiliesText(fit);
    if (fit.outcome != HardwareFitOutcome::Fitted)
        return fit.reason + (leftOut.empty() ? std::string() : "; left out: " + leftOut);
    const std::string one = hardwareGroupNoun(fit.grouping, false);
    const std::string many = hardwareGroupNoun(fit.grouping, true);
    std::string text = "within-" + one + " slope of log2 T on log2 N " + g3(fit.slope);
    if (std::isfinite(fit.slopeLow))
        text += " (" + g3(fit.level * 100.0) + " % interval " + g3(fit.slopeLow) + " to " +
                g3(fit.slopeHigh) + " from " + std::to_string(fit.resamples) +
                " resamples of whole " + many;
    else
        text += " (interval " + fit.intervalReason;
    text += std::isfinite(fit.slopeSe) ? "; standard error " + g3(fit.slopeSe) + ')'
                                       : "; standard error " + fit.standardErrorReason + ')';
    text += " over " + plural(fit.families, one.c_str(), many.c_str()) + " and " +
            plural(fit.points, "point", "points");
    text += "; E' changes by the factor " + g3(fit.efficiencyFactor);
    if (std::isfinite(fit.efficiencyFactorLow))
        text += " (" + g3(fit.efficiencyFactorLow) + " to " + g3(fit.efficiencyFactorHigh) + ')';
    text += " per doubling of N within a " + one + " (ideal scaling: slope -1, factor 1)";
    text += "; naive slope (one intercept for all these points) " + g3(fit.naiveSlope) + ", so " +
            signedG3(fit.hardwareMix) + " of the pooled slope is hardware mix";
    if (!fit.intervalNote.empty())
        text += "; caveat: " + fit.intervalNote;
    if (!leftOut.empty())
        text += "; left out: " + leftOut;
    return text;
}

} // namespace mlpe::analysis
