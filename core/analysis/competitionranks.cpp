#include "competitionranks.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>

namespace mlpe::analysis {

std::vector<int> competitionRanksDescending(const std::vector<double>& values) {
    std::vector<int> ranks(values.size(), 0);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (std::isfinite(values[i]))
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
    const auto same = [](double a, double b) {
        return std::fabs(a - b) <= 1e-12 * std::max(std::fabs(a), std::fabs(b));
    };
    for (std::size_t place = 0; place < order.size(); ++place) {
        const std::size_t i = order[place];
        const bool tie = place > 0 && same(values[order[place - 1]], values[i]);
        ranks[i] = tie ? ranks[order[place - 1]] : static_cast<int>(place) + 1;
    }
    return ranks;
}

} // namespace mlpe::analysis
