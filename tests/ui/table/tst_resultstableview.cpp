// ResultsTableView: selection linked both ways with the state, copy of selected rows, column
// chooser state.
#include "common/testdataset.h"
#include "core/session/pricetable.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultsproxymodel.h"
#include "ui/table/resultstablemodel.h"
#include "ui/table/resultstableview.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
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
    void energyAndCostBesideEfficiency();
    void costColumnFollowsPrices();
};

namespace {
// Prices reach the window the way a session brings them: a view state applied as a whole.
void applyPrices(ExplorerState& state, const QMap<QString, double>& prices) {
    ViewState view = state.viewState();
    view.prices = prices.isEmpty() ? PriceTable()
                                   : *PriceTable::make(prices, QStringLiteral("USD"), std::nullopt);
    QVERIFY(state.applyViewState(view));
}
} // namespace

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

void TestResultsTableView::energyAndCostBesideEfficiency() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableView view(&state);
    auto check = [&] {
        const QHeaderView* header = view.horizontalHeader();
        const int efficiency = header->visualIndex(int(Column::Efficiency));
        QCOMPARE(header->visualIndex(int(Column::Energy)), efficiency + 1);
        QCOMPARE(header->visualIndex(int(Column::EnergyPerAcceleratorMinute)), efficiency + 2);
        QCOMPARE(header->visualIndex(int(Column::CostToTrain)), efficiency + 3);
        QCOMPARE(header->visualIndex(int(Column::AcceleratorMinutes)), efficiency + 4);
    };
    check();
    state.setBenchmark("bert"); // a model reset keeps the order
    check();
}

void TestResultsTableView::costColumnFollowsPrices() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableView view(&state);
    const int cost = int(Column::CostToTrain);
    view.setHiddenColumns({});
    QVERIFY(view.isColumnHidden(cost)); // no prices: no money, whatever the choice
    QCOMPARE(view.hiddenColumns(), QList<int>{});
    applyPrices(state, {{QStringLiteral("H100"), 2.0}});
    QVERIFY(!view.isColumnHidden(cost));
    QCOMPARE(view.model()->headerData(cost, Qt::Horizontal).toString(),
             QStringLiteral("Cost to train (USD)"));
    // The user's choice is kept across the prices coming and going.
    view.setHiddenColumns({cost});
    QVERIFY(view.isColumnHidden(cost));
    applyPrices(state, {});
    QCOMPARE(view.hiddenColumns(), QList<int>{cost});
    applyPrices(state, {{QStringLiteral("H100"), 2.0}});
    QVERIFY(view.isColumnHidden(cost));
    view.setHiddenColumns({});
    QVERIFY(!view.isColumnHidden(cost));
}

QTEST_MAIN(TestResultsTableView)
#include "tst_resultstableview.moc"
