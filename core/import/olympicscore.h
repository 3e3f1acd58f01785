#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace mlpe {

// The official olympic mean (mlperf-data.md, "Time and score"): with F invalid runs and D the
// benchmark's drop count, sort the valid times, drop the D fastest and the (D - F) slowest
// (invalid runs take the slowest slots), and average the rest, summing left to right in sorted
// order like the official summarizer. No score when F > D or when nothing is left to average.
struct OlympicScore {
    std::optional<double> mean;
    // Indices into the input `validMinutes` of the runs averaged, in sorted (ascending) order.
    // Energy is averaged over exactly these runs.
    std::vector<std::size_t> kept;

    static OlympicScore compute(const std::vector<double>& validMinutes, int invalidRuns, int drop);
    // The mean of values[kept] in the order of `kept` (energy per run, same runs as the time).
    static double meanOver(const std::vector<double>& values, const std::vector<std::size_t>& kept);
};

} // namespace mlpe
