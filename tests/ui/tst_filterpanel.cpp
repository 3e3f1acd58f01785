// FilterPanel: widgets reflect the state, edits go to the state, counts per family.
#include "common/testdataset.h"
#include "ui/filterpanel.h"
#include "ui/state/explorerstate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QTest>

using namespace mlpe;

class TestFilterPanel : public QObject {
    Q_OBJECT
private slots:
    void selectorsFollowState();
    void familyListWithCounts();
    void familyListInLegendOrder();
    void untickFamilyHidesIt();
    void roundSelectorChangesScope();
    void benchmarkListDropsDownInOnePlace();
};

namespace {
QListWidgetItem* itemFor(QListWidget* list, const QString& value) {
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == value)
            return list->item(i);
    }
    return nullptr;
}
} // namespace

void TestFilterPanel::selectorsFollowState() {
    ExplorerState state;
    FilterPanel panel(&state);
    state.setDataset(testdata::smallDataset());
    // "All rounds" + 5.0 + 4.1; the current one is the state's (5.0, newest).
    QCOMPARE(panel.roundSelector()->count(), 3);
    QCOMPARE(panel.roundSelector()->currentData().toString(), QStringLiteral("5.0"));
    QCOMPARE(panel.benchmarkSelector()->currentData().toString(),
             QStringLiteral("llama2_70b_lora"));
    state.setRound("4.1");
    // 4.1 offers BERT-large, Llama 2 70B LoRA, RetinaNet (+ "All benchmarks").
    QCOMPARE(panel.benchmarkSelector()->count(), 4);
    QCOMPARE(panel.benchmarkSelector()->itemText(3), QStringLiteral("RetinaNet"));
}

void TestFilterPanel::familyListWithCounts() {
    ExplorerState state;
    FilterPanel panel(&state);
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    // v4.1 LoRA: 4 scored H100 (the unscored Clemson set does not count), 2 H200.
    QCOMPARE(panel.familyList()->count(), 2);
    QCOMPARE(itemFor(panel.familyList(), "H100")->text(), QStringLiteral("H100  (4)"));
    QCOMPARE(itemFor(panel.familyList(), "H200")->text(), QStringLiteral("H200  (2)"));
    QVERIFY(!itemFor(panel.familyList(), "H100")->icon().isNull()); // colour swatch
}

// All rounds of Llama 2 LoRA: H100, H200 (v4.1) and B200 (v5.0) -- listed as the charts' legend
// lists them (vendor, then generation: Hopper before Blackwell), not alphabetically.
void TestFilterPanel::familyListInLegendOrder() {
    ExplorerState state;
    FilterPanel panel(&state);
    state.setDataset(testdata::smallDataset());
    state.setRound(QString());
    state.setBenchmark("llama2_70b_lora");
    QStringList listed;
    for (int i = 0; i < panel.familyList()->count(); ++i)
        listed << panel.familyList()->item(i)->data(Qt::UserRole).toString();
    QCOMPARE(listed, (QStringList{"H100", "H200", "B200"}));
}

void TestFilterPanel::untickFamilyHidesIt() {
    ExplorerState state;
    FilterPanel panel(&state);
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    itemFor(panel.familyList(), "H200")->setCheckState(Qt::Unchecked);
    QVERIFY(state.filter().hiddenFamilies.contains("H200"));
    QCOMPARE(state.pointsInAnalysis(), 4);
    // The hidden family stays in the list (to be ticked again), unticked.
    QCOMPARE(itemFor(panel.familyList(), "H200")->checkState(), Qt::Unchecked);
    state.resetFilters();
    QCOMPARE(itemFor(panel.familyList(), "H200")->checkState(), Qt::Checked);
}

void TestFilterPanel::roundSelectorChangesScope() {
    ExplorerState state;
    FilterPanel panel(&state);
    state.setDataset(testdata::smallDataset());
    QComboBox* rounds = panel.roundSelector();
    rounds->setCurrentIndex(rounds->findData(QStringLiteral("4.1")));
    emit rounds->activated(rounds->currentIndex());
    QCOMPARE(state.filter().round(), QStringLiteral("4.1"));
    QCOMPARE(state.rows().size(), size_t(7));
}

void TestFilterPanel::benchmarkListDropsDownInOnePlace() {
    // Opened from the keyboard with the last benchmark current, the list starts below the box
    // with its first item visible: the same place on every visit.
    ExplorerState state;
    FilterPanel panel(&state);
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    panel.resize(320, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QComboBox* benchmarks = panel.benchmarkSelector();
    benchmarks->setCurrentIndex(benchmarks->count() - 1);
    benchmarks->setFocus();
    QTest::keyClick(benchmarks, Qt::Key_Down, Qt::AltModifier);
    QWidget* popup = benchmarks->view()->window();
    QTRY_VERIFY(popup->isVisible());
    const int boxBottom = benchmarks->mapToGlobal(QPoint(0, benchmarks->height())).y();
    QVERIFY2(popup->geometry().top() >= boxBottom - 1,
             qPrintable(QStringLiteral("list top %1, box bottom %2")
                            .arg(popup->geometry().top())
                            .arg(boxBottom)));
    const QRect first = benchmarks->view()->visualRect(benchmarks->model()->index(0, 0));
    QVERIFY(benchmarks->view()->viewport()->rect().contains(first.center()));
    QTest::keyClick(benchmarks->view(), Qt::Key_Escape);
    QTRY_VERIFY(!popup->isVisible());
}

QTEST_MAIN(TestFilterPanel)
#include "tst_filterpanel.moc"
