#pragma once

#include "ui/widgets/familypalette.h"

#include <QBrush>
#include <QGraphicsItem>
#include <QHash>
#include <QPen>
#include <QPixmap>
#include <QPointF>
#include <vector>

class QChart;

namespace mlpe {

class ChartAxes;

// The markers of many points drawn by one graphics item over a chart's plot area. Qt Charts keeps
// one QGraphicsItem per scatter point and moves, restyles and maps each one on every change (at
// 10,000 points most of a window update); this item keeps value coordinates only and maps them
// from value to pixel at paint time, so a rebuild is a copy and zoom, pan and resizes need none.
// Markers look as Qt Charts draws them (the series' shape, size, pen and brush); on screen each
// style is drawn once into a pixmap and stamped, in vector exports (SVG, PDF) each marker is a
// path. Like a scatter series it draws a point only when its centre is in the plot area. Placed
// where the point series are (z 4, created before them): under every series of the chart.
class PointCloudItem : public QGraphicsItem {
public:
    struct Style {
        MarkerShape shape = MarkerShape::Circle;
        qreal size = 11.0;
        QPen pen;
        QBrush brush;
    };

    PointCloudItem(QChart* chart, const ChartAxes* axes);

    void clear();
    // One group of markers: `values` in chart coordinates, drawn in `style`; `fills`, when not
    // empty, gives each point its own fill colour (index-aligned with `values`).
    void addPoints(const QList<QPointF>& values, const Style& style,
                   const QList<QColor>& fills = {});
    int pointCount() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Group {
        std::vector<QPointF> linear; // toLinear() of each value: straight mapping to pixels
        Style style;
        QList<QColor> fills;
    };
    const QPixmap& stamp(const Style& style, const QColor& fill, qreal dpr);

    QChart* m_chart;
    const ChartAxes* m_axes;
    std::vector<Group> m_groups;
    QHash<QString, QPixmap> m_stamps; // one per marker look and device pixel ratio
};

} // namespace mlpe
