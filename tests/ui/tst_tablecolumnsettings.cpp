// The window restores the table's hidden columns from the settings in today's terms: columns are
// stored by number (numbers never move), and a list stored before the energy columns stood beside
// E′ shows Energy again, while a list of today's layout keeps every choice.
#include "common/testdataset.h"
#include "ui/mainwindow.h"
#include "ui/state/appsettings.h"
#include "ui/table/resultscolumns.h"
#include "ui/table/resultstableview.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;
using Column = ResultsColumn;

class TestTableColumnSettings : public QObject {
    Q_OBJECT
private slots:
    void restored_data();
    void restored();
};

void TestTableColumnSettings::restored_data() {
    QTest::addColumn<QVariantList>("storedList"); // as an older window wrote it (numbers)
    QTest::addColumn<QVariant>("layout");         // invalid: not written (before layouts)
    QTest::addColumn<bool>("energyHidden");
    const QVariantList oldDefaults{
        int(Column::System),    int(Column::Benchmark),           int(Column::Division),
        int(Column::Nodes),     int(Column::AcceleratorsPerNode), int(Column::Energy),
        int(Column::Silhouette)};
    QTest::newRow("old defaults") << oldDefaults << QVariant() << false;
    QTest::newRow("today's layout, energy hidden by choice")
        << oldDefaults << QVariant(ResultsColumns::kHiddenColumnsLayout) << true;
}

void TestTableColumnSettings::restored() {
    QFETCH(QVariantList, storedList);
    QFETCH(QVariant, layout);
    QFETCH(bool, energyHidden);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("settings.ini"));
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("table/hiddenColumns"), storedList);
        if (layout.isValid())
            raw.setValue(QStringLiteral("table/hiddenColumnsLayout"), layout);
    }
    {
        MainWindow window(ImportController::roundImportFunction(),
                          std::make_unique<AppSettings>(file));
        window.setDataset(testdata::smallDataset());
        ResultsTableView* table = window.resultsTable();
        QCOMPARE(table->isColumnHidden(int(Column::Energy)), energyHidden);
        // Every other stored column keeps its meaning.
        for (Column c : {Column::System, Column::Benchmark, Column::Division, Column::Nodes,
                         Column::AcceleratorsPerNode, Column::Silhouette})
            QVERIFY(table->isColumnHidden(int(c)));
        for (Column c : {Column::Efficiency, Column::EnergyPerAcceleratorMinute, Column::Round})
            QVERIFY(!table->isColumnHidden(int(c)));
        window.close(); // stores the layout
    }
    AppSettings stored(file);
    QCOMPARE(stored.hiddenTableColumnsLayout(), ResultsColumns::kHiddenColumnsLayout);
    QCOMPARE(stored.hiddenTableColumns({}).contains(int(Column::Energy)), energyHidden);
}

QTEST_MAIN(TestTableColumnSettings)
#include "tst_tablecolumnsettings.moc"
