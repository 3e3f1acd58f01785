#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QPointF>
#include <vector>

class QAbstractSeries;
class QChart;

namespace mlpe {

// Vertical error bars (with short caps) drawn over a chart's plot area. Qt Charts has no error-bar
// series, and one QLineSeries per bar would cost a series per point on every recompute; this one
// item maps its bars from value to scene coordinates at paint time, so zoom, pan and resizes need
// no rebuild. Bars are clipped to the plot area; a bar with an end <= 0 on a log axis is skipped by
// the caller (see the chart views).
class ErrorBarItem : public QGraphicsItem {
public:
    struct Bar {
        QPointF low;  // value coordinates
        QPointF high; // value coordinates, same x
        QColor colour;
    };

    explicit ErrorBarItem(QChart* chart);

    // `mapping`: any series attached to the chart's axes (its axes map values to positions).
    void setBars(std::vector<Bar> bars, QAbstractSeries* mapping);
    const std::vector<Bar>& bars() const { return m_bars; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QChart* m_chart;
    QAbstractSeries* m_mapping = nullptr;
    std::vector<Bar> m_bars;
};

} // namespace mlpe
