// What one change costs the window, counted rather than timed: the rows ExplorerState walks per
// change (its own recompute plus every derived query the table, charts, legends, captions and
// editors make) must stay a small multiple of the result sets, whatever the number of points.
// A query that walked every row once per point (the families in scope, asked for each point's
// swatch) made a change quadratic: at 600 points that is 360,000 rows, far above the bound.
// Also: the Compare page's scenario editors do not refill while the page is hidden, and the
// results table signals changed rows, never a reset, when only values change.
#include "common/testdataset.h"
#include "common/windowtesting.h"
#include "ui/compare/compareview.h"
#include "ui/compare/scenarioeditor.h"
#include "ui/mainwindow.h"
#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultstablemodel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace mlpe;

namespace {

constexpr int kSets = 600;

// kSets scored result sets of one round and benchmark over six families, at N = 8..512.
Dataset manyPoints() {
    Dataset d;
    d.sources << QStringLiteral("test");
    const QStringList families{"H100", "H200", "B200", "A100", "MI300X", "Gaudi2"};
    for (int i = 0; i < kSets; ++i) {
        const int nodes = 1 << (i % 7);
        const double minutes = 100.0 / nodes * (1.0 + 0.01 * (i % 13));
        d.resultSets.push_back(testdata::makeSet(
            "4.1", QStringLiteral("Submitter%1").arg(i % 17), QStringLiteral("system_%1").arg(i),
            "llama2_70b_lora", families[i % families.size()], nodes, 8, minutes));
    }
    return d;
}

} // namespace

class TestPerChangeCost : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rowsVisitedPerChangeAreLinear_data();
    void rowsVisitedPerChangeAreLinear();
    void hiddenCompareEditorsDoNotRefill();
    void valueChangesUpdateRowsWithoutReset();
    void backgroundAnalysisLatestWins();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    ExplorerState* m_state = nullptr;
};

void TestPerChangeCost::initTestCase() {
    m_window = testing::openMainWindow(manyPoints(), m_dir.filePath("settings.ini"), {1280, 800});
    QVERIFY(m_window);
    m_state = m_window->state();
    QCOMPARE(int(m_state->rows().size()), kSets);
    QCOMPARE(m_state->pointsInAnalysis(), kSets);
}

void TestPerChangeCost::rowsVisitedPerChangeAreLinear_data() {
    QTest::addColumn<int>("change");
    QTest::newRow("family filter") << 0;
    QTest::newRow("reference strategy") << 1;
    QTest::newRow("tau") << 2;
    QTest::newRow("k") << 3;
    QTest::newRow("exclusion") << 4;
}

void TestPerChangeCost::rowsVisitedPerChangeAreLinear() {
    QFETCH(int, change);
    const QString key = m_state->rows().back().pointKey;
    const std::vector<std::function<void(bool)>> changes{
        [&](bool on) { m_state->setFamilyHidden(QStringLiteral("H200"), on); },
        [&](bool on) {
            m_state->setReferenceStrategy(on ? analysis::ReferenceStrategy::PerFamily
                                             : analysis::ReferenceStrategy::PaperRule);
        },
        [&](bool on) { m_state->setTau(on ? 0.8 : 1.0); },
        [&](bool on) { m_state->setClusterCount(on ? 3 : 0); },
        [&](bool on) { m_state->setExcluded(key, on); },
    };
    for (const bool on : {true, false}) {
        const quint64 before = m_state->rowsVisited();
        changes[size_t(change)](on);
        QApplication::processEvents(); // the repaint asks the table and chart for every point
        const quint64 visited = m_state->rowsVisited() - before;
        // The recompute builds the rows once and indexes them once (2 x kSets); a few more
        // walks are fine, one per point is not.
        QVERIFY2(visited > 0, "the change recomputed nothing");
        QVERIFY2(visited <= 4 * quint64(kSets), qPrintable(QStringLiteral("%1 rows visited for "
                                                                          "%2 result sets")
                                                               .arg(visited)
                                                               .arg(kSets)));
    }
}

void TestPerChangeCost::hiddenCompareEditorsDoNotRefill() {
    QWidget* page = m_window->comparePage();
    QVERIFY(!page->isVisible());
    CompareView* compare = m_window->compareView(); // built hidden, when asked for
    QVERIFY(compare);
    ScenarioEditor* editor = compare->editorA();
    const int before = editor->refills();
    m_state->setTau(0.9);
    m_state->setFamilyHidden(QStringLiteral("B200"), true);
    m_state->setFamilyHidden(QStringLiteral("B200"), false);
    QApplication::processEvents();
    QCOMPARE(editor->refills(), before);
    QVERIFY(!compare->comparison()->isActive()); // its two analyses wait for the page too
    // Shown, the editor catches up once, then follows each change.
    m_window->showCompare(true);
    QTRY_VERIFY(editor->isVisible());
    QVERIFY(compare->comparison()->isActive());
    QCOMPARE(editor->refills(), before + 1);
    QCOMPARE(editor->referenceCombo()->count(), 2 + m_state->pointsInAnalysis());
    m_state->setTau(1.0);
    QCOMPARE(editor->refills(), before + 2);
    m_window->showCompare(false);
    QVERIFY(!compare->comparison()->isActive());
}

void TestPerChangeCost::valueChangesUpdateRowsWithoutReset() {
    auto* model = m_window->findChild<ResultsTableModel*>();
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    m_state->setExcluded(m_state->rows().front().pointKey, true);
    m_state->setReferenceStrategy(analysis::ReferenceStrategy::PerFamily);
    m_state->setFamilyHidden(QStringLiteral("A100"), true);
    QCOMPARE(resets.count(), 0);
    QVERIFY(changed.count() >= 3);
    m_state->restoreAll();
    m_state->setFamilyHidden(QStringLiteral("A100"), false);
    QCOMPARE(resets.count(), 0);
}

void TestPerChangeCost::backgroundAnalysisLatestWins() {
    // Past the threshold the analysis leaves the window's thread: the setter returns with the
    // view changed and the rows not yet; of three quick changes only the last one's analysis is
    // applied, once.
    m_state->setBackgroundThreshold(100);
    const auto restore = qScopeGuard([this] {
        m_state->setBackgroundThreshold(2000);
        m_state->setTau(1.0);
        m_state->setClusterCount(0);
    });
    QSignalSpy rows(m_state, &ExplorerState::rowsChanged);
    const double tauBefore = m_state->analysisInputParams().breakEven.tau;
    m_state->setTau(0.7);
    QVERIFY(m_state->analysisPending());
    QCOMPARE(m_state->analysisParams().breakEven.tau, 0.7);            // the view at once
    QCOMPARE(m_state->analysisInputParams().breakEven.tau, tauBefore); // the rows not yet
    QCOMPARE(rows.count(), 0);
    m_state->setTau(0.75);
    m_state->setClusterCount(2);
    QTRY_VERIFY(!m_state->analysisPending());
    QCOMPARE(rows.count(), 1);
    QCOMPARE(m_state->analysisInputParams().breakEven.tau, 0.75);
    QCOMPARE(m_state->analysisInputParams().clustering.k, 2);
    QCOMPARE(m_state->analysis().clustering.chosenK, 2);
    QCOMPARE(m_state->pointsInAnalysis(), kSets);
}

void TestPerChangeCost::cleanupTestCase() {
    m_window.reset();
}

QTEST_MAIN(TestPerChangeCost)
#include "tst_perchangecost.moc"
