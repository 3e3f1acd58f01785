#include "chartpanelstate.h"

#include "chartkinds.h"
#include "chartpanel.h"
#include "scatterchartview.h"

#include <QTabWidget>

namespace mlpe {

namespace {

// Every zoomable chart of the panel with its id, in tab order.
QList<std::pair<QString, ScatterChartView*>> zoomableCharts(const ChartPanel& panel) {
    QList<std::pair<QString, ScatterChartView*>> charts;
    for (const ChartKind& kind : chartKinds())
        if (auto* chart = qobject_cast<ScatterChartView*>(panel.chart(kind.id)))
            charts.append({kind.id, chart});
    return charts;
}

} // namespace

void ChartPanelState::store(const ChartPanel& panel, ViewState& state) {
    state.chart = chartKindIds().value(panel.tabs()->currentIndex());
    state.zoom.clear();
    for (const auto& [id, chart] : zoomableCharts(panel))
        if (chart->canZoomBack()) // zoomed in by the user; otherwise "all data"
            state.zoom.insert(id, chart->visibleRange());
}

void ChartPanelState::connectChanges(const ChartPanel& panel, QObject* context,
                                     const std::function<void()>& changed) {
    QObject::connect(panel.tabs(), &QTabWidget::currentChanged, context, changed);
    for (const auto& [id, chart] : zoomableCharts(panel))
        QObject::connect(chart, &ScatterChartView::zoomChanged, context, changed);
}

void ChartPanelState::apply(ChartPanel& panel, const ViewState& state) {
    const int tab = chartKindIds().indexOf(state.chart);
    if (tab >= 0 && tab < panel.tabs()->count())
        panel.tabs()->setCurrentIndex(tab);
    for (const auto& [id, chart] : zoomableCharts(panel)) {
        // Rebuild now, hidden or not, so that the zoom set below is not reset by the lazy
        // rebuild a hidden chart would do when it is first shown.
        chart->rebuild();
        chart->resetZoom();
        const auto it = state.zoom.constFind(id);
        if (it != state.zoom.constEnd())
            chart->zoomTo(it.value());
    }
}

} // namespace mlpe
