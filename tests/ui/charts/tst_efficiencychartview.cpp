// EfficiencyChartView (and the ScatterChartView base): series contents after
// filter, reference and exclusion changes, hull vertices against the analysis
// core, hit-testing, selection linking, zoom history and legend toggles.
// Expected values: hand computation in tst_explorerstate.cpp (paper rule on the
// v4.1 LoRA fixture: reference Dell N = 8, G_ref = 240).
#include "common/testdataset.h"
#include "ui/charts/chartseriesset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/state/explorerstate.h"

#include <QApplication>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QMap>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>
#include <QXYSeries>
#include <cmath>

using namespace mlpe;

class TestEfficiencyChartView : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void pointsPerFamily();
    void referenceMarked_data();
    void referenceMarked();
    void filterKeepsHiddenFamilyInLegend();
    void exclusionGreysPoint();
    void thresholdLineAndBreakEven();
    void breakEvenMarkerColoursFollowTheirSeries();
    void hullVerticesMatchAnalysis();
    void oneClusterDrawsNoHullAndTheLegendNoClusterColour();
    void hitTestAndClickSelect();
    void selectionFromStateMovesRing();
    void zoomHistory();
    void legendClickHidesFamily();
    void rubberBandDragZooms();
    void panShiftsRange();
    void wheelZoomKeepsTwoLogTickLabels();
    void markersClearOfThePlotEdges();

private:
    std::unique_ptr<ExplorerState> m_state;
    std::unique_ptr<EfficiencyChartView> m_chart;
};

void TestEfficiencyChartView::init() {
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(testdata::smallDataset());
    m_state->setRound("4.1");
    m_chart = std::make_unique<EfficiencyChartView>(m_state.get());
    m_chart->resize(800, 500);
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
}

void TestEfficiencyChartView::cleanup() {
    m_chart.reset();
    m_state.reset();
}

void TestEfficiencyChartView::pointsPerFamily() {
    // 6 scored LoRA systems in v4.1: H100 x4, H200 x2 (the unscored Clemson set
    // is not drawn).
    QCOMPARE(m_chart->plottedCount(), 6);
    QVERIFY(m_chart->familySeries("H100"));
    QCOMPARE(m_chart->familySeries("H100")->count(), 4);
    QCOMPARE(m_chart->familySeries("H200")->count(), 2);
    QCOMPARE(m_chart->seriesWithRole(SeriesRole::Excluded).size(), 0);
}

void TestEfficiencyChartView::referenceMarked_data() {
    QTest::addColumn<int>("strategy");
    QTest::addColumn<QList<QPointF>>("rings");
    // Paper rule: Dell (N = 8) is the reference: E' = 1 there.
    QTest::newRow("paper") << int(analysis::ReferenceStrategy::PaperRule)
                           << QList<QPointF>{{8, 1.0}};
    // Per family: Dell for H100 and Lenovo for H200, both at N = 8 with E' = 1.
    QTest::newRow("family") << int(analysis::ReferenceStrategy::PerFamily)
                            << QList<QPointF>{{8, 1.0}, {8, 1.0}};
}

void TestEfficiencyChartView::referenceMarked() {
    QFETCH(int, strategy);
    QFETCH(QList<QPointF>, rings);
    m_state->setReferenceStrategy(analysis::ReferenceStrategy(strategy));
    const auto refs = m_chart->seriesWithRole(SeriesRole::Reference);
    QCOMPARE(refs.size(), 1);
    QCOMPARE(refs.front()->points(), rings);
}

void TestEfficiencyChartView::filterKeepsHiddenFamilyInLegend() {
    m_state->setFamilyHidden("H200", true);
    QCOMPARE(m_chart->plottedCount(), 4);
    QXYSeries* h200 = m_chart->familySeries("H200");
    QVERIFY(h200); // kept, empty, so that its legend entry can bring it back
    QCOMPARE(h200->count(), 0);
    m_state->setFamilyHidden("H200", false);
    QCOMPARE(m_chart->familySeries("H200")->count(), 2);
}

