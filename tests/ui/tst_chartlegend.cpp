// The charts' legend widget in the window: every entry listed, none
// dropped, scrolling when they do not fit, beside the chart when wide and below it when narrow;
// family entries driven as a person does -- real mouse clicks (plain, Ctrl, right button through
// the window system) and the keyboard -- never by calling the slot. Screenshots of the default
// view and of v5.1 per-family T vs N at 1024x700, 1280x800 and 1920x1080 go to
// <build>/screenshots/legend-*.png for looking at them.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/chartpanel.h"
#include "ui/charts/chartlegend.h"
#include "ui/charts/chartseriesset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/charts/scatterchartview.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"

#include <QApplication>
#include <QChart>
#include <QDir>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QPointer>
#include <QScatterSeries>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace mlpe;

class TestChartLegend : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyEntryListedAndReachable_data();
    void everyEntryListedAndReachable();
    void clickHidesAndShowsFamily();
    void ctrlClickShowsOnlyThatFamily();
    void rightClickMenuShowsAllAgain();
    void keyboardTogglesFamily();
    void overlayEntryIsNotAFamilyToggle();
    void referenceSwatchIsARingAsOnTheChart();
    void colourBySwitchReusesEntriesAndRedrawsIcons();

private:
    std::unique_ptr<MainWindow> makeWindow(QSize size);
    // v4.1 Llama 2 70B LoRA at 1280x800: H100 and H200 systems.
    std::unique_ptr<MainWindow> llamaWindow();
    static QStringList markerLabels(ScatterChartView* chart);
    static QStringList entryLabels(ChartLegend* legend);

    Dataset m_data;
    QTemporaryDir m_settingsDir;
};

void TestChartLegend::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
}

std::unique_ptr<MainWindow> TestChartLegend::makeWindow(QSize size) {
    return testing::openMainWindow(m_data, m_settingsDir.filePath("settings.ini"), size);
}

std::unique_ptr<MainWindow> TestChartLegend::llamaWindow() {
    auto window = makeWindow({1280, 800});
    if (window) {
        window->state()->setRound("4.1");
        window->state()->setBenchmark("llama2_70b_lora");
    }
    return window;
}

QStringList TestChartLegend::markerLabels(ScatterChartView* chart) {
    QStringList labels;
    for (QLegendMarker* m : chart->chart()->legend()->markers())
        if (ChartSeriesSet::hasLegendEntry(m->series()) && !m->label().isEmpty())
            labels << m->label();
    return labels;
}

QStringList TestChartLegend::entryLabels(ChartLegend* legend) {
    QStringList labels;
    for (QToolButton* b : legend->entries())
        labels << b->property("label").toString();
    return labels;
}

void TestChartLegend::everyEntryListedAndReachable_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("below");
    QTest::newRow("1024x700") << QSize(1024, 700) << true;
    QTest::newRow("1280x800") << QSize(1280, 800) << false;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << false;
}

void TestChartLegend::everyEntryListedAndReachable() {
    QFETCH(QSize, size);
    QFETCH(bool, below);
    auto window = makeWindow(size);
    QVERIFY(window);
    const QString shots = qEnvironmentVariable("MLPE_BUILD_DIR", QDir::tempPath()) + "/screenshots";
    QDir().mkpath(shots);
    const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
    window->grab().save(shots + "/legend-default-" + tag + ".png");

    ExplorerState* state = window->state();
    state->setRound("5.1");
    state->setReferenceStrategy(analysis::ReferenceStrategy::PerFamily);
    ChartPanel* panel = window->chartPanel();
    panel->tabs()->setCurrentIndex(1); // T vs N: a family entry and an ideal line per family
    QCoreApplication::processEvents();
    ScatterChartView* chart = panel->currentScatterChart();
    ChartLegend* legend = panel->legend("time");
    QVERIFY(chart && legend);
    QVERIFY(!chart->chart()->legend()->isVisible()); // the widget replaces Qt's legend
    window->grab().save(shots + "/legend-v51-per-family-time-" + tag + ".png");

    // Every marker of the chart's legend has its entry, in the same order: nothing dropped.
    const QStringList markers = markerLabels(chart);
    QVERIFY2(markers.size() >= 12, qPrintable(markers.join(", ")));
    QCOMPARE(entryLabels(legend), markers);
    QCOMPARE(legend->isBelowChart(), below);
    const QRect chartRect(chart->mapTo(window.get(), QPoint(0, 0)), chart->size());
    const QRect legendRect(legend->mapTo(window.get(), QPoint(0, 0)), legend->size());
    QVERIFY(!chartRect.intersects(legendRect));
    if (below)
        QVERIFY(legendRect.top() >= chartRect.bottom());
    else
        QVERIFY(legendRect.left() >= chartRect.right());
    // The plot keeps most of the room.
    QVERIFY2(chart->chart()->plotArea().width() >= 0.6 * chart->width(),
             qPrintable(QString::number(chart->chart()->plotArea().width())));
    // Each entry can be scrolled into view and shows its whole label or an elided one.
    for (QToolButton* b : legend->entries()) {
        legend->ensureWidgetVisible(b, 0, 0);
        const QRect inViewport(b->mapTo(legend->viewport(), QPoint(0, 0)), b->size());
        QVERIFY2(legend->viewport()->rect().contains(inViewport),
                 qPrintable(b->property("label").toString()));
        const QString label = b->property("label").toString();
        QVERIFY(b->text() == label || b->text().endsWith(QChar(0x2026)));
    }
    // Too many entries for the room: the legend scrolls instead of cutting entries off.
    if (legend->widget()->height() > legend->viewport()->height())
        QVERIFY(legend->verticalScrollBar()->maximum() > 0);
}

