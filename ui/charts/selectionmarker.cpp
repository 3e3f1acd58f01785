#include "selectionmarker.h"

#include <QPainter>
#include <QPen>
#include <QScatterSeries>

namespace mlpe::SelectionMarker {

QImage image(int size) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen(QColor(0x10, 0x10, 0x10), 2.5);
    pen.setCapStyle(Qt::SquareCap);
    p.setPen(pen);
    const qreal lo = 1.5, hi = size - 1.5, arm = size * 0.3;
    // Each corner: a horizontal and a vertical arm.
    for (const qreal x : {lo, hi}) {
        for (const qreal y : {lo, hi}) {
            const qreal dx = x == lo ? arm : -arm;
            const qreal dy = y == lo ? arm : -arm;
            p.drawLine(QPointF(x, y), QPointF(x + dx, y));
            p.drawLine(QPointF(x, y), QPointF(x, y + dy));
        }
    }
    return image;
}

void apply(QScatterSeries* series, int size) {
    series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    series->setMarkerSize(size);
    series->setColor(Qt::transparent);
    series->setBorderColor(Qt::transparent);
    series->setLightMarker(image(size));
}

} // namespace mlpe::SelectionMarker
