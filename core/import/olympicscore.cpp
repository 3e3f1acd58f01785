#include "olympicscore.h"

#include <algorithm>
#include <numeric>

namespace mlpe {

OlympicScore OlympicScore::compute(const std::vector<double>& validMinutes, int invalidRuns,
                                   int drop) {
    OlympicScore score;
    if (invalidRuns < 0 || drop < 0 || invalidRuns > drop)
        return score;
    std::vector<std::size_t> order(validMinutes.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Stable: equal times keep file order, like Python's sort of the official summarizer.
    std::stable_sort(order.begin(), order.end(), [&validMinutes](std::size_t a, std::size_t b) {
        return validMinutes[a] < validMinutes[b];
    });
    const auto n = static_cast<long long>(order.size());
    const long long first = drop;
    const long long last = n - (drop - invalidRuns); // exclusive
    if (last <= first)
        return score;
    score.kept.assign(order.begin() + first, order.begin() + last);
    score.mean = meanOver(validMinutes, score.kept);
    return score;
}

double OlympicScore::meanOver(const std::vector<double>& values,
                              const std::vector<std::size_t>& kept) {
    double sum = 0.0;
    for (const std::size_t i : kept)
        sum += values[i];
    return sum * 1.0 / static_cast<double>(kept.size());
}

} // namespace mlpe
