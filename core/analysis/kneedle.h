#pragma once

#include <cstddef>
#include <vector>

namespace mlpe::analysis {

enum class CurveShape { Concave, Convex };
enum class CurveDirection { Increasing, Decreasing };

struct KneedleParams {
    double sensitivity = 1.0; // S: how many "average x steps" the difference curve must drop
    CurveShape shape = CurveShape::Convex;
    CurveDirection direction = CurveDirection::Decreasing;
};

struct KneedleResult {
    bool found = false;
    std::size_t index = 0; // into x / y
    double x = 0.0;
    double y = 0.0;
    std::vector<double> difference; // the difference curve (in x order of the transformed curve)
};

// Kneedle (Satopaa, Albrecht, Irwin, Raghavan 2011, "Finding a 'Kneedle' in a Haystack"), offline,
// without smoothing: normalise x and y to [0, 1]; turn the curve into a concave increasing one
// (convex decreasing: y -> 1 - y; concave decreasing: reverse y; convex increasing: reverse 1 - y);
// difference curve d = y - x; at each local maximum i of d the threshold is
// d[i] - S * mean(diff(x)); the first knee is the last local maximum before d falls below its
// threshold (a local minimum resets the threshold to 0). Matches the reference implementation
// `kneed` (Arvai) for interp_method="interp1d", online=False.
// `x` must be strictly ascending; fewer than 3 points or a flat y give found = false.
KneedleResult findKnee(const std::vector<double>& x, const std::vector<double>& y,
                       const KneedleParams& params);

} // namespace mlpe::analysis
