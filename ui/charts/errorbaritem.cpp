#include "errorbaritem.h"

#include <QChart>
#include <QPainter>

namespace mlpe {

ErrorBarItem::ErrorBarItem(QChart* chart)
    : QGraphicsItem(chart)
    , m_chart(chart) {
    setZValue(4); // above grid and hulls, below the point markers' rings
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [this] {
        prepareGeometryChange();
        update();
    });
}

void ErrorBarItem::setBars(std::vector<Bar> bars, QAbstractSeries* mapping) {
    m_bars = std::move(bars);
    m_mapping = mapping;
    prepareGeometryChange();
    update();
}

QRectF ErrorBarItem::boundingRect() const {
    return m_chart->plotArea();
}

void ErrorBarItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (!m_mapping || m_bars.empty())
        return;
    const QRectF area = m_chart->plotArea();
    painter->save();
    painter->setClipRect(area);
    painter->setRenderHint(QPainter::Antialiasing, true);
    constexpr qreal cap = 3.0;
    for (const Bar& bar : m_bars) {
        const QPointF a = m_chart->mapToPosition(bar.low, m_mapping);
        const QPointF b = m_chart->mapToPosition(bar.high, m_mapping);
        QColor colour = bar.colour;
        colour.setAlpha(190);
        painter->setPen(QPen(colour, 1.3));
        painter->drawLine(a, b);
        painter->drawLine(QPointF(a.x() - cap, a.y()), QPointF(a.x() + cap, a.y()));
        painter->drawLine(QPointF(b.x() - cap, b.y()), QPointF(b.x() + cap, b.y()));
    }
    painter->restore();
}

} // namespace mlpe
