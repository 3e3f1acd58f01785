// ResultsTableModel + ResultsProxyModel: contents, roles, sorting, filtering, model contract.
#include "common/testdataset.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultsproxymodel.h"
#include "ui/table/resultstablemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace mlpe;
using Column = ResultsTableModel::Column;

class TestResultsTableModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void modelContract();
    void cellValues_data();
    void cellValues();
    void tooltipShowsRawNameAndAvailability();
    void excludedRowsGreyed();
    void proxyHidesFilteredRowsAndSortsNumerically();
    void searchText();
    void localeFormatting();
    void onlyChangedRowsSignalled();
    void groupingRenamesTheFamilyColumn();

private:
    static int rowOf(const ResultsTableModel& model, const QString& key);
};

int TestResultsTableModel::rowOf(const ResultsTableModel& model, const QString& key) {
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, 0).data(ResultsTableModel::ResultSetKeyRole).toString() == key)
            return r;
    }
    return -1;
}

void TestResultsTableModel::modelContract() {
    ExplorerState state;
    ResultsTableModel model(&state);
    ResultsProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    QCOMPARE(model.rowCount(), 7);
    proxy.sort(int(Column::Minutes));
    state.setExcluded("4.1/Dell/XE9680x8H100/llama2_70b_lora", true); // dataChanged path
    state.setFamilyHidden("H200", true);                              // filter path
    QCOMPARE(proxy.rowCount(), 5);
    state.setBenchmark("bert"); // reset path
    QCOMPARE(model.rowCount(), 2);
    state.setFilter({});
    QCOMPARE(model.columnCount(), int(Column::Count));
}

void TestResultsTableModel::cellValues_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("display");
    const QString oracle = "4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora";
    QTest::newRow("N = 8 x 8") << oracle << int(Column::Accelerators) << "64";
    QTest::newRow("T") << oracle << int(Column::Minutes) << "5.000";
    QTest::newRow("family") << oracle << int(Column::Family) << "H100";
    QTest::newRow("availability") << oracle << int(Column::Availability) << "Available cloud";
    QTest::newRow("runs") << oracle << int(Column::Runs) << "10/10";
    const QString broken = "4.1/Clemson/broken_h100/llama2_70b_lora";
    QTest::newRow("no score shows a dash") << broken << int(Column::Minutes) << "—";
    QTest::newRow("status") << broken << int(Column::Status) << "no score: 10 invalid runs";
}

void TestResultsTableModel::cellValues() {
    QFETCH(QString, key);
    QFETCH(int, column);
    QFETCH(QString, display);
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableModel model(&state);
    const int row = rowOf(model, key);
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, column).data().toString(), display);
}

void TestResultsTableModel::tooltipShowsRawNameAndAvailability() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableModel model(&state);
    const int row = rowOf(model, "4.1/Azure/nd_h200_v5_x8/llama2_70b_lora");
    const QString tip = model.index(row, int(Column::System)).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains("NVIDIA H200-SXM5-80GB"), qPrintable(tip)); // raw accelerator name
    QVERIFY2(tip.contains("Available cloud"), qPrintable(tip));
    QVERIFY2(tip.contains("“available”"), qPrintable(tip)); // raw status string
}

void TestResultsTableModel::excludedRowsGreyed() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableModel model(&state);
    const int row = rowOf(model, "4.1/Dell/XE9680x8H100/llama2_70b_lora");
    QVERIFY(!model.index(row, 0).data(Qt::ForegroundRole).isValid());
    state.setExcluded("4.1/Dell/XE9680x8H100/llama2_70b_lora", true);
    QCOMPARE(model.index(row, 0).data(ResultsTableModel::ExcludedRole).toBool(), true);
    QCOMPARE(model.index(row, 0).data(ResultsTableModel::InAnalysisRole).toBool(), false);
    QVERIFY(model.index(row, 0).data(Qt::ForegroundRole).isValid());
    QVERIFY(model.index(row, 0).data(Qt::FontRole).value<QFont>().italic());
}

void TestResultsTableModel::proxyHidesFilteredRowsAndSortsNumerically() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableModel model(&state);
    ResultsProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(int(Column::Minutes), Qt::AscendingOrder);
    QCOMPARE(proxy.rowCount(), 7);
    // Times 4, 5, 15, 24, 28, 30 ascending; the unscored row last.
    const QList<double> expected{4, 5, 15, 24, 28, 30};
    for (int r = 0; r < expected.size(); ++r)
        QCOMPARE(proxy.index(r, int(Column::Minutes)).data(ResultsTableModel::SortRole).toDouble(),
                 expected[r]);
    QVERIFY(!proxy.index(6, int(Column::Minutes)).data(ResultsTableModel::SortRole).isValid());
    // N sorts numerically: 8 < 16 < 56 < 64 (a string sort would put 16 first).
    proxy.sort(int(Column::Accelerators), Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, int(Column::Accelerators)).data().toString(), QStringLiteral("8"));
    QCOMPARE(proxy.index(6, int(Column::Accelerators)).data().toString(), QStringLiteral("64"));
    state.setFamilyHidden("H100", true);
    QCOMPARE(proxy.rowCount(), 2);
}

