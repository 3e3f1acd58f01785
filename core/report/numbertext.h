#pragma once

#include <QString>

namespace mlpe {

// Decimal text of doubles for reports that promise a minimum precision (summarize's
// score_minutes "printed with at least 12 significant digits").
class NumberText {
public:
    // The shortest text that parses back to exactly `value` when it already has at least
    // `digits` significant digits; otherwise that same decimal padded with trailing zeros to
    // exactly `digits` significant digits (366.18525 -> "366.185250000" for 12). Padding only
    // appends zeros to the shortest round-trip digits, so the text still parses back to the same
    // double. Fixed notation for decimal exponents -5..digits-1, scientific ("1.00000000000e+15")
    // outside. Non-finite values and digits < 2 give the shortest form ("nan", "inf").
    static QString atLeastSignificant(double value, int digits);

    // Significant digits of a decimal number text ("366.18525" -> 8, "0.0012" -> 2,
    // "1.50e+03" -> 3, "1000" -> 4: trailing zeros of an integer count as written).
    static int significantDigits(const QString& text);

    // Numbers for people, as every sentence writes them (analysis::formatApprox: 3 significant
    // figures, "n/a" for no value, "∞"): the one formatter of the text writers and the report,
    // whose tables keep every digit in their CSV.
    static QString approx(double value);
};

} // namespace mlpe
