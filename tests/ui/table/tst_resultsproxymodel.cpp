// ResultsProxyModel's order: rows without a value (no energy measured, no score) come last
// whichever way the column is sorted, so a descending sort starts with the largest value. Its
// typed sort keys order every column as comparing the QVariants did (VariantProxy below, the
// comparison before the keys), ties, empty values and NaN included, after changes too.
#include "common/testdataset.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultscollator.h"
#include "ui/table/resultsproxymodel.h"
#include "ui/table/resultstablemodel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QImage>
#include <QPixmap>
#include <QStandardItemModel>
#include <QTest>
#include <array>
#include <cmath>
#include <vector>

using namespace mlpe;

namespace {

// The proxy's comparison as it was, on the SortRole QVariants of each pair: the oracle.
class VariantProxy : public QSortFilterProxyModel {
public:
    VariantProxy() {
        setSortRole(ResultsTableModel::SortRole);
        setDynamicSortFilter(true);
    }
    void followFilterFlags(const ResultsTableModel* model) {
        connect(model, &ResultsTableModel::filterFlagsChanged, this,
                &VariantProxy::invalidateRowsFilter);
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
        return sourceModel()
            ->index(row, 0, parent)
            .data(ResultsTableModel::PassesFilterRole)
            .toBool();
    }
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override {
        const QVariant l = left.data(sortRole());
        const QVariant r = right.data(sortRole());
        if (!l.isValid() || !r.isValid()) {
            if (sortOrder() == Qt::DescendingOrder)
                return !l.isValid() && r.isValid();
            return l.isValid() && !r.isValid();
        }
        if (l.typeId() != QMetaType::QString && r.typeId() != QMetaType::QString)
            return l.toDouble() < r.toDouble();
        return resultsCollator().compare(l.toString(), r.toString()) < 0;
    }
};

// The source rows in the proxy's order.
QList<int> sourceOrder(const QSortFilterProxyModel& proxy) {
    QList<int> rows;
    for (int r = 0; r < proxy.rowCount(); ++r)
        rows << proxy.mapToSource(proxy.index(r, 0)).row();
    return rows;
}

} // namespace

class TestResultsProxyModel : public QObject {
    Q_OBJECT
private slots:
    void blanksLastInBothDirections_data();
    void blanksLastInBothDirections();
    void typedKeysOrderAsVariants_data();
    void typedKeysOrderAsVariants();
    void tableOrderAsVariantsAfterChanges();
    void multiDataAnswersAsData();
};

void TestResultsProxyModel::blanksLastInBothDirections_data() {
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QVariantList>("expected");
    QTest::newRow("ascending") << Qt::AscendingOrder
                               << QVariantList{1.5, 2.0, 30.0, QVariant(), QVariant()};
    QTest::newRow("descending") << Qt::DescendingOrder
                                << QVariantList{30.0, 2.0, 1.5, QVariant(), QVariant()};
}

void TestResultsProxyModel::blanksLastInBothDirections() {
    QFETCH(Qt::SortOrder, order);
    QFETCH(QVariantList, expected);
    QStandardItemModel source;
    for (const QVariant& energy :
         {QVariant(2.0), QVariant(), QVariant(30.0), QVariant(), QVariant(1.5)}) {
        auto* item = new QStandardItem;
        item->setData(true, ResultsTableModel::PassesFilterRole);
        item->setData(energy, ResultsTableModel::SortRole);
        source.appendRow(item);
    }
    ResultsProxyModel proxy;
    QAbstractItemModelTester tester(&proxy);
    proxy.setSourceModel(&source);
    proxy.sort(0, order);
    QVariantList shown;
    for (int row = 0; row < proxy.rowCount(); ++row)
        shown << proxy.index(row, 0).data(ResultsTableModel::SortRole);
    QCOMPARE(shown, expected);
}

void TestResultsProxyModel::typedKeysOrderAsVariants_data() {
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::newRow("ascending") << Qt::AscendingOrder;
    QTest::newRow("descending") << Qt::DescendingOrder;
}

