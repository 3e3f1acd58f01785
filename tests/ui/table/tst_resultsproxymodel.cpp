// ResultsProxyModel's order: rows without a value (no energy measured, no score) come last
// whichever way the column is sorted, so a descending sort starts with the largest value.
#include "ui/table/resultsproxymodel.h"
#include "ui/table/resultstablemodel.h"

#include <QAbstractItemModelTester>
#include <QStandardItemModel>
#include <QTest>

using namespace mlpe;

class TestResultsProxyModel : public QObject {
    Q_OBJECT
private slots:
    void blanksLastInBothDirections_data();
    void blanksLastInBothDirections();
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

QTEST_MAIN(TestResultsProxyModel)
#include "tst_resultsproxymodel.moc"
