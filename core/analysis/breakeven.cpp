#include "breakeven.h"

#include "kneedle.h"
#include "numberformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace mlpe::analysis {

std::string inputsNumber(double v) {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%.6g", v);
    return buffer;
}

namespace {

void setConfiguration(BreakEvenResult& r, const SeriesPoint& p) {
    r.pointKey = p.key;
    r.accelerators = p.accelerators;
    r.minutes = p.minutes;
    r.acceleratorMinutes = p.acceleratorMinutes;
    r.efficiency = p.efficiency;
}

} // namespace

std::string thresholdInputs(double tau, std::size_t points) {
    return "largest N with E′ >= tau = " + inputsNumber(tau) +
           ", log2-N interpolation, best E′ per N, " + std::to_string(points) + " point(s)";
}

BreakEvenResult thresholdBreakEven(const std::vector<SeriesPoint>& series, double tau,
                                   const std::string& seriesName) {
    if (series.empty()) {
        BreakEvenResult r;
        r.definition = BreakEvenDefinition::EfficiencyThreshold;
        r.series = seriesName;
        r.parameter = tau;
        r.inputs = thresholdInputs(tau, series.size());
        r.outcome = BreakEvenOutcome::NotAvailable;
        r.reason = "no points in this series";
        return r;
    }
    // Best point per distinct N, ascending N. N and E' are sorted beside each pointer, where the
    // comparisons read them without following it (the same comparisons: the same order).
    struct Entry {
        int accelerators;
        double efficiency;
        const SeriesPoint* point;
    };
    std::vector<Entry> sorted;
    sorted.reserve(series.size());
    for (const SeriesPoint& p : series)
        sorted.push_back({p.accelerators, p.efficiency, &p});
    std::sort(sorted.begin(), sorted.end(), [](const Entry& a, const Entry& b) {
        if (a.accelerators != b.accelerators)
            return a.accelerators < b.accelerators;
        if (a.efficiency != b.efficiency)
            return a.efficiency > b.efficiency;
        return a.point->key < b.point->key;
    });
    std::vector<const SeriesPoint*> best;
    for (const Entry& e : sorted)
        if (best.empty() || best.back()->accelerators != e.accelerators)
            best.push_back(e.point);
    return thresholdOnBestPerN(best, tau, seriesName, thresholdInputs(tau, series.size()));
}

BreakEvenResult thresholdOnBestPerN(const std::vector<const SeriesPoint*>& best, double tau,
                                    const std::string& seriesName, std::string inputs) {
    BreakEvenResult r;
    r.definition = BreakEvenDefinition::EfficiencyThreshold;
    r.series = seriesName;
    r.parameter = tau;
    r.inputs = std::move(inputs);
    if (best.empty()) {
        r.outcome = BreakEvenOutcome::NotAvailable;
        r.reason = "no points in this series";
        return r;
    }
    r.distinctAccelerators = static_cast<int>(best.size());

    std::size_t last = best.size();
    for (std::size_t i = 0; i < best.size(); ++i)
        if (best[i]->efficiency >= tau)
            last = i;
    if (last == best.size()) {
        r.outcome = BreakEvenOutcome::Below;
        r.reason = "no N reaches E′ >= " + inputsNumber(tau);
        return r;
    }
    setConfiguration(r, *best[last]);
    if (last + 1 == best.size()) {
        r.outcome = BreakEvenOutcome::AtOrAbove;
        r.reason = "every N up to the largest (" + formatCount(best[last]->accelerators) +
                   ") has E′ >= " + inputsNumber(tau) + "; the break-even lies beyond the data";
        return r;
    }
    const SeriesPoint& lo = *best[last];
    const SeriesPoint& hi = *best[last + 1];
    const double l0 = std::log2(static_cast<double>(lo.accelerators));
    const double l1 = std::log2(static_cast<double>(hi.accelerators));
    const double fraction = (lo.efficiency - tau) / (lo.efficiency - hi.efficiency);
    r.outcome = BreakEvenOutcome::Found;
    r.accelerators = std::exp2(l0 + fraction * (l1 - l0));
    r.minutes = kNaN;
    r.acceleratorMinutes = kNaN;
    r.efficiency = tau;
    r.upperKey = hi.key;
    return r;
}

