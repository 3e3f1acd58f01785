#pragma once

#include "zoomhistory.h"

#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <vector>

class QAbstractSeries;
class QChartView;
class QMouseEvent;
class QRubberBand;
class QWheelEvent;

namespace mlpe {

class ChartAxes;

// The mouse on a chart's plot: the zoom history (rubber band with the left button, back,
// reset), pan with the middle button or Shift+drag, zoom around the cursor with the wheel, and
// hit-testing (which plotted value is under a viewport position). A press that moves less than
// a few pixels is a click: clicked() then says where, and the chart decides what it selects.
// Qt's own rubber band swallows clicks, so the chart's view hands its mouse events here first.
class ChartInteraction : public QObject {
    Q_OBJECT
public:
    ChartInteraction(QChartView* view, ChartAxes* axes);

    // The series whose axes map values to positions (one that is always in the chart).
    void setAnchor(QAbstractSeries* anchor) { m_anchor = anchor; }

    // Zoom. Ranges are value rectangles (see ZoomHistory).
    void zoomTo(const QRectF& range); // remembers the current range first
    void zoomBack();
    void resetZoom(const QRectF& range); // forgets the history and shows `range`
    bool canZoomBack() const { return m_history.canGoBack(); }
    int zoomDepth() const { return m_history.depth(); }
    void clearHistory() { m_history.clear(); }

    // Mapping between viewport positions and values, through the anchor series.
    QPointF valueAt(const QPoint& viewportPos) const;
    QPoint viewportPosOf(const QPointF& value) const;
    // Index of the value nearest to a viewport position inside the plot area, within a few
    // pixels, or -1.
    int hitIndex(const std::vector<QPointF>& values, const QPoint& viewportPos) const;

    // Mouse events, each true when handled here (the caller then stops).
    bool startPan(QMouseEvent* event);   // middle button, or Shift with the left one
    bool startPress(QMouseEvent* event); // left button: a click or a rubber band
    bool move(QMouseEvent* event);       // while a pan or a press is under way
    bool release(QMouseEvent* event);
    bool wheel(QWheelEvent* event);

signals:
    void zoomChanged();
    void clicked(const QPoint& viewportPos);

private:
    enum class Drag { None, Pending, RubberBand, Pan };

    QChartView* m_view;
    ChartAxes* m_axes;
    QAbstractSeries* m_anchor = nullptr;
    ZoomHistory m_history;
    Drag m_drag = Drag::None;
    QPoint m_pressPos;
    QPoint m_lastPos;
    QRubberBand* m_rubberBand = nullptr;
};

} // namespace mlpe
