// Error bars and fitted curves on the T, S and E' charts (embedded data, v4.1 Llama 2 70B LoRA):
// the bars are the analysis' run-spread ranges, the curves follow the fits, both follow the
// toggles, and the E' curve of a family passes through E'_fit against the reference in use.
#include "core/analysis/hardwarecontrolledfit.h"
#include "core/store/embeddeddataset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/charts/errorbaritem.h"
#include "ui/charts/scalingoverlays.h"
#include "ui/charts/speedupchartview.h"
#include "ui/charts/timechartview.h"
#include "ui/state/explorerstate.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QTest>
#include <QXYSeries>
#include <cmath>

using namespace mlpe;

class TestScalingOverlays : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void errorBarsFollowToggleAndRanges();
    void fitCurvesFollowFits();
    void overlaysHaveLegendEntries();
    void withinFamilyLinesFollowTheModel();

private:
    static ErrorBarItem* barsOf(ScatterChartView& view);
    std::unique_ptr<ExplorerState> m_state;
};

void TestScalingOverlays::initTestCase() {
    QVERIFY(EmbeddedDataset::isAvailable());
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(loadEmbeddedDataset());
    m_state->setRound("4.1");
    m_state->setBenchmark("llama2_70b_lora");
    QCOMPARE(m_state->analysis().pointsInView, 28); // 29 published, one repeating another's runs
}

ErrorBarItem* TestScalingOverlays::barsOf(ScatterChartView& view) {
    for (QGraphicsItem* item : view.chart()->childItems())
        if (auto* bars = dynamic_cast<ErrorBarItem*>(item))
            return bars;
    return nullptr;
}

void TestScalingOverlays::errorBarsFollowToggleAndRanges() {
    TimeChartView time(m_state.get());
    SpeedupChartView speedup(m_state.get());
    EfficiencyChartView efficiency(m_state.get());
    for (ScatterChartView* v :
         std::initializer_list<ScatterChartView*>{&time, &speedup, &efficiency})
        v->rebuild();
    QVERIFY(barsOf(time) && barsOf(time)->bars().empty());
    m_state->setShowErrorBars(true);
    // Every point of v4.1 Llama 2 has its runs: one bar per point on each chart.
    QCOMPARE(int(barsOf(time)->bars().size()), 28);
    QCOMPARE(int(barsOf(speedup)->bars().size()), 28);
    QCOMPARE(int(barsOf(efficiency)->bars().size()), 28);
    // Each bar is the analysis' range of its point.
    const auto& points = m_state->analysisPoints();
    const auto& results = m_state->analysis().points;
    for (const ErrorBarItem::Bar& bar : barsOf(efficiency)->bars()) {
        bool matched = false;
        for (std::size_t i = 0; i < points.size(); ++i)
            matched |= points[i].accelerators == bar.low.x() &&
                       results[i].efficiencyLow == bar.low.y() &&
                       results[i].efficiencyHigh == bar.high.y();
        QVERIFY(matched);
        QVERIFY(bar.low.y() < bar.high.y());
    }
    m_state->setShowErrorBars(false);
    QVERIFY(barsOf(efficiency)->bars().empty());
}

void TestScalingOverlays::fitCurvesFollowFits() {
    TimeChartView time(m_state.get());
    EfficiencyChartView efficiency(m_state.get());
    time.rebuild();
    efficiency.rebuild();
    QVERIFY(time.seriesWithRole(SeriesRole::FitCurve).isEmpty());
    m_state->setFitsEnabled(true);
    time.rebuild(); // hidden views rebuild when shown; these are never shown
    efficiency.rebuild();
    const QList<QXYSeries*> curves = time.seriesWithRole(SeriesRole::FitCurve);
    // Fitted series of v4.1 Llama 2: all points and H100 (the other families have < 3 N).
    QCOMPARE(curves.size(), 2);
    for (QXYSeries* curve : curves) {
        const bool all = curve->name().endsWith(QStringLiteral(", all"));
        const analysis::ScalingFit* fit =
            ScalingOverlays::preferredFit(*m_state, all ? "all" : "H100");
        QVERIFY(fit);
        for (const QPointF& p : curve->points())
            QVERIFY(std::abs(p.y() / fit->minutesAt(p.x()) - 1.0) < 1e-12);
    }
    // Paper rule: one reference, so every fitted series has an E' curve, through
    // N_ref T_ref / (N T_fit(N)).
    const QList<QXYSeries*> eCurves = efficiency.seriesWithRole(SeriesRole::FitCurve);
    QCOMPARE(eCurves.size(), 2);
    const double gRef = m_state->analysis().references.front().acceleratorMinutes;
    const analysis::ScalingFit* h100 = ScalingOverlays::preferredFit(*m_state, "H100");
    for (QXYSeries* curve : eCurves)
        if (curve->name().endsWith(QStringLiteral(", H100")))
            for (const QPointF& p : curve->points())
                QVERIFY(std::abs(p.y() * p.x() * h100->minutesAt(p.x()) / gRef - 1.0) < 1e-12);
    // Per family: the pooled "all" series has no E' curve (no single reference).
    m_state->setReferenceStrategy(analysis::ReferenceStrategy::PerFamily);
    efficiency.rebuild();
    QCOMPARE(efficiency.seriesWithRole(SeriesRole::FitCurve).size(), 1);
    m_state->setFitsEnabled(false);
    time.rebuild();
    QVERIFY(time.seriesWithRole(SeriesRole::FitCurve).isEmpty());
    m_state->setReferenceStrategy(analysis::ReferenceStrategy::PaperRule);
}

