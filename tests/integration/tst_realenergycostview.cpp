// Energy and cost in the window, on the real v4.0 and v5.0 rounds ($MLPE_DATA_DIR, skipped when
// absent): the results table's energy and cost cells, the chart tooltip, the filter panel's
// "energy measured for X of Y" and the table export, against hand computations.
//
// The hand computation (Python's decimal module, 30 digits, from the numbers `analyze` prints
// for the sets: energy_joules E, accelerators N, score_minutes T; the prices are this test's):
//   v4.0 smc-ac-power 8xSMC-H100-SXM-80GB llama2_70b_lora: E = 20644274.643343065 J (20.64 MJ),
//       N = 64, T = 5.488485706018517 min, G = 351.263085185185088 acc-min,
//       E / G = 58771.5462114655488 J per accelerator-minute,
//       at 2.5 EUR per H100-hour: G / 60 x 2.5 = 14.6359618827160453 EUR
//   v5.0 Lenovo SR780aV3-8xB200_SXM_180GB llama2_70b_lora: E = 6114237.986822284 J (6.11 MJ),
//       N = 8, T = 11.324490299145296 min, G = 90.595922393162368,
//       E / G = 67489.1079566264197, at 4 EUR per B200-hour: 6.03972815954415787 EUR
// In view (analyze's "points in view"): v4.0 Llama 2 70B LoRA 27 sets, 2 with power logs (the
// smc-ac-power submissions at 64 and 512 accelerators; smc-dc-power's hold the same runs, so each
// run is counted once, with the AC measurement, and 4 copies leave the 31 sets published);
// v5.0 51 sets, 1 with power logs.
#include "core/import/roundimporter.h"
#include "core/session/pricetable.h"
#include "ui/chartpanel.h"
#include "ui/charts/charttext.h"
#include "ui/charts/costchartview.h"
#include "ui/filterpanel.h"
#include "ui/mainwindow.h"
#include "ui/state/appsettings.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultscolumns.h"
#include "ui/table/resultstablemodel.h"
#include "ui/table/resultstableview.h"
#include "ui/table/tableexport.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QHeaderView>
#include <QLocale>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace mlpe;
using Column = ResultsTableModel::Column;

namespace {
const QString kH100Set = QStringLiteral("4.0/smc-ac-power/8xSMC-H100-SXM-80GB/llama2_70b_lora");
const QString kB200Set = QStringLiteral("5.0/Lenovo/SR780aV3-8xB200_SXM_180GB/llama2_70b_lora");
} // namespace

class TestRealEnergyCostView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void energyCells_data();
    void energyCells();
    void noPowerLogCells();
    void costCells_data();
    void costCells();
    void costColumnOnlyWithPrices();
    void tooltip();
    void energyCountInFilterPanel_data();
    void energyCountInFilterPanel();
    void tableExport();
    void windowScreenshot();

private:
    void scope(const QString& round);
    void applyPrices(const QMap<QString, double>& prices);
    int rowOf(const QString& pointKey) const;
    QString cell(const QString& pointKey, Column column, int role = Qt::DisplayRole) const;

    ExplorerState m_state;
    ResultsTableModel* m_model = nullptr;
};

void TestRealEnergyCostView::initTestCase() {
    QLocale::setDefault(QLocale::c());
    const QString data = qEnvironmentVariable("MLPE_DATA_DIR");
    QStringList dirs;
    for (const char* round : {"4.0", "5.0"}) {
        const QString dir = data + QStringLiteral("/training_results_v") + QLatin1String(round);
        if (data.isEmpty() || !QDir(dir).exists())
            QSKIP(qPrintable(
                QStringLiteral("no %1: the MLPerf v%2 archive is not available").arg(dir, round)));
        dirs << dir;
    }
    ImportResult imported = RoundImporter::importRounds(dirs);
    QCOMPARE(imported.status, ImportStatus::Ok);
    m_state.setDataset(std::move(imported.dataset));
    m_model = new ResultsTableModel(&m_state, this);
    new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 this);
}

