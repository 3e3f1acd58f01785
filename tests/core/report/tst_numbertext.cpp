// NumberText: "at least N significant digits" (summarize's score_minutes), parsing back exactly.
#include "core/report/numbertext.h"

#include <QTest>
#include <cmath>
#include <limits>

using namespace mlpe;

class TestNumberText : public QObject {
    Q_OBJECT
private slots:
    void atLeastSignificant_data();
    void atLeastSignificant();
    void significantDigits_data();
    void significantDigits();
    void approxIsTheOneFormatForPeople();
};

void TestNumberText::atLeastSignificant_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("digits");
    QTest::addColumn<QString>("expected");
    // v4.1 Krai 7920T_2xA5000_hdd bert, official 366.185: the double's shortest form has 8
    // significant digits, so four zeros are appended.
    QTest::newRow("Krai bert, padded") << 366.18525 << 12 << "366.185250000";
    // v4.1 b200_preview_nemo llama2_70b_lora (12.958 official): the shortest form of our double
    // already has 16 digits and is kept as is.
    QTest::newRow("b200 llama, longer kept") << 12.957581239316239 << 12 << "12.957581239316239";
    // Exactly 12 digits already: unchanged.
    QTest::newRow("exactly 12") << 12.9575812393 << 12 << "12.9575812393";
    QTest::newRow("integer") << 5.0 << 12 << "5.00000000000";
    QTest::newRow("12-digit integer, no point") << 123456789012.0 << 12 << "123456789012";
    QTest::newRow("below one") << 0.5 << 12 << "0.500000000000";
    QTest::newRow("small fixed") << 0.00012 << 12 << "0.000120000000000";
    QTest::newRow("tiny scientific") << 1.5e-7 << 12 << "1.50000000000e-07";
    QTest::newRow("huge scientific") << 3e15 << 12 << "3.00000000000e+15";
    QTest::newRow("negative") << -2.25 << 12 << "-2.25000000000";
    QTest::newRow("zero") << 0.0 << 12 << "0.00000000000";
    QTest::newRow("energy joules") << 381077.5 << 12 << "381077.500000";
    QTest::newRow("no minimum") << 366.18525 << 0 << "366.18525";
    QTest::newRow("nan") << std::nan("") << 12 << "nan";
}

void TestNumberText::atLeastSignificant() {
    QFETCH(double, value);
    QFETCH(int, digits);
    QFETCH(QString, expected);
    const QString text = NumberText::atLeastSignificant(value, digits);
    QCOMPARE(text, expected);
    if (std::isfinite(value)) {
        if (value != 0.0) // zero has no significant digit to count; "0." + 11 zeros
            QVERIFY(NumberText::significantDigits(text) >= digits);
        bool ok = false;
        const double back = text.toDouble(&ok);
        QVERIFY(ok);
        QCOMPARE(back, value); // same double: the padding only appended zeros
    }
}

void TestNumberText::significantDigits_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("expected");
    QTest::newRow("plain") << "366.18525" << 8;
    QTest::newRow("leading zeros") << "0.0012" << 2;
    QTest::newRow("trailing zeros count") << "366.185250000" << 12;
    QTest::newRow("scientific") << "1.50e+03" << 3;
    QTest::newRow("integer") << "1000" << 4;
    QTest::newRow("negative") << "-2.5" << 2;
}

void TestNumberText::significantDigits() {
    QFETCH(QString, text);
    QFETCH(int, expected);
    QCOMPARE(NumberText::significantDigits(text), expected);
}

// The text writers and the report print numbers for people with this one formatter: 3
// significant figures, grouped thousands, and one word for "no value" (the report once wrote
// "—" where analyze wrote "n/a").
void TestNumberText::approxIsTheOneFormatForPeople() {
    QCOMPARE(NumberText::approx(80.8123), QStringLiteral("80.8"));
    QCOMPARE(NumberText::approx(366.18525), QStringLiteral("366"));
    QCOMPARE(NumberText::approx(std::numeric_limits<double>::quiet_NaN()), QStringLiteral("n/a"));
}

QTEST_APPLESS_MAIN(TestNumberText)
#include "tst_numbertext.moc"
