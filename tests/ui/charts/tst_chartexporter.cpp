// ChartExporter and TableExport: what is written is what a reader can trust — exact
// PNG pixels with the DPI in the file, SVG that parses and names the chart, the reference and the
// disclaimer, PDF pages of the size asked for, CSV that gives back the same doubles, and a failed
// write that leaves an existing file as it was.
#include "common/testdataset.h"
#include "core/report/analysisreportwriter.h"
#include "ui/charts/chartexporter.h"
#include "ui/charts/chartseriesset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/charts/scatterchartview.h"
#include "ui/state/explorerstate.h"
#include "ui/state/provenancetext.h"
#include "ui/state/referencetext.h"
#include "ui/table/tableexport.h"

#include <QAbstractAxis>
#include <QBuffer>
#include <QChart>
#include <QFile>
#include <QImageReader>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXYSeries>
#include <QXmlStreamReader>
#include <csignal>
#include <sys/resource.h>

using namespace mlpe;

namespace {
int visibleAxes(const QChart* chart, Qt::Orientation orientation) {
    int n = 0;
    for (const QAbstractAxis* axis : chart->axes(orientation))
        n += axis->isVisible() ? 1 : 0;
    return n;
}
} // namespace

class TestChartExporter : public QObject {
    Q_OBJECT
private slots:
    void init();
    void pngHasExactSizeAndDpi();
    void svgParsesAndNamesWhatItShows();
    void svgHasOneMarkerPerPoint();
    void pdfPageHasRequestedSize();
    void footnoteCanBeLeftOut();
    void exportKeepsZoomAndLogScale();
    void csvRoundTripsToSameDoubles();
    void failedWriteLeavesExistingFile();
    void exportLeavesOutTheSelection();
    void fitCurvesHaveOneDefault();

private:
    std::unique_ptr<ExplorerState> m_state;
};

void TestChartExporter::init() {
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(testdata::smallDataset());
    m_state->setRound("4.1");
    m_state->setBenchmark("llama2_70b_lora");
    QCOMPARE(m_state->pointsInAnalysis(), 6);
}

void TestChartExporter::pngHasExactSizeAndDpi() {
    ChartExporter exporter(m_state.get(), {});
    ChartExportOptions options;
    options.widthPx = 1234;
    options.heightPx = 777;
    options.dpi = 300;
    QTemporaryDir dir;
    const QString path = dir.filePath("chart.png");
    QVERIFY(exporter.writeFile(path, options));
    // Read back from the file: the pHYs chunk carries the DPI (dots per metre).
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("png"));
    const QImage image = reader.read();
    QCOMPARE(image.size(), QSize(1234, 777));
    QCOMPARE(image.dotsPerMeterX(), qRound(300 / 0.0254));
    QCOMPARE(image.dotsPerMeterY(), qRound(300 / 0.0254));
    // Something was drawn: not a blank white page.
    int dark = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            dark += qGray(image.pixel(x, y)) < 128 ? 1 : 0;
    QVERIFY2(dark > 200, qPrintable(QString::number(dark)));
    // One x and one y axis shown (the E' chart keeps its other y scale hidden once toggled).
    QCOMPARE(visibleAxes(exporter.chartView()->chart(), Qt::Vertical), 1);
    QCOMPARE(visibleAxes(exporter.chartView()->chart(), Qt::Horizontal), 1);
}