void TestChartLegend::clickHidesAndShowsFamily() {
    auto window = llamaWindow();
    QVERIFY(window);
    ExplorerState* state = window->state();
    ChartLegend* legend = window->chartPanel()->legend("efficiency");
    QToolButton* h200 = legend->entry("H200");
    QVERIFY(h200);
    QTest::mouseClick(h200, Qt::LeftButton);
    QTRY_VERIFY(state->filter().hiddenFamilies.contains("H200"));
    // The entry stays (greyed) so that a second click brings the family back.
    QTRY_VERIFY(legend->entry("H200") && legend->entry("H200")->toolTip().contains("hidden"));
    // Updated in place: a new button per change relaid out, and repainted, the whole panel.
    QCOMPARE(legend->entry("H200"), h200);
    QTest::mouseClick(legend->entry("H200"), Qt::LeftButton);
    QTRY_VERIFY(!state->filter().hiddenFamilies.contains("H200"));
}

void TestChartLegend::ctrlClickShowsOnlyThatFamily() {
    // The reviewers' test: v4.1 Llama 2 70B LoRA, H100 only.
    auto window = llamaWindow();
    QVERIFY(window);
    ExplorerState* state = window->state();
    ChartLegend* legend = window->chartPanel()->legend("efficiency");
    QVERIFY(legend->entry("H100"));
    QTest::mouseClick(legend->entry("H100"), Qt::LeftButton, Qt::ControlModifier);
    // Stored as the positive choice, so that it reads (and later scopes keep it) as "only H100".
    QTRY_COMPARE(state->filter().onlyFamilies, QStringList{"H100"});
    QVERIFY(state->filter().hiddenFamilies.isEmpty());
    QVERIFY(state->filter().familyHidden("H200"));
    QVERIFY(!state->filter().familyHidden("H100"));
    int inView = 0;
    for (const analysis::AnalysisPoint& p : state->analysisPoints()) {
        const auto i = size_t(&p - state->analysisPoints().data());
        if (state->analysis().points[i].state == analysis::PointState::InView) {
            QCOMPARE(QString::fromStdString(p.family), QStringLiteral("H100"));
            ++inView;
        }
    }
    QVERIFY(inView >= 3);
    // Another round brings families this one did not have (v5.1: B200, GB200, MI300X, ...):
    // they stay out, only H100 is in view.
    state->setRound("5.1");
    QCOMPARE(state->filter().onlyFamilies, QStringList{"H100"});
    int otherFamiliesInScope = 0;
    for (const ExplorerRow& row : state->rows())
        otherFamiliesInScope += row.set->systemDescription.accelerator.family != "H100" ? 1 : 0;
    QVERIFY(otherFamiliesInScope > 0);
    for (const analysis::AnalysisPoint& p : state->analysisPoints())
        QCOMPARE(QString::fromStdString(p.family), QStringLiteral("H100"));
    // A click on a family left out adds it to the positive choice.
    QTRY_VERIFY(legend->entry("H200"));
    QTest::mouseClick(legend->entry("H200"), Qt::LeftButton);
    QTRY_COMPARE(state->filter().onlyFamilies, (QStringList{"H100", "H200"}));
}

void TestChartLegend::rightClickMenuShowsAllAgain() {
    auto window = llamaWindow();
    QVERIFY(window);
    ExplorerState* state = window->state();
    ChartLegend* legend = window->chartPanel()->legend("efficiency");
    QTest::mouseClick(legend->entry("H100"), Qt::LeftButton, Qt::AltModifier);
    QTRY_VERIFY(state->filter().familyHidden("H200"));
    QTRY_VERIFY(legend->entry("H200"));
    QToolButton* h200 = legend->entry("H200");
    const QPoint at = h200->mapTo(window.get(), h200->rect().center());
    QVERIFY(h200->isVisible());
    QVERIFY(testing::pickFromContextMenu(window.get(), at, Qt::Key_A)); // "Show &all families"
    QTRY_VERIFY(state->filter().hiddenFamilies.isEmpty());
    QVERIFY(state->filter().onlyFamilies.isEmpty());
}

