// ChartPanel: the inline empty and error states in place of the charts, with their way out;
// its pages built when first needed, a session's zoom kept for a page not built yet.
#include "common/testdataset.h"
#include "core/session/viewstate.h"
#include "ui/chartpanel.h"
#include "ui/chartpanelstate.h"
#include "ui/charts/chartkinds.h"
#include "ui/charts/chartpage.h"
#include "ui/charts/scatterchartview.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/inlinebanner.h"

#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace mlpe;

class TestChartPanel : public QObject {
    Q_OBJECT
private slots:
    void states_data();
    void states();
    void resetFiltersIsTheWayOut();
    void noData();
    void pagesAreBuiltWhenFirstNeeded();
};

void TestChartPanel::states_data() {
    QTest::addColumn<FilterSettings>("filter");
    QTest::addColumn<bool>("chartsHidden");
    QTest::addColumn<QString>("bannerStart"); // empty: no banner
    QTest::addColumn<QString>("action");
    FilterSettings f;
    f.rounds = {"4.1"};
    f.benchmark = "llama2_70b_lora";
    QTest::newRow("normal") << f << false << QString() << QString();
    FilterSettings none = f;
    none.minAccelerators = 1000;
    QTest::newRow("filter leaves no point") << none << true << "No scored system passes"
                                            << "Reset filters";
    FilterSettings one = f;
    one.hiddenFamilies = {"H100"};
    one.minAccelerators = 64; // Azure H200 x64 only
    QTest::newRow("one point") << one << false << "Only one system"
                               << "Reset filters";
    FilterSettings onlyRetina = f;
    onlyRetina.benchmark = "retinanet"; // a single system in scope, no filter
    QTest::newRow("benchmark with one point")
        << onlyRetina << false << "Only one system" << QString();
    FilterSettings all = f;
    all.benchmark.clear();
    QTest::newRow("no benchmark chosen") << all << true << "Choose a benchmark" << QString();
    FilterSettings missing = f;
    missing.rounds = {"5.0"};
    missing.benchmark = "bert";
    QTest::newRow("benchmark absent in round") << missing << true << "No results" << QString();
}

void TestChartPanel::states() {
    QFETCH(FilterSettings, filter);
    QFETCH(bool, chartsHidden);
    QFETCH(QString, bannerStart);
    QFETCH(QString, action);
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    ChartPanel panel(&state);
    panel.resize(900, 600);
    panel.show();
    state.setFilter(filter);
    QCOMPARE(panel.chartsHidden(), chartsHidden);
    QCOMPARE(panel.banner()->isVisible(), !bannerStart.isEmpty());
    if (!bannerStart.isEmpty()) {
        QVERIFY2(panel.banner()->text().startsWith(bannerStart),
                 qPrintable(panel.banner()->text()));
        QCOMPARE(panel.banner()->actionText(), action);
    }
}

void TestChartPanel::resetFiltersIsTheWayOut() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    ChartPanel panel(&state);
    panel.show();
    FilterSettings f = state.filter();
    f.rounds = {"4.1"};
    f.benchmark = "llama2_70b_lora";
    f.hiddenAvailabilities = {availabilityLabel(Availability::OnPremise),
                              availabilityLabel(Availability::Cloud)};
    state.setFilter(f);
    QVERIFY(panel.chartsHidden());
    emit panel.banner()->actionTriggered();
    QVERIFY(!panel.chartsHidden());
    QVERIFY(!panel.banner()->isVisible());
    QCOMPARE(state.filter().round(), QStringLiteral("4.1"));
}

void TestChartPanel::noData() {
    ExplorerState state;
    ChartPanel panel(&state);
    panel.show();
    QVERIFY(panel.chartsHidden());
    QVERIFY(panel.banner()->text().contains("import", Qt::CaseInsensitive));
}

void TestChartPanel::pagesAreBuiltWhenFirstNeeded() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    FilterSettings f = state.filter();
    f.rounds = {"4.1"};
    f.benchmark = "llama2_70b_lora";
    state.setFilter(f);
    // The zoom a session holds for the T vs N chart, made on a chart that is shown.
    ChartPanel shown(&state);
    shown.resize(900, 600);
    shown.tabs()->setCurrentIndex(1);
    shown.show();
    ScatterChartView* reference = shown.scatterChart("time");
    QVERIFY(reference && reference->isVisible());
    const QRectF full = reference->visibleRange();
    const QRectF zoom(QPointF(full.left() * 1.1, full.top() * 1.2),
                      QPointF(full.right() * 0.7, full.bottom() * 0.8));
    reference->zoomTo(zoom);

    ChartPanel panel(&state);
    panel.resize(900, 600);
    panel.show();
    // Only the tab in front is built.
    QVERIFY(panel.pages().front()->isBuilt());
    for (qsizetype i = 1; i < panel.pages().size(); ++i)
        QVERIFY2(!panel.pages()[i]->isBuilt(), qPrintable(panel.pages()[i]->kind().id));
    // Restored into a page not built, the zoom is kept (and stored again) without building it;
    // the k chart has no zoom to keep.
    ViewState view;
    view.chart = QStringLiteral("efficiency");
    view.zoom.insert(QStringLiteral("time"), zoom);
    view.zoom.insert(QStringLiteral("clusters"), zoom);
    QSignalSpy zoomChanged(panel.page("time"), &ChartPage::zoomChanged);
    ChartPanelState::apply(panel, view);
    QCOMPARE(zoomChanged.count(), 1);
    QVERIFY(!panel.page("time")->isBuilt());
    ViewState stored;
    ChartPanelState::store(panel, stored);
    QCOMPARE(stored.zoom.keys(), QStringList{"time"});
    QCOMPARE(stored.zoom.value("time"), zoom);
    // Its tab shown, the page is built and its chart shows the zoom, as the chart it came from.
    panel.tabs()->setCurrentIndex(1);
    QVERIFY(panel.page("time")->isBuilt());
    ScatterChartView* time = panel.scatterChart("time");
    QVERIFY(time->isVisible() && time->canZoomBack());
    QCOMPARE(time->visibleRange(), reference->visibleRange());
    // Asked for by id (export, tests), a page is built on its hidden tab.
    QVERIFY(panel.chart("clusters"));
    QVERIFY(panel.page("clusters")->isBuilt() && !panel.page("clusters")->isVisible());
    QVERIFY(!panel.page("cost")->isBuilt());
}

QTEST_MAIN(TestChartPanel)
#include "tst_chartpanel.moc"
