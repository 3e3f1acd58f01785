// The energy summary in words: measured points counted, ranges to 3 significant figures (kJ, so
// that 50,679 J reads 50.7 kJ), nothing estimated for the others.
#include "core/text/energysummarytext.h"

#include <QTest>

using namespace mlpe::analysis;
using namespace mlpe::text;

class TestEnergySummaryText : public QObject {
    Q_OBJECT
private slots:
    void measuredAndOthers();
    void kilojoulesToThreeFigures();
    void noPowerLog();
};

namespace {

// Two of five points in view measured (tst_analysisengine's energyOnlyWhereMeasured computes it
// from points: 4.8 MJ at G = 800, 3.072 MJ at G = 1024).
EnergySummary twoOfFive() {
    EnergySummary s;
    s.pointsInView = 5;
    s.measuredPoints = 2;
    s.joulesMin = 3.072e6;
    s.joulesMax = 4.8e6;
    s.perAcceleratorMinuteMin = 3000.0;
    s.perAcceleratorMinuteMax = 6000.0;
    return s;
}

} // namespace

void TestEnergySummaryText::measuredAndOthers() {
    QCOMPARE(energySummaryText(twoOfFive()),
             std::string("energy measured (power logs) for 2 of 5 points in view: 3.07 to 4.8 MJ "
                         "to train, 3 to 6 kJ per accelerator-minute; never estimated for the "
                         "other 3"));
}

void TestEnergySummaryText::kilojoulesToThreeFigures() {
    EnergySummary s = twoOfFive();
    s.perAcceleratorMinuteMin = 45148.3;
    s.perAcceleratorMinuteMax = 58771.5;
    QVERIFY(QString::fromStdString(energySummaryText(s))
                .contains(QStringLiteral("45.1 to 58.8 kJ per accelerator-minute")));
    s.measuredPoints = s.pointsInView;
    QVERIFY(!QString::fromStdString(energySummaryText(s)).contains(QStringLiteral("never")));
}

void TestEnergySummaryText::noPowerLog() {
    EnergySummary s;
    s.pointsInView = 1;
    QCOMPARE(energySummaryText(s),
             std::string("energy: no power log among the 1 point in view (energy is never "
                         "estimated)"));
}

QTEST_APPLESS_MAIN(TestEnergySummaryText)
#include "tst_energysummarytext.moc"
