#include "numberwords.h"

#include <cctype>
#include <cmath>

namespace mlpe::text {

using namespace mlpe::analysis;

namespace {

bool crossedByHalf(const BreakEvenResult& b) {
    return 2 * b.intervalResamples >= b.resamples;
}

bool bootstrappedFound(const BreakEvenResult& b) {
    return b.definition == BreakEvenDefinition::EfficiencyThreshold &&
           b.outcome == BreakEvenOutcome::Found && b.resamples > 0;
}

} // namespace

// Significant figures that tell N* and its interval's ends apart: 3, or up to 6 when they would
// print alike ("109 (109–109)" says nothing; "109 (108.6–109.3)" does). Ends that are equal
// print alike at any precision.
int thresholdDigits(const BreakEvenResult& b) {
    if (!std::isfinite(b.acceleratorsLow) || !std::isfinite(b.acceleratorsHigh))
        return 3;
    const auto distinct = [](double x, double y, int d) {
        return x == y || formatApprox(x, d) != formatApprox(y, d);
    };
    for (int digits = 3; digits < 6; ++digits)
        if (distinct(b.acceleratorsLow, b.acceleratorsHigh, digits) &&
            distinct(b.acceleratorsLow, b.accelerators, digits) &&
            distinct(b.accelerators, b.acceleratorsHigh, digits))
            return digits;
    return 6;
}

std::string thresholdInterval(const BreakEvenResult& b) {
    if (!bootstrappedFound(b) || !std::isfinite(b.acceleratorsLow) ||
        !std::isfinite(b.acceleratorsHigh) || !crossedByHalf(b))
        return {};
    const int digits = thresholdDigits(b);
    return formatApprox(b.acceleratorsLow, digits) + "–" +
           formatApprox(b.acceleratorsHigh, digits) + "; " + formatCount(b.intervalResamples) +
           " of " + formatCount(b.resamples) + " resamples cross";
}

std::string thresholdIntervalCaveat(const BreakEvenResult& b) {
    if (!bootstrappedFound(b) || crossedByHalf(b))
        return {};
    return "only " + formatCount(b.intervalResamples) + " of " + formatCount(b.resamples) +
           " resamples cross τ: no interval";
}

std::string thresholdLeftOut(const BreakEvenResult& b) {
    if (b.definition != BreakEvenDefinition::EfficiencyThreshold || b.distinctAccelerators != 1 ||
        b.outcome == BreakEvenOutcome::NotAvailable)
        return {};
    const std::string why = " (a break-even needs points at two N or more)";
    const std::string::size_type end = b.inputs.rfind(" point(s)");
    std::string::size_type begin = end;
    while (begin != std::string::npos && begin > 0 &&
           std::isdigit(static_cast<unsigned char>(b.inputs[begin - 1])))
        --begin;
    const std::string count = end == std::string::npos || begin == end
                                  ? std::string()
                                  : b.inputs.substr(begin, end - begin);
    if (count.empty() || count == "1")
        return "left out: 1 point" + why;
    return "left out: " + count + " points, all at N = " + formatAccelerators(b.accelerators) + why;
}

std::string thresholdText(const BreakEvenResult& b) {
    if (const std::string leftOut = thresholdLeftOut(b); !leftOut.empty())
        return leftOut;
    switch (b.outcome) {
    case BreakEvenOutcome::Found: {
        const std::string interval = thresholdInterval(b);
        std::string text =
            "N* ≈ " + formatApprox(b.accelerators, interval.empty() ? 3 : thresholdDigits(b));
        const std::string caveat = thresholdIntervalCaveat(b);
        if (!interval.empty())
            text += " (" + interval + ")";
        else if (!caveat.empty())
            text += " (" + caveat + ")";
        return text;
    }
    case BreakEvenOutcome::AtOrAbove:
        return "N* ≥ " + formatAccelerators(b.accelerators);
    case BreakEvenOutcome::Below:
        return "no N meets τ";
    case BreakEvenOutcome::Fallback:
    case BreakEvenOutcome::NotAvailable:
        break;
    }
    return "no threshold N*";
}

std::string peakIntervalText(const ScalingFit& f) {
    const Interval& p = f.peakInterval;
    if (std::isnan(p.low) || std::isnan(p.high))
        return "n/a";
    if (std::isinf(p.low))
        return "none (no peak in at least 97.5 % of the resamples)";
    if (std::isinf(p.high))
        return formatApprox(p.low) + "–∞ (unbounded: some resamples have no peak)";
    return formatApprox(p.low) + "–" + formatApprox(p.high);
}

std::string fitIntervalText(const ScalingFit& f) {
    if (f.resamples == 0 || !std::isfinite(f.sigmaInterval.low))
        return {};
    std::string text =
        "σ " + formatApprox(f.sigmaInterval.low) + "–" + formatApprox(f.sigmaInterval.high);
    if (f.model != FitModel::Usl)
        return text;
    if (f.kappaInterval.high == 0.0)
        return text + "; κ = 0 and no peak in at least 97.5 % of the resamples";
    return text + ", κ " + formatApprox(f.kappaInterval.low) + "–" +
           formatApprox(f.kappaInterval.high) + ", N_peak " + peakIntervalText(f);
}

} // namespace mlpe::text
