// The sensitivity verdict counts every outcome: found, at or above N_max, below.
#include "core/analysis/numberformat.h"
#include "core/text/sensitivityverdict.h"

#include <QTest>

using namespace mlpe::analysis;
using namespace mlpe::text;

namespace {

SensitivityEntry entry(BreakEvenOutcome outcome, double n) {
    SensitivityEntry e;
    e.threshold.outcome = outcome;
    e.threshold.accelerators = n;
    return e;
}

} // namespace

class TestSensitivityVerdict : public QObject {
    Q_OBJECT
private slots:
    void countsEveryOutcome();
    void singleValue();
    void noneFound();
    void nothingTried();
    void numbers_data();
    void numbers();
};

void TestSensitivityVerdict::countsEveryOutcome() {
    SensitivityResult s;
    s.performed = true;
    s.maxReferenceAccelerators = 8;
    s.entries = {entry(BreakEvenOutcome::Found, 10.0),  entry(BreakEvenOutcome::AtOrAbove, 3472),
                 entry(BreakEvenOutcome::Found, 8.0),   entry(BreakEvenOutcome::Below, NAN),
                 entry(BreakEvenOutcome::Found, 14.04), entry(BreakEvenOutcome::AtOrAbove, 3472)};
    const SensitivityVerdict v = sensitivityVerdict(s);
    QCOMPARE(v.references, 6);
    QCOMPARE(v.found, 3);
    QCOMPARE(v.atOrAbove, 2);
    QCOMPARE(v.below, 1);
    QCOMPARE(v.notAvailable, 0);
    QCOMPARE(v.foundMin, 8.0);
    QCOMPARE(v.foundMax, 14.04);
    QCOMPARE(v.largestN, 3472.0);
    QCOMPARE(QString::fromStdString(v.text),
             QStringLiteral("N* between 8 and 14 under 3 of 6 references; at or above 3,472 "
                            "under 2; below the smallest N under 1"));
}

void TestSensitivityVerdict::singleValue() {
    SensitivityResult s;
    s.performed = true;
    s.entries = {entry(BreakEvenOutcome::Found, 6.04)};
    QCOMPARE(QString::fromStdString(sensitivityVerdict(s).text),
             QStringLiteral("N* \u2248 6.04 under 1 of 1 reference"));
}

void TestSensitivityVerdict::noneFound() {
    SensitivityResult s;
    s.performed = true;
    s.entries = {entry(BreakEvenOutcome::AtOrAbove, 1024),
                 entry(BreakEvenOutcome::AtOrAbove, 1024)};
    const SensitivityVerdict v = sensitivityVerdict(s);
    QVERIFY(std::isnan(v.foundMin));
    QCOMPARE(QString::fromStdString(v.text),
             QStringLiteral("N* found under 0 of 2 references; at or above 1,024 under 2"));
}

void TestSensitivityVerdict::nothingTried() {
    SensitivityResult s;
    s.performed = true;
    s.maxReferenceAccelerators = 4;
    QCOMPARE(QString::fromStdString(sensitivityVerdict(s).text),
             QStringLiteral("no reference sensitivity (no candidate reference with N <= 4)"));
}

void TestSensitivityVerdict::numbers_data() {
    QTest::addColumn<double>("n");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole") << 8.0 << "8";
    QTest::newRow("thousands") << 3472.0 << "3,472";
    QTest::newRow("million") << 1000000.0 << "1,000,000";
    QTest::newRow("fraction") << 12.34 << "12.3";
    // Three significant figures, never rounding away integer digits (numberwords.h).
    QTest::newRow("fraction, thousands") << 1024.6 << "1,025";
    QTest::newRow("fraction, hundreds") << 556.18672319625 << "556";
    QTest::newRow("fraction, ones") << 7.134 << "7.13";
    QTest::newRow("no value") << double(NAN) << "n/a";
}

void TestSensitivityVerdict::numbers() {
    QFETCH(double, n);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatAccelerators(n)), text);
}

QTEST_APPLESS_MAIN(TestSensitivityVerdict)
#include "tst_sensitivityverdict.moc"
