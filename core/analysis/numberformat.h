#pragma once

#include <string>

// Numbers in text for people (stderr lines, the report, the window's panels, chart captions,
// the analysis's own notes), written by one formatter so that the same value reads the same
// everywhere. The data carry two to three significant figures (run-to-run spread is a few per
// cent), so N* and interval ends show three and E' three; machine outputs (CSV, JSON) keep full
// precision and never use these. The sentences built from them live in core/text.
namespace mlpe::analysis {

// "1,413", "2,000", "-12": an integer with its thousands grouped by commas.
std::string formatCount(long long n);

// `v` to `digits` significant figures without rounding away integer digits, trailing zeros
// dropped, thousands grouped: 556.1867 -> "556", 11.63 -> "11.6", 7.1 -> "7.1", 3472 -> "3,472",
// 0.012345 -> "0.0123"; below 0.001 in scientific notation (3.4e-09). "n/a" for NaN, "∞" / "-∞"
// for infinities.
std::string formatApprox(double v, int digits = 3);

// E' (and other ratios near 1) to 3 significant figures, trailing zeros kept: 1 -> "1.00",
// 0.2 -> "0.200", 1.0396 -> "1.04", 0.09531 -> "0.0953". "n/a" when not finite.
std::string formatEfficiency(double e);

// N and N* as the sentences print them: whole numbers exactly ("3,472", "4"), others as
// formatApprox ("12.3", "556").
std::string formatAccelerators(double n);

// `v` with `decimals` decimals ("0.94"), for E' in the sentences of the comparison texts.
std::string formatFixed(double v, int decimals);

} // namespace mlpe::analysis
