// Break-even and fit results in words: the N* interval shown with the share of resamples it rests
// on, one-size series left out, fit intervals (the formatter itself: tst_numberformat).
#include "core/analysis/breakeven.h"
#include "core/text/numberwords.h"

#include <QTest>
#include <cmath>

using namespace mlpe::analysis;
using namespace mlpe::text;

namespace {

BreakEvenResult threshold(BreakEvenOutcome outcome, double n, double low, double high, int crossed,
                          int resamples) {
    BreakEvenResult b;
    b.definition = BreakEvenDefinition::EfficiencyThreshold;
    b.outcome = outcome;
    b.accelerators = n;
    b.acceleratorsLow = low;
    b.acceleratorsHigh = high;
    b.intervalResamples = crossed;
    b.resamples = resamples;
    return b;
}

} // namespace

class TestNumberWords : public QObject {
    Q_OBJECT
private slots:
    void thresholdWords_data();
    void thresholdWords();
    void fitIntervals();
    void oneSizeSeriesIsLeftOut();
};

void TestNumberWords::thresholdWords_data() {
    QTest::addColumn<int>("outcome");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<int>("crossed");
    QTest::addColumn<int>("resamples");
    QTest::addColumn<QString>("text");
    const int found = int(BreakEvenOutcome::Found);
    QTest::newRow("interval with its share")
        << found << 126.3 << 117.2 << 128.4 << 1413 << 2000
        << "N* ≈ 126 (117–128; 1,413 of 2,000 resamples cross)";
    // Three figures would print "109 (109–109)": as many as tell N* and both ends apart.
    QTest::newRow("ends alike at 3 figures")
        << found << 109.04 << 108.62 << 109.31 << 1800 << 2000
        << "N* ≈ 109 (108.6–109.3; 1,800 of 2,000 resamples cross)";
    QTest::newRow("exactly half cross") << found << 12.34 << 10.0 << 15.0 << 1000 << 2000
                                        << "N* ≈ 12.3 (10–15; 1,000 of 2,000 resamples cross)";
    QTest::newRow("fewer than half: no interval")
        << found << 126.3 << 117.2 << 128.4 << 999 << 2000
        << "N* ≈ 126 (only 999 of 2,000 resamples cross τ: no interval)";
    QTest::newRow("not bootstrapped")
        << found << 7.134 << double(NAN) << double(NAN) << 0 << 0 << "N* ≈ 7.13";
    // The old stderr line: "at_or_above, N = 512 (507.79..507.79, 1 of 2000 resamples found)".
    QTest::newRow("at or above: never an interval")
        << int(BreakEvenOutcome::AtOrAbove) << 512.0 << 507.79 << 507.79 << 1 << 2000 << "N* ≥ 512";
    QTest::newRow("below") << int(BreakEvenOutcome::Below) << double(NAN) << double(NAN)
                           << double(NAN) << 0 << 2000 << "no N meets τ";
}

void TestNumberWords::thresholdWords() {
    QFETCH(int, outcome);
    QFETCH(double, n);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(int, crossed);
    QFETCH(int, resamples);
    QFETCH(QString, text);
    const BreakEvenResult b =
        threshold(static_cast<BreakEvenOutcome>(outcome), n, low, high, crossed, resamples);
    QCOMPARE(QString::fromStdString(thresholdText(b)), text);
    if (static_cast<BreakEvenOutcome>(outcome) != BreakEvenOutcome::Found)
        QVERIFY(thresholdInterval(b).empty() && thresholdIntervalCaveat(b).empty());
}

// The window used to print "κ 0–0, N_peak ∞–∞" when every resample fitted kappa = 0.
void TestNumberWords::fitIntervals() {
    ScalingFit f;
    f.model = FitModel::Usl;
    f.outcome = FitOutcome::Fitted;
    f.resamples = 1000;
    f.sigmaInterval = {0.0123, 0.0456};
    f.kappaInterval = {0.0, 0.0};
    f.peakInterval = {INFINITY, INFINITY};
    QCOMPARE(QString::fromStdString(fitIntervalText(f)),
             QStringLiteral("σ 0.0123–0.0456; κ = 0 and no peak in at least 97.5 % of the "
                            "resamples"));
    f.kappaInterval = {0.0, 2.1e-5};
    f.peakInterval = {150.2, INFINITY};
    QCOMPARE(QString::fromStdString(fitIntervalText(f)),
             QStringLiteral("σ 0.0123–0.0456, κ 0–2.1e-05, N_peak 150–∞ (unbounded: some "
                            "resamples have no peak)"));
    f.peakInterval = {150.2, 420.7};
    QCOMPARE(QString::fromStdString(peakIntervalText(f)), QStringLiteral("150–421"));
    f.model = FitModel::Amdahl;
    QCOMPARE(QString::fromStdString(fitIntervalText(f)), QStringLiteral("σ 0.0123–0.0456"));
}

void TestNumberWords::oneSizeSeriesIsLeftOut() {
    // v4.1 RetinaNet, H200 against its own reference: eight results, all at N = 8; E' against
    // the family's own smallest system is 1 or close to it, so "N* ≥ 8" would only repeat the
    // one size they sit at. Left out, with the reason and the point count.
    std::vector<SeriesPoint> oneSize;
    const char* keys[] = {"p0", "p1", "p2", "p3"};
    for (int i = 0; i < 4; ++i)
        oneSize.push_back({keys[i], 8, 100.0 + i, 800.0 + 8 * i, 1.0 - 0.01 * i});
    const BreakEvenResult sameN = thresholdBreakEven(oneSize, 0.8, "H200");
    QCOMPARE(sameN.outcome, BreakEvenOutcome::AtOrAbove); // the number is unchanged
    QCOMPARE(sameN.distinctAccelerators, 1);
    QCOMPARE(thresholdText(sameN),
             std::string("left out: 4 points, all at N = 8 (a break-even needs points at two N or "
                         "more)"));
    const BreakEvenResult single = thresholdBreakEven({oneSize.front()}, 0.8, "H200");
    QCOMPARE(thresholdText(single),
             std::string("left out: 1 point (a break-even needs points at two N or more)"));
    // Two sizes: a bound stays a bound.
    oneSize.push_back({"p16", 16, 60.0, 960.0, 0.9});
    const BreakEvenResult twoN = thresholdBreakEven(oneSize, 0.8, "H200");
    QCOMPARE(twoN.distinctAccelerators, 2);
    QCOMPARE(thresholdText(twoN), std::string("N* ≥ 16"));
    QVERIFY(thresholdLeftOut(twoN).empty());
}

QTEST_APPLESS_MAIN(TestNumberWords)
#include "tst_numberwords.moc"
