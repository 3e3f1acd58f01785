#include "hardwarefitverdict.h"

#include "core/analysis/slopeintervalcoverage.h"
#include "numberwords.h"

#include <charconv>
#include <cmath>

namespace mlpe::text {

using namespace mlpe::analysis;

namespace {

// 3 significant digits, "%.3g"-style but independent of the C locale (the window sets one).
std::string g3(double value) {
    char buffer[32];
    const auto end =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 3).ptr;
    return std::string(buffer, end);
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

static std::string familySlopesText(const HardwareControlledFit& fit) {
    std::string text;
    for (const FamilyLine& l : fit.lines) {
        if (!text.empty())
            text += ", ";
        text += l.family + ' ' + g3(l.slope);
    }
    return text;
}

std::string hardwareFitVerdict(const HardwareControlledFit& fit) {
    const std::string leftOut = leftOutFamiliesText(fit);
    if (fit.outcome != HardwareFitOutcome::Fitted)
        return fit.reason + (leftOut.empty() ? std::string() : "; left out: " + leftOut);
    const std::string one = hardwareGroupNoun(fit.grouping, false);
    const std::string many = hardwareGroupNoun(fit.grouping, true);
    const std::string level = g3(fit.level * 100.0) + " %";
    const std::string groups = plural(fit.families, one.c_str(), many.c_str());
    std::string text = "within-" + one + " slope of log2 T on log2 N " + g3(fit.slope) + " over " +
                       groups + " and " + plural(fit.points, "point", "points");
    // Both standard errors, each named for what it assumes.
    text += "; standard error ";
    text += std::isfinite(fit.slopeSe) ? g3(fit.slopeSe) : fit.standardErrorReason;
    text += " classical (independent errors, one common slope)";
    if (std::isfinite(fit.clusterSe))
        text += ", " + g3(fit.clusterSe) + " cluster-robust (CR2, " + many + " as clusters)";
    // The interval whose coverage was shown: CR2 with t at Bell-McCaffrey's degrees of freedom.
    if (std::isfinite(fit.clusterLow)) {
        const std::string how =
            "CR2 with t at " + plural(fit.clusterDegreesOfFreedom, "degree", "degrees") +
            " of freedom; simulated coverage " + g3(fit.clusterCoverage) + " at " + groups;
        text += coverageEarnsLevel(fit.clusterCoverage)
                    ? "; " + level + " interval " + g3(fit.clusterLow) + " to " +
                          g3(fit.clusterHigh) + " (" + how + ')'
                    : "; interval " + g3(fit.clusterLow) + " to " + g3(fit.clusterHigh) + " (" +
                          how + ", so not a " + level + " interval)";
    }
    // The families' own slopes, and the family bootstrap by what it covered.
    if (fit.lines.size() >= 2)
        text += "; the " + many + "' own slopes: " + familySlopesText(fit) + ", range " +
                g3(fit.familySlopeMin) + " to " + g3(fit.familySlopeMax);
    if (std::isfinite(fit.slopeLow)) {
        const std::string bootstrap = g3(fit.slopeLow) + " to " + g3(fit.slopeHigh) + " from " +
                                      formatCount(fit.resamples) + " resamples of whole " + many;
        if (coverageEarnsLevel(fit.bootstrapCoverage))
            text += "; " + level + " interval " + bootstrap + " (family bootstrap; simulated " +
                    "coverage " + g3(fit.bootstrapCoverage) + " at " + groups + ')';
        else if (std::isfinite(fit.bootstrapCoverage))
            text += "; percentile interval " + bootstrap + " (simulated coverage " +
                    g3(fit.bootstrapCoverage) + " at " + groups + ", so not a " + level +
                    " interval)";
        else
            text +=
                "; percentile interval " + bootstrap + " (coverage not simulated at " + level + ')';
    } else {
        text += "; no bootstrap interval (" + fit.intervalReason + ')';
    }
    text += "; E′ changes by the factor " + g3(fit.efficiencyFactor);
    if (std::isfinite(fit.clusterLow))
        text += " (" + g3(efficiencyFactorPerDoubling(fit.clusterHigh)) + " to " +
                g3(efficiencyFactorPerDoubling(fit.clusterLow)) + " over the CR2 interval)";
    text += " per doubling of N within a " + one + " (ideal scaling: slope -1, factor 1)";
    // With one group there is no hardware mix to speak of: say nothing rather than "0".
    if (fit.families >= 2) {
        text += "; naive slope (one intercept for all these points) " + g3(fit.naiveSlope);
        if (fit.hardwareMix != 0.0)
            text += std::string(", ") + (fit.hardwareMix > 0.0 ? "shallower" : "steeper") +
                    " than the within-" + one + " slope by " + g3(std::fabs(fit.hardwareMix)) +
                    ": that difference comes from which hardware sits at which N (hardware mix)";
    }
    if (!fit.intervalNote.empty())
        text += "; caveat: " + fit.intervalNote;
    text += "; a " + one + "'s points are different submitted systems, not one machine scaled out";
    if (!leftOut.empty())
        text += "; left out: " + leftOut;
    return text;
}

} // namespace mlpe::text
