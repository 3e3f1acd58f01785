// ScatterChartView interaction driven as a person does it: real mouse events on the viewport
// (legend clicks, hover tooltips, the legend's context menu), never the markers' signals. Drawn
// on the small v4.1 LoRA fixture (H100 x4, H200 x2), EfficiencyChartView as the concrete chart.
#include "common/testdataset.h"
#include "common/windowtesting.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/state/explorerstate.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QMenu>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QXYSeries>

using namespace mlpe;

class TestScatterChartView : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void legendLabelClickTogglesFamily();
    void legendMarkerClickTogglesFamily();
    void legendClickSelectsNothing();
    void hoverShowsTooltipAndKeepsIt();
    void hoverOnSelectedPoint();
    void legendMenuOnlyThisFamilyAndShowAll();

private:
    // Viewport position of a family's legend label (its text item in the chart's scene).
    QPoint legendLabelPos(const QString& family) const;
    // Opens the context menu at `pos` and picks the entry with mnemonic `key`.
    void contextMenuPick(const QPoint& pos, Qt::Key key);

    std::unique_ptr<ExplorerState> m_state;
    std::unique_ptr<EfficiencyChartView> m_chart;
};

void TestScatterChartView::init() {
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(testdata::smallDataset());
    m_state->setRound("4.1");
    m_chart = std::make_unique<EfficiencyChartView>(m_state.get());
    m_chart->resize(900, 520);
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
}

void TestScatterChartView::cleanup() {
    QToolTip::hideText();
    m_chart.reset();
    m_state.reset();
}

QPoint TestScatterChartView::legendLabelPos(const QString& family) const {
    QLegend* legend = m_chart->chart()->legend();
    for (QGraphicsItem* item : m_chart->scene()->items()) {
        auto* text = dynamic_cast<QGraphicsTextItem*>(item);
        if (text && legend->isAncestorOf(text) && text->toPlainText() == family)
            return m_chart->mapFromScene(text->sceneBoundingRect().center());
    }
    return {-1, -1};
}

void TestScatterChartView::contextMenuPick(const QPoint& pos, Qt::Key key) {
    QTest::mouseMove(m_chart->viewport(), pos); // hovers the legend entry
    QWidget* top = m_chart->window();
    QVERIFY(testing::pickFromContextMenu(top, m_chart->viewport()->mapTo(top, pos), key));
}

void TestScatterChartView::legendLabelClickTogglesFamily() {
    const QPoint label = legendLabelPos("H200");
    QVERIFY(label.x() >= 0);
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, label);
    QTRY_VERIFY(m_state->filter().hiddenFamilies.contains("H200"));
    QCOMPARE(m_chart->familySeries("H200")->count(), 0);
    // Still in the legend (greyed): a second click brings it back.
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, legendLabelPos("H200"));
    QTRY_VERIFY(!m_state->filter().hiddenFamilies.contains("H200"));
    QCOMPARE(m_chart->familySeries("H200")->count(), 2);
}

void TestScatterChartView::legendMarkerClickTogglesFamily() {
    // The coloured symbol left of the label toggles too.
    const QPoint label = legendLabelPos("H100");
    QVERIFY(label.x() >= 0);
    QLegend* legend = m_chart->chart()->legend();
    QGraphicsTextItem* text = nullptr;
    for (QGraphicsItem* item : m_chart->scene()->items()) {
        auto* t = dynamic_cast<QGraphicsTextItem*>(item);
        if (t && legend->isAncestorOf(t) && t->toPlainText() == "H100")
            text = t;
    }
    QVERIFY(text);
    const QRectF r = text->sceneBoundingRect();
    const QPoint symbol = m_chart->mapFromScene(QPointF(r.left() - 8, r.center().y()));
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, symbol);
    QTRY_VERIFY(m_state->filter().hiddenFamilies.contains("H100"));
}

void TestScatterChartView::legendClickSelectsNothing() {
    // A click on the legend is not a click in the plot: it neither selects nor clears.
    const QString key = m_state->rows()[0].set->key();
    m_state->setSelectedKey(key);
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, legendLabelPos("H200"));
    QTRY_VERIFY(m_state->filter().hiddenFamilies.contains("H200"));
    QCOMPARE(m_state->selectedKey(), key);
}

void TestScatterChartView::hoverShowsTooltipAndKeepsIt() {
    const auto& plotted = m_chart->plottedPoints();
    QVERIFY(!plotted.empty());
    const auto& p = plotted.front();
    const ExplorerRow& row = m_state->rows()[size_t(p.row)];
    const QPoint pos = m_chart->viewportPosOf(p.value);
    QTest::mouseMove(m_chart->viewport(), pos + QPoint(20, 20)); // empty plot area first
    QTest::mouseMove(m_chart->viewport(), pos + QPoint(3, -2));  // within a few pixels
    QTRY_VERIFY(QToolTip::isVisible());
    const QString text = QToolTip::text();
    for (const QString& part :
         {row.set->systemDescription.systemName, row.set->submitter, QStringLiteral("v4.1"),
          QStringLiteral("N = "), QStringLiteral("T = "), QStringLiteral("S = "),
          QStringLiteral("E′ = "), QStringLiteral("G = "), QStringLiteral("luster")})
        QVERIFY2(text.contains(part), qPrintable(part + " not in " + text));
    // Qt's own (delayed) tooltip event must not take it away again while the mouse rests.
    QTest::qWait(1200);
    QVERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), text);
}

void TestScatterChartView::hoverOnSelectedPoint() {
    const auto& p = m_chart->plottedPoints().back();
    const QPoint pos = m_chart->viewportPosOf(p.value);
    QTest::mouseClick(m_chart->viewport(), Qt::LeftButton, {}, pos);
    QCOMPARE(m_state->selectedKey(), m_state->rows()[size_t(p.row)].set->key());
    QToolTip::hideText();
    QTest::mouseMove(m_chart->viewport(), pos + QPoint(30, 30));
    QTest::mouseMove(m_chart->viewport(), pos);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text().contains(
        m_state->rows()[size_t(p.row)].set->systemDescription.systemName));
    QTest::qWait(1200);
    QVERIFY(QToolTip::isVisible());
}

void TestScatterChartView::legendMenuOnlyThisFamilyAndShowAll() {
    QCOMPARE(m_chart->legendFamilyAt(legendLabelPos("H200")), QStringLiteral("H200"));
    QCOMPARE(m_chart->legendFamilyAt(legendLabelPos("H100")), QStringLiteral("H100"));
    QVERIFY(m_chart->isOnLegend(legendLabelPos("H100")));
    contextMenuPick(legendLabelPos("H200"), Qt::Key_O); // "&Only this family"
    QTRY_COMPARE(m_state->filter().onlyFamilies, QStringList{"H200"});
    QVERIFY(m_state->filter().familyHidden("H100"));
    QCOMPARE(m_chart->familySeries("H100")->count(), 0);
    QCOMPARE(m_chart->familySeries("H200")->count(), 2);
    contextMenuPick(legendLabelPos("H100"), Qt::Key_A); // "Show &all families"
    QTRY_VERIFY(m_state->filter().onlyFamilies.isEmpty());
    QVERIFY(m_state->filter().hiddenFamilies.isEmpty());
}

QTEST_MAIN(TestScatterChartView)
#include "tst_scatterchartview.moc"
