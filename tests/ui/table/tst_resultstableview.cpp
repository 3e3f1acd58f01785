// ResultsTableView: selection linked both ways with the state, copy of selected rows, column
// chooser state.
#include "common/testdataset.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultsproxymodel.h"
#include "ui/table/resultstablemodel.h"
#include "ui/table/resultstableview.h"

#include <QApplication>
#include <QClipboard>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace mlpe;
using Column = ResultsTableModel::Column;

class TestResultsTableView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void selectionFromState();
    void selectionToState();
    void selectionSurvivesRecompute();
    void copySelectedRows();
    void hiddenColumns();
};

void TestResultsTableView::selectionFromState() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableView view(&state);
    view.show();
    state.setSelectedKey("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora");
    const QModelIndexList rows = view.selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.front().data(ResultsTableModel::PointKeyRole).toString(),
             QStringLiteral("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora"));
}

void TestResultsTableView::selectionToState() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableView view(&state);
    view.show();
    QSignalSpy spy(&state, &ExplorerState::selectionChanged);
    view.selectRow(2);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(state.selectedKey(),
             view.proxyModel()->index(2, 0).data(ResultsTableModel::ResultSetKeyRole).toString());
}

void TestResultsTableView::selectionSurvivesRecompute() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableView view(&state);
    view.show();
    state.setSelectedKey("4.1/Lambda/1cc_2xh100/llama2_70b_lora");
    state.setExcluded("4.1/Dell/XE9680x8H100/llama2_70b_lora",
                      true); // same rows: dataChanged, not a reset
    state.setTau(0.7);
    QCOMPARE(view.selectedPointKeys(), QStringList{"4.1/Lambda/1cc_2xh100/llama2_70b_lora"});
}

void TestResultsTableView::copySelectedRows() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableView view(&state);
    view.setHiddenColumns({});
    for (int c = 0; c < int(Column::Count); ++c) {
        if (c != int(Column::Submitter) && c != int(Column::Accelerators) &&
            c != int(Column::Minutes))
            view.setColumnHidden(c, true);
    }
    view.show();
    state.setSelectedKey("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora");
    // Visible columns in view order, header first, tab-separated, GUI-locale numbers.
    QCOMPARE(view.selectedRowsAsText(),
             QStringLiteral("Submitter\tN\tT (min)\nOracle\t64\t5.000\n"));
    view.copySelectedRows();
    QCOMPARE(QApplication::clipboard()->text(), view.selectedRowsAsText());
}

void TestResultsTableView::hiddenColumns() {
    ExplorerState state;
    ResultsTableView view(&state);
    const QList<int> hidden{int(Column::Benchmark), int(Column::Energy)};
    view.setHiddenColumns(hidden);
    QCOMPARE(view.hiddenColumns(), hidden);
    QVERIFY(view.isColumnHidden(int(Column::Energy)));
    QVERIFY(!view.isColumnHidden(int(Column::Efficiency)));
}

QTEST_MAIN(TestResultsTableView)
#include "tst_resultstableview.moc"