BreakEvenResult kneeBreakEven(const std::vector<SeriesPoint>& frontier, double sensitivity,
                              int minDistinctN, const std::string& quantity) {
    BreakEvenResult r;
    r.definition = BreakEvenDefinition::ParetoKnee;
    r.series = "all";
    r.parameter = sensitivity;
    // Strictly ascending T: among equal T (near-ties kept by epsilon) the lowest G stands.
    std::vector<const SeriesPoint*> curve;
    for (const SeriesPoint& p : frontier)
        curve.push_back(&p);
    std::sort(curve.begin(), curve.end(), [](const SeriesPoint* a, const SeriesPoint* b) {
        if (a->minutes != b->minutes)
            return a->minutes < b->minutes;
        if (a->acceleratorMinutes != b->acceleratorMinutes)
            return a->acceleratorMinutes < b->acceleratorMinutes;
        return a->key < b->key;
    });
    curve.erase(std::unique(curve.begin(), curve.end(),
                            [](const SeriesPoint* a, const SeriesPoint* b) {
                                return a->minutes == b->minutes;
                            }),
                curve.end());
    std::set<int> distinctN;
    for (const SeriesPoint* p : curve)
        distinctN.insert(p->accelerators);
    r.inputs =
        "Kneedle (Satopaa et al. 2011) on the Pareto frontier G(T), convex decreasing, S = " +
        inputsNumber(sensitivity) + ", no smoothing, " + std::to_string(curve.size()) +
        " frontier point(s), " + std::to_string(distinctN.size()) + " distinct N";
    if (curve.size() < 3) {
        r.outcome = BreakEvenOutcome::NotAvailable;
        r.reason =
            "a knee needs at least 3 frontier points, there are " + std::to_string(curve.size());
        return r;
    }
    std::vector<double> x, y;
    for (const SeriesPoint* p : curve) {
        x.push_back(p->minutes);
        y.push_back(p->acceleratorMinutes);
    }
    const KneedleResult knee =
        findKnee(x, y, {sensitivity, CurveShape::Convex, CurveDirection::Decreasing});
    const bool enoughN = static_cast<int>(distinctN.size()) >= minDistinctN;
    if (enoughN && knee.found) {
        r.outcome = BreakEvenOutcome::Found;
        setConfiguration(r, *curve[knee.index]);
        return r;
    }
    if (knee.difference.empty()) { // x or y without spread: no curve to speak of
        r.outcome = BreakEvenOutcome::NotAvailable;
        r.reason = "the frontier has no spread in T or " + quantity;
        return r;
    }
    // Fallback: the largest difference (the farthest point from the chord, normalised).
    std::size_t at = 0;
    for (std::size_t i = 1; i < knee.difference.size(); ++i)
        if (knee.difference[i] > knee.difference[at])
            at = i;
    r.outcome = BreakEvenOutcome::Fallback;
    r.reason = enoughN
                   ? "Kneedle found no knee at S = " + inputsNumber(sensitivity)
                   : "only " + std::to_string(distinctN.size()) + " distinct N on the frontier (" +
                         std::to_string(minDistinctN) + " needed for Kneedle)";
    r.reason += "; using the frontier point farthest from the chord instead";
    setConfiguration(r, *curve[at]);
    return r;
}

BreakEvenResult valueOfTimeBreakEven(const std::vector<SeriesPoint>& series, double lambda,
                                     const std::string& seriesName) {
    BreakEvenResult r;
    r.definition = BreakEvenDefinition::ValueOfTime;
    r.series = seriesName;
    r.parameter = lambda;
    r.inputs = "minimum of G + lambda T, lambda = " + inputsNumber(lambda) +
               " accelerator-minutes per minute, " + std::to_string(series.size()) + " point(s)";
    const SeriesPoint* best = nullptr;
    double bestCost = 0.0;
    for (const SeriesPoint& p : series) {
        const double cost = p.acceleratorMinutes + lambda * p.minutes;
        const bool better = !best || cost < bestCost ||
                            (cost == bestCost && (p.accelerators != best->accelerators
                                                      ? p.accelerators < best->accelerators
                                                      : p.key < best->key));
        if (better) {
            best = &p;
            bestCost = cost;
        }
    }
    if (!best) {
        r.outcome = BreakEvenOutcome::NotAvailable;
        r.reason = "no points in this series";
        return r;
    }
    r.outcome = BreakEvenOutcome::Found;
    setConfiguration(r, *best);
    return r;
}

} // namespace mlpe::analysis
