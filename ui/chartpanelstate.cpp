#include "chartpanelstate.h"

#include "chartpanel.h"
#include "charts/chartkinds.h"
#include "charts/chartpage.h"

#include <QTabWidget>

namespace mlpe {

void ChartPanelState::store(const ChartPanel& panel, ViewState& state) {
    state.chart = chartKindIds().value(panel.tabs()->currentIndex());
    state.zoom.clear();
    for (const ChartPage* page : panel.pages())
        if (const std::optional<QRectF> zoom = page->userZoom())
            state.zoom.insert(page->kind().id, *zoom);
}

void ChartPanelState::connectChanges(const ChartPanel& panel, QObject* context,
                                     const std::function<void()>& changed) {
    QObject::connect(panel.tabs(), &QTabWidget::currentChanged, context, changed);
    for (const ChartPage* page : panel.pages())
        QObject::connect(page, &ChartPage::zoomChanged, context, changed);
}

void ChartPanelState::apply(ChartPanel& panel, const ViewState& state) {
    const int tab = chartKindIds().indexOf(state.chart);
    if (tab >= 0 && tab < panel.tabs()->count())
        panel.tabs()->setCurrentIndex(tab);
    for (ChartPage* page : panel.pages()) {
        const auto it = state.zoom.constFind(page->kind().id);
        page->applyZoom(it != state.zoom.constEnd() ? std::optional<QRectF>(it.value())
                                                    : std::nullopt);
    }
}

} // namespace mlpe
