// Charts a reader can trust at a glance — no impossible ranges, nice ticks
// after any zoom, a log2 E' axis when E' spans more than 8x, one meaning per symbol, a stable
// legend order, colour by cluster / round / submitter, and a title saying what the chart is.
#include "common/testdataset.h"
#include "ui/charts/chartseriesset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/charts/paretochartview.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familypalette.h"

#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QScatterSeries>
#include <QTest>
#include <QTimer>
#include <QValueAxis>
#include <cmath>

using namespace mlpe;

class TestChartQuality : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void axesNeverBelowZero();
    void niceTicksAfterZoom();
    void logAxisWhenEfficiencySpansMoreThan8x();
    void singlePointClustersDrawNoCentroid();
    void reservedSymbols();
    void legendOrderIndependentOfHistory();
    void colourBySubmitter();
    void titleNamesRoundBenchmarkReference();
    void contextMenuColourByAndLogAxis();

private:
    // Right-clicks an empty spot of the plot (a real event through the window) and types `keys`
    // into the menus as they open (a submenu opens on its mnemonic).
    void contextMenuKeys(const QList<Qt::Key>& keys);
    QValueAxis* yAxis() const;
    int visibleVerticalAxes() const;
    QStringList legendFamilies() const;
    std::unique_ptr<ExplorerState> m_state;
    std::unique_ptr<EfficiencyChartView> m_chart;
};

void TestChartQuality::init() {
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(testdata::smallDataset());
    m_state->setRound("4.1");
    m_state->setBenchmark("llama2_70b_lora");
    m_chart = std::make_unique<EfficiencyChartView>(m_state.get());
    m_chart->resize(800, 500);
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
}

void TestChartQuality::cleanup() {
    m_chart.reset();
    m_state.reset();
}

QValueAxis* TestChartQuality::yAxis() const {
    for (QAbstractAxis* axis : m_chart->chart()->axes(Qt::Vertical))
        if (axis->isVisible())
            return qobject_cast<QValueAxis*>(axis);
    return nullptr;
}

int TestChartQuality::visibleVerticalAxes() const {
    int n = 0;
    for (QAbstractAxis* axis : m_chart->chart()->axes(Qt::Vertical))
        n += axis->isVisible() ? 1 : 0;
    return n;
}

QStringList TestChartQuality::legendFamilies() const {
    QStringList families;
    for (QLegendMarker* marker : m_chart->chart()->legend()->markers()) {
        const QString family = ChartSeriesSet::familyOf(marker->series());
        if (!family.isEmpty())
            families << family;
    }
    return families;
}

void TestChartQuality::axesNeverBelowZero() {
    // E' here runs 0.75 .. 1.07 (no log axis: span < 8x); padding must stop at 0, not below.
    QVERIFY(!m_chart->isYLog());
    QVERIFY(m_chart->visibleRange().top() >= 0.0);
    // A zoom or pan asking for negative E' stops at 0.
    m_chart->zoomTo(QRectF(QPointF(6, -0.4), QPointF(70, 0.6)));
    QCOMPARE(m_chart->visibleRange().top(), 0.0);
    QVERIFY(m_chart->visibleRange().bottom() > 0.5);
}

void TestChartQuality::niceTicksAfterZoom() {
    m_chart->zoomTo(QRectF(QPointF(6, 0.513), QPointF(70, 1.377)));
    QValueAxis* y = yAxis();
    QVERIFY(y);
    QCOMPARE(y->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(y->tickAnchor(), 0.0); // 0 is a tick: no "-0.00"
    const double step = y->tickInterval();
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    QVERIFY2(qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) ||
                 qFuzzyCompare(mantissa, 5.0),
             qPrintable(QString::number(step)));
    QCOMPARE(step, 0.2);
    QCOMPARE(y->labelFormat(), QStringLiteral("%.1f"));
    // niceTickStep itself: 1, 2, 5 x 10^n.
    QCOMPARE(niceTickStep(0.8, 6), 0.2);
    QCOMPARE(niceTickStep(35.0, 6), 10.0);
    QCOMPARE(niceTickStep(2.9, 6), 0.5);
}

void TestChartQuality::logAxisWhenEfficiencySpansMoreThan8x() {
    QVERIFY(!m_chart->isYLog()); // 0.75 .. 1.07
    m_chart->setLogYMode(AxisLogMode::On);
    QVERIFY(m_chart->isYLog());
    QCOMPARE(visibleVerticalAxes(), 1);
    m_chart->setLogYMode(AxisLogMode::Off);
    QVERIFY(!m_chart->isYLog());
    QCOMPARE(visibleVerticalAxes(), 1);
    QVERIFY(yAxis()); // the linear one
    m_chart->setLogYMode(AxisLogMode::Auto);
    // BERT: the reference is a 2x A5000 workstation (366 min), the H100 system 5.5 min on 8:
    // E' = 2 x 366.185 / (8 x 5.5) = 16.6 -> a span of 16.6x: log2 axis automatically.
    m_state->setBenchmark("bert");
    QVERIFY(m_chart->isYLog());
    QCOMPARE(visibleVerticalAxes(), 1);
}