void TestEfficiencyChartView::exclusionGreysPoint() {
    m_state->setExcluded("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora", true);
    const auto excluded = m_chart->seriesWithRole(SeriesRole::Excluded);
    QCOMPARE(excluded.size(), 1);
    QCOMPARE(excluded.front()->count(), 1);
    QCOMPARE(m_chart->familySeries("H100")->count(), 3);
    // The excluded point is still drawn where its E' would be (240 / 320 = 0.75).
    QCOMPARE(excluded.front()->at(0), QPointF(64, 0.75));
}

void TestEfficiencyChartView::thresholdLineAndBreakEven() {
    m_state->setTau(0.8);
    const auto lines = m_chart->seriesWithRole(SeriesRole::Threshold);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.front()->count(), 2);
    QCOMPARE(lines.front()->at(0).y(), 0.8);
    QCOMPARE(lines.front()->at(1).y(), 0.8);
    // Markers sit on the tau line at the N* the analysis found ("all" and per
    // family).
    int found = 0;
    for (const auto& b : m_state->analysis().breakEven)
        found += b.definition == analysis::BreakEvenDefinition::EfficiencyThreshold &&
                 b.outcome == analysis::BreakEvenOutcome::Found;
    const auto markers = m_chart->seriesWithRole(SeriesRole::BreakEven);
    QCOMPARE(markers.isEmpty() ? 0 : markers.front()->count(), found);
    for (const auto& b : m_state->analysis().breakEven) {
        if (b.definition == analysis::BreakEvenDefinition::EfficiencyThreshold &&
            b.outcome == analysis::BreakEvenOutcome::Found)
            QVERIFY(markers.front()->points().contains(QPointF(b.accelerators, 0.8)));
    }
}

// A marker of a family's N* has the family's colour, the one of all points none (the series'
// black); a rebuild that reuses the series with other markers (a family hidden, another tau)
// gives each marker its own colour, none left at the index of another.
void TestEfficiencyChartView::breakEvenMarkerColoursFollowTheirSeries() {
    const auto markerColours = [&] {
        QMap<double, QColor> byN; // N* -> configured colour (invalid: none)
        const auto markers = m_chart->seriesWithRole(SeriesRole::BreakEven);
        if (markers.isEmpty())
            return byN;
        for (int i = 0; i < markers.front()->count(); ++i)
            byN.insert(markers.front()->at(i).x(), markers.front()
                                                       ->pointConfiguration(i)
                                                       .value(QXYSeries::PointConfiguration::Color)
                                                       .value<QColor>());
        return byN;
    };
    const auto expected = [&] {
        QMap<double, QColor> byN;
        for (const auto& b : m_state->analysis().breakEven) {
            if (b.definition != analysis::BreakEvenDefinition::EfficiencyThreshold ||
                b.outcome != analysis::BreakEvenOutcome::Found)
                continue;
            byN.insert(b.accelerators,
                       b.series == "all"
                           ? QColor()
                           : m_chart->familySeries(QString::fromStdString(b.series))->color());
        }
        return byN;
    };
    m_state->setTau(0.8);
    QVERIFY(!expected().isEmpty());
    QCOMPARE(markerColours(), expected());
    bool familyMarker = false;
    for (const auto& b : m_state->analysis().breakEven)
        familyMarker |= b.series != "all" && b.outcome == analysis::BreakEvenOutcome::Found &&
                        b.definition == analysis::BreakEvenDefinition::EfficiencyThreshold;
    QVERIFY(familyMarker); // the fixture has per-family N* at this tau
    m_state->setFamilyHidden(QStringLiteral("H200"), true);
    QCOMPARE(markerColours(), expected());
    m_state->setFamilyHidden(QStringLiteral("H200"), false);
    m_state->setTau(1.0);
    QCOMPARE(markerColours(), expected());
}