void TestResultsTableModel::searchText() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableModel model(&state);
    ResultsProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSearchText("oracle");
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setSearchText("h200");
    QCOMPARE(proxy.rowCount(), 2); // family column matches both H200 rows
    proxy.setSearchText({});
    QCOMPARE(proxy.rowCount(), 7);
}

void TestResultsTableModel::localeFormatting() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setBenchmark("bert");
    ResultsTableModel model(&state);
    const int row = rowOf(model, "4.1/Krai/7920T_2xA5000/bert");
    // 366.185 minutes in German notation: decimal comma.
    QCOMPARE(model.index(row, int(Column::Minutes)).data().toString(), QStringLiteral("366,185"));
    QCOMPARE(model.index(row, int(Column::Minutes)).data(ResultsTableModel::SortRole).toDouble(),
             366.185);
    QLocale::setDefault(QLocale::c());
}

void TestResultsTableModel::onlyChangedRowsSignalled() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableModel model(&state);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    state.setTau(0.8); // break-even only: no cell of the table changes
    QCOMPARE(changed.count(), 0);
    const int row = rowOf(model, "4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora");
    state.setClusterCount(2); // clusters may change: some rows
    changed.clear();
    state.setExcluded("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora", true);
    // An excluded row is greyed and in italics: every column of that row, in one signal.
    bool wholeRow = false;
    for (const QList<QVariant>& signal : changed) {
        const auto topLeft = signal.at(0).value<QModelIndex>();
        const auto bottomRight = signal.at(1).value<QModelIndex>();
        wholeRow |= topLeft.row() <= row && row <= bottomRight.row() && topLeft.column() == 0 &&
                    bottomRight.column() == model.columnCount() - 1;
    }
    QVERIFY(wholeRow);
    QCOMPARE(reset.count(), 0); // same rows: never a reset (selection and scroll survive)
    // Only derived values change (other clusters): only their columns are signalled, so that a
    // table sorted by N, T or any column whose values stayed does not re-sort those rows.
    changed.clear();
    state.setClusterCount(3);
    QVERIFY(!changed.isEmpty());
    for (const QList<QVariant>& signal : changed) {
        const int left = signal.at(0).value<QModelIndex>().column();
        const int right = signal.at(1).value<QModelIndex>().column();
        QVERIFY2(left > int(Column::Minutes), qPrintable(QString::number(left)));
        for (Column unchanged : {Column::Speedup, Column::Efficiency, Column::AcceleratorMinutes,
                                 Column::Round, Column::Runs, Column::Energy})
            QVERIFY2(int(unchanged) < left || int(unchanged) > right,
                     qPrintable(QStringLiteral("%1..%2").arg(left).arg(right)));
    }
}

// Grouping by variant keeps the rows (same result sets) but renames their Family cells: the
// table must be told, or it keeps showing (and colouring) the families.
void TestResultsTableModel::groupingRenamesTheFamilyColumn() {
    Dataset data = testdata::smallDataset();
    for (ResultSet& set : data.resultSets)
        if (set.systemDescription.accelerator.family == QLatin1String("H100"))
            set.systemDescription.accelerator.variant = QStringLiteral("SXM 80GB");
    ExplorerState state;
    state.setDataset(data);
    state.setRound("4.1");
    ResultsTableModel model(&state);
    const int row = rowOf(model, "4.1/Dell/XE9680x8H100/llama2_70b_lora");
    QVERIFY(row >= 0);
    const QModelIndex family = model.index(row, int(Column::Family));
    QCOMPARE(family.data().toString(), QStringLiteral("H100"));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    state.setHardwareGrouping(analysis::HardwareGrouping::Variant);
    QCOMPARE(family.data().toString(), QStringLiteral("H100 SXM 80GB"));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.front().at(0).value<QModelIndex>().row(), 0);
    QCOMPARE(changed.front().at(1).value<QModelIndex>().row(), model.rowCount() - 1);
}

QTEST_MAIN(TestResultsTableModel)
#include "tst_resultstablemodel.moc"