void TestChartQuality::singlePointClustersDrawNoCentroid() {
    // 6 points, k = 5: at least four clusters have one point; only clusters of two or more
    // points get a centroid (a singleton's centroid would sit on its point).
    m_state->setClusterCount(5);
    const auto& clusters = m_state->analysis().clustering.clusters;
    QCOMPARE(int(clusters.size()), 5);
    std::map<int, int> sizes;
    for (const ExplorerRow& row : m_state->rows())
        if (const analysis::PointResult* r = m_state->pointResult(row); r && r->cluster >= 0)
            ++sizes[r->cluster];
    int multi = 0;
    for (const auto& [cluster, size] : sizes)
        multi += size >= 2 ? 1 : 0;
    const auto centroids = m_chart->seriesWithRole(SeriesRole::Centroid);
    QCOMPARE(centroids.isEmpty() ? 0 : centroids.front()->count(), multi);
}

void TestChartQuality::reservedSymbols() {
    ParetoChartView pareto(m_state.get());
    pareto.resize(800, 500);
    pareto.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pareto));
    QSet<int> familyShapes;
    for (QXYSeries* s : pareto.seriesWithRole(SeriesRole::Family))
        familyShapes.insert(static_cast<QScatterSeries*>(s)->markerShape());
    for (QXYSeries* s : pareto.seriesWithRole(SeriesRole::BreakEven)) {
        auto* marker = static_cast<QScatterSeries*>(s);
        const QString definition = s->property("mlpeDefinition").toString();
        if (definition == QLatin1String("knee")) {
            QCOMPARE(marker->markerShape(), QScatterSeries::MarkerShapePentagon);
        } else {
            QCOMPARE(definition, QStringLiteral("value_of_time"));
            QVERIFY(!marker->lightMarker().isNull()); // the cross
        }
        QVERIFY(!familyShapes.contains(marker->markerShape()) || !marker->lightMarker().isNull());
    }
    for (QXYSeries* s : pareto.seriesWithRole(SeriesRole::Centroid))
        QCOMPARE(static_cast<QScatterSeries*>(s)->markerShape(), QScatterSeries::MarkerShapeStar);
    QVERIFY(!familyShapes.contains(QScatterSeries::MarkerShapeStar));
    QVERIFY(!familyShapes.contains(QScatterSeries::MarkerShapePentagon));
    QVERIFY(!familyShapes.contains(QScatterSeries::MarkerShapeRotatedRectangle));
}

void TestChartQuality::legendOrderIndependentOfHistory() {
    // Families of the LoRA view are H100, H200; v5.0 adds B200 in another round. Whatever was
    // shown before, the legend lists families in FamilyPalette's order, overlays after them.
    const QStringList first = legendFamilies();
    QCOMPARE(first, (QStringList{"H100", "H200"}));
    m_state->setBenchmark("bert"); // RTX then H100: RTX (unknown name) sorts last
    QStringList bert = legendFamilies();
    QStringList expected = bert;
    FamilyPalette::sortForLegend(expected);
    QCOMPARE(bert, expected);
    m_state->setFamilyHidden("H100", true);
    m_state->setBenchmark("llama2_70b_lora");
    m_state->setFamilyHidden("H100", false);
    QCOMPARE(legendFamilies(), first);
    // A family that comes first in the order but appears after another was already drawn:
    // the reused series must not keep its earlier place (H200 drawn alone, then H100 + H200).
    Dataset d = testdata::smallDataset();
    d.resultSets.push_back(
        testdata::makeSet("4.1", "Lenovo", "h200_only", "dlrm", "H200", 1, 8, 9.0));
    d.resultSets.push_back(
        testdata::makeSet("4.1", "Lenovo", "h200_b", "unet3d", "H200", 1, 8, 9.0));
    d.resultSets.push_back(testdata::makeSet("4.1", "Dell", "h100_b", "unet3d", "H100", 2, 8, 5.0));
    m_state->setDataset(d);
    m_state->setRound("4.1");
    m_state->setBenchmark("dlrm");
    QCOMPARE(legendFamilies(), QStringList{"H200"});
    m_state->setBenchmark("unet3d");
    QCOMPARE(legendFamilies(), (QStringList{"H100", "H200"}));
    // Overlays come after every family.
    bool seenOverlay = false;
    for (QLegendMarker* marker : m_chart->chart()->legend()->markers()) {
        const bool family = !ChartSeriesSet::familyOf(marker->series()).isEmpty();
        QVERIFY2(!(family && seenOverlay), qPrintable(marker->label()));
        seenOverlay = seenOverlay || (!family && marker->isVisible());
    }
}

