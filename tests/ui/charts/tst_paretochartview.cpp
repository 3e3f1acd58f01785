// ParetoChartView: G vs T points, the frontier drawn through the analysis' frontier points in
// order of T, and the knee / value-of-time markers where the analysis put them.
#include "common/testdataset.h"
#include "ui/charts/paretochartview.h"
#include "ui/state/explorerstate.h"

#include <QTest>
#include <QXYSeries>

using namespace mlpe;

class TestParetoChartView : public QObject {
    Q_OBJECT
private slots:
    void frontierAndMarkers();
};

void TestParetoChartView::frontierAndMarkers() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ParetoChartView chart(&state);
    chart.resize(800, 500);
    chart.show();
    QCOMPARE(chart.plottedCount(), 6);
    // Points are (T, G = N T): Oracle 64 x 5 min -> (5, 320).
    QVERIFY(chart.familySeries("H100")->points().contains(QPointF(5, 320)));
    // Hand check of the frontier on the fixture (T, G): Azure (4, 256), Oracle (5, 320) is
    // dominated by Azure; Lambda (15, 240) and Lenovo (24, 192) are not dominated; NVIDIA
    // (28, 224) and Dell (30, 240) are dominated by Lenovo. Frontier: Azure, Lambda, Lenovo.
    const auto frontier = chart.seriesWithRole(SeriesRole::Frontier);
    QCOMPARE(frontier.size(), 1);
    QCOMPARE(frontier.front()->points(), (QList<QPointF>{{4, 256}, {15, 240}, {24, 192}}));
    QCOMPARE(int(state.analysis().paretoFrontier.size()), 3);
    // Value-of-time optimum for lambda = 64: G + 64 T = 512, 1200, 1728, ... -> Azure (4, 256).
    bool votFound = false;
    for (QXYSeries* s : chart.seriesWithRole(SeriesRole::BreakEven)) {
        if (s->property("mlpeDefinition").toString() == "value_of_time") {
            QCOMPARE(s->points(), (QList<QPointF>{{4, 256}}));
            votFound = true;
        }
    }
    QVERIFY(votFound);
}

QTEST_MAIN(TestParetoChartView)
#include "tst_paretochartview.moc"
