#include "chartpanelstate.h"

#include "chartpanel.h"
#include "scatterchartview.h"

#include <QTabWidget>

namespace mlpe {

QStringList ChartPanelState::chartIds() {
    return ViewState::chartIds();
}

void ChartPanelState::store(const ChartPanel& panel, ViewState& state) {
    state.chart = chartIds().value(panel.tabs()->currentIndex());
    state.zoom.clear();
    const QList<ScatterChartView*> charts = panel.scatterCharts();
    for (int i = 0; i < charts.size(); ++i)
        if (charts[i]->canZoomBack()) // zoomed in by the user; otherwise "all data"
            state.zoom.insert(chartIds().at(i), charts[i]->visibleRange());
}

void ChartPanelState::connectChanges(const ChartPanel& panel, QObject* context,
                                     const std::function<void()>& changed) {
    QObject::connect(panel.tabs(), &QTabWidget::currentChanged, context, changed);
    for (ScatterChartView* chart : panel.scatterCharts())
        QObject::connect(chart, &ScatterChartView::zoomChanged, context, changed);
}

void ChartPanelState::apply(ChartPanel& panel, const ViewState& state) {
    const int tab = chartIds().indexOf(state.chart);
    if (tab >= 0 && tab < panel.tabs()->count())
        panel.tabs()->setCurrentIndex(tab);
    const QList<ScatterChartView*> charts = panel.scatterCharts();
    for (int i = 0; i < charts.size(); ++i) {
        ScatterChartView* chart = charts[i];
        // Rebuild now, hidden or not, so that the zoom set below is not reset by the lazy
        // rebuild a hidden chart would do when it is first shown.
        chart->rebuild();
        chart->resetZoom();
        const auto it = state.zoom.constFind(chartIds().at(i));
        if (it != state.zoom.constEnd())
            chart->zoomTo(it.value());
    }
}

} // namespace mlpe
