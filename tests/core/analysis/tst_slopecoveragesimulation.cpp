// The simulated coverage of the hardware-controlled slope's intervals: the table that decides
// what may be called a 95 % interval (slopeintervalcoverage.cpp) is what the simulation gives
// with its default parameters and seed (deterministic, so exact to the table's 3 decimals), the
// method the texts offer with few groups earns its name at every tabulated count, and the family
// bootstrap does not with few families. No timing here: `bench coverage` times it.
#include "core/analysis/slopecoveragesimulation.h"
#include "core/analysis/slopeintervalcoverage.h"

#include <QTest>
#include <cmath>

using namespace mlpe::analysis;

class TestSlopeCoverageSimulation : public QObject {
    Q_OBJECT
private slots:
    void tableMatchesSimulation_data();
    void tableMatchesSimulation();
    void lookupTakesTheRowBelow_data();
    void lookupTakesTheRowBelow();
};

void TestSlopeCoverageSimulation::tableMatchesSimulation_data() {
    QTest::addColumn<int>("groups");
    for (int groups : coverageGroupCounts())
        QTest::newRow(qPrintable(QStringLiteral("%1 groups").arg(groups))) << groups;
}

void TestSlopeCoverageSimulation::tableMatchesSimulation() {
    QFETCH(int, groups);
    const CoverageSimulationRow row = simulateSlopeCoverage(groups, CoverageSimulationParams{});
    const double bootstrap =
        simulatedSlopeCoverage(SlopeIntervalMethod::FamilyBootstrap, groups, 0.95);
    const double cluster =
        simulatedSlopeCoverage(SlopeIntervalMethod::ClusterRobustT, groups, 0.95);
    qInfo("%d groups: family bootstrap %.3f, CR2 with Bell-McCaffrey dof %.3f, classical %.3f",
          groups, row.familyBootstrap, row.clusterRobustT, row.classical);
    QVERIFY2(std::abs(row.familyBootstrap - bootstrap) < 0.0005,
             qPrintable(QStringLiteral("%1 vs table %2").arg(row.familyBootstrap).arg(bootstrap)));
    QVERIFY2(std::abs(row.clusterRobustT - cluster) < 0.0005,
             qPrintable(QStringLiteral("%1 vs table %2").arg(row.clusterRobustT).arg(cluster)));
    // The interval offered with few groups earns the name at every count.
    QVERIFY(coverageEarnsLevel(cluster));
    // The family bootstrap does not up to 10 families (its coverage: 0.49 with 2).
    if (groups <= 10)
        QVERIFY(!coverageEarnsLevel(bootstrap));
    // The classical error ignores family-to-family differences in slope: far too narrow.
    QVERIFY(row.classical < 0.8);
}

void TestSlopeCoverageSimulation::lookupTakesTheRowBelow_data() {
    QTest::addColumn<int>("groups");
    QTest::addColumn<double>("level");
    QTest::addColumn<double>("bootstrap");
    QTest::newRow("one group: no coverage") << 1 << 0.95 << std::nan("");
    QTest::newRow("2") << 2 << 0.95 << 0.494;
    QTest::newRow("4 takes 3's row") << 4 << 0.95 << 0.750;
    QTest::newRow("12 takes 10's row") << 12 << 0.95 << 0.889;
    QTest::newRow("500 takes 30's row") << 500 << 0.95 << 0.927;
    QTest::newRow("90 %: not simulated") << 5 << 0.90 << std::nan("");
}

void TestSlopeCoverageSimulation::lookupTakesTheRowBelow() {
    QFETCH(int, groups);
    QFETCH(double, level);
    QFETCH(double, bootstrap);
    const double found =
        simulatedSlopeCoverage(SlopeIntervalMethod::FamilyBootstrap, groups, level);
    if (std::isnan(bootstrap)) {
        QVERIFY(std::isnan(found));
        QVERIFY(!coverageEarnsLevel(found));
    } else {
        QCOMPARE(found, bootstrap);
    }
}

QTEST_APPLESS_MAIN(TestSlopeCoverageSimulation)
#include "tst_slopecoveragesimulation.moc"