void TestChartQuality::colourBySubmitter() {
    m_state->setColourBy(ColourBy::Submitter);
    // One legend key per submitter in the analysis: Dell, NVIDIA, Lambda, Oracle, Lenovo, Azure.
    const auto keys = m_chart->seriesWithRole(SeriesRole::ColourKey);
    QCOMPARE(keys.size(), 6);
    // Each point carries its submitter's colour; the family series keeps its shape.
    QXYSeries* h100 = m_chart->familySeries("H100");
    QVERIFY(h100);
    QCOMPARE(h100->count(), 4);
    QSet<QRgb> colours;
    for (int i = 0; i < h100->count(); ++i)
        colours.insert(h100->pointConfiguration(i)
                           .value(QXYSeries::PointConfiguration::Color)
                           .value<QColor>()
                           .rgb());
    QCOMPARE(colours.size(), 4); // four H100 submitters
    // H100 and H200 are both circles in the family palette; coloured by submitter, the shape
    // is all that tells them apart, so they get different shapes.
    QCOMPARE(static_cast<QScatterSeries*>(h100)->markerShape(), QScatterSeries::MarkerShapeCircle);
    QCOMPARE(static_cast<QScatterSeries*>(m_chart->familySeries("H200"))->markerShape(),
             QScatterSeries::MarkerShapeRectangle);
    // By cluster: the keys in cluster order, in the hull colours.
    m_state->setClusterCount(3);
    m_state->setColourBy(ColourBy::Cluster);
    const auto clusterKeys = m_chart->seriesWithRole(SeriesRole::ColourKey);
    QCOMPARE(clusterKeys.size(), 3);
    for (int c = 0; c < 3; ++c) {
        QCOMPARE(clusterKeys[c]->name(), QStringLiteral("Cluster %1").arg(c + 1));
        QCOMPARE(clusterKeys[c]->color(), FamilyPalette::clusterColour(c));
    }
    m_state->setColourBy(ColourBy::Family);
    QVERIFY(m_chart->seriesWithRole(SeriesRole::ColourKey).isEmpty());
    QVERIFY(m_chart->familySeries("H100")->pointConfiguration(0).isEmpty());
}

void TestChartQuality::titleNamesRoundBenchmarkReference() {
    const QString title = m_chart->chart()->title();
    QVERIFY2(title.contains("Llama 2 70B LoRA"), qPrintable(title));
    QVERIFY(title.contains("MLPerf Training v4.1"));
    // Paper rule: the smallest N (8), the slowest: Dell XE9680x8H100 (30 min), by display name.
    QVERIFY2(title.contains("XE9680x8H100 (display) (Dell, v4.1)"), qPrintable(title));
}

void TestChartQuality::contextMenuKeys(const QList<Qt::Key>& keys) {
    // An empty spot: the plot area's top-right corner region (no point there at this zoom).
    const QRectF plot = m_chart->chart()->plotArea();
    const QPoint pos = m_chart->mapFromScene(
        m_chart->chart()->mapToScene(QPointF(plot.right() - 10, plot.top() + 10)));
    QVERIFY(m_chart->rowAt(pos) < 0);
    int next = 0;
    QMenu* last = nullptr;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu || menu == last || next >= keys.size())
            return;
        last = menu;
        QTest::keyClick(menu, keys[next++]);
    });
    poll.start(20);
    QWidget* top = m_chart->window();
    QTest::mouseClick(top->windowHandle(), Qt::RightButton, {},
                      m_chart->viewport()->mapTo(top, pos));
    QTRY_COMPARE(next, keys.size());
    QTRY_VERIFY(QApplication::activePopupWidget() == nullptr);
}

void TestChartQuality::contextMenuColourByAndLogAxis() {
    contextMenuKeys({Qt::Key_O, Qt::Key_S}); // C&olour by > &Submitter
    QCOMPARE(m_state->colourBy(), ColourBy::Submitter);
    QVERIFY(!m_chart->seriesWithRole(SeriesRole::ColourKey).isEmpty());
    QVERIFY(!m_chart->isYLog());
    contextMenuKeys({Qt::Key_L}); // &Log2 y axis
    QVERIFY(m_chart->isYLog());
    QCOMPARE(m_chart->logYMode(), AxisLogMode::On);
    contextMenuKeys({Qt::Key_A}); // &Automatic y scale: 0.75 .. 1.07 is linear
    QCOMPARE(m_chart->logYMode(), AxisLogMode::Auto);
    QVERIFY(!m_chart->isYLog());
}

QTEST_MAIN(TestChartQuality)
#include "tst_chartquality.moc"