void TestChartExporter::svgParsesAndNamesWhatItShows() {
    ChartExporter exporter(m_state.get(), {});
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    options.widthPx = 1600;
    options.heightPx = 1000;
    options.dpi = 200;
    const QByteArray svg = exporter.toSvg(options);
    QXmlStreamReader xml(svg);
    QString text;
    QString width;
    QString height;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("svg")) {
            width = xml.attributes().value("width").toString();
            height = xml.attributes().value("height").toString();
        }
        if (xml.isCharacters())
            text += xml.text();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // Physical size: 1600 / 200 = 8 in = 203.2 mm wide, 5 in = 127 mm high.
    QVERIFY2(width.startsWith("203.") && width.endsWith("mm"), qPrintable(width));
    QVERIFY2(height.startsWith("127") && height.endsWith("mm"), qPrintable(height));
    const QString title = exporter.chartView()->chart()->title();
    QVERIFY(title.contains("Llama 2 70B LoRA"));
    QVERIFY(title.contains("v4.1"));
    QVERIFY2(text.contains("Llama 2 70B LoRA"), qPrintable(text.left(400)));
    // The reference by its display name (paper rule: smallest N, slowest -> Dell XE9680x8H100).
    const QString reference =
        ReferenceText::displayName(*m_state, m_state->analysis().references.front());
    QVERIFY(reference.contains("XE9680x8H100"));
    QVERIFY2(text.contains(reference), qPrintable(reference));
    QVERIFY(text.contains(ProvenanceText::disclaimer()));
}

void TestChartExporter::svgHasOneMarkerPerPoint() {
    // A family marker is filled in the family colour and outlined in its darker shade (the
    // per-family break-even diamond in that colour is outlined in black): the H200 markers in
    // the SVG are the plotted H200 points plus the one legend symbol.
    ChartExporter exporter(m_state.get(), {});
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    const QString svg = QString::fromUtf8(exporter.toSvg(options));
    const QColor h200Colour = FamilyPalette::styleFor("H200").colour;
    const QRegularExpression group(
        QStringLiteral("<g fill=\"%1\" fill-opacity=\"1\" stroke=\"%2\"[^>]*>\\s*<(path|ellipse|"
                       "circle|polygon)")
            .arg(h200Colour.name(), h200Colour.darker(140).name()));
    int markers = 0;
    for (auto it = group.globalMatch(svg); it.hasNext(); it.next())
        ++markers;
    int h200 = 0;
    for (const ExplorerRow& row : m_state->rows())
        h200 += row.inAnalysis() && row.set->systemDescription.accelerator.family == "H200";
    QCOMPARE(h200, 2);
    QCOMPARE(markers, h200 + 1);
}

void TestChartExporter::pdfPageHasRequestedSize() {
    ChartExporter exporter(m_state.get(),
                           {QStringLiteral("pareto"), std::nullopt, AxisLogMode::Auto});
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Pdf;
    options.pdfPageMm = QSizeF(180, 120);
    const QByteArray pdf = exporter.toPdf(options);
    QVERIFY(pdf.startsWith("%PDF-"));
    const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
    const QRegularExpressionMatch m = box.match(QString::fromLatin1(pdf));
    QVERIFY2(m.hasMatch(), "no MediaBox");
    // 180 mm = 510.24 pt, 120 mm = 340.16 pt.
    QVERIFY2(qAbs(m.captured(1).toDouble() - 180 / 25.4 * 72) < 1.0, qPrintable(m.captured(0)));
    QVERIFY2(qAbs(m.captured(2).toDouble() - 120 / 25.4 * 72) < 1.0, qPrintable(m.captured(0)));
    // Default: width/dpi x height/dpi inches (1600 x 1000 at 200 dpi = 8 x 5 in = 576 x 360 pt).
    const QRegularExpressionMatch d = box.match(QString::fromLatin1(exporter.toPdf(
        ChartExportOptions{ChartExportOptions::Format::Pdf, 1600, 1000, 200.0, {}, true})));
    QVERIFY(d.hasMatch());
    QVERIFY2(qAbs(d.captured(1).toDouble() - 576) < 1.0, qPrintable(d.captured(0)));
    QVERIFY2(qAbs(d.captured(2).toDouble() - 360) < 1.0, qPrintable(d.captured(0)));
}

void TestChartExporter::footnoteCanBeLeftOut() {
    ChartExporter exporter(m_state.get(), {});
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    QVERIFY(QString::fromUtf8(exporter.toSvg(options)).contains("Definitions: T = official"));
    options.footnote = false;
    QVERIFY(!QString::fromUtf8(exporter.toSvg(options)).contains("Definitions: T = official"));
}

