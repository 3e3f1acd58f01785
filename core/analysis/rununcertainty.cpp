#include "rununcertainty.h"

#include "breakeven.h"
#include "deterministicrandom.h"
#include "percentile.h"
#include "runspread.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
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

// One point's runs as the resampling draws them: the run times sorted once, and the sorted
// position of each run. A draw of run indices is then sorted by counting positions (a few
// counters instead of a sort of doubles per resample), and summed in the same ascending order
// with the same values as olympicMeanSorting() sums them: the same bits.
class RunResampler {
public:
    explicit RunResampler(const AnalysisPoint& p)
        : m_point(&p)
        , m_sorted(p.runMinutes) {
        std::sort(m_sorted.begin(), m_sorted.end());
        m_exact = std::all_of(m_sorted.begin(), m_sorted.end(),
                              [](double v) { return std::isfinite(v); });
        m_position.resize(p.runMinutes.size());
        std::vector<bool> taken(m_sorted.size(), false);
        for (std::size_t j = 0; j < p.runMinutes.size(); ++j) {
            // The first free sorted slot of an equal value: equal values are interchangeable.
            std::size_t at = static_cast<std::size_t>(
                std::lower_bound(m_sorted.begin(), m_sorted.end(), p.runMinutes[j]) -
                m_sorted.begin());
            while (at < m_sorted.size() && taken[at])
                ++at;
            if (at == m_sorted.size()) {
                m_exact = false; // cannot happen for finite values; the general path then
                break;
            }
            taken[at] = true;
            m_position[j] = static_cast<std::uint32_t>(at);
        }
        m_counts.resize(m_sorted.size());
    }

    // One resampled olympic mean x scaling factor; the score itself when there are no runs.
    double resample(DeterministicRandom& random, std::vector<double>& draw) {
        const AnalysisPoint& p = *m_point;
        const std::size_t n = p.runMinutes.size();
        if (n == 0)
            return p.minutes;
        if (!m_exact) { // the original path (a run time that is not finite)
            draw.resize(n);
            for (double& v : draw)
                v = p.runMinutes[random.index(n)];
            const double mean = olympicMeanSorting(draw, p.invalidRuns, p.olympicDrop);
            return std::isfinite(mean) ? mean * p.scalingFactor : p.minutes;
        }
        std::fill(m_counts.begin(), m_counts.end(), 0U);
        for (std::size_t i = 0; i < n; ++i)
            ++m_counts[m_position[random.index(n)]];
        std::size_t first = 0, last = 0;
        if (!olympicKeptSlice(n, p.invalidRuns, p.olympicDrop, first, last))
            return p.minutes; // olympicMeanSorting() is NaN here
        double sum = 0.0;     // left to right in sorted order, as olympicMeanSorting() sums
        std::size_t index = 0;
        for (std::size_t at = 0; at < n && index < last; ++at)
            for (std::uint32_t c = 0; c < m_counts[at] && index < last; ++c, ++index)
                if (index >= first)
                    sum += m_sorted[at];
        const double mean = sum / static_cast<double>(last - first);
        return std::isfinite(mean) ? mean * p.scalingFactor : p.minutes;
    }

private:
    const AnalysisPoint* m_point;
    std::vector<double> m_sorted;
    std::vector<std::uint32_t> m_position;
    std::vector<std::uint32_t> m_counts;
    bool m_exact = true;
};

// percentile() of a row's resampled values at the two tails without keeping them all: only
// the order statistics the two percentiles read (the smallest up to the low tail's upper
// neighbour, the largest down to the high tail's lower one; about 50 + 50 of 2,000 at the
// default 95 %), in two bounded heaps. The same values at the same ranks: the same result.
class TailPercentiles {
public:
    TailPercentiles(std::size_t count, double low, double high) {
        const Ranks l = ranksOf(count, low);
        const Ranks h = ranksOf(count, high);
        m_lowKeep = l.above + 1;      // ranks 0..above
        m_highKeep = count - h.below; // ranks below..count-1
        m_lowRanks = l;
        m_highRanks = h;
        m_highFirst = h.below;
    }