void TestEfficiencyChartView::hullVerticesMatchAnalysis() {
    // Default features (log2 N, E') and hull metric E': the chart's hulls (taken
    // in its own log2-linearised coordinates) must be the analysis core's hulls,
    // vertex for vertex.
    m_state->setClusterCount(2);
    const auto& clusters = m_state->analysis().clustering.clusters;
    QCOMPARE(int(clusters.size()), 2);
    const auto hulls = m_chart->seriesWithRole(SeriesRole::Hull);
    int checked = 0;
    for (const auto& cluster : clusters) {
        if (cluster.hull.size() < 2)
            continue;
        QList<QPointF> expected;
        for (const auto& p : cluster.hull)
            expected << QPointF(std::exp2(p.x), p.y);
        bool matched = false;
        for (QXYSeries* s : hulls) {
            QList<QPointF> drawn = s->points();
            if (drawn.size() > 2)
                drawn.removeLast(); // closing vertex
            if (drawn.size() != expected.size())
                continue;
            bool same = true;
            for (int i = 0; i < drawn.size(); ++i)
                same = same && qAbs(drawn[i].x() - expected[i].x()) < 1e-9 &&
                       qAbs(drawn[i].y() - expected[i].y()) < 1e-12;
            matched = matched || same;
        }
        QVERIFY2(matched, "a cluster hull of the analysis is not drawn as such");
        ++checked;
    }
    QVERIFY(checked >= 1);
    QCOMPARE(m_chart->seriesWithRole(SeriesRole::Centroid).front()->count(), 2);
}

// k = 1 groups nothing: no hull, no centroid. With k = 3 the hulls have their own colours, and
// the one legend entry for them is a neutral dash (it had the first cluster's colour).
void TestEfficiencyChartView::oneClusterDrawsNoHullAndTheLegendNoClusterColour() {
    m_state->setClusterCount(1);
    QCOMPARE(m_state->analysis().clustering.chosenK, 1);
    for (QXYSeries* s : m_chart->seriesWithRole(SeriesRole::Hull))
        QVERIFY2(!s->isVisible() || s->count() == 0, qPrintable(s->name()));
    for (QXYSeries* s : m_chart->seriesWithRole(SeriesRole::Centroid))
        QVERIFY2(!s->isVisible() || s->count() == 0, qPrintable(s->name()));
    m_state->setClusterCount(3);
    QSet<QRgb> hullColours;
    QList<QColor> legendPens;
    for (QXYSeries* s : m_chart->seriesWithRole(SeriesRole::Hull)) {
        if (!s->isVisible() || s->count() == 0)
            continue;
        hullColours.insert(s->pen().color().rgb());
        if (!ChartSeriesSet::hasLegendEntry(s))
            continue;
        for (QLegendMarker* marker : m_chart->chart()->legend()->markers(s))
            legendPens << marker->pen().color();
    }
    QVERIFY2(hullColours.size() >= 2, qPrintable(QString::number(hullColours.size())));
    QCOMPARE(legendPens.size(), 1);
    QVERIFY(!hullColours.contains(legendPens.front().rgb()));
    QCOMPARE(legendPens.front().red(), legendPens.front().blue()); // a grey
}

void TestEfficiencyChartView::hitTestAndClickSelect() {
    // Oracle: N = 64, E' = 0.75.
    const QPoint pos = m_chart->viewportPosOf(QPointF(64, 0.75));
    const int row = m_chart->rowAt(pos);
    QVERIFY(row >= 0);
    QCOMPARE(m_state->rows()[size_t(row)].pointKey,
             QStringLiteral("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora"));
    QCOMPARE(m_chart->rowAt(pos + QPoint(40, 40)), -1); // empty plot area
    QSignalSpy selected(m_state.get(), &ExplorerState::selectionChanged);
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, pos);
    QCOMPARE(selected.count(), 1);
    QCOMPARE(m_state->selectedKey(), QStringLiteral("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora"));
    QVERIFY(m_chart->toolTipForRow(row).contains("E′ = 0.750"));
    // A click on empty space clears the selection.
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, pos + QPoint(40, 40));
    QVERIFY(m_state->selectedKey().isEmpty());
}

void TestEfficiencyChartView::selectionFromStateMovesRing() {
    m_state->setSelectedKey("4.1/Azure/nd_h200_v5_x8/llama2_70b_lora");
    const auto rings = m_chart->seriesWithRole(SeriesRole::Selection);
    QCOMPARE(rings.size(), 1);
    // Azure: N = 64, E' = 240 / 256 = 0.9375.
    QCOMPARE(rings.front()->points(), (QList<QPointF>{{64, 0.9375}}));
    m_state->setSelectedKey({});
    QCOMPARE(rings.front()->count(), 0);
}

