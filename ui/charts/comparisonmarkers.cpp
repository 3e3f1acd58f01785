#include "comparisonmarkers.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>

namespace mlpe::ComparisonMarkers {

QScatterSeries::MarkerShape qtShape(MarkerShape shape) {
    switch (shape) {
    case MarkerShape::Circle:
        return QScatterSeries::MarkerShapeCircle;
    case MarkerShape::Rectangle:
        return QScatterSeries::MarkerShapeRectangle;
    case MarkerShape::Triangle:
        return QScatterSeries::MarkerShapeTriangle;
    case MarkerShape::RotatedRectangle:
        return QScatterSeries::MarkerShapeRotatedRectangle;
    case MarkerShape::Pentagon:
        return QScatterSeries::MarkerShapePentagon;
    case MarkerShape::Star:
        return QScatterSeries::MarkerShapeStar;
    }
    return QScatterSeries::MarkerShapeCircle;
}

void styleFamilySeries(QScatterSeries* series, const QString& family, bool hollow, qreal size) {
    const FamilyStyle style = FamilyPalette::styleFor(family);
    series->setMarkerShape(qtShape(style.shape));
    series->setMarkerSize(size);
    if (hollow) {
        // Transparent inside: where A and B coincide the filled A marker shows through the ring.
        series->setColor(Qt::transparent);
        series->setPen(QPen(style.colour, 2.5));
    } else {
        series->setColor(style.colour);
        series->setPen(QPen(style.colour.darker(140), 1));
    }
}

QImage arrowMarker(const QColor& colour, bool up, int size) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = size;
    QPainterPath path;
    if (up) {
        path.moveTo(s / 2, 1);
        path.lineTo(s - 1, s - 2);
        path.lineTo(1, s - 2);
    } else {
        path.moveTo(1, 2);
        path.lineTo(s - 1, 2);
        path.lineTo(s / 2, s - 1);
    }
    path.closeSubpath();
    p.setPen(QPen(colour.darker(150), 1));
    p.setBrush(colour);
    p.drawPath(path);
    return image;
}

} // namespace mlpe::ComparisonMarkers
