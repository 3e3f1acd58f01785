#include "numberformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

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

std::string formatFixed(double v, int decimals) {
    return fixed(v, decimals);
}

} // namespace mlpe::analysis