void TestEfficiencyChartView::zoomHistory() {
    const QRectF full = m_chart->visibleRange();
    m_chart->zoomTo(QRectF(QPointF(6, 0.7), QPointF(20, 1.1)));
    m_chart->zoomTo(QRectF(QPointF(7, 0.9), QPointF(10, 1.05)));
    QCOMPARE(m_chart->zoomDepth(), 2);
    QCOMPARE(m_chart->visibleRange(), QRectF(QPointF(7, 0.9), QPointF(10, 1.05)));
    m_chart->zoomBack();
    QCOMPARE(m_chart->visibleRange(), QRectF(QPointF(6, 0.7), QPointF(20, 1.1)));
    // A recompute that keeps the scope (tau) keeps the user's zoom...
    m_state->setTau(0.9);
    QCOMPARE(m_chart->visibleRange(), QRectF(QPointF(6, 0.7), QPointF(20, 1.1)));
    m_chart->resetZoom();
    QCOMPARE(m_chart->zoomDepth(), 0);
    QCOMPARE(m_chart->visibleRange().left(), full.left());
    // ... a zoom onto a non-positive range on the log axis is refused.
    m_chart->zoomTo(QRectF(QPointF(-1, 0.7), QPointF(20, 1.1)));
    QCOMPARE(m_chart->zoomDepth(), 0);
}

void TestEfficiencyChartView::legendClickHidesFamily() {
    // A real click on the legend label (tst_scatterchartview covers the symbol
    // and the menu).
    auto labelPos = [this](const QString& family) {
        QLegend* legend = m_chart->chart()->legend();
        for (QGraphicsItem* item : m_chart->scene()->items()) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            if (text && legend->isAncestorOf(text) && text->toPlainText() == family)
                return m_chart->mapFromScene(text->sceneBoundingRect().center());
        }
        return QPoint(-1, -1);
    };
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, labelPos("H200"));
    QTRY_VERIFY(m_state->filter().hiddenFamilies.contains("H200"));
    QCOMPARE(m_chart->familySeries("H200")->count(), 0);
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, labelPos("H200"));
    QTRY_VERIFY(!m_state->filter().hiddenFamilies.contains("H200"));
}

void TestEfficiencyChartView::rubberBandDragZooms() {
    // Drag from (N = 8, E' = 1.05) to (N = 64, E' = 0.7) with the left button:
    // the view becomes that value rectangle (within a pixel's worth of rounding),
    // one step in the history.
    QWidget* vp = m_chart->viewport();
    const QPoint from = m_chart->viewportPosOf(QPointF(8, 1.05));
    const QPoint to = m_chart->viewportPosOf(QPointF(64, 0.7));
    QTest::mousePress(vp, Qt::LeftButton, {}, from);
    QTest::mouseMove(vp, from + QPoint(10, 10));
    QTest::mouseMove(vp, to);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
    QCOMPARE(m_chart->zoomDepth(), 1);
    const QRectF r = m_chart->visibleRange();
    QVERIFY2(qAbs(std::log2(r.left()) - 3.0) < 0.05 && qAbs(std::log2(r.right()) - 6.0) < 0.05,
             qPrintable(QStringLiteral("x %1..%2").arg(r.left()).arg(r.right())));
    QVERIFY2(qAbs(r.top() - 0.7) < 0.01 && qAbs(r.bottom() - 1.05) < 0.01,
             qPrintable(QStringLiteral("y %1..%2").arg(r.top()).arg(r.bottom())));
    QVERIFY(m_state->selectedKey().isEmpty()); // a drag is not a click
    m_chart->zoomBack();
    QCOMPARE(m_chart->zoomDepth(), 0);
}

void TestEfficiencyChartView::panShiftsRange() {
    const QRectF before = m_chart->visibleRange();
    QWidget* vp = m_chart->viewport();
    const QPoint start = m_chart->viewportPosOf(QPointF(16, 0.9));
    QTest::mousePress(vp, Qt::MiddleButton, {}, start);
    QTest::mouseMove(vp, start + QPoint(60, 0));
    QTest::mouseRelease(vp, Qt::MiddleButton, {}, start + QPoint(60, 0));
    const QRectF after = m_chart->visibleRange();
    // Dragging right moves the view to smaller N; E' range unchanged; "back"
    // returns.
    QVERIFY(after.left() < before.left());
    QVERIFY(qAbs(after.top() - before.top()) < 1e-9);
    QCOMPARE(m_chart->zoomDepth(), 1);
    m_chart->zoomBack();
    QCOMPARE(m_chart->visibleRange(), before);
}