// Columns of numbers (ties, empty, NaN, bools, ints) and of texts (ties, case, numbers inside,
// empty texts and no value), sorted both ways, then changed cell by cell: the same order as
// the QVariant comparison at every step.
void TestResultsProxyModel::typedKeysOrderAsVariants() {
    QFETCH(Qt::SortOrder, order);
    const double nan = std::nan("");
    const QList<QList<QVariant>> columns = {
        {2.0, QVariant(), 1.5, 2.0, nan, 30.0, QVariant(), 1.5, -0.0, 0.0, 2.0, nan},
        {"v10", "V9", "b", QVariant(), "a", "A", "", "v9", "b", QVariant(), "Dell", "dell"},
        {true, false, QVariant(), true, false, true, QVariant(), false, true, true, false, false},
        {3, 1, 2, 3, QVariant(), 1, 2, 3, 8, 1, QVariant(), 2},
    };
    QStandardItemModel source(int(columns.front().size()), int(columns.size()));
    for (int c = 0; c < columns.size(); ++c) {
        for (int r = 0; r < columns[c].size(); ++r) {
            source.setData(source.index(r, c), true, ResultsTableModel::PassesFilterRole);
            source.setData(source.index(r, c), columns[c][r], ResultsTableModel::SortRole);
        }
    }
    ResultsProxyModel proxy;
    QAbstractItemModelTester tester(&proxy);
    proxy.setSourceModel(&source);
    VariantProxy oracle;
    oracle.setSourceModel(&source);
    const QList<QVariant> changes = {7.0, QVariant(), "a10", nan, 1.5, "", "B", 0.0};
    for (int c = 0; c < source.columnCount(); ++c) {
        proxy.sort(c, order);
        oracle.sort(c, order);
        QCOMPARE(sourceOrder(proxy), sourceOrder(oracle));
        // Values of the column's own kind change row by row: the proxy re-sorts those rows.
        for (int i = 0; i < changes.size(); ++i) {
            const QVariant v = changes[i];
            const bool text = v.typeId() == QMetaType::QString;
            if (v.isValid() && text != (c == 1))
                continue;
            source.setData(source.index((i * 5) % source.rowCount(), c), v,
                           ResultsTableModel::SortRole);
            QCOMPARE(sourceOrder(proxy), sourceOrder(oracle));
        }
    }
}

// The results table itself, every column both ways, through the changes a user makes.
void TestResultsProxyModel::tableOrderAsVariantsAfterChanges() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ResultsTableModel model(&state);
    for (int column = 0; column < model.columnCount(); ++column) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const QString what = QStringLiteral("column %1, %2")
                                     .arg(column)
                                     .arg(order == Qt::AscendingOrder ? "ascending" : "descending");
            ResultsProxyModel proxy;
            proxy.setSourceModel(&model);
            VariantProxy oracle;
            oracle.setSourceModel(&model);
            oracle.followFilterFlags(&model);
            proxy.sort(column, order);
            oracle.sort(column, order);
            QVERIFY2(sourceOrder(proxy) == sourceOrder(oracle), qPrintable(what));
            state.setExcluded("4.1/Dell/XE9680x8H100/llama2_70b_lora", true);
            QVERIFY2(sourceOrder(proxy) == sourceOrder(oracle), qPrintable(what + ", excluded"));
            state.setClusterCount(3);
            QVERIFY2(sourceOrder(proxy) == sourceOrder(oracle), qPrintable(what + ", k"));
            state.setFamilyHidden("H200", true);
            QVERIFY2(sourceOrder(proxy) == sourceOrder(oracle), qPrintable(what + ", filter"));
            state.setFamilyHidden("H200", false);
            state.setExcluded("4.1/Dell/XE9680x8H100/llama2_70b_lora", false);
            QVERIFY2(sourceOrder(proxy) == sourceOrder(oracle), qPrintable(what + ", back"));
            state.setClusterCount(2);
        }
    }
}

// multiData() maps the index once and asks the source for every role: the same answers as
// data() role by role (sorted, with a row filtered out by a hidden family).
void TestResultsProxyModel::multiDataAnswersAsData() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setExcluded("4.1/Dell/XE9680x8H100/llama2_70b_lora", true);
    state.setFamilyHidden("H200", true);
    ResultsTableModel model(&state);
    ResultsProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(int(ResultsTableModel::Column::Efficiency), Qt::DescendingOrder);
    QVERIFY(proxy.rowCount() > 0 && proxy.rowCount() < model.rowCount());
    const std::array<int, 9> roles{Qt::DisplayRole,
                                   Qt::DecorationRole,
                                   Qt::FontRole,
                                   Qt::ForegroundRole,
                                   Qt::ToolTipRole,
                                   Qt::TextAlignmentRole,
                                   Qt::CheckStateRole,
                                   ResultsTableModel::SortRole,
                                   ResultsTableModel::PointKeyRole};
    int compared = 0;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        for (int column = 0; column < proxy.columnCount(); ++column) {
            const QModelIndex index = proxy.index(row, column);
            std::vector<QModelRoleData> asked;
            for (int role : roles)
                asked.emplace_back(role);
            index.multiData(asked);
            for (const QModelRoleData& answer : asked) {
                const QVariant expected = index.data(answer.role());
                if (expected.userType() == QMetaType::QIcon) { // no operator==: its image
                    QCOMPARE(answer.data().userType(), int(QMetaType::QIcon));
                    QCOMPARE(qvariant_cast<QIcon>(answer.data()).pixmap(16).toImage(),
                             qvariant_cast<QIcon>(expected).pixmap(16).toImage());
                } else {
                    QCOMPARE(answer.data(), expected);
                }
                ++compared;
            }
        }
    }
    QVERIFY(compared > 100);
}

QTEST_MAIN(TestResultsProxyModel)
#include "tst_resultsproxymodel.moc"
