// Run-to-run spread of T, S and E' on a fixture worked out by hand, and the bootstrap's
// contracts (fixed seed, input-order independence, reference at exactly 1).
#include "core/analysis/analysisengine.h"
#include "pointfixtures.h"

#include <QTest>
#include <algorithm>
#include <cmath>

using namespace mlpe::analysis;
using mlpe::analysis::fixtures::point;

class TestRunUncertainty : public QObject {
    Q_OBJECT
private slots:
    void rangesByHand();
    void pointWithoutRunsHasNoRange();
    void bootstrapIsDeterministicAndOrderFree();
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

QTEST_APPLESS_MAIN(TestRunUncertainty)
#include "tst_rununcertainty.moc"