void TestRealEnergyCostView::init() {
    applyPrices({}); // every test starts without prices
    scope("4.0");
}

void TestRealEnergyCostView::scope(const QString& round) {
    m_state.setRound(round);
    m_state.setBenchmark(QStringLiteral("llama2_70b_lora"));
}

void TestRealEnergyCostView::applyPrices(const QMap<QString, double>& prices) {
    // The way a session brings prices into the window: a view state applied as a whole.
    ViewState view = m_state.viewState();
    if (prices.isEmpty()) {
        view.prices = PriceTable();
    } else {
        Expected<PriceTable> table = PriceTable::make(prices, QStringLiteral("EUR"), std::nullopt);
        QVERIFY2(table, qPrintable(table.error()));
        view.prices = *table;
    }
    const Expected<QStringList> applied = m_state.applyViewState(view);
    QVERIFY2(applied, qPrintable(applied.error()));
}

int TestRealEnergyCostView::rowOf(const QString& pointKey) const {
    for (int r = 0; r < m_model->rowCount(); ++r)
        if (m_model->index(r, 0).data(ResultsTableModel::PointKeyRole).toString() == pointKey)
            return r;
    return -1;
}

QString TestRealEnergyCostView::cell(const QString& pointKey, Column column, int role) const {
    const int row = rowOf(pointKey);
    return row < 0 ? QStringLiteral("(no row %1)").arg(pointKey)
                   : m_model->index(row, int(column)).data(role).toString();
}

void TestRealEnergyCostView::energyCells_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("megajoules");           // shown, 2 decimals
    QTest::addColumn<QString>("perAcceleratorMinute"); // shown, whole joules
    QTest::addColumn<double>("perAcceleratorMinuteByHand");
    QTest::newRow("v4.0 H100 x 64") << "4.0" << kH100Set << "20.64"
                                    << "58772" << 58771.5462114655488;
    QTest::newRow("v5.0 B200 x 8") << "5.0" << kB200Set << "6.11"
                                   << "67489" << 67489.1079566264197;
}

void TestRealEnergyCostView::energyCells() {
    QFETCH(QString, round);
    QFETCH(QString, key);
    QFETCH(QString, megajoules);
    QFETCH(QString, perAcceleratorMinute);
    QFETCH(double, perAcceleratorMinuteByHand);
    scope(round);
    QCOMPARE(cell(key, Column::Energy), megajoules);
    QCOMPARE(cell(key, Column::EnergyPerAcceleratorMinute), perAcceleratorMinute);
    const double raw = m_model->index(rowOf(key), int(Column::EnergyPerAcceleratorMinute))
                           .data(ResultsTableModel::SortRole)
                           .toDouble();
    QVERIFY2(std::abs(raw - perAcceleratorMinuteByHand) <= 1e-12 * perAcceleratorMinuteByHand,
             qPrintable(QString::number(raw, 'g', 17)));
    // A measured cell has the row's tooltip, not the "no power log" one.
    QVERIFY(!cell(key, Column::Energy, Qt::ToolTipRole).startsWith(QLatin1String("No power log")));
}

void TestRealEnergyCostView::noPowerLogCells() {
    // Every row without energy shows empty energy cells that say why; none is estimated.
    int without = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        if (m_model->index(r, int(Column::Energy)).data(ResultsTableModel::SortRole).isValid())
            continue;
        ++without;
        for (Column c : {Column::Energy, Column::EnergyPerAcceleratorMinute}) {
            const QModelIndex index = m_model->index(r, int(c));
            QVERIFY(!index.data(ResultsTableModel::SortRole).isValid());
            QVERIFY(index.data().toString().isEmpty());
            QVERIFY2(index.data(Qt::ToolTipRole)
                         .toString()
                         .startsWith(QLatin1String(
                             "No power log: energy was not measured for this result set")),
                     qPrintable(index.data(Qt::ToolTipRole).toString()));
        }
    }
    QVERIFY(without >= 27); // 31 sets in view, 4 measured
}

