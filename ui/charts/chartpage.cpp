#include "chartpage.h"

#include "chartkinds.h"
#include "chartlegend.h"
#include "chartwithlegend.h"
#include "scatterchartview.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/layoutboundary.h"

#include <QVBoxLayout>
#include <utility>

namespace mlpe {

ChartPage::ChartPage(const ChartKind& kind, ExplorerState* state, QWidget* parent)
    : QWidget(parent)
    , m_kind(&kind)
    , m_state(state) {
    // The page's parts in a LayoutBoundary: a new legend entry or a longer label relays out the
    // chart and its legend, not the chart panel, its tab widgets and the table beside them.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* boundary = new LayoutBoundary(this);
    outer->addWidget(boundary);
    m_body = boundary->body();
    auto* layout = new QVBoxLayout(m_body);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
}

AbstractChartView* ChartPage::chart() const {
    ensureBuilt();
    return m_chart;
}

ScatterChartView* ChartPage::scatterChart() const {
    ensureBuilt();
    return m_scatter;
}

ChartLegend* ChartPage::legend() const {
    ensureBuilt();
    return m_legend;
}

CaptionLabel* ChartPage::caption() const {
    ensureBuilt();
    return m_caption;
}

void ChartPage::setVisible(bool visible) {
    // Built before it becomes visible, not in its show event: so its layout is settled before
    // the first paint, as for a page built up front.
    if (visible)
        ensureBuilt();
    QWidget::setVisible(visible);
}

void ChartPage::ensureBuilt() const {
    if (!isBuilt())
        const_cast<ChartPage*>(this)->build(); // the page's parts are made, not its state
}

void ChartPage::build() {
    m_chart = m_kind->create(m_state).release();
    auto* layout = static_cast<QVBoxLayout*>(m_body->layout());
    // Charts of points get a legend widget that wraps and scrolls (Qt's in-chart legend cannot).
    m_scatter = qobject_cast<ScatterChartView*>(m_chart);
    if (m_scatter) {
        auto* withLegend = new ChartWithLegend(m_scatter, m_body);
        m_legend = withLegend->legend();
        layout->addWidget(withLegend, 1);
        connect(m_scatter, &ScatterChartView::zoomChanged, this, &ChartPage::zoomChanged);
    } else {
        m_chart->setParent(m_body);
        layout->addWidget(m_chart, 1);
    }
    // Three lines: short captions end within them; the details are in the tooltip.
    m_caption = new CaptionLabel(3, m_body);
    QFont small = m_caption->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_caption->setFont(small);
    layout->addWidget(m_caption);
    updateCaption();
    if (m_scatter && m_pendingZoom)
        applyZoom(std::exchange(m_pendingZoom, std::nullopt));
    emit built();
}

void ChartPage::updateCaption() {
    if (!isBuilt())
        return;
    m_caption->setText(m_chart->captionText(), m_chart->captionDetails());
}

void ChartPage::zoomBack() {
    if (m_scatter)
        m_scatter->zoomBack();
}

void ChartPage::resetZoom() {
    if (m_scatter)
        m_scatter->resetZoom();
}

std::optional<QRectF> ChartPage::userZoom() const {
    if (!isBuilt())
        return m_pendingZoom;
    if (m_scatter && m_scatter->canZoomBack()) // zoomed in by the user; otherwise "all data"
        return m_scatter->visibleRange();
    return std::nullopt;
}

void ChartPage::applyZoom(const std::optional<QRectF>& zoom) {
    if (!isBuilt()) {
        if (!m_kind->zooms)
            return;
        if (zoom != m_pendingZoom) { // the built chart, too, tells a new zoom
            m_pendingZoom = zoom;
            emit zoomChanged();
        }
        return;
    }
    if (!m_scatter)
        return;
    m_scatter->rebuild();
    m_scatter->resetZoom();
    if (zoom)
        m_scatter->zoomTo(*zoom);
}

ChartExportView ChartPage::exportView() const {
    ensureBuilt();
    if (m_scatter)
        return ChartExportView::of(*m_scatter);
    // A chart without zoom or y scale (choosing k): its kind is all there is to reproduce.
    return ChartExportView{m_kind->id, std::nullopt, AxisLogMode::Auto};
}

} // namespace mlpe
