// Derived metrics S, E', G against a table worked out by hand.
#include "core/analysis/derivedmetrics.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace mlpe::analysis;

class TestDerivedMetrics : public QObject {
    Q_OBJECT
private slots:
    void table_data();
    void table();
    void efficiencyEqualsSpeedupOverScale();
    void energyPerAcceleratorMinute_data();
    void energyPerAcceleratorMinute();
};

void TestDerivedMetrics::table_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("speedup");
    QTest::addColumn<double>("efficiency");
    QTest::addColumn<double>("acceleratorMinutes");
    QTest::addColumn<double>("idealMinutes");
    // Reference: N_ref = 8, T_ref = 100 min, so G_ref = 800 accelerator-minutes.
    // S = 100 / T;  E' = 800 / (N T);  G = N T;  ideal T = 800 / N.
    // The reference itself: S = 1, E' = 1, G = 800, ideal T = 100.
    QTest::newRow("reference") << 8 << 100.0 << 1.0 << 1.0 << 800.0 << 100.0;
    // N = 16, T = 55: S = 100/55 = 1.8181..., G = 880, E' = 800/880 = 0.9090..., ideal T = 50.
    QTest::newRow("sublinear") << 16 << 55.0 << 100.0 / 55.0 << 10.0 / 11.0 << 880.0 << 50.0;
    // N = 32, T = 20: S = 5, G = 640, E' = 800/640 = 1.25 (superlinear), ideal T = 25.
    QTest::newRow("superlinear") << 32 << 20.0 << 5.0 << 1.25 << 640.0 << 25.0;
    // N = 64, T = 25: S = 4, G = 1600, E' = 0.5, ideal T = 12.5.
    QTest::newRow("half") << 64 << 25.0 << 4.0 << 0.5 << 1600.0 << 12.5;
    // N = 4 (below the reference), T = 150: S = 2/3, G = 600, E' = 800/600 = 4/3, ideal T = 200.
    QTest::newRow("smaller than reference")
        << 4 << 150.0 << 2.0 / 3.0 << 4.0 / 3.0 << 600.0 << 200.0;
}

void TestDerivedMetrics::table() {
    QFETCH(int, n);
    QFETCH(double, t);
    QFETCH(double, speedup);
    QFETCH(double, efficiency);
    QFETCH(double, acceleratorMinutes);
    QFETCH(double, idealMinutes);
    const DerivedMetrics m = deriveMetrics(n, t, 8, 100.0);
    constexpr double tol = 1e-12; // relative; every value above is a short exact expression
    QVERIFY(std::abs(m.speedup - speedup) <= tol * speedup);
    QVERIFY(std::abs(m.efficiency - efficiency) <= tol * efficiency);
    QVERIFY(std::abs(m.acceleratorMinutes - acceleratorMinutes) <= tol * acceleratorMinutes);
    QVERIFY(std::abs(m.idealMinutes - idealMinutes) <= tol * idealMinutes);
    QVERIFY(std::abs(m.idealSpeedup - n / 8.0) <= tol * n / 8.0);
    QVERIFY(std::abs(m.log2Accelerators - std::log2(double(n))) <= 1e-12);
}

// The two forms of the definition, E' = S / (N / N_ref) and (N_ref T_ref) / (N T), agree.
void TestDerivedMetrics::efficiencyEqualsSpeedupOverScale() {
    const DerivedMetrics m = deriveMetrics(48, 13.7, 3, 171.2);
    QVERIFY(std::abs(m.efficiency - m.speedup / (48.0 / 3.0)) <= 1e-12 * m.efficiency);
}

void TestDerivedMetrics::energyPerAcceleratorMinute_data() {
    QTest::addColumn<bool>("measured");
    QTest::addColumn<double>("joules");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("expected"); // NaN = none
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    // 8 accelerators for 12.5 min: G = 100 accelerator-minutes; 6 MJ / 100 = 60 kJ each
    // (= 1 kW per accelerator on average).
    QTest::newRow("measured") << true << 6.0e6 << 8 << 12.5 << 60000.0;
    // 64 x 2.5 min: G = 160; 4 MJ / 160 = 25 kJ.
    QTest::newRow("larger N") << true << 4.0e6 << 64 << 2.5 << 25000.0;
    QTest::newRow("zero energy measured") << true << 0.0 << 8 << 10.0 << 0.0;
    // Not measured: nothing, whatever N and T are; never estimated.
    QTest::newRow("no power logs") << false << 0.0 << 8 << 12.5 << none;
    QTest::newRow("N = 0") << true << 6.0e6 << 0 << 12.5 << none;
    QTest::newRow("T = 0") << true << 6.0e6 << 8 << 0.0 << none;
    QTest::newRow("negative energy") << true << -1.0 << 8 << 12.5 << none;
    QTest::newRow("infinite energy")
        << true << std::numeric_limits<double>::infinity() << 8 << 12.5 << none;
}

void TestDerivedMetrics::energyPerAcceleratorMinute() {
    QFETCH(bool, measured);
    QFETCH(double, joules);
    QFETCH(int, n);
    QFETCH(double, t);
    QFETCH(double, expected);
    const double v = mlpe::analysis::energyPerAcceleratorMinute(
        measured ? std::optional<double>(joules) : std::nullopt, n, t);
    if (std::isnan(expected))
        QVERIFY(std::isnan(v));
    else
        QVERIFY(std::abs(v - expected) <= 1e-12 * std::max(1.0, expected));
}

QTEST_APPLESS_MAIN(TestDerivedMetrics)
#include "tst_derivedmetrics.moc"
