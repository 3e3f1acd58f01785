// The simulated coverage of the run-to-run bootstrap's intervals (thresholdcoveragesimulation.h):
// the texts call the N* interval and the E' intervals "95 %", which they may only while the
// simulation shows a coverage of at least kMinimumCoverage (slopeintervalcoverage.h) with 5 and
// with 10 runs per set, and with heavy-tailed run noise; the counting itself is checked on a 50 %
// interval, which must fall far short. No timing here: `bench run-coverage` prints the whole table
// and times it.
#include "core/analysis/slopeintervalcoverage.h"
#include "core/analysis/thresholdcoveragesimulation.h"

#include <QTest>

using namespace mlpe::analysis;

class TestThresholdCoverageSimulation : public QObject {
    Q_OBJECT
private slots:
    void intervalsEarnTheirName_data();
    void intervalsEarnTheirName();
    void aNarrowIntervalFallsShort();
    void deterministic();
};

namespace {

RunCoverageSimulationParams design(int runs, int replicates) {
    RunCoverageSimulationParams p;
    p.runs = runs;
    p.runSpread = 0.05;
    p.replicates = replicates;
    return p;
}

} // namespace

void TestThresholdCoverageSimulation::intervalsEarnTheirName_data() {
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("tailDegreesOfFreedom");
    QTest::newRow("5 runs per set") << 5 << 0;
    QTest::newRow("10 runs per set") << 10 << 0;
    QTest::newRow("5 runs per set, heavy tails") << 5 << 3;
}

void TestThresholdCoverageSimulation::intervalsEarnTheirName() {
    QFETCH(int, runs);
    QFETCH(int, tailDegreesOfFreedom);
    // More replicates with heavy tails, whose coverage lies nearer the line (0.938 at 2,000).
    RunCoverageSimulationParams params = design(runs, tailDegreesOfFreedom > 0 ? 600 : 300);
    params.tailDegreesOfFreedom = tailDegreesOfFreedom;
    const RunCoverageSimulationRow row = simulateRunCoverage(params);
    qInfo("%d runs, 5 %% spread, t dof %d: N* %.3f over %d intervals, E' %.3f", runs,
          tailDegreesOfFreedom, row.threshold, row.thresholdIntervals, row.efficiency);
    // Nearly every replicate brackets N* and gives an interval (at least half the resamples cross).
    QVERIFY(row.thresholdIntervals >= params.replicates * 9 / 10);
    QVERIFY2(coverageEarnsLevel(row.threshold), qPrintable(QString::number(row.threshold)));
    QVERIFY2(coverageEarnsLevel(row.efficiency), qPrintable(QString::number(row.efficiency)));
}

void TestThresholdCoverageSimulation::aNarrowIntervalFallsShort() {
    RunCoverageSimulationParams params = design(10, 200);
    params.level = 0.50;
    const RunCoverageSimulationRow row = simulateRunCoverage(params);
    QVERIFY2(row.threshold < 0.75, qPrintable(QString::number(row.threshold)));
    QVERIFY2(row.efficiency < 0.75, qPrintable(QString::number(row.efficiency)));
    QVERIFY(row.threshold > 0.25);
}

void TestThresholdCoverageSimulation::deterministic() {
    const RunCoverageSimulationParams params = design(5, 20);
    const RunCoverageSimulationRow a = simulateRunCoverage(params);
    const RunCoverageSimulationRow b = simulateRunCoverage(params);
    QCOMPARE(a.thresholdIntervals, b.thresholdIntervals);
    QCOMPARE(a.threshold, b.threshold);
    QCOMPARE(a.efficiency, b.efficiency);
}

QTEST_APPLESS_MAIN(TestThresholdCoverageSimulation)
#include "tst_thresholdcoveragesimulation.moc"
