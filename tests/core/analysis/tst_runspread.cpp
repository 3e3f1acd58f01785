// The kept runs of the olympic mean, by hand: fastest / slowest kept run x scaling factor.
#include "core/analysis/analysisresult.h"
#include "core/analysis/runspread.h"

#include <QTest>
#include <cmath>

using namespace mlpe::analysis;

class TestRunSpread : public QObject {
    Q_OBJECT
private slots:
    void keptRange();
    void noUsableRuns();
    void olympicMean();
};

namespace {
AnalysisPoint withRuns(std::vector<double> runs, int invalid, int drop, double factor) {
    AnalysisPoint p;
    p.runMinutes = std::move(runs);
    p.invalidRuns = invalid;
    p.olympicDrop = drop;
    p.scalingFactor = factor;
    return p;
}
} // namespace

void TestRunSpread::keptRange() {
    // Sorted 5 6 7 8 100, D = 1, F = 0: keep 6 7 8.
    RunRange r = keptRunRange(withRuns({8, 100, 5, 7, 6}, 0, 1, 1.0));
    QCOMPARE(r.fastest, 6.0);
    QCOMPARE(r.slowest, 8.0);
    // Valid 3 4 5 6, one invalid (takes the slowest slot), D = 1: drop 3, keep 4 5 6; x 1.5.
    r = keptRunRange(withRuns({6, 3, 5, 4}, 1, 1, 1.5));
    QCOMPARE(r.fastest, 6.0);
    QCOMPARE(r.slowest, 9.0);
    // unet3d-like D = 4 over 10 runs 1..10: keep 5 and 6.
    r = keptRunRange(withRuns({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0, 4, 1.0));
    QCOMPARE(r.fastest, 5.0);
    QCOMPARE(r.slowest, 6.0);
}

void TestRunSpread::noUsableRuns() {
    QVERIFY(std::isnan(keptRunRange(withRuns({}, 0, 1, 1.0)).fastest));
    // F = 2 > D = 1: no olympic mean, no range.
    QVERIFY(std::isnan(keptRunRange(withRuns({1, 2, 3}, 2, 1, 1.0)).slowest));
    // Two runs, D = 1: nothing left after dropping one fastest and one slowest.
    QVERIFY(std::isnan(keptRunRange(withRuns({1, 2}, 0, 1, 1.0)).fastest));
}

void TestRunSpread::olympicMean() {
    std::vector<double> v{8, 100, 5, 7, 6};
    QCOMPARE(olympicMeanSorting(v, 0, 1), 7.0);
    std::vector<double> w{6, 3, 5, 4};
    QCOMPARE(olympicMeanSorting(w, 1, 1), 5.0);
    std::vector<double> x{1, 2, 3};
    QVERIFY(std::isnan(olympicMeanSorting(x, 2, 1)));
}

QTEST_APPLESS_MAIN(TestRunSpread)
#include "tst_runspread.moc"
