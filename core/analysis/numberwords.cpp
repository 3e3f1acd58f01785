#include "numberwords.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace mlpe::analysis {

namespace {

// Groups the integer digits of a plain decimal text ("-1234.5" -> "-1,234.5"), building a new
// string (GCC 12 warns about in-place insertion with a false -Wrestrict).
std::string grouped(const std::string& digits) {
    const std::size_t sign = !digits.empty() && digits[0] == '-' ? 1 : 0;
    const std::size_t dot = std::min(digits.find('.'), digits.size());
    std::string text = digits.substr(0, sign);
    for (std::size_t i = sign; i < dot; ++i) {
        text += digits[i];
        const std::size_t left = dot - i - 1;
        if (left > 0 && left % 3 == 0)
            text += ',';
    }
    return text + digits.substr(dot);
}

// Decimals that show `digits` significant figures of v (none past the integer digits).
int decimalsFor(double v, int digits) {
    if (v == 0.0)
        return digits - 1;
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(v))));
    return std::max(0, digits - 1 - magnitude);
}

std::string fixed(double v, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

// Rounds first, then counts decimals again: 9.996 to 3 figures is "10.0", not "9.996" -> "10.00".
std::string significant(double v, int digits) {
    int decimals = decimalsFor(v, digits);
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(v * scale) / scale;
    decimals = std::min(decimals, decimalsFor(rounded, digits));
    return fixed(v, decimals);
}

bool whole(double v) {
    return std::fabs(v - std::round(v)) < 1e-9;
}

bool crossedByHalf(const BreakEvenResult& b) {
    return 2 * b.intervalResamples >= b.resamples;
}

bool bootstrappedFound(const BreakEvenResult& b) {
    return b.definition == BreakEvenDefinition::EfficiencyThreshold &&
           b.outcome == BreakEvenOutcome::Found && b.resamples > 0;
}

} // namespace

std::string formatCount(long long n) {
    return grouped(std::to_string(n));
}

std::string formatApprox(double v, int digits) {
    if (std::isnan(v))
        return "n/a";
    if (std::isinf(v))
        return v > 0 ? "∞" : "-∞";
    digits = std::max(1, digits);
    std::string text;
    if (v != 0.0 && std::fabs(v) < 1e-3) {
        // Tiny values (USL kappa) in scientific notation: "3.4e-09", not nine zeros.
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.*e", digits - 1, v);
        text = buffer;
        const std::size_t e = text.find('e');
        std::string mantissa = text.substr(0, e);
        if (mantissa.find('.') != std::string::npos) {
            mantissa.erase(mantissa.find_last_not_of('0') + 1);
            if (mantissa.back() == '.')
                mantissa.pop_back();
        }
        return mantissa + text.substr(e);
    }
    text = significant(v, digits);
    if (text.find('.') != std::string::npos) {
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.')
            text.pop_back();
    }
    if (text == "-0")
        text = "0";
    return grouped(text);
}

std::string formatEfficiency(double e) {
    return std::isfinite(e) ? grouped(significant(e, 3)) : std::string("n/a");
}

std::string formatAccelerators(double n) {
    if (!std::isfinite(n))
        return "n/a";
    return whole(n) ? grouped(fixed(n, 0)) : formatApprox(n);
}

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

} // namespace mlpe::analysis
