// Derived metrics S, E', G against a table worked out by hand.
#include "core/analysis/derivedmetrics.h"

#include <QTest>

using namespace mlpe::analysis;

class TestDerivedMetrics : public QObject {
    Q_OBJECT
private slots:
    void table_data();
    void table();
    void efficiencyEqualsSpeedupOverScale();
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

QTEST_APPLESS_MAIN(TestDerivedMetrics)
#include "tst_derivedmetrics.moc"
