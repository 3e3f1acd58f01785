#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>
#include <utility>

class QAbstractAxis;
class QAbstractSeries;
class QChart;

namespace mlpe {

struct AxisSpec {
    QString title;
    bool log = false; // log2 axis (values must be > 0)
    QString labelFormat = QStringLiteral("%g");
    // Every quantity the charts plot (N, T, S, E', G) is >= 0: a linear axis never shows
    // negative values (no padding or zoom below 0).
    bool nonNegative = true;
};

// "Nice" tick spacing: the 1, 2 or 5 x 10^n nearest above span / targetTicks.
double niceTickStep(double span, int targetTicks = 6);

// Bounding box of values, grown point by point (QRectF::united ignores zero-size rects).
struct ValueBox {
    bool empty = true;
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    void include(const QPointF& p);
    void includeY(double y) { include(QPointF(empty ? 1.0 : x0, y)); }
    QRectF rect() const { return QRectF(QPointF(x0, y0), QPointF(x1, y1)); }
};

// The x and y axes of one chart (linear, or log2 where values span orders of magnitude) and the
// value ranges shown on them. A QRectF here is a value range (left = x min, right = x max,
// top = y min, bottom = y max), not pixels.
class ChartAxes {
public:
    ChartAxes(QChart* chart, const AxisSpec& x, const AxisSpec& y);

    const AxisSpec& xSpec() const { return m_x; }
    const AxisSpec& ySpec() const { return m_y; }
    void attach(QAbstractSeries* series) const;
    // Switches the y axis between linear and log2 (the E' chart's toggle): every series of the
    // chart moves to the other axis, the unused one is hidden (kept for the next toggle).
    void setYLog(bool log);

    QRectF visibleRange() const;
    // Shows `range` (clamped at 0 on non-negative linear axes) with ticks at multiples of a nice
    // step (1, 2, 5 x 10^n) on linear axes, whatever the zoom, labelled with just enough decimals.
    void applyRange(const QRectF& range);
    // applyRange() after widening linear ranges to whole tick steps (the initial / reset view).
    void applyNiceRange(const QRectF& range);
    // The data range with a margin (8% of the span, in log2 units on log axes), so that no
    // marker sits on an axis; a default range when there is no data.
    QRectF paddedRange(const ValueBox& box) const;
    // x extent for full-width overlay lines: the data range, padded as the axis will be.
    std::pair<double, double> overlayXExtent(const ValueBox& box) const;

    // log2 on log axes, identity on linear ones: hulls and wheel zoom work in this space so that
    // they look straight / uniform on screen.
    QPointF toLinear(const QPointF& value) const;
    QPointF fromLinear(const QPointF& linear) const;

private:
    QChart* m_chart;
    AxisSpec m_x;
    AxisSpec m_y;
    QAbstractAxis* m_axisX;
    QAbstractAxis* m_axisY;
    QAbstractAxis* m_axisYOther = nullptr; // the other y scale once toggled (hidden)
};

} // namespace mlpe
