// Numbers in text for people: one formatter (3 significant figures for N*, interval ends and E'),
// grouped thousands, "n/a" for no value.
#include "core/analysis/numberformat.h"

#include <QTest>
#include <cmath>

using namespace mlpe::analysis;

class TestNumberFormat : public QObject {
    Q_OBJECT
private slots:
    void approx_data();
    void approx();
    void efficiency_data();
    void efficiency();
    void counts();
    void fixed();
};

void TestNumberFormat::approx_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    // stderr used to print these with 17 digits (v4.1 N* and its interval end).
    QTest::newRow("N* hundreds") << 556.18672319625 << "556";
    QTest::newRow("interval end") << 533.4049620935208 << "533";
    QTest::newRow("tens") << 11.634 << "11.6";
    QTest::newRow("ones, trailing zero dropped") << 7.1 << "7.1";
    QTest::newRow("rounds up a digit") << 9.996 << "10";
    QTest::newRow("thousands, integer digits kept") << 3472.4 << "3,472";
    QTest::newRow("small") << 0.012345 << "0.0123";
    QTest::newRow("tiny: scientific") << 3.4e-9 << "3.4e-09";
    QTest::newRow("negative") << -12.345 << "-12.3";
    QTest::newRow("zero") << 0.0 << "0";
    QTest::newRow("nan") << double(NAN) << "n/a";
    QTest::newRow("infinity") << double(INFINITY) << "∞";
}

void TestNumberFormat::approx() {
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatApprox(value)), text);
}

void TestNumberFormat::efficiency_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("one") << 1.0 << "1.00";
    QTest::newRow("README's hardware example") << 1.0396 << "1.04";
    QTest::newRow("trailing zero kept") << 0.2 << "0.200";
    QTest::newRow("half to even") << 0.9375 << "0.938";
    QTest::newRow("below 0.1") << 0.09531 << "0.0953";
    QTest::newRow("nan") << double(NAN) << "n/a";
}

void TestNumberFormat::efficiency() {
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatEfficiency(value)), text);
}

void TestNumberFormat::counts() {
    QCOMPARE(QString::fromStdString(formatCount(1413)), QStringLiteral("1,413"));
    QCOMPARE(QString::fromStdString(formatCount(2000000)), QStringLiteral("2,000,000"));
    QCOMPARE(QString::fromStdString(formatCount(12)), QStringLiteral("12"));
    QCOMPARE(QString::fromStdString(formatAccelerators(3472)), QStringLiteral("3,472"));
    QCOMPARE(QString::fromStdString(formatAccelerators(4)), QStringLiteral("4"));
}

void TestNumberFormat::fixed() {
    QCOMPARE(QString::fromStdString(formatFixed(0.9375, 2)), QStringLiteral("0.94"));
    QCOMPARE(QString::fromStdString(formatFixed(2.0, 2)), QStringLiteral("2.00"));
}

QTEST_APPLESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