    void add(double v) {
        if (m_smallest.size() < m_lowKeep) {
            m_smallest.push_back(v);
            std::push_heap(m_smallest.begin(), m_smallest.end()); // max-heap
        } else if (v < m_smallest.front()) {
            std::pop_heap(m_smallest.begin(), m_smallest.end());
            m_smallest.back() = v;
            std::push_heap(m_smallest.begin(), m_smallest.end());
        }
        if (m_largest.size() < m_highKeep) {
            m_largest.push_back(v);
            std::push_heap(m_largest.begin(), m_largest.end(), std::greater<>()); // min-heap
        } else if (v > m_largest.front()) {
            std::pop_heap(m_largest.begin(), m_largest.end(), std::greater<>());
            m_largest.back() = v;
            std::push_heap(m_largest.begin(), m_largest.end(), std::greater<>());
        }
    }

    double low() {
        std::sort(m_smallest.begin(), m_smallest.end());
        return interpolate(m_smallest, m_lowRanks, 0);
    }
    double high() {
        std::sort(m_largest.begin(), m_largest.end());
        return interpolate(m_largest, m_highRanks, m_highFirst);
    }

private:
    struct Ranks {
        std::size_t below = 0;
        std::size_t above = 0;
        double fraction = 0.0;
    };
    // The ranks and fraction percentile() reads for `count` values.
    static Ranks ranksOf(std::size_t count, double q) {
        const double position = std::clamp(q, 0.0, 1.0) * static_cast<double>(count - 1);
        Ranks r;
        r.below = static_cast<std::size_t>(std::floor(position));
        r.above = std::min(r.below + 1, count - 1);
        r.fraction = position - static_cast<double>(r.below);
        return r;
    }
    // percentile()'s formula on sorted values holding ranks first, first + 1, ...
    static double interpolate(const std::vector<double>& values, Ranks r, std::size_t first) {
        const double below = values[r.below - first];
        const double above = values[r.above - first];
        if (r.fraction == 0.0 || above == below) // also +inf, +inf
            return below;
        return below + r.fraction * (above - below);
    }

    std::size_t m_lowKeep = 0;
    std::size_t m_highKeep = 0;
    std::size_t m_highFirst = 0;
    Ranks m_lowRanks;
    Ranks m_highRanks;
    std::vector<double> m_smallest;
    std::vector<double> m_largest;
};

// One threshold series (all, or a family) as thresholdBreakEven() reads it: its rows grouped by
// N, ascending. thresholdBreakEven() takes the best E' of each N; with no NaN E' (every row has
// its reference in view) that is the largest E' of the group, found without sorting or copying
// the points. A series with a row without reference goes through thresholdBreakEven() itself.
struct ThresholdSeries {
    std::string name;
    std::vector<std::size_t> rows;
    std::vector<std::pair<int, std::vector<std::size_t>>> groups; // N, its rows
    bool direct = true;
};

