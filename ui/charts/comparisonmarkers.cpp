#include "comparisonmarkers.h"

#include "qtmarkershape.h"
#include "ui/widgets/familylooks.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>

namespace mlpe::ComparisonMarkers {

void styleFamilySeries(QScatterSeries* series, const QString& family, bool hollow, qreal size,
                       const QStringList& view) {
    const FamilyStyle style = FamilyLooks::styleIn(family, view);
    series->setMarkerShape(qtMarkerShape(style.shape));
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
