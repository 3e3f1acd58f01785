// "Group hardware by: Series" in the filter panel, chosen with the keyboard on the combo, on the
// embedded v5.1 RetinaNet: the University of Florida's DGX B200 systems at 8 to 128 accelerators
// become one series with its own reference (its strong-scaling efficiency against its own 8),
// the hardware box says "Scaling within series" with the within-series slope, and one undo step
// per key press goes back.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/filterpanel.h"
#include "ui/hardwarefitpanel.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"

#include <QComboBox>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace mlpe;

class TestGroupBySeries : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void seriesOfOneDesign();

private:
    Dataset m_data;
    QTemporaryDir m_settingsDir;
};

void TestGroupBySeries::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
}

void TestGroupBySeries::seriesOfOneDesign() {
    auto window =
        testing::openMainWindow(m_data, m_settingsDir.filePath("settings.ini"), {1280, 800});
    QVERIFY(window);
    ExplorerState* state = window->state();
    state->setRound(QStringLiteral("5.1"));
    state->setBenchmark(QStringLiteral("retinanet"));
    state->setReferenceStrategy(analysis::ReferenceStrategy::PerFamily);
    QTest::qWait(50);

    QComboBox* groupBy = window->filterPanel()->groupBySelector();
    QCOMPARE(groupBy->currentText(), QStringLiteral("Family"));
    groupBy->setFocus();
    QTest::keyClick(groupBy, Qt::Key_Down);
    QTest::keyClick(groupBy, Qt::Key_Down);
    QCOMPARE(groupBy->currentText(), QStringLiteral("Series"));
    QTest::qWait(50);
    QCOMPARE(state->filter().hardwareGrouping, analysis::HardwareGrouping::Series);

    // One reference per series: the UF series is measured against its own smallest system.
    const std::string uf = "B200 · University-of-Florida hpg dgxb200x8";
    bool found = false;
    for (const analysis::ReferenceAssignment& r : state->analysis().references)
        if (r.family == uf) {
            QCOMPARE(r.key, std::string("5.1/University-of-Florida/hpg.dgxb200x8.n1/retinanet"));
            found = true;
        }
    QVERIFY(found);
    const analysis::HardwareControlledFit& fit = state->analysis().hardwareControlled;
    QCOMPARE(fit.grouping, analysis::HardwareGrouping::Series);
    QCOMPARE(fit.families, 4);
    QVERIFY2(std::abs(fit.slope + 0.652) < 0.0005, qPrintable(QString::number(fit.slope)));

    auto* box = window->findChild<HardwareFitPanel*>();
    QVERIFY(box);
    QCOMPARE(box->title(), QStringLiteral("Scaling within series"));
    QVERIFY2(box->text().contains(QStringLiteral("within a series: -0.652")),
             qPrintable(box->text()));
    QVERIFY2(box->text().contains(QStringLiteral(", 4 series,")), qPrintable(box->text()));

    const QString shots =
        qEnvironmentVariable("MLPE_BUILD_DIR", QDir::tempPath()) + QStringLiteral("/screenshots");
    QVERIFY(QDir().mkpath(shots));
    QVERIFY(window->grab().save(shots + QStringLiteral("/group-by-series-1280x800.png")));

    QUndoStack* undo = window->findChild<QUndoStack*>();
    QVERIFY(undo);
    QCOMPARE(undo->undoText(), QStringLiteral("Group hardware by system series"));
    // Two key presses, two steps: Series back to Variant, then to Family.
    undo->undo();
    QTest::qWait(50);
    QCOMPARE(state->filter().hardwareGrouping, analysis::HardwareGrouping::Variant);
    undo->undo();
    QTest::qWait(50);
    QCOMPARE(state->filter().hardwareGrouping, analysis::HardwareGrouping::Family);
    QCOMPARE(groupBy->currentText(), QStringLiteral("Family"));
}

QTEST_MAIN(TestGroupBySeries)
#include "tst_groupbyseries.moc"
