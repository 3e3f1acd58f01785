// Exported charts on the real v4.1 round ($MLPE_DATA_DIR, skipped when absent), for the four
// workloads of the study: the complaint (BERT's E' axis ran from -20 to 40) is gone —
// no linear axis shows negative values, E' spanning more than 8x gets a log2 axis — and every
// plotted point is a marker in the SVG, with the reference named in it.
#include "core/import/roundimporter.h"
#include "ui/charts/chartexporter.h"
#include "ui/charts/scatterchartview.h"
#include "ui/state/explorerstate.h"
#include "ui/state/referencetext.h"
#include "ui/widgets/familypalette.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>
#include <QValueAxis>

using namespace mlpe;

class TestRealExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void chartsOfTheStudy_data();
    void chartsOfTheStudy();

private:
    ExplorerState m_state;
};

void TestRealExport::initTestCase() {
    const QString dir =
        qEnvironmentVariable("MLPE_DATA_DIR") + QStringLiteral("/training_results_v4.1");
    if (qEnvironmentVariable("MLPE_DATA_DIR").isEmpty() || !QDir(dir).exists())
        QSKIP(
            qPrintable(QStringLiteral("no %1: the MLPerf v4.1 archive is not available").arg(dir)));
    ImportResult imported = RoundImporter::importRounds({dir});
    QCOMPARE(imported.status, ImportStatus::Ok);
    m_state.setDataset(std::move(imported.dataset));
    m_state.setRound("4.1");
}

void TestRealExport::chartsOfTheStudy_data() {
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<QString>("chart");
    for (const char* b : {"bert", "llama2_70b_lora", "retinanet", "stable_diffusion"})
        for (const char* c : {"efficiency", "time", "speedup", "pareto"})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(b, c)))
                << QString(b) << QString(c);
}

void TestRealExport::chartsOfTheStudy() {
    QFETCH(QString, benchmark);
    QFETCH(QString, chart);
    m_state.setBenchmark(benchmark);
    QVERIFY(m_state.pointsInAnalysis() >= 10);
    ChartExporter exporter(&m_state, {chart, std::nullopt, AxisLogMode::Auto});
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    const QString svg = QString::fromUtf8(exporter.toSvg(options));
    auto* view = qobject_cast<ScatterChartView*>(exporter.chartView());
    QVERIFY(view);
    // No impossible range on any linear axis.
    for (QAbstractAxis* axis : view->chart()->axes())
        if (auto* v = qobject_cast<QValueAxis*>(axis))
            QVERIFY2(v->min() >= 0.0, qPrintable(QString::number(v->min())));
    if (chart == QLatin1String("efficiency")) {
        double lo = 1e300;
        double hi = 0;
        for (const auto& p : view->plottedPoints()) {
            lo = std::min(lo, p.value.y());
            hi = std::max(hi, p.value.y());
        }
        QCOMPARE(view->isYLog(), hi / lo > 8.0);
    }
    // Every plotted point in view is drawn: markers of each family = its points + its legend
    // symbol (fill in the family colour, outline in its darker shade).
    std::map<QString, int> perFamily;
    for (const auto& p : view->plottedPoints()) {
        const ExplorerRow& row = m_state.rows()[size_t(p.row)];
        if (row.inAnalysis())
            ++perFamily[row.set->systemDescription.accelerator.family];
    }
    // Families sharing a colour would be counted together: check those with a colour of their own.
    std::map<QRgb, int> colourUse;
    for (const auto& [family, n] : perFamily)
        ++colourUse[FamilyPalette::styleFor(family).colour.rgb()];
    for (const auto& [family, n] : perFamily) {
        const QColor c = FamilyPalette::styleFor(family).colour;
        if (colourUse[c.rgb()] > 1)
            continue;
        const QRegularExpression marker(
            QStringLiteral(
                "<g fill=\"%1\" fill-opacity=\"1\" stroke=\"%2\"[^>]*>\\s*<(path|ellipse|"
                "circle|polygon|rect)")
                .arg(c.name(), c.darker(140).name()));
        int found = 0;
        for (auto it = marker.globalMatch(svg); it.hasNext(); it.next())
            ++found;
        QVERIFY2(found == n + 1,
                 qPrintable(
                     QStringLiteral("%1: %2 markers for %3 points").arg(family).arg(found).arg(n)));
    }
    const auto& refs = m_state.analysis().references;
    QVERIFY(!refs.empty());
    QVERIFY(svg.contains(ReferenceText::displayName(m_state, refs.front()).toHtmlEscaped()));
}

QTEST_MAIN(TestRealExport)
#include "tst_realexport.moc"