void TestRealEnergyCostView::costCells_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<double>("byHand");
    QTest::newRow("v4.0 H100 x 64 at 2.5") << "4.0" << kH100Set << "14.64" << 14.6359618827160453;
    QTest::newRow("v5.0 B200 x 8 at 4") << "5.0" << kB200Set << "6.04" << 6.03972815954415787;
}

void TestRealEnergyCostView::costCells() {
    QFETCH(QString, round);
    QFETCH(QString, key);
    QFETCH(QString, shown);
    QFETCH(double, byHand);
    applyPrices({{QStringLiteral("H100"), 2.5}, {QStringLiteral("B200"), 4.0}});
    scope(round);
    QCOMPARE(m_model->headerData(int(Column::CostToTrain), Qt::Horizontal).toString(),
             QStringLiteral("Cost to train (EUR)"));
    QCOMPARE(cell(key, Column::CostToTrain), shown);
    const double raw = m_model->index(rowOf(key), int(Column::CostToTrain))
                           .data(ResultsTableModel::SortRole)
                           .toDouble();
    QVERIFY2(std::abs(raw - byHand) <= 1e-12 * byHand, qPrintable(QString::number(raw, 'g', 17)));
    // A family without a price says so, in every row of it in the analysis.
    int unpriced = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex family = m_model->index(r, int(Column::Family));
        if (!m_model->index(r, 0).data(ResultsTableModel::InAnalysisRole).toBool())
            continue;
        const QString text = m_model->index(r, int(Column::CostToTrain)).data().toString();
        if (family.data().toString() == QLatin1String("H100") ||
            family.data().toString() == QLatin1String("B200")) {
            QVERIFY2(text != QLatin1String("no price") && !text.isEmpty(), qPrintable(text));
        } else {
            QCOMPARE(text, QStringLiteral("no price"));
            ++unpriced;
        }
    }
    QVERIFY(unpriced > 0); // L40S, A100, Gaudi 2, H200 in v4.0; H200, GB200, MI300X... in v5.0
}

void TestRealEnergyCostView::costColumnOnlyWithPrices() {
    ResultsTableView view(&m_state);
    view.setHiddenColumns(ResultsColumns::defaultHidden());
    const int cost = int(Column::CostToTrain);
    QVERIFY(view.isColumnHidden(cost));
    QCOMPARE(view.tableModel()->index(rowOf(kH100Set), cost).data().toString(), QString());
    QVERIFY(!view.hiddenColumns().contains(cost)); // not the user's choice: not stored as one
    applyPrices({{QStringLiteral("H100"), 2.5}});
    QVERIFY(!view.isColumnHidden(cost));
    // Measured energy and cost stand right after E′.
    const QHeaderView* header = view.horizontalHeader();
    const int efficiency = header->visualIndex(int(Column::Efficiency));
    QCOMPARE(header->visualIndex(int(Column::Energy)), efficiency + 1);
    QCOMPARE(header->visualIndex(int(Column::EnergyPerAcceleratorMinute)), efficiency + 2);
    QCOMPARE(header->visualIndex(cost), efficiency + 3);
    applyPrices({});
    QVERIFY(view.isColumnHidden(cost));
}

void TestRealEnergyCostView::tooltip() {
    const int h100 = rowOf(kH100Set); // the table's rows are the state's
    QVERIFY(h100 >= 0);
    QString tip = ChartText::pointToolTip(m_state, h100);
    QVERIFY2(tip.contains(QStringLiteral("Energy: 20.6 MJ, 58.8 kJ per accelerator-minute")),
             qPrintable(tip));
    QVERIFY2(!tip.contains(QStringLiteral("Cost")) && !tip.contains(QStringLiteral("price")),
             qPrintable(tip));
    applyPrices({{QStringLiteral("H100"), 2.5}});
    tip = ChartText::pointToolTip(m_state, h100);
    QVERIFY2(tip.contains(QStringLiteral("Cost to train: 14.64 EUR")), qPrintable(tip));
    // A set without power logs and without a price: no energy line, and the missing price named.
    int l40s = -1;
    for (std::size_t r = 0; r < m_state.rows().size(); ++r)
        if (m_state.rows()[r].inAnalysis() && m_state.rows()[r].group == QLatin1String("L40S"))
            l40s = int(r);
    QVERIFY(l40s >= 0);
    tip = ChartText::pointToolTip(m_state, l40s);
    QVERIFY2(!tip.contains(QStringLiteral("Energy:")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("No price for L40S")), qPrintable(tip));
}

