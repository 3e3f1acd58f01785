// ResultsColumns: a column's number is its id in the settings and in session files (hidden
// columns, sort column), so numbers never move when columns are added; the stored hidden-columns
// list of an older layout is read in today's terms.
#include "ui/table/resultscolumns.h"

#include <QTest>

using namespace mlpe;
using Column = ResultsColumn;

class TestResultsColumns : public QObject {
    Q_OBJECT
private slots:
    void numbersAreStable_data();
    void numbersAreStable();
    void migrateHidden_data();
    void migrateHidden();
    void energyShownByDefault();
};

void TestResultsColumns::numbersAreStable_data() {
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("title");
    // The numbers settings and sessions stored before the energy-per-minute and cost columns
    // existed, then the appended ones.
    const QStringList titles{"Submitter",
                             "System name",
                             "Family",
                             "N",
                             "T (min)",
                             "Ref.",
                             "S",
                             "E′",
                             "G",
                             "Cluster",
                             "Silhouette",
                             "Pareto",
                             "Round",
                             "Availability",
                             "Runs",
                             "Status",
                             "System",
                             "Benchmark",
                             "Division",
                             "Nodes",
                             "Acc./node",
                             "Energy to train (MJ)",
                             "T range (runs)",
                             "E′ range (runs)",
                             "Energy / acc-min (J)",
                             "Cost to train"};
    for (int i = 0; i < titles.size(); ++i)
        QTest::newRow(qPrintable(titles[i])) << i << titles[i];
}

void TestResultsColumns::numbersAreStable() {
    QFETCH(int, number);
    QFETCH(QString, title);
    QCOMPARE(int(Column::Count), 26);
    QCOMPARE(ResultsColumns::title(Column(number)), title);
}

void TestResultsColumns::migrateHidden_data() {
    QTest::addColumn<QList<int>>("stored");
    QTest::addColumn<int>("layout");
    QTest::addColumn<QList<int>>("expected");
    const int energy = int(Column::Energy);
    const int system = int(Column::System);
    const int cost = int(Column::CostToTrain);
    // Layout 0's defaults: Energy was hidden among the context columns.
    QTest::newRow("old defaults: energy shows")
        << QList<int>{system, energy} << 0 << QList<int>{system};
    QTest::newRow("old list without energy: kept") << QList<int>{system} << 0 << QList<int>{system};
    QTest::newRow("today's list: energy hidden by choice")
        << QList<int>{system, energy} << ResultsColumns::kHiddenColumnsLayout
        << QList<int>{system, energy};
    QTest::newRow("today's list: cost hidden by choice")
        << QList<int>{cost} << ResultsColumns::kHiddenColumnsLayout << QList<int>{cost};
}

void TestResultsColumns::migrateHidden() {
    QFETCH(QList<int>, stored);
    QFETCH(int, layout);
    QFETCH(QList<int>, expected);
    QCOMPARE(ResultsColumns::migrateHidden(stored, layout), expected);
}

void TestResultsColumns::energyShownByDefault() {
    const QList<int> hidden = ResultsColumns::defaultHidden();
    for (Column c : ResultsColumns::besideEfficiency())
        QVERIFY(!hidden.contains(int(c)));
    QCOMPARE(ResultsColumns::costTitle(QStringLiteral("EUR")),
             QStringLiteral("Cost to train (EUR)"));
}

QTEST_MAIN(TestResultsColumns)
#include "tst_resultscolumns.moc"
