// The one table of chart kinds: the chart panel, sessions, the exporter and `export --chart`
// read it, so a kind is a tab, a session id with its zoom and an export name at once.
#include "common/testdataset.h"
#include "core/session/pricetable.h"
#include "core/session/viewstate.h"
#include "ui/charts/chartexporter.h"
#include "ui/charts/chartkinds.h"
#include "ui/charts/chartpanel.h"
#include "ui/charts/chartpanelstate.h"
#include "ui/charts/costchartview.h"
#include "ui/state/explorerstate.h"

#include <QChartView>
#include <QTabWidget>
#include <QTest>

using namespace mlpe;

class TestChartKinds : public QObject {
    Q_OBJECT
private slots:
    void sessionIdsAreTheCoreList();
    void everyKindIsATabAndAnExport();
    void costZoomIsSavedAndRestored();
};

void TestChartKinds::sessionIdsAreTheCoreList() {
    // The session reader (core, which cannot include ui) checks names against its own list.
    QCOMPARE(ChartPanelState::chartIds(), ViewState::chartIds());
}

void TestChartKinds::everyKindIsATabAndAnExport() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ChartPanel panel(&state);
    const std::vector<ChartKind>& kinds = chartKinds();
    QCOMPARE(panel.tabs()->count(), int(kinds.size()));
    QCOMPARE(ChartExporter::chartIds(), chartExportNames());
    for (int i = 0; i < int(kinds.size()); ++i) {
        const ChartKind& kind = kinds[std::size_t(i)];
        QCOMPARE(panel.tabs()->tabText(i), ChartPanel::tr(kind.tabTitle));
        QVERIFY2(panel.chart(i), qPrintable(kind.id));
        const std::unique_ptr<QChartView> made =
            ChartExporter::createChart(kind.exportName, &state);
        QVERIFY2(made, qPrintable(kind.exportName));
        QCOMPARE(made->metaObject()->className(), panel.chart(i)->metaObject()->className());
        QCOMPARE(chartKindNamed(kind.id), &kind);
    }
    QVERIFY(ChartExporter::chartIds().contains("cost"));
    QVERIFY(ChartExporter::chartIds().contains("clusters"));
    QVERIFY(!chartKindNamed("pie"));
}

void TestChartKinds::costZoomIsSavedAndRestored() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    const Expected<PriceTable> prices =
        PriceTable::make({{QStringLiteral("H100"), 2.5}}, QStringLiteral("USD"), std::nullopt);
    QVERIFY(prices);
    state.setPrices(*prices);
    ChartPanel panel(&state);
    panel.resize(900, 600);
    panel.tabs()->setCurrentWidget(panel.costChart()->parentWidget()->parentWidget());
    CostChartView* cost = panel.costChart();
    cost->rebuild();
    const QRectF zoom = cost->visibleRange().adjusted(0, 0, -cost->visibleRange().width() / 2, 0);
    cost->zoomTo(zoom);
    ViewState saved;
    ChartPanelState::store(panel, saved);
    QVERIFY2(saved.zoom.contains("cost"), qPrintable(saved.zoom.keys().join(',')));
    QCOMPARE(saved.chart, QStringLiteral("cost"));

    ChartPanel restored(&state);
    restored.resize(900, 600);
    ChartPanelState::apply(restored, saved);
    QCOMPARE(restored.tabs()->currentIndex(), ChartPanelState::chartIds().indexOf("cost"));
    QVERIFY(restored.costChart()->canZoomBack());
    QCOMPARE(restored.costChart()->visibleRange(), saved.zoom.value("cost"));
}

QTEST_MAIN(TestChartKinds)
#include "tst_chartkinds.moc"
