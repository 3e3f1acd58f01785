// Student's t: central probabilities and critical values against published tables.
#include "core/analysis/studentt.h"

#include <QTest>
#include <cmath>

using namespace mlpe::analysis;

class TestStudentT : public QObject {
    Q_OBJECT
private slots:
    void criticalValue_data();
    void criticalValue();
    void badArguments();
};

void TestStudentT::criticalValue_data() {
    QTest::addColumn<double>("central");
    QTest::addColumn<int>("dof");
    QTest::addColumn<double>("expected");
    // Two-sided critical values, NIST/SEMATECH e-Handbook table 1.3.6.7.2 (upper 0.025 / 0.05).
    QTest::newRow("95 %, 1") << 0.95 << 1 << 12.706;
    QTest::newRow("95 %, 2") << 0.95 << 2 << 4.303;
    QTest::newRow("95 %, 3") << 0.95 << 3 << 3.182;
    QTest::newRow("95 %, 4") << 0.95 << 4 << 2.776;
    QTest::newRow("95 %, 9") << 0.95 << 9 << 2.262;
    QTest::newRow("95 %, 30") << 0.95 << 30 << 2.042;
    QTest::newRow("90 %, 6") << 0.90 << 6 << 1.943;
    QTest::newRow("95 %, 1000 (normal 1.960)") << 0.95 << 1000 << 1.962;
}

void TestStudentT::criticalValue() {
    QFETCH(double, central);
    QFETCH(int, dof);
    QFETCH(double, expected);
    const double t = studentTCriticalValue(central, dof);
    QVERIFY2(std::abs(t - expected) < 0.0005, qPrintable(QString::number(t, 'g', 8)));
    QVERIFY(std::abs(studentTCentralProbability(t, dof) - central) < 1e-10);
    QVERIFY(std::abs(studentTCentralProbability(-t, dof) - central) < 1e-10);
}

void TestStudentT::badArguments() {
    QVERIFY(std::isnan(studentTCriticalValue(0.95, 0)));
    QVERIFY(std::isnan(studentTCriticalValue(1.0, 3)));
    QVERIFY(std::isnan(studentTCriticalValue(0.0, 3)));
    QCOMPARE(studentTCentralProbability(0.0, 4), 0.0);
    QCOMPARE(studentTCentralProbability(INFINITY, 4), 1.0);
}

QTEST_APPLESS_MAIN(TestStudentT)
#include "tst_studentt.moc"