void TestChartExporter::exportKeepsZoomAndLogScale() {
    EfficiencyChartView shown(m_state.get());
    shown.resize(700, 450);
    shown.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shown));
    shown.zoomTo(QRectF(QPointF(6, 0.5), QPointF(20, 1.5)));
    shown.setLogYMode(AxisLogMode::Off);
    shown.zoomTo(QRectF(QPointF(6, 0.5), QPointF(20, 1.5)));
    const ChartExportView view = ChartExportView::of(shown);
    QCOMPARE(view.chartId, QStringLiteral("efficiency"));
    QVERIFY(view.zoom.has_value());
    ChartExporter exporter(m_state.get(), view);
    exporter.toImage({});
    auto* exported = qobject_cast<ScatterChartView*>(exporter.chartView());
    QVERIFY(exported);
    QCOMPARE(exported->visibleRange(), shown.visibleRange());
    QVERIFY(!exported->isYLog());
    // Forced log2 E' axis: the linear axis is replaced, not kept beside it.
    ChartExporter logExporter(m_state.get(),
                              {QStringLiteral("efficiency"), std::nullopt, AxisLogMode::On});
    logExporter.toImage({});
    auto* logChart = qobject_cast<ScatterChartView*>(logExporter.chartView());
    QVERIFY(logChart->isYLog());
    QCOMPARE(visibleAxes(logChart->chart(), Qt::Vertical), 1);
    QCOMPARE(visibleAxes(logChart->chart(), Qt::Horizontal), 1);
}

void TestChartExporter::csvRoundTripsToSameDoubles() {
    const QByteArray csv = TableExport::bytes(*m_state, TableExport::Format::Csv);
    QList<QByteArray> lines = csv.trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 6);
    const QList<QByteArray> header = lines.takeFirst().split(',');
    const int system = int(header.indexOf("system"));
    const int minutes = int(header.indexOf("score_minutes"));
    const int efficiency = int(header.indexOf("efficiency"));
    QVERIFY(system >= 0 && minutes >= 0 && efficiency >= 0);
    int checked = 0;
    for (const QByteArray& line : lines) {
        const QList<QByteArray> cells = line.split(',');
        for (const ExplorerRow& row : m_state->rows()) {
            if (!row.inAnalysis() || row.set->system.toUtf8() != cells[system])
                continue;
            const analysis::PointResult* r = m_state->pointResult(row);
            // Exactly the same doubles: full precision, '.' decimals whatever the locale.
            QCOMPARE(cells[efficiency].toDouble(), r->efficiency);
            QCOMPARE(cells[minutes].toDouble(), *row.set->scoreMinutes);
            ++checked;
        }
    }
    QCOMPARE(checked, 6);
    // Not the rounded display: E' of Lambda (N = 16, T = 15 against 8 x 30) is 1.0 exactly, of
    // Oracle (N = 64, T = 5) 0.75; NVIDIA's 30/28 needs all 17 digits.
    QVERIFY(csv.contains(QByteArray::number(30.0 / 28.0, 'g', 17)));
    const QByteArray json = TableExport::bytes(*m_state, TableExport::Format::Json);
    QVERIFY(json.contains("\"efficiency\""));
}

void TestChartExporter::failedWriteLeavesExistingFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("precious.png");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("precious");
    }
    // Writes beyond 4 KiB fail (even as root, where permissions would not stop us).
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    rlimit small = old;
    small.rlim_cur = 4096;
    setrlimit(RLIMIT_FSIZE, &small);
    ChartExporter exporter(m_state.get(), {});
    const Expected<void> written = exporter.writeFile(path, {});
    setrlimit(RLIMIT_FSIZE, &old);
    QVERIFY(!written);
    const QString& error = written.error();
    QVERIFY2(error.contains(path), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("precious"));
    // Table export likewise.
    setrlimit(RLIMIT_FSIZE, &small);
    const Expected<void> tableWritten =
        TableExport::writeFile(*m_state, TableExport::Format::Json, dir.filePath("precious.png"));
    setrlimit(RLIMIT_FSIZE, &old);
    Q_UNUSED(tableWritten); // the JSON of 6 rows may fit in 4 KiB: only the chart must fail here
    QVERIFY(dir.isValid());
}

