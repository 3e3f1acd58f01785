#pragma once

#include <QFont>
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
    // Where the log axis puts its ticks (powers of logBase); padding and zoom still work in log2
    // units. 4 keeps a small panel spanning 2..4096 from crowding its labels.
    double logBase = 2.0;
    // Used on screen when `title` does not fit along the axis (instead of Qt cutting it with
    // "…"); a whole phrase, not a prefix. Empty: the long title only.
    QString shortTitle = QString();
};

// How an axis title that does not fit its axis is made to fit: on screen the short title
// replaces it; in an export (a figure for paper) the whole title is kept in a smaller font
// (down to kMinTitleFontScale of its size) before the short one is used. Never cut.
enum class TitleFit { Shorten, KeepWhole };
inline constexpr double kMinTitleFontScale = 0.7;

// The least height of a chart in the window (scatter charts, choosing k): what still draws a
// two-line title, the axes with their labels and a plot between them. Under the Compare dock a
// 700-pixel window leaves a chart about 150 px; a larger minimum had its page cut the chart's
// bottom (the x axis) off.
inline constexpr int kChartMinimumHeight = 150;
// What a chart asks for when there is room (its size hint): a plot about twice its labels.
inline constexpr int kChartPreferredHeight = 300;
// Shorter than this on screen, a chart drops its title (the tab names the chart, the caption
// the reference, the status bar round and benchmark): the title's lines took the room the axes
// needed, and Qt elided every axis label to "...". Exports always keep the title.
inline constexpr int kChartTitledHeight = 250;

// The margin around the data on every axis of every chart, as a fraction of the data's span (in
// log2 units on log axes), so that no marker sits on an axis or is cut by the plot's edge.
inline constexpr double kAxisPadding = 0.08;

// Pixels kept between an edge point and the plot's edge when the plot is small: the largest
// ring drawn around a point (the selection, 24 px) with its pen.
inline constexpr double kMarkerMarginPx = 13.0;

// [lo, hi] widened by kAxisPadding of its span on each side. On a log axis the span is taken in
// log2 units and is at least 1 (a factor of 2), so that a single N still gets a visible margin;
// on a linear axis a zero span counts as |hi| (at least 0.1). Given the plot's length in pixels
// along this axis, the margin is also at least kMarkerMarginPx (a small plot in the window
// half-clipped the markers at its edges). A non-negative linear axis whose data start at or
// above 0 stops at 0.
std::pair<double, double> paddedInterval(double lo, double hi, bool log, bool nonNegative = true,
                                         double plotLength = 0.0);

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
    // With a ready-made x axis (a category axis, whose labels the caller sets): `x` then only
    // says how to pad and clamp its range.
    ChartAxes(QChart* chart, QAbstractAxis* xAxis, const AxisSpec& x, const AxisSpec& y);

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
    // Ticks for the range shown and the plot's current size: no more than its length holds
    // without labels overlapping (then Qt elides them all). On every change of the plot area.
    void fitTicks();
    // The data range with a margin (paddedInterval() for the chart's current plot area), so that
    // no marker sits on an axis; a default range when there is no data.
    QRectF paddedRange(const ValueBox& box) const;
    // x extent for full-width overlay lines: the data range, padded as the axis will be.
    std::pair<double, double> overlayXExtent(const ValueBox& box) const;

    // Picks each axis title (and, under KeepWhole, its font size) for the current plot area.
    // Called on every change of the plot area (queued); exports call it after their layout.
    void fitTitles();
    void setTitleFit(TitleFit fit);
    // The title an axis shows: the spec's title or short title, with ", log₂" on a log axis
    // whose title does not say so.
    static QString titleText(const AxisSpec& spec, bool shortForm);
    QAbstractAxis* xAxis() const { return m_axisX; }
    QAbstractAxis* yAxis() const { return m_axisY; }

    // log2 on log axes, identity on linear ones: hulls and wheel zoom work in this space so that
    // they look straight / uniform on screen.
    QPointF toLinear(const QPointF& value) const;
    QPointF fromLinear(const QPointF& linear) const;

private:
    struct TitleFont {
        QFont base;  // the font asked for (by the theme or Qt), before any shrinking
        QFont shown; // the font this class set last
    };
    void fitTitle(QAbstractAxis* axis, const AxisSpec& spec, double length, TitleFont& font);

    QChart* m_chart;
    AxisSpec m_x;
    AxisSpec m_y;
    QAbstractAxis* m_axisX;
    QAbstractAxis* m_axisY;
    QAbstractAxis* m_axisYOther = nullptr; // the other y scale once toggled (hidden)
    TitleFit m_titleFit = TitleFit::Shorten;
    TitleFont m_fontX;
    TitleFont m_fontY;
    bool m_fitting = false;
    bool m_fittingTicks = false;
};

} // namespace mlpe