void TestRealEnergyCostView::energyCountInFilterPanel_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("text");
    QTest::newRow("v4.0") << "4.0"
                          << "Energy measured for 2 of 27\nsets in view.";
    QTest::newRow("v5.0") << "5.0"
                          << "Energy measured for 1 of 51\nsets in view.";
}

void TestRealEnergyCostView::energyCountInFilterPanel() {
    QFETCH(QString, round);
    QFETCH(QString, text);
    FilterPanel bar(&m_state);
    scope(round);
    QCOMPARE(bar.energyText(), text);
    // Excluding a measured set takes it out of both counts.
    m_state.setExcluded(round == QLatin1String("4.0") ? kH100Set : kB200Set, true);
    QCOMPARE(bar.energyText(), round == QLatin1String("4.0")
                                   ? QStringLiteral("Energy measured for 1 of 26\nsets in view.")
                                   : QStringLiteral("Energy measured for 0 of 50\nsets in view."));
    m_state.restoreAll();
}

void TestRealEnergyCostView::tableExport() {
    auto lineOf = [](const QByteArray& csv, const QString& key) {
        const QStringList parts = key.split(QLatin1Char('/'));
        const QByteArray start = (parts[0] + QLatin1Char(',') + parts[1] + QLatin1Char(',') +
                                  parts[2] + QLatin1Char(','))
                                     .toUtf8();
        for (const QByteArray& line : csv.split('\n'))
            if (line.startsWith(start))
                return line;
        return QByteArray();
    };
    const QByteArray plain = TableExport::bytes(m_state, TableExport::Format::Csv);
    // Without prices: the columns of before, money nowhere.
    QCOMPARE(
        plain.left(plain.indexOf('\n')),
        QByteArray("round,submitter,system,accelerator_family,accelerators,score_minutes,"
                   "reference,speedup,efficiency,accelerator_minutes,cluster,silhouette,pareto,"
                   "energy_joules,energy_per_accelerator_minute"));
    QVERIFY(!plain.contains("cost") && !plain.contains("EUR"));
    const QList<QByteArray> plainCells = lineOf(plain, kH100Set).split(',');
    QCOMPARE(plainCells.size(), 15);
    QCOMPARE(plainCells[13], QByteArray("20644274.643343065"));
    QVERIFY(std::abs(plainCells[14].toDouble() - 58771.5462114655488) <= 1e-12 * 58771.55);

    applyPrices({{QStringLiteral("H100"), 2.5}});
    const QByteArray priced = TableExport::bytes(m_state, TableExport::Format::Csv);
    QVERIFY(priced.startsWith(plain.left(plain.indexOf('\n')) + ",cost_to_train,currency\n"));
    const QList<QByteArray> cells = lineOf(priced, kH100Set).split(',');
    QCOMPARE(cells.size(), 17);
    QVERIFY2(std::abs(cells[15].toDouble() - 14.6359618827160453) <= 1e-12 * 14.64, cells[15]);
    QCOMPARE(cells[16], QByteArray("EUR"));
    // Every column before the money is unchanged by the prices.
    QCOMPARE(cells.mid(0, 15), plainCells);
    applyPrices({});
    QCOMPARE(TableExport::bytes(m_state, TableExport::Format::Csv), plain);
}

