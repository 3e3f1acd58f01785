// Run-to-run spread of T, S and E' on a fixture worked out by hand, and the bootstrap's
// contracts (fixed seed, input-order independence, reference at exactly 1).
#include "core/analysis/analysisengine.h"
#include "core/analysis/breakeven.h"
#include "core/analysis/deterministicrandom.h"
#include "core/analysis/percentile.h"
#include "core/analysis/runspread.h"
#include "core/analysis/rununcertainty.h"
#include "core/analysis/scalingfit.h"
#include "pointfixtures.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

using namespace mlpe::analysis;
using mlpe::analysis::fixtures::point;

class TestRunUncertainty : public QObject {
    Q_OBJECT
private slots:
    void rangesByHand();
    void pointWithoutRunsHasNoRange();
    void bootstrapIsDeterministicAndOrderFree();
    void bootstrapEqualsKeepingEveryResample_data();
    void bootstrapEqualsKeepingEveryResample();
};

namespace {

AnalysisPoint runs(AnalysisPoint p, std::vector<double> minutes, int invalid, double factor) {
    p.runMinutes = std::move(minutes);
    p.invalidRuns = invalid;
    p.scalingFactor = factor;
    return p;
}

// R (N = 8): runs 10..14, kept 11 12 13, T = 12 (the paper-rule reference).
// P (N = 16): runs 5 6 7 8 100, kept 6 7 8, T = 7.
// Q (N = 32): valid 3 4 5 6 + 1 invalid, kept 4 5 6, mean 5, x 1.5: T = 7.5, range 6 .. 9.
std::vector<AnalysisPoint> fixture() {
    return {
        runs(point("4.1", "A", "r", "H100", 8, 12.0), {14, 10, 12, 11, 13}, 0, 1.0),
        runs(point("4.1", "A", "p", "H100", 16, 7.0), {5, 6, 7, 8, 100}, 0, 1.0),
        runs(point("4.1", "B", "q", "H200", 32, 7.5), {3, 4, 5, 6}, 1, 1.5),
        point("4.1", "C", "x", "H200", 64, 3.0), // no runs known
    };
}

// The bootstrap written the plain way: every resample's E' kept and sorted, each series'
// threshold through thresholdBreakEven() on copied points. bootstrapRunUncertainty() must give
// the same bits while keeping only what the percentiles read.
void plainBootstrap(const std::vector<AnalysisPoint>& points, const std::vector<std::size_t>& order,
                    const UncertaintyParams& params, double tau, AnalysisResult& result) {
    const std::size_t rows = order.size();
    std::vector<int> rowOf(points.size(), -1);
    for (std::size_t row = 0; row < rows; ++row)
        rowOf[order[row]] = static_cast<int>(row);
    std::vector<int> referenceRow(rows, -1);
    for (std::size_t row = 0; row < rows; ++row) {
        const int ref = result.points[order[row]].reference;
        if (ref >= 0)
            referenceRow[row] = rowOf[result.references[std::size_t(ref)].pointIndex];
    }
    std::map<std::string, std::vector<std::size_t>> familyRows;
    for (std::size_t row = 0; row < rows; ++row)
        familyRows[points[order[row]].family].push_back(row);
    DeterministicRandom random(params.seed);
    std::vector<double> minutes(rows), draw;
    std::vector<std::vector<double>> efficiency(rows);
    std::map<std::string, std::vector<double>> thresholds;
    std::vector<SeriesPoint> all(rows);
    for (int b = 0; b < params.resamples; ++b) {
        for (std::size_t row = 0; row < rows; ++row) {
            const AnalysisPoint& p = points[order[row]];
            minutes[row] = p.minutes;
            if (p.runMinutes.empty())
                continue;
            draw.resize(p.runMinutes.size());
            for (double& v : draw)
                v = p.runMinutes[random.index(p.runMinutes.size())];
            const double mean = olympicMeanSorting(draw, p.invalidRuns, p.olympicDrop);
            minutes[row] = std::isfinite(mean) ? mean * p.scalingFactor : p.minutes;
        }
        for (std::size_t row = 0; row < rows; ++row) {
            const AnalysisPoint& p = points[order[row]];
            double e = std::nan("");
            if (referenceRow[row] >= 0) {
                const auto refRow = std::size_t(referenceRow[row]);
                e = (points[order[refRow]].accelerators * minutes[refRow]) /
                    (p.accelerators * minutes[row]);
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
        result.points[order[row]].efficiencyCiLow = percentile(e, tail);
        result.points[order[row]].efficiencyCiHigh = percentile(e, 1.0 - tail);
    }
    for (BreakEvenResult& b : result.breakEven) {
        if (b.definition != BreakEvenDefinition::EfficiencyThreshold)
            continue;
        b.resamples = params.resamples;
        auto found = thresholds.find(b.series);
        if (found == thresholds.end())
            continue;
        b.intervalResamples = static_cast<int>(found->second.size());
        b.acceleratorsLow = percentile(found->second, tail);
        b.acceleratorsHigh = percentile(found->second, 1.0 - tail);
    }
    result.bootstrapResamples = params.resamples;
}

bool sameBits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

void TestRunUncertainty::rangesByHand() {
    const AnalysisResult a = runAnalysis(fixture(), AnalysisParams{});
    const PointResult& r = a.points[0];
    const PointResult& p = a.points[1];
    const PointResult& q = a.points[2];
    QVERIFY(r.isReference);
    // The reference against itself: E' = 1, range 11/13 .. 13/11.
    QCOMPARE(r.efficiencyLow, 11.0 / 13.0);
    QCOMPARE(r.efficiencyHigh, 13.0 / 11.0);
    // P: E' = 8*12/(16*7); low = 8*11/(16*8) = 0.6875; high = 8*13/(16*6) = 1.08333...
    QCOMPARE(p.minutesMin, 6.0);
    QCOMPARE(p.minutesMax, 8.0);
    QCOMPARE(p.efficiency, 96.0 / 112.0);
    QCOMPARE(p.efficiencyLow, 0.6875);
    QCOMPARE(p.efficiencyHigh, 104.0 / 96.0);
    QCOMPARE(p.speedupLow, 11.0 / 8.0);
    QCOMPARE(p.speedupHigh, 13.0 / 6.0);
    // Q: T range 6 .. 9; E' = 96/240 = 0.4; low = 88/(32*9); high = 104/(32*6).
    QCOMPARE(q.minutesMin, 6.0);
    QCOMPARE(q.minutesMax, 9.0);
    QCOMPARE(q.efficiency, 0.4);
    QCOMPARE(q.efficiencyLow, 88.0 / 288.0);
    QCOMPARE(q.efficiencyHigh, 104.0 / 192.0);
    QVERIFY(q.efficiencyLow < q.efficiency && q.efficiency < q.efficiencyHigh);
    // No bootstrap unless asked for.
    QVERIFY(std::isnan(p.efficiencyCiLow));
    QCOMPARE(a.bootstrapResamples, 0);
}

void TestRunUncertainty::pointWithoutRunsHasNoRange() {
    const AnalysisResult a = runAnalysis(fixture(), AnalysisParams{});
    QVERIFY(std::isfinite(a.points[3].efficiency));
    QVERIFY(std::isnan(a.points[3].minutesMin));
    QVERIFY(std::isnan(a.points[3].efficiencyLow));
}

void TestRunUncertainty::bootstrapIsDeterministicAndOrderFree() {
    AnalysisParams params;
    params.uncertainty.bootstrap = true;
    params.uncertainty.resamples = 500;
    std::vector<AnalysisPoint> points = fixture();
    const AnalysisResult a = runAnalysis(points, params);
    const AnalysisResult again = runAnalysis(points, params);
    std::reverse(points.begin(), points.end());
    const AnalysisResult reversed = runAnalysis(points, params);
    QCOMPARE(a.bootstrapResamples, 500);
    for (std::size_t i = 0; i < 4; ++i) {
        QCOMPARE(a.points[i].efficiencyCiLow, again.points[i].efficiencyCiLow);
        QCOMPARE(a.points[i].efficiencyCiLow, reversed.points[3 - i].efficiencyCiLow);
        QCOMPARE(a.points[i].efficiencyCiHigh, reversed.points[3 - i].efficiencyCiHigh);
    }
    // The reference is resampled together with itself: exactly 1 in every resample.
    QCOMPARE(a.points[0].efficiencyCiLow, 1.0);
    QCOMPARE(a.points[0].efficiencyCiHigh, 1.0);
    // P's resampled means run from 6 (5 6 6 6 6 ...) up to 100-heavy draws.
    QVERIFY(a.points[1].efficiencyCiLow < a.points[1].efficiency);
    QVERIFY(a.points[1].efficiency < a.points[1].efficiencyCiHigh);
    QVERIFY(a.points[1].efficiencyCiHigh <= 8.0 * 14.0 / (16.0 * 5.0));
    // Without runs: no interval.
    QVERIFY(std::isnan(a.points[3].efficiencyCiLow));
    // The threshold of "all" gets an interval whenever resamples found a crossing.
    const auto all = std::find_if(a.breakEven.begin(), a.breakEven.end(), [](const auto& b) {
        return b.definition == BreakEvenDefinition::EfficiencyThreshold && b.series == "all";
    });
    QVERIFY(all != a.breakEven.end());
    QCOMPARE(all->resamples, 500);
    QVERIFY(all->intervalResamples > 0);
    QVERIFY(all->acceleratorsLow <= all->acceleratorsHigh);
}

void TestRunUncertainty::bootstrapEqualsKeepingEveryResample_data() {
    QTest::addColumn<int>("resamples");
    QTest::addColumn<double>("level");
    QTest::addColumn<bool>("pointWithoutReference"); // a series through thresholdBreakEven()
    QTest::addColumn<int>("threads");                // blocks of resamples, merged
    QTest::addColumn<bool>("hugeRuns"); // a point whose resampled E' can be 0: no exact merge
    QTest::newRow("1 resample") << 1 << 0.95 << false << 1 << false;
    QTest::newRow("2 resamples") << 2 << 0.95 << false << 1 << false;
    QTest::newRow("7 resamples, 50 %") << 7 << 0.5 << false << 1 << false;
    QTest::newRow("300 resamples, 95 %") << 300 << 0.95 << false << 1 << false;
    QTest::newRow("301 resamples, 99 %") << 301 << 0.99 << false << 1 << false;
    QTest::newRow("200 resamples, 10 %") << 200 << 0.1 << false << 1 << false;
    QTest::newRow("300 resamples, a point without reference") << 300 << 0.95 << true << 1 << false;
    QTest::newRow("1 resample, 2 threads") << 1 << 0.95 << false << 2 << false;
    QTest::newRow("2 resamples, 7 threads") << 2 << 0.95 << false << 7 << false;
    QTest::newRow("7 resamples, 50 %, 3 threads") << 7 << 0.5 << false << 3 << false;
    QTest::newRow("300 resamples, 95 %, 2 threads") << 300 << 0.95 << false << 2 << false;
    QTest::newRow("301 resamples, 99 %, 3 threads") << 301 << 0.99 << false << 3 << false;
    QTest::newRow("200 resamples, 10 %, 4 threads") << 200 << 0.1 << false << 4 << false;
    QTest::newRow("300 resamples, a point without reference, 2 threads")
        << 300 << 0.95 << true << 2 << false;
    QTest::newRow("300 resamples, huge run times") << 300 << 0.95 << false << 1 << true;
    QTest::newRow("300 resamples, huge run times, 2 threads") << 300 << 0.95 << false << 2 << true;
}

void TestRunUncertainty::bootstrapEqualsKeepingEveryResample() {
    QFETCH(int, resamples);
    QFETCH(double, level);
    QFETCH(bool, pointWithoutReference);
    QFETCH(int, threads);
    QFETCH(bool, hugeRuns);
    // 40 points, two families, N repeated (ties within an N), runs with repeated values, invalid
    // runs, a scaling factor, and points without runs.
    std::vector<AnalysisPoint> points = fixture();
    DeterministicRandom random(7);
    for (int i = 0; i < 36; ++i) {
        const int n = 8 << (i % 5);
        const double t = 1000.0 * (0.01 + 0.99 / n) * (1.0 + 0.1 * random.uniform()); // Amdahl
        std::string submitter = "S", system = "s";
        submitter += std::to_string(i % 5);
        system += std::to_string(i);
        AnalysisPoint p = point("4.1", submitter, system, i % 3 ? "H100" : "H200", n, t);
        if (i % 7 != 3) {
            std::vector<double> r;
            for (int k = 0; k < 5 + i % 6; ++k) // every third value repeats the previous one
                r.push_back(k % 3 == 2 ? r.back() : t * (0.9 + 0.2 * random.uniform()));
            p = runs(p, r, i % 4 == 0 ? 1 : 0, i % 9 == 0 ? 1.25 : 1.0);
        }
        points.push_back(p);
    }
    { // more runs than one word holds the counts of (15): the counters in memory
        std::vector<double> r;
        for (int k = 0; k < 17; ++k)
            r.push_back(k % 4 == 3 ? r.back() : 400.0 * (0.9 + 0.2 * random.uniform()));
        points.push_back(runs(point("4.1", "S9", "many", "H100", 16, 400.0), r, 1, 1.0));
    }
    // Kept runs of 1e307 x 100 in some resamples: T = +inf, E' = 0 (and T = 20 x 100 in others).
    if (hugeRuns)
        points.push_back(
            runs(point("4.1", "Z", "z", "H100", 64, 30.0), {20, 20, 20, 1e307, 1e307}, 0, 100.0));
    AnalysisParams params;
    params.breakEven.tau = 0.9;
    AnalysisResult base = runAnalysis(points, params);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (base.points[i].state == PointState::InView)
            order.push_back(i);
    QVERIFY(order.size() > 30);
    if (pointWithoutReference)
        base.points[order[5]].reference = -1;
    UncertaintyParams u;
    u.resamples = resamples;
    u.level = level;
    u.seed = 99;
    AnalysisResult plain = base;
    AnalysisResult fast = base;
    plainBootstrap(points, order, u, params.breakEven.tau, plain);
    bootstrapRunUncertainty(points, order, u, params.breakEven.tau, fast, threads);
    int intervals = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        QVERIFY2(sameBits(plain.points[i].efficiencyCiLow, fast.points[i].efficiencyCiLow),
                 qPrintable(QString::number(i)));
        QVERIFY2(sameBits(plain.points[i].efficiencyCiHigh, fast.points[i].efficiencyCiHigh),
                 qPrintable(QString::number(i)));
        intervals += std::isfinite(fast.points[i].efficiencyCiLow) ? 1 : 0;
    }
    QVERIFY(intervals > 20);
    const auto many = std::find_if(points.begin(), points.end(), [](const AnalysisPoint& p) {
        return p.runMinutes.size() == 17;
    });
    QVERIFY(std::isfinite(fast.points[std::size_t(many - points.begin())].efficiencyCiLow));
    if (hugeRuns) { // its interval is kept and reaches E' = 0: the blocks were not merged
        QVERIFY(std::isfinite(fast.points.back().efficiencyCiHigh));
        QCOMPARE(fast.points.back().efficiencyCiLow, 0.0);
    }
    QCOMPARE(plain.breakEven.size(), fast.breakEven.size());
    int thresholdIntervals = 0;
    for (std::size_t i = 0; i < plain.breakEven.size(); ++i) {
        thresholdIntervals += fast.breakEven[i].intervalResamples > 0 ? 1 : 0;
        QCOMPARE(plain.breakEven[i].intervalResamples, fast.breakEven[i].intervalResamples);
        QVERIFY(sameBits(plain.breakEven[i].acceleratorsLow, fast.breakEven[i].acceleratorsLow));
        QVERIFY(sameBits(plain.breakEven[i].acceleratorsHigh, fast.breakEven[i].acceleratorsHigh));
    }
    QVERIFY(thresholdIntervals >= 2); // "all" and a family crossed tau in some resamples
}

QTEST_APPLESS_MAIN(TestRunUncertainty)
#include "tst_rununcertainty.moc"
