// A change that switches the E' chart's y axis between linear and log2 must draw the cluster
// hulls as a chart that starts in the new view does: a hull is convex in the chart's linearised
// coordinates (log2 of E' on a log axis), so the scale has to be decided before the hulls are
// computed. Four points of one cluster where it matters: (N, E') = (8, 1), (16, 2.5), (32, 4)
// and (16, 1.5). On a linear axis (16, 2.5) lies on the edge from (8, 1) to (32, 4), not a
// corner; on a log2 axis it is a corner. Showing one more family (E' = 0.4 at N = 512) stretches
// E' past 8x, which switches the axis to log2.
#include "common/testdataset.h"
#include "ui/charts/chartseriesset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/state/explorerstate.h"

#include <QTest>
#include <QXYSeries>
#include <algorithm>

using namespace mlpe;

namespace {

Dataset scaleSwitchData() {
    const QString lora = QStringLiteral("llama2_70b_lora");
    Dataset d;
    // T = T_ref * N_ref / (N * E'), the reference being the one set at N = 8 (paper rule).
    d.resultSets.push_back(testdata::makeSet("4.1", "A", "a1", lora, "H100", 1, 8, 100.0));
    d.resultSets.push_back(testdata::makeSet("4.1", "B", "a2", lora, "H100", 2, 8, 20.0));
    d.resultSets.push_back(testdata::makeSet("4.1", "C", "a3", lora, "H100", 4, 8, 6.25));
    d.resultSets.push_back(testdata::makeSet("4.1", "D", "a4", lora, "H100", 2, 8, 100.0 / 3));
    d.resultSets.push_back(testdata::makeSet("4.1", "E", "y1", lora, "H200", 32, 8, 6.25));
    d.resultSets.push_back(testdata::makeSet("4.1", "F", "y2", lora, "H200", 64, 8, 3.125));
    d.resultSets.push_back(testdata::makeSet("4.1", "G", "x1", lora, "MI300X", 64, 8, 3.90625));
    return d;
}

// Every hull's corners, in a fixed order (a hull's first corner and direction are the
// algorithm's).
QList<QList<QPointF>> hulls(const ScatterChartView& chart) {
    QList<QList<QPointF>> found;
    for (const QXYSeries* s : chart.seriesWithRole(SeriesRole::Hull)) {
        QList<QPointF> corners = s->points();
        if (corners.size() > 1 && corners.front() == corners.back())
            corners.removeLast(); // closed
        std::sort(corners.begin(), corners.end(), [](const QPointF& a, const QPointF& b) {
            return a.x() != b.x() ? a.x() < b.x() : a.y() < b.y();
        });
        found << corners;
    }
    std::sort(found.begin(), found.end(), [](const QList<QPointF>& a, const QList<QPointF>& b) {
        return a.size() != b.size() ? a.size() < b.size() : a.front().x() < b.front().x();
    });
    return found;
}

} // namespace

class TestScaleSwitchOverlays : public QObject {
    Q_OBJECT
private slots:
    void hullsFollowTheNewScale();
};

void TestScaleSwitchOverlays::hullsFollowTheNewScale() {
    ExplorerState state;
    state.setDataset(scaleSwitchData());
    state.setRound(QStringLiteral("4.1"));
    state.setBenchmark(QStringLiteral("llama2_70b_lora"));
    state.setClusterCount(2);
    state.setFamilyHidden(QStringLiteral("MI300X"), true);
    EfficiencyChartView chart(&state);
    chart.resize(900, 600);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(!chart.isYLog()); // E' from 0.5 to 4: linear
    for (const bool hidden : {false, true, false}) {
        state.setFamilyHidden(QStringLiteral("MI300X"), hidden);
        QCoreApplication::processEvents();
        QCOMPARE(chart.isYLog(), !hidden); // 0.4 to 4 is more than 8x: log2
        EfficiencyChartView fresh(&state);
        fresh.resize(900, 600);
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        QCOMPARE(fresh.isYLog(), chart.isYLog());
        const QList<QList<QPointF>> shown = hulls(chart);
        QVERIFY(!shown.isEmpty());
        QCOMPARE(shown, hulls(fresh));
    }
}

QTEST_MAIN(TestScaleSwitchOverlays)
#include "tst_scaleswitchoverlays.moc"
