#include "rununcertainty.h"

#include "breakeven.h"
#include "deterministicrandom.h"
#include "percentile.h"
#include "percentiletails.h"
#include "runspread.h"
#include "vectorupperstate.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <thread>

namespace mlpe::analysis {

void applyRunSpread(const std::vector<AnalysisPoint>& points, AnalysisResult& result) {
    std::vector<RunRange> ranges(points.size(), RunRange{kNaN, kNaN});
    std::vector<double> scratch;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (result.points[i].reference >= 0)
            ranges[i] = keptRunRange(points[i], scratch);
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
// A point with 1 to 15 finite run times (every real one) is resampled from copies held next to
// each other: its sorted times in a pool shared by all points, its positions in one word, its
// score and scaling factor in the object (a point itself is large and far from the others).
class RunResampler {
public:
    RunResampler(const AnalysisPoint& p, std::vector<double>& pool)
        : m_point(&p)
        , m_sorted(p.runMinutes)
        , m_runs(p.runMinutes.size())
        , m_minutes(p.minutes)
        , m_scaling(p.scalingFactor) {
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
        m_sliced = olympicKeptSlice(m_sorted.size(), p.invalidRuns, p.olympicDrop, m_first, m_last);
        m_packed = m_exact && m_runs >= 1 && m_runs <= kPackedRuns;
        if (m_packed) {
            for (std::size_t j = 0; j < m_runs; ++j)
                m_positions |= std::uint64_t{m_position[j]} << (4 * j);
            m_poolOffset = pool.size();
            pool.insert(pool.end(), m_sorted.begin(), m_sorted.end());
        }
    }

    // Engine words one resample of this point takes (one per run, whichever path).
    std::size_t draws() const { return m_point->runMinutes.size(); }

    // One resampled olympic mean x scaling factor; the score itself when there are no runs.
    // `counts` and `draw` are scratch space of the caller's thread; `pool` the pool given to
    // the constructor.
    double resample(DeterministicRandom& random, std::vector<std::uint32_t>& counts,
                    std::vector<double>& draw, const double* pool) const {
        if (m_packed) { // the counts as 4-bit fields of one word: no stores
            std::uint64_t packed = 0;
            for (std::size_t i = 0; i < m_runs; ++i) {
                const std::uint64_t position = (m_positions >> (4 * random.index(m_runs))) & 0xfU;
                packed += std::uint64_t{1} << (4 * position);
            }
            if (!m_sliced)
                return m_minutes; // olympicMeanSorting() is NaN here
            return meanOfKeptPacked(packed, pool + m_poolOffset);
        }
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
        counts.assign(n, 0U);
        for (std::size_t i = 0; i < n; ++i)
            ++counts[m_position[random.index(n)]];
        if (!m_sliced)
            return p.minutes; // olympicMeanSorting() is NaN here
        return meanOfKept(n, [&counts](std::size_t at) { return std::size_t{counts[at]}; });
    }

private:
    // Up to 15 runs, a run's count (at most 15) fits in 4 bits and 15 of them in one word.
    static constexpr std::size_t kPackedRuns = 15;

    // The olympic mean x scaling factor of a draw given by how many times it drew each sorted
    // run time (countAt(at)).
    template <typename CountAt> double meanOfKept(std::size_t n, const CountAt& countAt) const {
        const AnalysisPoint& p = *m_point;
        // Sorted draw number `index` is m_sorted[at] for the countAt(at) numbers from the
        // running total on; those in [first, last) are added left to right in sorted order,
        // as olympicMeanSorting() sums them.
        double sum = 0.0;
        std::size_t index = 0;
        for (std::size_t at = 0; at < n && index < m_last; ++at) {
            const std::size_t end = index + countAt(at);
            const std::size_t from = std::max(index, m_first);
            const std::size_t to = std::min(end, m_last);
            const double v = m_sorted[at];
            for (std::size_t k = from; k < to; ++k)
                sum += v;
            index = end;
        }
        const double mean = sum / static_cast<double>(m_last - m_first);
        return std::isfinite(mean) ? mean * p.scalingFactor : p.minutes;
    }

    // meanOfKept() of packed counts without a branch on them: sorted draw number k is
    // m_sorted[at] for the at with cum(at - 1) <= k < cum(at), cum(at) being the number of draws
    // of sorted runs 0..at; that at is the number of fields whose running total is <= k. The
    // running totals are the 4-bit fields of packed x 0x1111...1 (n <= 15 draws: no carry;
    // the fields past n hold n > k), counted by comparing them in 8-bit lanes.
    double meanOfKeptPacked(std::uint64_t packed, const double* sorted) const {
        const std::uint64_t totals = packed * 0x1111111111111111ULL;
        const std::uint64_t even = totals & 0x0f0f0f0f0f0f0f0fULL;
        const std::uint64_t odd = (totals >> 4) & 0x0f0f0f0f0f0f0f0fULL;
        constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
        constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
        double sum = 0.0; // left to right in sorted order, as olympicMeanSorting() sums
        for (std::size_t k = m_first; k < m_last; ++k) {
            const std::uint64_t above = (k + 1) * kOnes; // lanes > k have no borrow below this
            const std::uint64_t higher = ((((even | kHigh) - above) & kHigh) >> 7) +
                                         ((((odd | kHigh) - above) & kHigh) >> 7);
            const std::size_t greater = static_cast<std::size_t>((higher * kOnes) >> 56);
            sum += sorted[16 - greater];
        }
        const double mean = sum / static_cast<double>(m_last - m_first);
        return std::isfinite(mean) ? mean * m_scaling : m_minutes;
    }

    const AnalysisPoint* m_point;
    std::vector<double> m_sorted;
    std::vector<std::uint32_t> m_position;
    std::size_t m_first = 0, m_last = 0; // the olympic slice of the sorted draws
    std::size_t m_runs = 0;
    double m_minutes = 0.0;
    double m_scaling = 1.0;
    std::uint64_t m_positions = 0; // run j's sorted position in bits 4j..4j+3 (m_packed)
    std::size_t m_poolOffset = 0;  // of the sorted times in the pool (m_packed)
    bool m_sliced = false;
    bool m_exact = true;
    bool m_packed = false; // 1 to 15 finite run times
};

// percentile() of a row's resampled values at the two tails without keeping them all: only
// the order statistics the two percentiles read (the smallest up to the low tail's upper
// neighbour, the largest down to the high tail's lower one; about 50 + 50 of 2,000 at the
// default 95 %), in two bounded heaps. The same values at the same ranks: the same result.
// The bootstrap's reference for values PercentileTails is not exact for (not finite, or zero):
// the heaps take them in exactly as the plain bootstrap's first version did.
class TailPercentiles {
public:
    TailPercentiles(std::size_t count, double low, double high) {
        const PercentileRanks l = PercentileRanks::of(count, low);
        const PercentileRanks h = PercentileRanks::of(count, high);
        m_lowKeep = l.above + 1;      // ranks 0..above
        m_highKeep = count - h.below; // ranks below..count-1
        m_lowRanks = l;
        m_highRanks = h;
        m_highFirst = h.below;
    }

    void add(double v) {
        addLow(v);
        addHigh(v);
    }

    double low() {
        std::sort(m_smallest.begin(), m_smallest.end());
        return m_lowRanks.interpolate(m_smallest.data());
    }
    double high() {
        std::sort(m_largest.begin(), m_largest.end());
        return m_highRanks.shiftedBy(m_highFirst).interpolate(m_largest.data());
    }

private:
    // The heaps' fronts are mirrored in the object (m_lowFront, m_highFront): a value that
    // changes neither heap, nearly all of 2,000, is turned away without reading the heaps
    // (10,000 rows' heaps are far from the cache; the objects are next to each other).
    void addLow(double v) {
        if (m_lowFull) {
            if (!(v < m_lowFront))
                return;
            std::pop_heap(m_smallest.begin(), m_smallest.end());
            m_smallest.back() = v;
            std::push_heap(m_smallest.begin(), m_smallest.end());
        } else {
            if (m_smallest.empty())
                m_smallest.reserve(m_lowKeep); // no growth past it: 100,000 rows keep 2 x 50
            m_smallest.push_back(v);
            std::push_heap(m_smallest.begin(), m_smallest.end()); // max-heap
            m_lowFull = m_smallest.size() >= m_lowKeep;
        }
        m_lowFront = m_smallest.front();
    }
    void addHigh(double v) {
        if (m_highFull) {
            if (!(v > m_highFront))
                return;
            std::pop_heap(m_largest.begin(), m_largest.end(), std::greater<>());
            m_largest.back() = v;
            std::push_heap(m_largest.begin(), m_largest.end(), std::greater<>());
        } else {
            if (m_largest.empty())
                m_largest.reserve(m_highKeep);
            m_largest.push_back(v);
            std::push_heap(m_largest.begin(), m_largest.end(), std::greater<>()); // min-heap
            m_highFull = m_largest.size() >= m_highKeep;
        }
        m_highFront = m_largest.front();
    }

    std::size_t m_lowKeep = 0;
    std::size_t m_highKeep = 0;
    std::size_t m_highFirst = 0;
    PercentileRanks m_lowRanks;
    PercentileRanks m_highRanks;
    std::vector<double> m_smallest;
    std::vector<double> m_largest;
    double m_lowFront = 0.0;
    double m_highFront = 0.0;
    bool m_lowFull = false;
    bool m_highFull = false;
};

// The rows' TailPercentiles behind PercentileTails' interface (one block only: no merge).
class HeapTails {
public:
    HeapTails() = default;
    HeapTails(std::size_t rows, std::size_t count, double low, double high)
        : m_rows(rows, TailPercentiles(count, low, high)) {}
    void add(std::size_t row, double v) { m_rows[row].add(v); }
    double low(std::size_t row) { return m_rows[row].low(); }
    double high(std::size_t row) { return m_rows[row].high(); }

private:
    std::vector<TailPercentiles> m_rows;
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

namespace {

// What every resample reads: the rows, their references, the threshold series, the resamplers.
struct BootstrapSetup {
    const std::vector<AnalysisPoint>* points = nullptr;
    const std::vector<std::size_t>* order = nullptr;
    std::vector<int> referenceRow; // -1: no reference, or the reference is not in view
    std::vector<ThresholdSeries> series;
    std::vector<RunResampler> resamplers;
    std::vector<double> sortedRuns;   // the resamplers' pool
    std::vector<double> accelerators; // N of each row
    std::size_t drawsPerResample = 0; // engine words of one resample, the same in every one
    std::size_t resamples = 0;
    double tail = 0.0;
    double tau = 0.0;

    const AnalysisPoint& point(std::size_t row) const { return (*points)[(*order)[row]]; }
};

// What a run of consecutive resamples collects; Tails is PercentileTails or HeapTails.
template <typename Tails> struct ResampleBlock {
    Tails tails;
    std::vector<std::vector<double>> thresholds; // per series, in resample order
    // Rows that had an E' a merge cannot order exactly (not finite, or zero).
    std::vector<char> unmergeable;
};

bool mergeable(double e) {
    return std::isfinite(e) && e != 0.0;
}

// Resamples [from, to) with `random` at the first word of resample `from`. The block from 0
// decides which rows keep an interval (firstFinite: percentile() skipped rows whose first E' is
// not finite) and keeps their E' as the plain bootstrap does; a later block keeps every
// mergeable E' and marks the rows of the others.
template <typename Tails>
void runResamples(const BootstrapSetup& setup, std::size_t from, std::size_t to,
                  DeterministicRandom& random, std::vector<char>& firstFinite,
                  ResampleBlock<Tails>& block, const CancelFlag* cancel) {
    const std::size_t rows = setup.resamplers.size();
    block.tails = Tails(rows, setup.resamples, setup.tail, 1.0 - setup.tail);
    block.thresholds.assign(setup.series.size(), {});
    block.unmergeable.assign(rows, 0);
    std::vector<double> minutes(rows), efficiency(rows), draw, bestOfGroup;
    std::vector<std::uint32_t> counts;
    std::vector<SeriesPoint> general;
    for (std::size_t b = from; b < to && !isCancelled(cancel); ++b) {
        for (std::size_t row = 0; row < rows; ++row)
            minutes[row] =
                setup.resamplers[row].resample(random, counts, draw, setup.sortedRuns.data());
        for (std::size_t row = 0; row < rows; ++row) {
            double e = kNaN;
            if (setup.referenceRow[row] >= 0) {
                const auto refRow = static_cast<std::size_t>(setup.referenceRow[row]);
                e = (setup.accelerators[refRow] * minutes[refRow]) /
                    (setup.accelerators[row] * minutes[row]);
            }
            efficiency[row] = e;
            if (!mergeable(e))
                block.unmergeable[row] = 1;
            if (from == 0) {
                if (b == 0)
                    firstFinite[row] = std::isfinite(e) ? 1 : 0;
                if (firstFinite[row])
                    block.tails.add(row, e);
            } else if (mergeable(e)) {
                block.tails.add(row, e);
            }
        }
        for (std::size_t i = 0; i < setup.series.size(); ++i) {
            const ThresholdSeries& s = setup.series[i];
            if (s.direct) {
                const double n = directThreshold(s, efficiency, setup.tau, bestOfGroup);
                if (!std::isnan(n))
                    block.thresholds[i].push_back(n);
                continue;
            }
            general.clear();
            for (std::size_t row : s.rows) {
                const AnalysisPoint& p = setup.point(row);
                general.push_back({p.key, p.accelerators, minutes[row],
                                   p.accelerators * minutes[row], efficiency[row]});
            }
            const BreakEvenResult t = thresholdBreakEven(general, setup.tau, s.name);
            if (t.outcome == BreakEvenOutcome::Found)
                block.thresholds[i].push_back(t.accelerators);
        }
    }
}

// The E' interval ends of each row (NaN where firstFinite is 0) and each series' N* values.
struct Intervals {
    std::vector<double> low, high;
    std::vector<std::vector<double>> thresholds; // per series, in resample order
};

template <typename Tails>
Intervals intervalsOf(ResampleBlock<Tails>& block, const std::vector<char>& firstFinite) {
    Intervals out;
    const std::size_t rows = firstFinite.size();
    out.low.assign(rows, kNaN);
    out.high.assign(rows, kNaN);
    for (std::size_t row = 0; row < rows; ++row)
        if (firstFinite[row]) {
            out.low[row] = block.tails.low(row);
            out.high[row] = block.tails.high(row);
        }
    out.thresholds = std::move(block.thresholds);
    return out;
}

// All resamples in `threads` blocks of consecutive resamples, each on a thread of its own with
// the seeded stream skipped to its first word (a resample takes the same number of words in
// every round), merged in resample order: what one block over all resamples gives, bit for bit.
// PercentileTails is exact for finite, non-zero E' (every real one); when a row that keeps an
// interval had another (unmergeable), the resamples run again as one block into heaps, which
// take such values in as the first version of this bootstrap did. A cancelled run returns no
// intervals (its blocks are incomplete).
Intervals runAllResamples(const BootstrapSetup& setup, std::uint64_t seed, int threads,
                          std::vector<char>& firstFinite, const CancelFlag* cancel) {
    const std::size_t count =
        std::clamp<std::size_t>(static_cast<std::size_t>(std::max(threads, 1)), 1,
                                std::max<std::size_t>(setup.resamples, 1));
    std::vector<ResampleBlock<PercentileTails>> blocks(count);
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < count; ++t) {
        const std::size_t from = setup.resamples * t / count;
        const std::size_t to = setup.resamples * (t + 1) / count;
        const auto work = [&setup, &firstFinite, &blocks, seed, from, to, t, cancel] {
            DeterministicRandom random(seed);
            // One resample's words at a time: the skip is as long as the block before it (0.3 s
            // at 10,000 points), and a cancelled bootstrap must not finish it first.
            for (std::size_t skipped = 0; skipped < from && !isCancelled(cancel); ++skipped)
                random.discard(setup.drawsPerResample);
            runResamples(setup, from, to, random, firstFinite, blocks[t], cancel);
        };
        if (t + 1 < count)
            workers.emplace_back(work);
        else
            work();
    }
    for (std::thread& w : workers)
        w.join();
    if (isCancelled(cancel))
        return {}; // incomplete blocks: never merged, and the one-block rerun below not begun
    for (std::size_t t = 0; t < count; ++t)
        for (std::size_t row = 0; row < firstFinite.size(); ++row)
            if (firstFinite[row] && blocks[t].unmergeable[row]) {
                ResampleBlock<HeapTails> single;
                DeterministicRandom random(seed);
                runResamples(setup, 0, setup.resamples, random, firstFinite, single, cancel);
                return intervalsOf(single, firstFinite);
            }
    ResampleBlock<PercentileTails>& all = blocks.front();
    for (std::size_t t = 1; t < count; ++t) {
        all.tails.merge(blocks[t].tails);
        for (std::size_t i = 0; i < all.thresholds.size(); ++i)
            all.thresholds[i].insert(all.thresholds[i].end(), blocks[t].thresholds[i].begin(),
                                     blocks[t].thresholds[i].end());
    }
    return intervalsOf(all, firstFinite);
}

} // namespace

void bootstrapRunUncertainty(const std::vector<AnalysisPoint>& points,
                             const std::vector<std::size_t>& order, const UncertaintyParams& params,
                             double tau, AnalysisResult& result, int threads,
                             const CancelFlag* cancel) {
    const int resamples = params.resamples;
    if (resamples <= 0 || order.empty())
        return;
    clearVectorUpperState(); // its workers inherit it (vectorupperstate.h)
    const std::size_t rows = order.size();
    BootstrapSetup setup;
    setup.points = &points;
    setup.order = &order;
    setup.resamples = static_cast<std::size_t>(resamples);
    setup.tail = (1.0 - params.level) / 2.0;
    setup.tau = tau;
    std::vector<int> rowOf(points.size(), -1);
    for (std::size_t row = 0; row < rows; ++row)
        rowOf[order[row]] = static_cast<int>(row);
    // Reference row of each row (-1: no reference, or the reference is not in view).
    setup.referenceRow.assign(rows, -1);
    for (std::size_t row = 0; row < rows; ++row) {
        const int ref = result.points[order[row]].reference;
        if (ref >= 0)
            setup.referenceRow[row] =
                rowOf[result.references[static_cast<std::size_t>(ref)].pointIndex];
    }
    // Series of the threshold break-even: index 0 = all, then one per family (sorted, as the
    // engine's std::map orders them).
    std::map<std::string, std::vector<std::size_t>> familyRows;
    for (std::size_t row = 0; row < rows; ++row)
        familyRows[points[order[row]].family].push_back(row);
    std::vector<ThresholdSeries>& series = setup.series;
    series.push_back({"all", {}, {}, true});
    for (std::size_t row = 0; row < rows; ++row)
        series.front().rows.push_back(row);
    for (auto& [family, members] : familyRows)
        series.push_back({family, std::move(members), {}, true});
    for (ThresholdSeries& s : series) {
        std::map<int, std::vector<std::size_t>> byN;
        for (std::size_t row : s.rows) {
            byN[points[order[row]].accelerators].push_back(row);
            s.direct = s.direct && setup.referenceRow[row] >= 0;
        }
        s.groups.assign(byN.begin(), byN.end());
    }
    setup.resamplers.reserve(rows);
    setup.accelerators.reserve(rows);
    for (std::size_t row = 0; row < rows; ++row) {
        setup.resamplers.emplace_back(points[order[row]], setup.sortedRuns);
        setup.drawsPerResample += setup.resamplers.back().draws();
        setup.accelerators.push_back(points[order[row]].accelerators);
    }

    std::vector<char> firstFinite(rows, 0);
    Intervals all = runAllResamples(setup, params.seed, threads, firstFinite, cancel);
    if (isCancelled(cancel))
        return;

    for (std::size_t row = 0; row < rows; ++row) {
        if (points[order[row]].runMinutes.empty() || !firstFinite[row])
            continue;
        PointResult& r = result.points[order[row]];
        r.efficiencyCiLow = all.low[row];
        r.efficiencyCiHigh = all.high[row];
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
        std::vector<double>& values = all.thresholds[std::size_t(found - series.begin())];
        if (values.empty())
            continue; // no resample found N* (the old map had no entry for it)
        b.intervalResamples = static_cast<int>(values.size());
        b.acceleratorsLow = percentile(values, setup.tail);
        b.acceleratorsHigh = percentile(values, 1.0 - setup.tail);
    }
    result.bootstrapResamples = resamples;
}

} // namespace mlpe::analysis
