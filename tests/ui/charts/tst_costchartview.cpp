// CostChartView: (T, cost to train) points from the analysis, the (T, cost) frontier and the
// knee / value-of-time markers where the analysis put them; families without a price are not
// drawn, and without prices the chart shows a placeholder instead of money.
#include "common/testdataset.h"
#include "core/session/pricetable.h"
#include "ui/charts/costchartview.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"

#include <QLegend>
#include <QLegendMarker>
#include <QTest>
#include <QXYSeries>

using namespace mlpe;

class TestCostChartView : public QObject {
    Q_OBJECT
private slots:
    void placeholderWithoutPrices();
    void pointsFrontierAndMarkers();
    void unpricedFamilyNotDrawn();
};

namespace {
// Prices reach the window the way a session brings them: a view state applied as a whole.
void applyPrices(ExplorerState& state, const QMap<QString, double>& prices) {
    ViewState view = state.viewState();
    view.prices = *PriceTable::make(prices, QStringLiteral("USD"), std::nullopt);
    QVERIFY(state.applyViewState(view));
}
} // namespace

void TestCostChartView::placeholderWithoutPrices() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    CostChartView chart(&state);
    chart.resize(800, 500);
    chart.show();
    QCOMPARE(chart.plottedCount(), 0);
    QVERIFY(chart.placeholderText().startsWith(QLatin1String("No prices")));
    QVERIFY(chart.seriesWithRole(SeriesRole::Frontier).isEmpty());
    QVERIFY(chart.captionText().contains(QLatin1String("none are built in")));
    applyPrices(state, {{QStringLiteral("H100"), 60.0}, {QStringLiteral("H200"), 30.0}});
    QVERIFY(chart.placeholderText().isEmpty());
}

void TestCostChartView::pointsFrontierAndMarkers() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    applyPrices(state, {{QStringLiteral("H100"), 60.0}, {QStringLiteral("H200"), 30.0}});
    CostChartView chart(&state);
    chart.resize(800, 500);
    chart.show();
    // Cost = N T / 60 x price: at 60 per H100-hour the cost equals G, at 30 per H200-hour G / 2.
    // Oracle 64 x 5 min (H100) -> (5, 320); Azure 64 x 4 min (H200) -> (4, 128).
    QCOMPARE(chart.plottedCount(), 6);
    QVERIFY(chart.familySeries("H100")->points().contains(QPointF(5, 320)));
    QVERIFY(chart.familySeries("H200")->points().contains(QPointF(4, 128)));
    // Hand check of the (T, cost) frontier: Azure (4, 128) dominates every H100 point but
    // NVIDIA and Dell, which Lenovo (24, 96) dominates; Lenovo is cheaper than Azure.
    const auto frontier = chart.seriesWithRole(SeriesRole::Frontier);
    QCOMPARE(frontier.size(), 1);
    QCOMPARE(frontier.front()->points(), (QList<QPointF>{{4, 128}, {24, 96}}));
    // The markers sit where the analysis put its choices.
    const analysis::CostResult& cost = state.analysis().cost;
    int markers = 0;
    for (QXYSeries* s : chart.seriesWithRole(SeriesRole::BreakEven)) {
        const bool knee = s->property("mlpeDefinition").toString() == QLatin1String("knee");
        const analysis::CostChoice& choice = knee ? cost.knee : cost.valueOfTime;
        QVERIFY(choice.available);
        QCOMPARE(s->points(), (QList<QPointF>{{choice.minutes, choice.cost}}));
        ++markers;
    }
    QCOMPARE(markers, int(cost.knee.available) + int(cost.valueOfTime.available));
    QVERIFY(cost.valueOfTime.available);
    QVERIFY(chart.captionText().contains(QLatin1String("in USD")));
}

void TestCostChartView::unpricedFamilyNotDrawn() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    applyPrices(state, {{QStringLiteral("H100"), 60.0}});
    CostChartView chart(&state);
    chart.resize(800, 500);
    chart.show();
    QCOMPARE(chart.plottedCount(), 4); // the H100 points only
    QVERIFY(!chart.familySeries("H200") || chart.familySeries("H200")->points().isEmpty());
    QVERIFY(chart.captionText().contains(QLatin1String("Not drawn, no price: H200")));
    // Nor listed in the legend (the caption names it): only what is drawn has an entry.
    QStringList legend;
    for (QLegendMarker* marker : chart.chart()->legend()->markers())
        legend << marker->label();
    QVERIFY2(legend.contains(QStringLiteral("H100")), qPrintable(legend.join(u',')));
    QVERIFY2(!legend.contains(QStringLiteral("H200")), qPrintable(legend.join(u',')));
    // H100 keeps the look it has in the other charts, where H200 is shown beside it.
    QCOMPARE(chart.familySeries("H100")->color(),
             FamilyLooks::styleIn(QStringLiteral("H100"), {"H100", "H200"}).colour);
    // Log axes: every drawn value strictly positive.
    for (const auto& p : chart.plottedPoints())
        QVERIFY(p.value.x() > 0 && p.value.y() > 0);
}

QTEST_MAIN(TestCostChartView)
#include "tst_costchartview.moc"
