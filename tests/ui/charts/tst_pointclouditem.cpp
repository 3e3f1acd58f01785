// PointCloudItem as the scatter charts use it: from ScatterChartView::pointCloudThreshold() points
// on, one item draws the families' markers (the families' series keep their legend entries, with
// no points), and clicking a point still selects it (ScatterChartView's own hit-testing). Below
// the threshold the series hold the points as before (the real data's charts and exports).
#include "common/testdataset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/state/explorerstate.h"

#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QTest>
#include <QXYSeries>

using namespace mlpe;

namespace {

constexpr int kSets = 600;
const QStringList kFamilies{"H100", "H200", "B200", "A100", "MI300X", "Gaudi2"};

// kSets scored result sets of one round and benchmark over six families, at N = 8..512.
Dataset manyPoints() {
    Dataset d;
    d.sources << QStringLiteral("test");
    for (int i = 0; i < kSets; ++i) {
        const int nodes = 1 << (i % 7);
        const double minutes = 100.0 / nodes * (1.0 + 0.03 * (i % 13));
        d.resultSets.push_back(testdata::makeSet(
            "4.1", QStringLiteral("Submitter%1").arg(i % 17), QStringLiteral("system_%1").arg(i),
            "llama2_70b_lora", kFamilies[i % kFamilies.size()], nodes, 8, minutes));
    }
    return d;
}

// Pixels of the chart's plot area that are not (near) white: what is drawn on it.
int inkInPlotArea(EfficiencyChartView* chart) {
    const QImage image = chart->grab().toImage();
    const QRect plot = chart->mapFromScene(chart->chart()->plotArea()).boundingRect();
    int ink = 0;
    for (int y = plot.top(); y <= plot.bottom(); ++y) {
        for (int x = plot.left(); x <= plot.right(); ++x) {
            if (qGray(image.pixel(x, y)) < 200)
                ++ink;
        }
    }
    return ink;
}

} // namespace

class TestPointCloudItem : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void manyPointsAreOneItem();
    void clickOnAPointSelectsIt();
    void vectorOutputDrawsEveryMarker();
    void fewPointsStayInTheirSeries();

private:
    std::unique_ptr<ExplorerState> m_state;
    std::unique_ptr<EfficiencyChartView> m_chart;
};

void TestPointCloudItem::init() {
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(manyPoints());
    m_state->setRound("4.1");
    m_state->setBenchmark("llama2_70b_lora");
    m_chart = std::make_unique<EfficiencyChartView>(m_state.get());
    m_chart->resize(900, 600);
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
}

void TestPointCloudItem::cleanup() {
    m_chart.reset();
    m_state.reset();
}

void TestPointCloudItem::manyPointsAreOneItem() {
    QVERIFY(m_chart->plottedCount() >= ScatterChartView::pointCloudThreshold());
    QCOMPARE(m_chart->cloudPointCount(), m_chart->plottedCount()); // none excluded
    for (const QString& family : kFamilies) {
        QXYSeries* series = m_chart->familySeries(family);
        QVERIFY2(series, qPrintable(family));
        QCOMPARE(series->count(), 0);
        QVERIFY(ChartSeriesSet::hasLegendEntry(series));
    }
    // The item paints: hiding every family leaves the plot area with its grid and lines only.
    const int withPoints = inkInPlotArea(m_chart.get());
    for (const QString& family : kFamilies)
        m_state->setFamilyHidden(family, true);
    QCOMPARE(m_chart->cloudPointCount(), 0);
    const int without = inkInPlotArea(m_chart.get());
    QVERIFY2(withPoints > without + 2000,
             qPrintable(QStringLiteral("%1 dark pixels with the points, %2 without")
                            .arg(withPoints)
                            .arg(without)));
}

void TestPointCloudItem::clickOnAPointSelectsIt() {
    const ScatterChartView::PlottedPoint point = m_chart->plottedPoints().back();
    const QPoint pos = m_chart->viewportPosOf(point.value);
    const int row = m_chart->rowAt(pos); // the topmost point there (points may coincide)
    QVERIFY(row >= 0);
    QVERIFY(m_state->selectedKey().isEmpty());
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, pos);
    QCOMPARE(m_state->selectedKey(), m_state->rows()[size_t(row)].set->key());
    // The selection ring (a series over the item) is on that point.
    const QList<QXYSeries*> ring = m_chart->seriesWithRole(SeriesRole::Selection);
    QCOMPARE(ring.size(), 1);
    QCOMPARE(ring.front()->count(), 1);
}

namespace {

// Bytes of the chart's scene recorded by a vector (non-raster) paint device, as SVG and PDF
// exports paint it: there each marker is a path, not a stamped pixmap.
qsizetype vectorBytes(EfficiencyChartView* chart) {
    QPicture picture;
    QPainter painter(&picture);
    chart->scene()->render(&painter);
    painter.end();
    return qsizetype(picture.size());
}

} // namespace

void TestPointCloudItem::vectorOutputDrawsEveryMarker() {
    const qsizetype withPoints = vectorBytes(m_chart.get());
    for (const QString& family : kFamilies)
        m_state->setFamilyHidden(family, true);
    const qsizetype without = vectorBytes(m_chart.get());
    // A path per marker: at least tens of bytes for each of the kSets points.
    QVERIFY2(
        withPoints - without > 20 * kSets,
        qPrintable(
            QStringLiteral("%1 bytes with the points, %2 without").arg(withPoints).arg(without)));
}

void TestPointCloudItem::fewPointsStayInTheirSeries() {
    m_state->setDataset(testdata::smallDataset());
    m_state->setRound("4.1");
    QVERIFY(m_chart->plottedCount() > 0);
    QVERIFY(m_chart->plottedCount() < ScatterChartView::pointCloudThreshold());
    QCOMPARE(m_chart->cloudPointCount(), 0);
    int inSeries = 0;
    for (QXYSeries* series : m_chart->seriesWithRole(SeriesRole::Family))
        inSeries += series->count();
    QCOMPARE(inSeries, m_chart->plottedCount());
}

QTEST_MAIN(TestPointCloudItem)
#include "tst_pointclouditem.moc"
