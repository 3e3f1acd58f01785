#pragma once

#include <QWidget>

class QTabWidget;

namespace mlpe {

class AbstractChartView;
class CaptionLabel;
class ChartLegend;
class ClusterDiagnosticsView;
class CostChartView;
class EfficiencyChartView;
class ExplorerState;
class InlineBanner;
class ParetoChartView;
class ScatterChartView;
class SpeedupChartView;
class TimeChartView;

// The chart area: one tab per chart (each gets the full area, nothing cramped at 1280x800),
// each with a caption stating the definitions behind its markers, and an inline banner in place
// of the chart when there is nothing to draw (with "Reset filters" as the way out).
class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(ExplorerState* state, QWidget* parent = nullptr);

    EfficiencyChartView* efficiencyChart() const { return m_efficiency; }
    TimeChartView* timeChart() const { return m_time; }
    SpeedupChartView* speedupChart() const { return m_speedup; }
    ParetoChartView* paretoChart() const { return m_pareto; }
    ClusterDiagnosticsView* diagnosticsChart() const { return m_diagnostics; }
    CostChartView* costChart() const { return m_cost; }
    // The chart of kind `id` (a ChartKind's id, chartKinds()), or null.
    AbstractChartView* chart(const QString& id) const;
    // The scatter chart of the current tab, or null (choosing k).
    ScatterChartView* currentScatterChart() const;
    // Zoom back / reset zoom of the chart shown (nothing when it is not a scatter chart).
    void zoomBackCurrent();
    void resetZoomCurrent();
    // Every scatter chart (every chart with zoom), in tab order.
    QList<ScatterChartView*> scatterCharts() const;
    InlineBanner* banner() const { return m_banner; }
    // The legend widget of the chart of kind `id`, or null (no such kind, or a chart without
    // one: choosing k).
    ChartLegend* legend(const QString& id) const;
    // The caption under the chart of kind `id`, or null.
    CaptionLabel* caption(const QString& id) const;
    QTabWidget* tabs() const { return m_tabs; }
    // True when the charts are replaced by the banner (nothing to draw).
    bool chartsHidden() const { return m_chartsHidden; }

private:
    QWidget* addPage(AbstractChartView* chart, const QString& title, const QString& toolTip);
    // The one chart of type View among the tabs, or null.
    template <typename View> View* chartOf() const {
        for (AbstractChartView* chart : m_charts)
            if (auto* view = qobject_cast<View*>(chart))
                return view;
        return nullptr;
    }
    void updateState();

    ExplorerState* m_state;
    QTabWidget* m_tabs;
    EfficiencyChartView* m_efficiency = nullptr;
    TimeChartView* m_time = nullptr;
    SpeedupChartView* m_speedup = nullptr;
    ParetoChartView* m_pareto = nullptr;
    ClusterDiagnosticsView* m_diagnostics = nullptr;
    CostChartView* m_cost = nullptr;
    InlineBanner* m_banner;
    // In tab order (chartKinds()): every tab's caption, legend (null for a chart without one)
    // and chart.
    QList<CaptionLabel*> m_captions;
    QList<ChartLegend*> m_legends;
    QList<AbstractChartView*> m_charts;
    bool m_chartsHidden = false;
};

} // namespace mlpe
