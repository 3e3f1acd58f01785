#include "abstractchartview.h"

#include "ui/widgets/onscreen.h"
#include "ui/widgets/rebuildwhenshown.h"

#include <QChart>
#include <QCoreApplication>
#include <QResizeEvent>
#include <QWindow>

namespace mlpe {

namespace {
// Posted at low priority: handled after the layout requests posted before the window is exposed.
const QEvent::Type kApplyDeferredSize = static_cast<QEvent::Type>(QEvent::registerEventType());
} // namespace

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

bool AbstractChartView::event(QEvent* event) {
    if (event->type() == kApplyDeferredSize) {
        applyDeferredSize();
        return true;
    }
    return QChartView::event(event);
}

bool AbstractChartView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window()->windowHandle() && event->type() == QEvent::Expose)
        applyDeferredSize(); // before the window paints its first frame
    return QChartView::eventFilter(watched, event);
}

void AbstractChartView::resizeEvent(QResizeEvent* event) {
    if (deferChartSize()) {
        QGraphicsView::resizeEvent(event); // the view's own geometry; the chart's waits
        return;
    }
    QChartView::resizeEvent(event);
    fitTitle();
}

bool AbstractChartView::deferChartSize() {
    // An export's view (never shown) and a view in a window already on the screen are sized
    // at once.
    QWindow* handle = window()->windowHandle();
    if (m_applyingSize || !window()->isVisible() || !handle || handle->isExposed())
        return false;
    if (!m_sizeDeferred) {
        m_sizeDeferred = true;
        handle->installEventFilter(this);
        QCoreApplication::postEvent(this, new QEvent(kApplyDeferredSize), Qt::LowEventPriority);
    }
    return true;
}

void AbstractChartView::applyDeferredSize() {
    if (!m_sizeDeferred)
        return;
    m_sizeDeferred = false;
    if (QWindow* handle = window()->windowHandle())
        handle->removeEventFilter(this);
    m_applyingSize = true;
    // Through the virtual resizeEvent, so that a subclass fits what follows the chart's size.
    QResizeEvent resize(size(), size());
    resizeEvent(&resize);
    m_applyingSize = false;
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