void TestChartLegend::keyboardTogglesFamily() {
    auto window = llamaWindow();
    QVERIFY(window);
    ExplorerState* state = window->state();
    ChartLegend* legend = window->chartPanel()->legend("efficiency");
    // Tab from the chart reaches the first family entry.
    window->chartPanel()->scatterChart("efficiency")->setFocus(Qt::TabFocusReason);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    auto* focused = qobject_cast<QToolButton*>(QApplication::focusWidget());
    QVERIFY2(focused && legend->isAncestorOf(focused),
             QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                         : "nothing");
    const QString family = focused->property("family").toString();
    QVERIFY(!family.isEmpty());
    QTest::keyClick(focused, Qt::Key_Space);
    QTRY_VERIFY(state->filter().hiddenFamilies.contains(family));
    // The legend is rebuilt, and focus stays on the entry of that family (it used to jump to
    // the table's search field, which then took Ctrl+Z as its own undo).
    QTRY_VERIFY(legend->entry(family) && legend->entry(family)->toolTip().contains("hidden"));
    QCOMPARE(QApplication::focusWidget(), legend->entry(family));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(!state->filter().hiddenFamilies.contains(family));
    QCOMPARE(QApplication::focusWidget(), legend->entry(family));
}

void TestChartLegend::overlayEntryIsNotAFamilyToggle() {
    auto window = llamaWindow();
    QVERIFY(window);
    ExplorerState* state = window->state();
    ChartLegend* legend = window->chartPanel()->legend("efficiency");
    QToolButton* overlay = nullptr;
    for (QToolButton* b : legend->entries())
        if (b->property("family").toString().isEmpty())
            overlay = b;
    QVERIFY(overlay);
    const QStringList before = state->filter().hiddenFamilies;
    QTest::mouseClick(overlay, Qt::LeftButton);
    QTest::qWait(50);
    QCOMPARE(state->filter().hiddenFamilies, before);
}

// The charts mark the reference with a hollow red ring around its point: the legend's swatch is
// that ring (red on its edge, nothing in its middle), not a filled disc.
void TestChartLegend::referenceSwatchIsARingAsOnTheChart() {
    auto window = llamaWindow();
    QVERIFY(window);
    ChartLegend* legend = window->chartPanel()->legend(QStringLiteral("efficiency"));
    QTRY_VERIFY(legend->entry(QStringLiteral("Reference")));
    const QIcon icon = legend->entry(QStringLiteral("Reference"))->icon();
    const QImage image = icon.pixmap(QSize(14, 14), 1.0).toImage();
    QVERIFY(!image.isNull());
    const QColor centre = image.pixelColor(image.width() / 2, image.height() / 2);
    QVERIFY2(centre.alpha() < 40, qPrintable(centre.name(QColor::HexArgb)));
    bool redEdge = false;
    for (int x = 0; x < image.width() / 3; ++x) {
        const QColor c = image.pixelColor(x, image.height() / 2);
        redEdge = redEdge || (c.alpha() > 150 && c.red() > 150 && c.green() < 80);
    }
    QVERIFY(redEdge);
}

// Colour by submitter and back: the entries for the submitters' keys are hidden and kept, then
// shown again for the same keys; every entry still shows its own marker (the icons are drawn
// only when what they show changes: a family's swatch is grey by submitter, coloured by family).
void TestChartLegend::colourBySwitchReusesEntriesAndRedrawsIcons() {
    auto window = llamaWindow();
    QVERIFY(window);
    ExplorerState* state = window->state();
    ScatterChartView* chart = window->chartPanel()->currentScatterChart();
    ChartLegend* legend = window->chartPanel()->legend(QStringLiteral("efficiency"));
    QVERIFY(chart && legend);
    const auto centreOf = [](const QToolButton* b) {
        const QImage image = b->icon().pixmap(QSize(14, 14), 1.0).toImage();
        return image.pixelColor(image.width() / 2, image.height() / 2).rgb();
    };
    const auto checkEntries = [&] {
        QCOMPARE(entryLabels(legend), markerLabels(chart));
        for (QToolButton* b : legend->entries()) {
            QVERIFY(b->isVisible());
            const QString family = b->property("family").toString();
            if (family.isEmpty())
                continue;
            const auto* series = qobject_cast<QScatterSeries*>(chart->familySeries(family));
            QVERIFY(series);
            QCOMPARE(centreOf(b), series->color().rgb());
        }
    };
    state->setColourBy(ColourBy::Submitter);
    QCoreApplication::processEvents();
    checkEntries();
    const QList<QToolButton*> bySubmitter = legend->entries();
    QList<QPointer<QToolButton>> kept;
    for (QToolButton* b : bySubmitter)
        kept << b;
    state->setColourBy(ColourBy::Family);
    QCoreApplication::processEvents();
    checkEntries();
    QVERIFY(legend->entries().size() < bySubmitter.size());
    state->setColourBy(ColourBy::Submitter);
    QCoreApplication::processEvents();
    checkEntries();
    QCOMPARE(legend->entries().size(), bySubmitter.size());
    for (qsizetype i = 0; i < kept.size(); ++i) {
        QVERIFY(kept[i]);
        QCOMPARE(legend->entries()[i], kept[i].data());
    }
}

QTEST_MAIN(TestChartLegend)
#include "tst_chartlegend.moc"
