#include "rununcertainty.h"

#include "breakeven.h"
#include "deterministicrandom.h"
#include "runspread.h"
#include "scalingfit.h"

#include <map>

namespace mlpe::analysis {

void applyRunSpread(const std::vector<AnalysisPoint>& points, AnalysisResult& result) {
    std::vector<RunRange> ranges(points.size(), RunRange{kNaN, kNaN});
    for (std::size_t i = 0; i < points.size(); ++i)
        if (result.points[i].reference >= 0)
            ranges[i] = keptRunRange(points[i]);
    for (std::size_t i = 0; i < points.size(); ++i) {
        PointResult& r = result.points[i];
        if (r.reference < 0)
            continue;
        const ReferenceAssignment& ref = result.references[static_cast<std::size_t>(r.reference)];
        const RunRange own = ranges[i];
        const RunRange reference = ranges[ref.pointIndex];
        r.minutesMin = own.fastest;
        r.minutesMax = own.slowest;
        const double n = points[i].accelerators;
        const double nRef = ref.accelerators;
        r.speedupLow = reference.fastest / own.slowest;
        r.speedupHigh = reference.slowest / own.fastest;
        r.efficiencyLow = (nRef * reference.fastest) / (n * own.slowest);
        r.efficiencyHigh = (nRef * reference.slowest) / (n * own.fastest);
    }
}

namespace {

// One resampled olympic mean x scaling factor; the score itself when there are no runs.
double resampledMinutes(const AnalysisPoint& p, DeterministicRandom& random,
                        std::vector<double>& draw) {
    if (p.runMinutes.empty())
        return p.minutes;
    draw.resize(p.runMinutes.size());
    for (double& v : draw)
        v = p.runMinutes[random.index(p.runMinutes.size())];
    const double mean = olympicMeanSorting(draw, p.invalidRuns, p.olympicDrop);
    return std::isfinite(mean) ? mean * p.scalingFactor : p.minutes;
}

} // namespace

void bootstrapRunUncertainty(const std::vector<AnalysisPoint>& points,
                             const std::vector<std::size_t>& order, const UncertaintyParams& params,
                             double tau, AnalysisResult& result) {
    const int resamples = params.resamples;
    if (resamples <= 0 || order.empty())
        return;
    const std::size_t rows = order.size();
    std::vector<int> rowOf(points.size(), -1);
    for (std::size_t row = 0; row < rows; ++row)
        rowOf[order[row]] = static_cast<int>(row);
    // Reference row of each row (-1: no reference, or the reference is not in view).
    std::vector<int> referenceRow(rows, -1);
    for (std::size_t row = 0; row < rows; ++row) {
        const int ref = result.points[order[row]].reference;
        if (ref >= 0)
            referenceRow[row] = rowOf[result.references[static_cast<std::size_t>(ref)].pointIndex];
    }
    // Series of the threshold break-even: index 0 = all, then one per family (sorted, as the
    // engine's std::map orders them).
    std::map<std::string, std::vector<std::size_t>> familyRows;
    for (std::size_t row = 0; row < rows; ++row)
        familyRows[points[order[row]].family].push_back(row);

    DeterministicRandom random(params.seed);
    std::vector<double> minutes(rows), draw;
    std::vector<std::vector<double>> efficiency(rows);
    std::map<std::string, std::vector<double>> thresholds;
    std::vector<SeriesPoint> all(rows);
    for (int b = 0; b < resamples; ++b) {
        for (std::size_t row = 0; row < rows; ++row)
            minutes[row] = resampledMinutes(points[order[row]], random, draw);
        for (std::size_t row = 0; row < rows; ++row) {
            const AnalysisPoint& p = points[order[row]];
            double e = kNaN;
            if (referenceRow[row] >= 0) {
                const auto refRow = static_cast<std::size_t>(referenceRow[row]);
                const double nRef = points[order[refRow]].accelerators;
                e = (nRef * minutes[refRow]) / (p.accelerators * minutes[row]);
            }
            efficiency[row].push_back(e);
            all[row] = {p.key, p.accelerators, minutes[row], p.accelerators * minutes[row], e};
        }
        const auto collect = [&](const std::vector<SeriesPoint>& series, const std::string& name) {
            const BreakEvenResult t = thresholdBreakEven(series, tau, name);
            if (t.outcome == BreakEvenOutcome::Found)
                thresholds[name].push_back(t.accelerators);
        };
        collect(all, "all");
        for (const auto& [family, members] : familyRows) {
            std::vector<SeriesPoint> series;
            series.reserve(members.size());
            for (std::size_t row : members)
                series.push_back(all[row]);
            collect(series, family);
        }
    }

    const double tail = (1.0 - params.level) / 2.0;
    for (std::size_t row = 0; row < rows; ++row) {
        std::vector<double>& e = efficiency[row];
        if (points[order[row]].runMinutes.empty() || !std::isfinite(e.front()))
            continue;
        PointResult& r = result.points[order[row]];
        r.efficiencyCiLow = percentile(e, tail);
        r.efficiencyCiHigh = percentile(e, 1.0 - tail);
    }
    for (BreakEvenResult& b : result.breakEven) {
        if (b.definition != BreakEvenDefinition::EfficiencyThreshold)
            continue;
        b.resamples = resamples;
        auto found = thresholds.find(b.series);
        if (found == thresholds.end())
            continue;
        b.intervalResamples = static_cast<int>(found->second.size());
        b.acceleratorsLow = percentile(found->second, tail);
        b.acceleratorsHigh = percentile(found->second, 1.0 - tail);
    }
    result.bootstrapResamples = resamples;
}

} // namespace mlpe::analysis
