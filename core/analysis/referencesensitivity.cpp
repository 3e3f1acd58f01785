#include "referencesensitivity.h"

#include <algorithm>

namespace mlpe::analysis {

SensitivityResult referenceSensitivity(const std::vector<SeriesPoint>& view,
                                       int maxReferenceAccelerators, double tau) {
    SensitivityResult result;
    result.performed = true;
    result.maxReferenceAccelerators = maxReferenceAccelerators;
    result.tau = tau;

    // One point per N: the smallest G (ties: smaller key), ascending N. Sorted as pointers with
    // N and G beside them (the same comparisons, so the same order as sorting the points).
    struct Entry {
        int accelerators;
        double acceleratorMinutes;
        const SeriesPoint* point;
    };
    std::vector<Entry> entries;
    entries.reserve(view.size());
    for (const SeriesPoint& p : view)
        entries.push_back({p.accelerators, p.acceleratorMinutes, &p});
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        if (a.accelerators != b.accelerators)
            return a.accelerators < b.accelerators;
        if (a.acceleratorMinutes != b.acceleratorMinutes)
            return a.acceleratorMinutes < b.acceleratorMinutes;
        return a.point->key < b.point->key;
    });
    std::vector<const SeriesPoint*> sorted;
    sorted.reserve(entries.size());
    for (const Entry& e : entries)
        sorted.push_back(e.point);
    std::vector<SeriesPoint> perN;
    for (const SeriesPoint* p : sorted)
        if (perN.empty() || perN.back().accelerators != p->accelerators)
            perN.push_back(*p);
    // perN is its own best point per N (one point each, ascending N): thresholdBreakEven()
    // would reduce it to itself, so the threshold is taken from it directly.
    std::vector<const SeriesPoint*> best;
    for (const SeriesPoint& p : perN)
        best.push_back(&p);

    // The eligible references (ascending N, then G, then key), in the order of the entries
    // (N, then key): the index sort makes the comparisons the sort of the entries made.
    std::size_t eligible = 0;
    while (eligible < sorted.size() && sorted[eligible]->accelerators <= maxReferenceAccelerators)
        ++eligible;
    std::vector<std::size_t> entryOrder(eligible);
    for (std::size_t i = 0; i < eligible; ++i)
        entryOrder[i] = i;
    std::sort(entryOrder.begin(), entryOrder.end(), [&](std::size_t a, std::size_t b) {
        const SeriesPoint& pa = *sorted[a];
        const SeriesPoint& pb = *sorted[b];
        return pa.accelerators != pb.accelerators ? pa.accelerators < pb.accelerators
                                                  : pa.key < pb.key;
    });

    const std::string inputs = thresholdInputs(tau, perN.size()) +
                               " (best configuration per N of " + std::to_string(view.size()) +
                               " point(s)); reference: ";
    result.entries.reserve(eligible);
    for (std::size_t i : entryOrder) {
        const SeriesPoint& reference = *sorted[i];
        for (SeriesPoint& p : perN)
            p.efficiency = reference.acceleratorMinutes / p.acceleratorMinutes;
        SensitivityEntry entry;
        entry.referenceKey = reference.key;
        entry.referenceAccelerators = reference.accelerators;
        entry.referenceMinutes = reference.minutes;
        entry.threshold = thresholdOnBestPerN(best, tau, "all", inputs + reference.key);
        switch (entry.threshold.outcome) {
        case BreakEvenOutcome::Found:
            ++result.found;
            break;
        case BreakEvenOutcome::AtOrAbove:
            ++result.atOrAbove;
            break;
        case BreakEvenOutcome::Below:
            ++result.below;
            break;
        default:
            break;
        }
        result.entries.push_back(std::move(entry));
    }

    std::vector<double> values;
    for (const SensitivityEntry& e : result.entries)
        if (e.threshold.outcome == BreakEvenOutcome::Found)
            values.push_back(e.threshold.accelerators);
    if (!values.empty()) {
        std::sort(values.begin(), values.end());
        result.minAccelerators = values.front();
        result.maxAccelerators = values.back();
        const std::size_t m = values.size() / 2;
        result.medianAccelerators =
            values.size() % 2 ? values[m] : 0.5 * (values[m - 1] + values[m]);
    }
    return result;
}

} // namespace mlpe::analysis