namespace {

// The vertical axis in use (a toggled chart keeps the other scale, hidden).
QAbstractAxis* visibleYAxis(QChart* chart) {
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical))
        if (axis->isVisible())
            return axis;
    return nullptr;
}

// Texts drawn by the scene's visible text items (axis labels among them).
QStringList visibleTexts(QGraphicsScene* scene) {
    QStringList texts;
    for (QGraphicsItem* item : scene->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
            texts << text->toPlainText();
    return texts;
}

} // namespace

void TestEfficiencyChartView::wheelZoomKeepsTwoLogTickLabels() {
    // A log2 E' axis labels only powers of 2: zoomed around E' = 0.9 it kept one
    // label, 1.
    m_chart->setLogYMode(AxisLogMode::On);
    QVERIFY(m_chart->isYLog());
    QWidget* vp = m_chart->viewport();
    const QPoint at = m_chart->viewportPosOf(QPointF(16, 0.9));
    for (int notch = 0; notch < 12; ++notch) {
        QWheelEvent wheel(at, vp->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(vp, &wheel);
    }
    QCOMPARE(m_chart->zoomDepth(), 12);
    const QRectF r = m_chart->visibleRange();
    QVERIFY2(r.bottom() / r.top() < 2.0,
             qPrintable(QStringLiteral("%1..%2").arg(r.top()).arg(r.bottom())));
    auto* axis = qobject_cast<QLogValueAxis*>(visibleYAxis(m_chart->chart()));
    QVERIFY(axis);
    QVERIFY2(axis->tickCount() >= 2, qPrintable(QString::number(axis->tickCount())));
    // Each tick in view is labelled on screen (its value, three significant
    // digits).
    QApplication::processEvents();
    const QStringList texts = visibleTexts(m_chart->scene());
    int labelled = 0;
    const int first = int(std::ceil(std::log(r.top()) / std::log(axis->base()) - 1e-9));
    for (int k = first; std::pow(axis->base(), k) <= r.bottom() * (1 + 1e-9); ++k) {
        const QString label = QString::asprintf(axis->labelFormat().toLatin1().constData(),
                                                std::pow(axis->base(), k));
        labelled += texts.contains(label) ? 1 : 0;
    }
    QVERIFY2(labelled >= 2, qPrintable(texts.join(QLatin1Char('|'))));
    if (const QString dir = qEnvironmentVariable("MLPE_SCREENSHOT_DIR"); !dir.isEmpty())
        m_chart->grab().save(dir + QStringLiteral("/efficiency-zoomed-log.png"));
    // The whole view (E' 0.75..1.25 spans less than a factor of 2): still two labels or more.
    m_chart->resetZoom();
    QCOMPARE(m_chart->zoomDepth(), 0);
    QVERIFY(axis->tickCount() >= 2);
}

void TestEfficiencyChartView::markersClearOfThePlotEdges() {
    // Every point's largest ring (the selection, 24 px) lies inside the plot
    // area.
    QChart* chart = m_chart->chart();
    for (const QSize size : {QSize(800, 500), QSize(430, 300)}) {
        m_chart->resize(size);
        QApplication::processEvents();
        const QRectF plot = chart->plotArea();
        for (const auto& p : m_chart->plottedPoints()) {
            const QPointF at = chart->mapToPosition(p.value, chart->series().front());
            QVERIFY2(plot.adjusted(12, 12, -12, -12).contains(at),
                     qPrintable(QStringLiteral("%1x%2: (%3, %4) at %5,%6 in %7,%8 %9x%10")
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(p.value.x())
                                    .arg(p.value.y())
                                    .arg(at.x())
                                    .arg(at.y())
                                    .arg(plot.left())
                                    .arg(plot.top())
                                    .arg(plot.width())
                                    .arg(plot.height())));
        }
    }
}

QTEST_MAIN(TestEfficiencyChartView)
#include "tst_efficiencychartview.moc"
