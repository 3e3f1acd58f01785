#include "abstractchartview.h"

#include "ui/widgets/onscreen.h"
#include "ui/widgets/rebuildwhenshown.h"

#include <QChart>

namespace mlpe {

AbstractChartView::AbstractChartView(QWidget* parent)
    : QChartView(parent)
    , m_rebuild(new RebuildWhenShown(
          this, [this] { buildChart(); }, RebuildWhenShown::Moment::BeforeShownSize)) {}

bool AbstractChartView::isOnScreen(const QWidget* view) {
    return mlpe::isOnScreen(view);
}

void AbstractChartView::rebuild() {
    m_rebuild->rebuildNow();
}

void AbstractChartView::scheduleRebuild() {
    m_rebuild->request();
}

void AbstractChartView::setTitleFit(TitleFit fit) {
    m_titleFit = fit;
    fitTitle();
}

void AbstractChartView::setChartTitle(const QString& title) {
    m_title = title;
    fitTitle();
}

void AbstractChartView::showEvent(QShowEvent* event) {
    QChartView::showEvent(event);
    fitTitle(); // a chart is resized before it is visible: only now is it on screen
}

void AbstractChartView::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    fitTitle();
}

void AbstractChartView::fitTitle() {
    const bool compact =
        m_titleFit == TitleFit::Shorten && isOnScreen(this) && height() < kChartTitledHeight;
    const bool changed = compact != m_compact;
    m_compact = compact;
    if (!m_title.isNull()) {
        const QString title = compact ? QString() : m_title;
        if (chart()->title() != title)
            chart()->setTitle(title);
    }
    if (changed)
        compactChanged();
}

} // namespace mlpe
