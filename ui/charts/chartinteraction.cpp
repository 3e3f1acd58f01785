#include "chartinteraction.h"

#include "chartaxes.h"

#include <QChart>
#include <QChartView>
#include <QMouseEvent>
#include <QRubberBand>
#include <QWheelEvent>
#include <cmath>

namespace mlpe {

namespace {

constexpr int kHitRadius = 8;       // pixels
constexpr int kDragStart = 5;       // pixels before a press becomes a drag
constexpr double kWheelZoom = 0.85; // span kept per wheel notch (15% zoom)

} // namespace

ChartInteraction::ChartInteraction(QChartView* view, ChartAxes* axes)
    : QObject(view)
    , m_view(view)
    , m_axes(axes) {}

void ChartInteraction::zoomTo(const QRectF& range) {
    const QRectF n = range.normalized();
    const bool xLog = m_axes->xSpec().log;
    const bool yLog = m_axes->ySpec().log;
    if (n.width() <= 0 || n.height() <= 0 || (xLog && n.left() <= 0) || (yLog && n.top() <= 0))
        return;
    m_history.push(m_axes->visibleRange());
    m_axes->applyRange(n);
    emit zoomChanged();
}

void ChartInteraction::zoomBack() {
    if (!m_history.canGoBack())
        return;
    m_axes->applyRange(m_history.pop());
    emit zoomChanged();
}

void ChartInteraction::resetZoom(const QRectF& range) {
    m_history.clear();
    m_axes->applyNiceRange(range);
    emit zoomChanged();
}

QPointF ChartInteraction::valueAt(const QPoint& viewportPos) const {
    QChart* chart = m_view->chart();
    return chart->mapToValue(chart->mapFromScene(m_view->mapToScene(viewportPos)), m_anchor);
}

QPoint ChartInteraction::viewportPosOf(const QPointF& value) const {
    QChart* chart = m_view->chart();
    return m_view->mapFromScene(chart->mapToScene(chart->mapToPosition(value, m_anchor)));
}

int ChartInteraction::hitIndex(const std::vector<QPointF>& values,
                               const QPoint& viewportPos) const {
    QChart* chart = m_view->chart();
    if (!chart->plotArea().contains(chart->mapFromScene(m_view->mapToScene(viewportPos))))
        return -1;
    int best = -1;
    int bestDistance = kHitRadius * kHitRadius + 1;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const QPoint d = viewportPosOf(values[i]) - viewportPos;
        const int distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = static_cast<int>(i);
        }
    }
    return best;
}

bool ChartInteraction::startPan(QMouseEvent* event) {
    m_pressPos = event->position().toPoint();
    m_lastPos = m_pressPos;
    if (event->button() != Qt::MiddleButton &&
        !(event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)))
        return false;
    m_drag = Drag::Pan;
    m_history.push(m_axes->visibleRange());
    m_view->setCursor(Qt::ClosedHandCursor);
    event->accept();
    return true;
}

bool ChartInteraction::startPress(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return false;
    m_drag = Drag::Pending;
    event->accept();
    return true;
}

bool ChartInteraction::move(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    switch (m_drag) {
    case Drag::Pan: {
        const QPoint d = pos - m_lastPos;
        m_view->chart()->scroll(-d.x(), d.y());
        m_lastPos = pos;
        event->accept();
        return true;
    }
    case Drag::Pending:
        if ((pos - m_pressPos).manhattanLength() < kDragStart)
            return true;
        m_drag = Drag::RubberBand;
        if (!m_rubberBand)
            m_rubberBand = new QRubberBand(QRubberBand::Rectangle, m_view->viewport());
        m_rubberBand->show();
        [[fallthrough]];
    case Drag::RubberBand:
        m_rubberBand->setGeometry(QRect(m_pressPos, pos).normalized());
        event->accept();
        return true;
    case Drag::None:
        break;
    }
    return false;
}

bool ChartInteraction::release(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    const Drag drag = m_drag;
    m_drag = Drag::None;
    switch (drag) {
    case Drag::Pan:
        m_view->unsetCursor();
        emit zoomChanged();
        event->accept();
        return true;
    case Drag::RubberBand: {
        m_rubberBand->hide();
        const QRect band = QRect(m_pressPos, pos).normalized();
        zoomTo(QRectF(valueAt(band.bottomLeft()), valueAt(band.topRight())));
        event->accept();
        return true;
    }
    case Drag::Pending:
        event->accept();
        emit clicked(pos);
        return true;
    case Drag::None:
        break;
    }
    return false;
}

bool ChartInteraction::wheel(QWheelEvent* event) {
    // Zoom around the cursor, in the axes' linear space (log2 on log axes) so that it is
    // uniform on screen; one history step per notch.
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0.0)
        return false;
    const double factor = std::pow(kWheelZoom, steps);
    const QPointF centre = m_axes->toLinear(valueAt(event->position().toPoint()));
    const QRectF current = m_axes->visibleRange();
    const QPointF a = m_axes->toLinear(current.topLeft());
    const QPointF b = m_axes->toLinear(current.bottomRight());
    auto scale = [&](double v, double c) { return c + (v - c) * factor; };
    zoomTo(QRectF(m_axes->fromLinear({scale(a.x(), centre.x()), scale(a.y(), centre.y())}),
                  m_axes->fromLinear({scale(b.x(), centre.x()), scale(b.y(), centre.y())})));
    event->accept();
    return true;
}

} // namespace mlpe
