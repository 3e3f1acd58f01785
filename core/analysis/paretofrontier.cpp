#include "paretofrontier.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace mlpe::analysis {

std::vector<std::size_t> paretoFrontier(const std::vector<double>& minutes,
                                        const std::vector<double>& acceleratorMinutes,
                                        double epsilon) {
    const std::size_t n = minutes.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (minutes[a] != minutes[b])
            return minutes[a] < minutes[b];
        if (acceleratorMinutes[a] != acceleratorMinutes[b])
            return acceleratorMinutes[a] < acceleratorMinutes[b];
        return a < b;
    });
    std::vector<double> sortedT(n);
    std::vector<double> prefixMinG(n); // min G over order[0..i]
    double running = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < n; ++i) {
        sortedT[i] = minutes[order[i]];
        running = std::min(running, acceleratorMinutes[order[i]]);
        prefixMinG[i] = running;
    }
    const double factor = 1.0 + std::max(0.0, epsilon);
    std::vector<std::size_t> frontier;
    for (std::size_t i : order) {
        const double t = minutes[i] / factor;
        const double g = acceleratorMinutes[i] / factor;
        // Points with T_q < t: dominated if any has G_q <= g.
        const auto strictEnd = static_cast<std::size_t>(
            std::lower_bound(sortedT.begin(), sortedT.end(), t) - sortedT.begin());
        // Points with T_q <= t: dominated if any has G_q < g.
        const auto weakEnd = static_cast<std::size_t>(
            std::upper_bound(sortedT.begin(), sortedT.end(), t) - sortedT.begin());
        const bool dominated = (strictEnd > 0 && prefixMinG[strictEnd - 1] <= g) ||
                               (weakEnd > 0 && prefixMinG[weakEnd - 1] < g);
        if (!dominated)
            frontier.push_back(i);
    }
    return frontier;
}

} // namespace mlpe::analysis