// The window on v4.0 Llama 2 70B LoRA with prices: the energy and cost columns beside E′ and the
// energy count under the filters (screenshot kept in the build tree for a look).
void TestRealEnergyCostView::windowScreenshot() {
    QTemporaryDir settings;
    MainWindow window(ImportController::roundImportFunction(),
                      std::make_unique<AppSettings>(settings.filePath(QStringLiteral("s.ini"))));
    window.resize(1280, 800);
    window.setDataset(m_state.dataset());
    ExplorerState* state = window.state();
    state->setRound(QStringLiteral("4.0"));
    state->setBenchmark(QStringLiteral("llama2_70b_lora"));
    ViewState view = state->viewState();
    view.prices =
        *PriceTable::make({{QStringLiteral("H100"), 2.5}}, QStringLiteral("EUR"), std::nullopt);
    QVERIFY(state->applyViewState(view));
    window.show();
    ResultsTableView* table = window.resultsTable();
    // Energy first: the measured sets at the top of the table.
    table->sortByColumn(int(Column::Energy), Qt::AscendingOrder);
    for (Column c : {Column::Energy, Column::EnergyPerAcceleratorMinute, Column::CostToTrain})
        QVERIFY(!table->isColumnHidden(int(c)));
    QCOMPARE(window.filterPanel()->energyText(),
             QStringLiteral("Energy measured for 2 of 27\nsets in view."));
    // Every benchmark at once has no analysis: the sets shown are counted, not "0 of 0".
    state->setBenchmark(QString());
    QVERIFY2(
        window.filterPanel()->energyText().startsWith(QStringLiteral("Energy measured for ")) &&
            !window.filterPanel()->energyText().contains(QStringLiteral(" 0 of 0")) &&
            window.filterPanel()->energyText().endsWith(QStringLiteral("sets shown.")),
        qPrintable(window.filterPanel()->energyText()));
    state->setBenchmark(QStringLiteral("llama2_70b_lora"));
    QCoreApplication::processEvents();
    const QString shots =
        qEnvironmentVariable("MLPE_BUILD_DIR", QDir::tempPath()) + QStringLiteral("/screenshots");
    QVERIFY(QDir().mkpath(shots));
    const QString path = shots + QStringLiteral("/energy-cost-table-v4.0.png");
    QVERIFY2(window.grab().save(path), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
    // The cost cells, scrolled into view: a priced family's cost, "no price" for the others.
    table->scrollTo(table->model()->index(0, int(Column::CostToTrain)));
    QCoreApplication::processEvents();
    const QString costPath = shots + QStringLiteral("/energy-cost-table-v4.0-cost.png");
    QVERIFY2(table->grab().save(costPath), qPrintable(costPath));
    // The T vs cost tab: the priced H100 points with the cost frontier; then without prices, the
    // placeholder.
    ChartPanel* charts = window.chartPanel();
    charts->tabs()->setCurrentIndex(charts->tabs()->count() - 1);
    QCOMPARE(charts->currentScatterChart(), charts->scatterChart("cost"));
    auto* cost = qobject_cast<CostChartView*>(charts->chart("cost"));
    QVERIFY(cost);
    QCoreApplication::processEvents();
    // The 22 H100 sets in view (26 published; 4 repeat another's runs and are counted once).
    QCOMPARE(cost->plottedCount(), 22);
    QVERIFY(cost->placeholderText().isEmpty());
    const QString chartPath = shots + QStringLiteral("/time-vs-cost-v4.0.png");
    QVERIFY2(charts->grab().save(chartPath), qPrintable(chartPath));
    view.prices = PriceTable();
    QVERIFY(state->applyViewState(view));
    QCoreApplication::processEvents();
    QCOMPARE(cost->plottedCount(), 0);
    QVERIFY(!cost->placeholderText().isEmpty());
    const QString emptyPath = shots + QStringLiteral("/time-vs-cost-no-prices.png");
    QVERIFY2(charts->grab().save(emptyPath), qPrintable(emptyPath));
}

QTEST_MAIN(TestRealEnergyCostView)
#include "tst_realenergycostview.moc"
