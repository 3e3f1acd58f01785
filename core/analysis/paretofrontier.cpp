#include "paretofrontier.h"

#include <algorithm>
#include <limits>

namespace mlpe::analysis {

std::vector<std::size_t> paretoFrontier(const std::vector<double>& minutes,
                                        const std::vector<double>& acceleratorMinutes,
                                        double epsilon) {
    const std::size_t n = minutes.size();
    // (T, G, index) sorted together: a strict order, so one result whatever the sort.
    struct Entry {
        double minutes;
        double acceleratorMinutes;
        std::size_t index;
    };
    std::vector<Entry> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = {minutes[i], acceleratorMinutes[i], i};
    std::sort(order.begin(), order.end(), [](const Entry& a, const Entry& b) {
        if (a.minutes != b.minutes)
            return a.minutes < b.minutes;
        if (a.acceleratorMinutes != b.acceleratorMinutes)
            return a.acceleratorMinutes < b.acceleratorMinutes;
        return a.index < b.index;
    });
    std::vector<double> sortedT(n);
    std::vector<double> prefixMinG(n); // min G over order[0..i]
    double running = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < n; ++i) {
        sortedT[i] = order[i].minutes;
        running = std::min(running, order[i].acceleratorMinutes);
        prefixMinG[i] = running;
    }
    const double factor = 1.0 + std::max(0.0, epsilon);
    std::vector<std::size_t> frontier;
    for (const Entry& e : order) {
        const double t = e.minutes / factor;
        const double g = e.acceleratorMinutes / factor;
        // Points with T_q < t: dominated if any has G_q <= g.
        const auto strictEnd = static_cast<std::size_t>(
            std::lower_bound(sortedT.begin(), sortedT.end(), t) - sortedT.begin());
        // Points with T_q <= t: dominated if any has G_q < g.
        const auto weakEnd = static_cast<std::size_t>(
            std::upper_bound(sortedT.begin(), sortedT.end(), t) - sortedT.begin());
        const bool dominated = (strictEnd > 0 && prefixMinG[strictEnd - 1] <= g) ||
                               (weakEnd > 0 && prefixMinG[weakEnd - 1] < g);
        if (!dominated)
            frontier.push_back(e.index);
    }
    return frontier;
}

} // namespace mlpe::analysis