// N* of the efficiency threshold when found (thresholdBreakEven()'s Found), else NaN.
double directThreshold(const ThresholdSeries& s, const std::vector<double>& efficiency, double tau,
                       std::vector<double>& bestOfGroup) {
    bestOfGroup.resize(s.groups.size());
    std::size_t last = s.groups.size();
    for (std::size_t g = 0; g < s.groups.size(); ++g) {
        const auto& rows = s.groups[g].second;
        double best = efficiency[rows.front()];
        for (std::size_t i = 1; i < rows.size(); ++i)
            best = std::max(best, efficiency[rows[i]]);
        bestOfGroup[g] = best;
        if (best >= tau)
            last = g;
    }
    if (last + 1 >= s.groups.size()) // Below (none) or AtOrAbove (the largest N)
        return kNaN;
    const double loE = bestOfGroup[last];
    const double hiE = bestOfGroup[last + 1];
    const double l0 = std::log2(static_cast<double>(s.groups[last].first));
    const double l1 = std::log2(static_cast<double>(s.groups[last + 1].first));
    const double fraction = (loE - tau) / (loE - hiE);
    return std::exp2(l0 + fraction * (l1 - l0));
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
    std::vector<ThresholdSeries> series;
    series.push_back({"all", {}, {}, true});
    for (std::size_t row = 0; row < rows; ++row)
        series.front().rows.push_back(row);
    for (auto& [family, members] : familyRows)
        series.push_back({family, std::move(members), {}, true});
    for (ThresholdSeries& s : series) {
        std::map<int, std::vector<std::size_t>> byN;
        for (std::size_t row : s.rows) {
            byN[points[order[row]].accelerators].push_back(row);
            s.direct = s.direct && referenceRow[row] >= 0;
        }
        s.groups.assign(byN.begin(), byN.end());
    }

    std::vector<RunResampler> resamplers;
    resamplers.reserve(rows);
    for (std::size_t row = 0; row < rows; ++row)
        resamplers.emplace_back(points[order[row]]);
    const double tail = (1.0 - params.level) / 2.0;
    std::vector<TailPercentiles> tails(
        rows, TailPercentiles(static_cast<std::size_t>(resamples), tail, 1.0 - tail));
    std::vector<char> firstFinite(rows, 0); // percentile() skipped rows whose first E' is not
    DeterministicRandom random(params.seed);
    std::vector<double> minutes(rows), efficiency(rows), draw, bestOfGroup;
    std::vector<std::vector<double>> thresholds(series.size());
    std::vector<SeriesPoint> general;
    for (int b = 0; b < resamples; ++b) {
        for (std::size_t row = 0; row < rows; ++row)
            minutes[row] = resamplers[row].resample(random, draw);
        for (std::size_t row = 0; row < rows; ++row) {
            const AnalysisPoint& p = points[order[row]];
            double e = kNaN;
            if (referenceRow[row] >= 0) {
                const auto refRow = static_cast<std::size_t>(referenceRow[row]);
                const double nRef = points[order[refRow]].accelerators;
                e = (nRef * minutes[refRow]) / (p.accelerators * minutes[row]);
            }
            efficiency[row] = e;
            if (b == 0)
                firstFinite[row] = std::isfinite(e) ? 1 : 0;
            if (firstFinite[row])
                tails[row].add(e);
        }
        for (std::size_t i = 0; i < series.size(); ++i) {
            const ThresholdSeries& s = series[i];
            if (s.direct) {
                const double n = directThreshold(s, efficiency, tau, bestOfGroup);
                if (!std::isnan(n))
                    thresholds[i].push_back(n);
                continue;
            }
            general.clear();
            for (std::size_t row : s.rows) {
                const AnalysisPoint& p = points[order[row]];
                general.push_back({p.key, p.accelerators, minutes[row],
                                   p.accelerators * minutes[row], efficiency[row]});
            }
            const BreakEvenResult t = thresholdBreakEven(general, tau, s.name);
            if (t.outcome == BreakEvenOutcome::Found)
                thresholds[i].push_back(t.accelerators);
        }
    }

    for (std::size_t row = 0; row < rows; ++row) {
        if (points[order[row]].runMinutes.empty() || !firstFinite[row])
            continue;
        PointResult& r = result.points[order[row]];
        r.efficiencyCiLow = tails[row].low();
        r.efficiencyCiHigh = tails[row].high();
    }
    for (BreakEvenResult& b : result.breakEven) {
        if (b.definition != BreakEvenDefinition::EfficiencyThreshold)
            continue;
        b.resamples = resamples;
        const auto found =
            std::find_if(series.begin(), series.end(),
                         [&](const ThresholdSeries& s) { return s.name == b.series; });
        if (found == series.end())
            continue;
        std::vector<double>& values = thresholds[std::size_t(found - series.begin())];
        if (values.empty())
            continue; // no resample found N* (the old map had no entry for it)
        b.intervalResamples = static_cast<int>(values.size());
        b.acceleratorsLow = percentile(values, tail);
        b.acceleratorsHigh = percentile(values, 1.0 - tail);
    }
    result.bootstrapResamples = resamples;
}

} // namespace mlpe::analysis
