#include "pointclouditem.h"

#include "chartaxes.h"
#include "core/analysis/vectorupperstate.h"

#include <QChart>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QtMath>
#include <cmath>

namespace mlpe {

namespace {

// A regular polygon (or a star, with alternate vertices at `inner` of the radius) in a
// size x size box, first vertex up: the shapes Qt Charts draws for its scatter markers.
QPolygonF polygonMarker(qreal size, int corners, qreal inner) {
    QPolygonF polygon;
    const int vertices = inner < 1.0 ? corners * 2 : corners;
    const qreal r = size / 2;
    for (int i = 0; i < vertices; ++i) {
        const qreal radius = (inner < 1.0 && i % 2 == 1) ? r * inner : r;
        const qreal angle = -M_PI / 2 + 2 * M_PI * i / vertices;
        polygon << QPointF(r + radius * std::cos(angle), r + radius * std::sin(angle));
    }
    return polygon;
}

// The marker's outline in a size x size box at the origin.
QPainterPath markerPath(MarkerShape shape, qreal size) {
    QPainterPath path;
    switch (shape) {
    case MarkerShape::Circle:
        path.addEllipse(QRectF(0, 0, size, size));
        break;
    case MarkerShape::Rectangle:
    case MarkerShape::Cross: // drawn as a light marker image by the series; not a point marker
        path.addRect(QRectF(0, 0, size, size));
        break;
    case MarkerShape::Triangle:
        path.addPolygon(QPolygonF{{0, size}, {size / 2, 0}, {size, size}, {0, size}});
        break;
    case MarkerShape::RotatedRectangle:
        path.addPolygon(QPolygonF{
            {0, size / 2}, {size / 2, size}, {size, size / 2}, {size / 2, 0}, {0, size / 2}});
        break;
    case MarkerShape::Pentagon:
        path.addPolygon(polygonMarker(size, 5, 1.0));
        path.closeSubpath();
        break;
    case MarkerShape::Star:
        path.addPolygon(polygonMarker(size, 5, 0.4));
        path.closeSubpath();
        break;
    }
    return path;
}

} // namespace

PointCloudItem::PointCloudItem(QChart* chart, const ChartAxes* axes)
    : QGraphicsItem(chart)
    , m_chart(chart)
    , m_axes(axes) {
    setZValue(4); // the z of Qt Charts' series; created before them, so drawn under them all
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [this] {
        prepareGeometryChange();
        update();
    });
}

void PointCloudItem::clear() {
    if (m_groups.empty())
        return;
    m_groups.clear();
    update();
}

void PointCloudItem::addPoints(const QList<QPointF>& values, const Style& style,
                               const QList<QColor>& fills) {
    if (values.isEmpty())
        return;
    // log2 of every point; the Qt calls since the event began may have left the AVX upper
    // halves in use, which makes this loop 20x slower (ui/widgets/vectorstateclearer.h).
    analysis::clearVectorUpperState();
    Group group;
    group.linear.reserve(size_t(values.size()));
    for (const QPointF& v : values)
        group.linear.push_back(m_axes->toLinear(v));
    group.style = style;
    group.fills = fills;
    m_groups.push_back(std::move(group));
    update();
}

int PointCloudItem::pointCount() const {
    int n = 0;
    for (const Group& g : m_groups)
        n += int(g.linear.size());
    return n;
}

QRectF PointCloudItem::boundingRect() const {
    // Markers centred on the plot area's edge reach out by half their size.
    qreal margin = 0;
    for (const Group& g : m_groups)
        margin = std::max(margin, g.style.size / 2 + g.style.pen.widthF() + 1);
    return m_chart->plotArea().adjusted(-margin, -margin, margin, margin);
}

const QPixmap& PointCloudItem::stamp(const Style& style, const QColor& fill, qreal dpr) {
    const QString key = QStringLiteral("%1|%2|%3|%4|%5|%6")
                            .arg(int(style.shape))
                            .arg(style.size)
                            .arg(style.pen.color().rgba())
                            .arg(style.pen.widthF())
                            .arg(fill.rgba())
                            .arg(dpr);
    if (const auto it = m_stamps.constFind(key); it != m_stamps.cend())
        return *it;
    // The box holds the marker and half its outline on every side.
    const qreal extent = style.size + 2 * std::max<qreal>(style.pen.widthF(), 1.0) + 2;
    QPixmap pixmap(int(std::ceil(extent * dpr)), int(std::ceil(extent * dpr)));
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(style.pen);
    painter.setBrush(fill.isValid() ? QBrush(fill) : style.brush);
    const qreal offset = (extent - style.size) / 2;
    painter.translate(offset, offset);
    painter.drawPath(markerPath(style.shape, style.size));
    painter.end();
    return *m_stamps.insert(key, pixmap);
}

void PointCloudItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (m_groups.empty())
        return;
    // The axes are straight in linear space (log2 on log axes): a pixel is an affine function
    // of the linear coordinates over the visible range.
    const QRectF area = m_chart->plotArea();
    const QRectF range = m_axes->visibleRange();
    const QPointF low = m_axes->toLinear(QPointF(range.left(), range.top()));
    const QPointF high = m_axes->toLinear(QPointF(range.right(), range.bottom()));
    if (!(high.x() > low.x()) || !(high.y() > low.y()) || area.isEmpty())
        return;
    const qreal sx = area.width() / (high.x() - low.x());
    const qreal sy = area.height() / (high.y() - low.y());
    // Pixmaps on raster devices (the screen, PNG), vector paths for SVG and PDF.
    const bool raster =
        painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const Group& g : m_groups) {
        const qreal half = g.style.size / 2;
        const QPainterPath path = raster ? QPainterPath() : markerPath(g.style.shape, g.style.size);
        const QPixmap* common = raster ? &stamp(g.style, QColor(), dpr) : nullptr;
        if (!raster) {
            painter->setPen(g.style.pen);
            painter->setBrush(g.style.brush);
        }
        for (size_t i = 0; i < g.linear.size(); ++i) {
            const QPointF pos(area.left() + (g.linear[i].x() - low.x()) * sx,
                              area.bottom() - (g.linear[i].y() - low.y()) * sy);
            if (!area.contains(pos))
                continue;
            const QColor fill = g.fills.isEmpty() ? QColor() : g.fills[qsizetype(i)];
            if (raster) {
                const QPixmap& pixmap = fill.isValid() ? stamp(g.style, fill, dpr) : *common;
                const qreal extent = pixmap.width() / dpr;
                painter->drawPixmap(QPointF(pos.x() - extent / 2, pos.y() - extent / 2), pixmap);
            } else {
                if (fill.isValid())
                    painter->setBrush(fill);
                painter->drawPath(path.translated(pos.x() - half, pos.y() - half));
            }
        }
    }
    painter->restore();
}

} // namespace mlpe