void TestChartExporter::exportLeavesOutTheSelection() {
    // Select a point with a real click on the chart on screen: it shows the selection...
    EfficiencyChartView shown(m_state.get());
    shown.resize(800, 500);
    shown.show();
    QVERIFY(QTest::qWaitForWindowExposed(&shown));
    const QList<QXYSeries*> families = shown.seriesWithRole(SeriesRole::Family);
    QVERIFY(!families.isEmpty() && families.front()->count() > 0);
    const QPointF value = families.front()->at(0);
    const QPoint pos = shown.mapFromScene(shown.chart()->mapToPosition(value));
    QTest::mouseClick(shown.viewport(), Qt::LeftButton, {}, pos);
    QVERIFY(!m_state->selectedKey().isEmpty());
    QCOMPARE(shown.seriesWithRole(SeriesRole::Selection).front()->count(), 1);
    // ...the exported figure of the same view does not.
    ChartExporter exporter(m_state.get(), ChartExportView::of(shown));
    ChartExportOptions options;
    options.format = ChartExportOptions::Format::Svg;
    const QByteArray svg = exporter.toSvg(options);
    QVERIFY(!svg.isEmpty());
    auto* exported = qobject_cast<ScatterChartView*>(exporter.chartView());
    QVERIFY(exported);
    for (QXYSeries* selection : exported->seriesWithRole(SeriesRole::Selection)) {
        QCOMPARE(selection->count(), 0);
        QVERIFY(!selection->isVisible());
    }
    // The PNG is the same with or without a selection in the window.
    options.format = ChartExportOptions::Format::Png;
    const QImage withSelection =
        ChartExporter(m_state.get(), ChartExportView::of(shown)).toImage(options);
    m_state->setSelectedKey({});
    const QImage without =
        ChartExporter(m_state.get(), ChartExportView::of(shown)).toImage(options);
    QVERIFY(withSelection == without);
}

void TestChartExporter::fitCurvesHaveOneDefault() {
    // The window, a session and the commands start from one default: no fitted curves.
    QCOMPARE(ExplorerState().analysisParams().fits.enabled, ViewState().fitCurves);
    QVERIFY(!ViewState().fitCurves);
    ViewState view;
    view.rounds = {QStringLiteral("4.1")};
    view.benchmark = QStringLiteral("llama2_70b_lora");
    ExplorerState state; // as `export` and `report` build theirs
    state.setDataset(m_state->dataset());
    QVERIFY(state.applyViewState(view));
    QVERIFY(!state.analysisParams().fits.enabled);
    ChartExporter off(&state,
                      ChartExportView{QStringLiteral("time"), std::nullopt, AxisLogMode::Auto});
    (void)off.toImage(ChartExportOptions{});
    QVERIFY(qobject_cast<ScatterChartView*>(off.chartView())
                ->seriesWithRole(SeriesRole::FitCurve)
                .isEmpty());
    // Stored in the view state: a session with the curves on exports them, and the window's
    // toggle is what it saves.
    view.fitCurves = true;
    QVERIFY(state.applyViewState(view));
    QVERIFY(state.analysisParams().fits.enabled);
    ChartExporter on(&state,
                     ChartExportView{QStringLiteral("time"), std::nullopt, AxisLogMode::Auto});
    (void)on.toImage(ChartExportOptions{});
    QVERIFY(!qobject_cast<ScatterChartView*>(on.chartView())
                 ->seriesWithRole(SeriesRole::FitCurve)
                 .isEmpty());
    state.setFitsEnabled(false);
    QVERIFY(!state.viewState().fitCurves);
    state.setFitsEnabled(true);
    QVERIFY(state.viewState().fitCurves);
}

QTEST_MAIN(TestChartExporter)
#include "tst_chartexporter.moc"