void TestScalingOverlays::overlaysHaveLegendEntries() {
    // Each overlay kind drawn has one legend entry; the curves themselves have none.
    EfficiencyChartView efficiency(m_state.get());
    efficiency.rebuild();
    QVERIFY(efficiency.seriesWithRole(SeriesRole::OverlayKey).isEmpty());
    m_state->setShowErrorBars(true);
    m_state->setFitsEnabled(true);
    efficiency.rebuild();
    QStringList keys;
    for (QXYSeries* key : efficiency.seriesWithRole(SeriesRole::OverlayKey)) {
        QCOMPARE(key->count(), 0);
        keys << key->name();
        QVERIFY(ChartSeriesSet::hasLegendEntry(key));
        QCOMPARE(efficiency.chart()->legend()->markers(key).size(), 1);
    }
    QCOMPARE(keys, (QStringList{"Run-to-run spread", "Fit per family (Amdahl / USL)",
                                "Fit, all points"}));
    for (QXYSeries* curve : efficiency.seriesWithRole(SeriesRole::FitCurve))
        QVERIFY(!ChartSeriesSet::hasLegendEntry(curve));
    // The all-points curve is not drawn like the E' = tau line: another pen style and width.
    const QList<QXYSeries*> tau = efficiency.seriesWithRole(SeriesRole::Threshold);
    QCOMPARE(tau.size(), 1);
    QXYSeries* all = nullptr;
    for (QXYSeries* curve : efficiency.seriesWithRole(SeriesRole::FitCurve))
        if (curve->name().endsWith(QStringLiteral(", all")))
            all = curve;
    QVERIFY(all);
    QVERIFY(all->pen().style() != tau.front()->pen().style());
    QVERIFY(all->pen().widthF() >= 2 * tau.front()->pen().widthF());
    QCOMPARE(all->pen(), ScalingOverlays::allPointsPen());
    m_state->setShowErrorBars(false);
    m_state->setFitsEnabled(false);
    efficiency.rebuild();
    QVERIFY(efficiency.seriesWithRole(SeriesRole::OverlayKey).isEmpty());
}

void TestScalingOverlays::withinFamilyLinesFollowTheModel() {
    // With the fitted curves, the T chart draws each usable family's line of the
    // hardware-controlled model: T = 2^(a_f + b log2 N) over the family's N.
    TimeChartView time(m_state.get());
    time.rebuild();
    QVERIFY(time.seriesWithRole(SeriesRole::WithinFamilyFit).isEmpty());
    m_state->setFitsEnabled(true);
    time.rebuild();
    const analysis::HardwareControlledFit& fit = m_state->analysis().hardwareControlled;
    QCOMPARE(fit.outcome, analysis::HardwareFitOutcome::Fitted);
    const QList<QXYSeries*> lines = time.seriesWithRole(SeriesRole::WithinFamilyFit);
    QCOMPARE(lines.size(), qsizetype(fit.lines.size()));
    QVERIFY(lines.size() >= 2); // v4.1 Llama 2: H100 and H200
    for (std::size_t i = 0; i < fit.lines.size(); ++i) {
        const analysis::FamilyLine& line = fit.lines[i];
        const QList<QPointF> points = lines[qsizetype(i)]->points();
        QCOMPARE(points.size(), 2);
        QCOMPARE(points.front().x(), line.minAccelerators);
        QCOMPARE(points.back().x(), line.maxAccelerators);
        for (const QPointF& p : points)
            QVERIFY(std::abs(std::log2(p.y()) - (line.intercept + fit.slope * std::log2(p.x()))) <
                    1e-12);
    }
    QVERIFY(time.captionText().contains(QStringLiteral("within-family fit")));
    m_state->setFitsEnabled(false);
    time.rebuild();
    QVERIFY(time.seriesWithRole(SeriesRole::WithinFamilyFit).isEmpty());
}

QTEST_MAIN(TestScalingOverlays)
#include "tst_scalingoverlays.moc"
