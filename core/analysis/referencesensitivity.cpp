#include "referencesensitivity.h"

#include <algorithm>

namespace mlpe::analysis {

SensitivityResult referenceSensitivity(const std::vector<SeriesPoint>& view,
                                       int maxReferenceAccelerators, double tau) {
    SensitivityResult result;
    result.performed = true;
    result.maxReferenceAccelerators = maxReferenceAccelerators;
    result.tau = tau;

    // One point per N: the smallest G (ties: smaller key), ascending N.
    std::vector<SeriesPoint> sorted = view;
    std::sort(sorted.begin(), sorted.end(), [](const SeriesPoint& a, const SeriesPoint& b) {
        if (a.accelerators != b.accelerators)
            return a.accelerators < b.accelerators;
        if (a.acceleratorMinutes != b.acceleratorMinutes)
            return a.acceleratorMinutes < b.acceleratorMinutes;
        return a.key < b.key;
    });
    std::vector<SeriesPoint> perN;
    for (const SeriesPoint& p : sorted)
        if (perN.empty() || perN.back().accelerators != p.accelerators)
            perN.push_back(p);

    for (const SeriesPoint& reference : sorted) { // ascending N, then G, then key
        if (reference.accelerators > maxReferenceAccelerators)
            break;
        for (SeriesPoint& p : perN)
            p.efficiency = reference.acceleratorMinutes / p.acceleratorMinutes;
        SensitivityEntry entry;
        entry.referenceKey = reference.key;
        entry.referenceAccelerators = reference.accelerators;
        entry.referenceMinutes = reference.minutes;
        entry.threshold = thresholdBreakEven(perN, tau, "all");
        entry.threshold.inputs += " (best configuration per N of " + std::to_string(view.size()) +
                                  " point(s)); reference: " + reference.key;
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
    std::sort(result.entries.begin(), result.entries.end(),
              [](const SensitivityEntry& a, const SensitivityEntry& b) {
                  return a.referenceAccelerators != b.referenceAccelerators
                             ? a.referenceAccelerators < b.referenceAccelerators
                             : a.referenceKey < b.referenceKey;
              });

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
