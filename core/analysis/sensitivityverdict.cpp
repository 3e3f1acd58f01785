#include "sensitivityverdict.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace mlpe::analysis {

std::string formatFixed(double v, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

std::string formatAccelerators(double n) {
    if (!std::isfinite(n))
        return "n/a";
    const bool whole = std::fabs(n - std::round(n)) < 1e-9;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, whole ? "%.0f" : "%.1f", n);
    // Group the integer digits in threes, building a new string (GCC 12 warns about in-place
    // insertion with a false -Wrestrict).
    const std::string digits = buffer;
    const std::size_t sign = digits[0] == '-' ? 1 : 0;
    const std::size_t dot = std::min(digits.find('.'), digits.size());
    std::string text = digits.substr(0, sign);
    for (std::size_t i = sign; i < dot; ++i) {
        text += digits[i];
        const std::size_t left = dot - i - 1;
        if (left > 0 && left % 3 == 0)
            text += ',';
    }
    text += digits.substr(dot);
    return text;
}

namespace {

std::string references(int n) {
    return std::to_string(n) + (n == 1 ? " reference" : " references");
}

} // namespace

SensitivityVerdict sensitivityVerdict(const SensitivityResult& s) {
    SensitivityVerdict v;
    v.references = static_cast<int>(s.entries.size());
    for (const SensitivityEntry& e : s.entries) {
        const BreakEvenResult& t = e.threshold;
        switch (t.outcome) {
        case BreakEvenOutcome::Found:
            ++v.found;
            v.foundMin = v.found == 1 ? t.accelerators : std::min(v.foundMin, t.accelerators);
            v.foundMax = v.found == 1 ? t.accelerators : std::max(v.foundMax, t.accelerators);
            break;
        case BreakEvenOutcome::AtOrAbove:
            ++v.atOrAbove;
            v.largestN =
                std::isfinite(v.largestN) ? std::max(v.largestN, t.accelerators) : t.accelerators;
            break;
        case BreakEvenOutcome::Below:
            ++v.below;
            break;
        default:
            ++v.notAvailable;
            break;
        }
    }
    if (!s.performed || v.references == 0) {
        v.text = "no reference sensitivity (no candidate reference with N <= " +
                 std::to_string(s.maxReferenceAccelerators) + ")";
        return v;
    }
    if (v.found == 0)
        v.text = "N* found under 0 of " + references(v.references);
    else if (formatAccelerators(v.foundMin) == formatAccelerators(v.foundMax))
        v.text = "N* \u2248 " + formatAccelerators(v.foundMin) + " under " +
                 std::to_string(v.found) + " of " + references(v.references);
    else
        v.text = "N* between " + formatAccelerators(v.foundMin) + " and " +
                 formatAccelerators(v.foundMax) + " under " + std::to_string(v.found) + " of " +
                 references(v.references);
    if (v.atOrAbove > 0)
        v.text += "; at or above " + formatAccelerators(v.largestN) + " under " +
                  std::to_string(v.atOrAbove);
    if (v.below > 0)
        v.text += "; below the smallest N under " + std::to_string(v.below);
    if (v.notAvailable > 0)
        v.text += "; not available under " + std::to_string(v.notAvailable);
    return v;
}

} // namespace mlpe::analysis
