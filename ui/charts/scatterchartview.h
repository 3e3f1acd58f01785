#pragma once

#include "ui/familypalette.h"
#include "zoomhistory.h"

#include <QChartView>
#include <QPointer>
#include <optional>
#include <vector>

class QAbstractAxis;
class QLineSeries;
class QRubberBand;
class QScatterSeries;
class QXYSeries;

namespace mlpe {

class ExplorerState;
struct ExplorerRow;
namespace analysis {
struct PointResult;
struct ChartPoint;
} // namespace analysis

// What a series shows; stored on each series (property "role") so that tests and the legend
// logic can find them without relying on names.
enum class SeriesRole {
    Family,    // the points of one accelerator family (property "family")
    Excluded,  // user-excluded points, grey
    Reference, // ring around the reference point(s)
    Selection, // ring around the selected point
    Hull,      // convex hull of one cluster (property "cluster")
    Centroid,  // cluster centroids
    Threshold, // E' = tau line
    BreakEven, // break-even markers (property "definition")
    Ideal,     // ideal-scaling line(s)
    Frontier,  // Pareto frontier
    Anchor,    // invisible, keeps the axes mapped when nothing else is plotted
};

// Base of every scatter chart of the explorer: one point per analysed result set, coloured by
// family, with cluster hulls and centroids, the reference ring and the selection ring, plus the
// overlays a subclass adds. Does its own hit-testing (Qt's rubber band swallows clicks), keeps
// its own zoom history (rubber band with the left button, back, reset), pans with the middle
// button or Shift+drag, shows a tooltip on hover, selects on click (linked to the state), offers
// "Set as reference" / "Exclude" on a point's context menu, and toggles a family from the legend.
class ScatterChartView : public QChartView {
    Q_OBJECT
public:
    struct AxisSpec {
        QString title;
        bool log = false; // log2 axis (values must be > 0)
        QString labelFormat = QStringLiteral("%g");
    };
    // Bounding box of values, grown point by point (QRectF::united ignores zero-size rects).
    struct ValueBox {
        bool empty = true;
        double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
        void include(const QPointF& p);
        void includeY(double y) { include(QPointF(empty ? 1.0 : x0, y)); }
        QRectF rect() const { return QRectF(QPointF(x0, y0), QPointF(x1, y1)); }
    };
    struct PlottedPoint {
        QPointF value; // chart coordinates (axis units)
        int row = -1;  // index into ExplorerState::rows()
    };

    ScatterChartView(ExplorerState* state, const AxisSpec& x, const AxisSpec& y,
                     QWidget* parent = nullptr);
    ~ScatterChartView() override;

    // Rebuilds every series from the state now (normally automatic on state changes).
    void rebuild();
    // Text for the caption under the chart: definitions and what the markers mean.
    virtual QString captionText() const = 0;
    // Points drawn for analysed, non-excluded rows (what hit-testing sees, excluded ones too).
    const std::vector<PlottedPoint>& plottedPoints() const { return m_plotted; }
    int plottedCount() const { return static_cast<int>(m_plotted.size()); }

    // Series by role (tests, export).
    QList<QXYSeries*> seriesWithRole(SeriesRole role) const;
    QXYSeries* familySeries(const QString& family) const;

    // Zoom. Ranges are value rectangles (see ZoomHistory).
    QRectF visibleRange() const;
    QRectF dataRange() const { return m_dataBox.rect(); }
    bool hasData() const { return !m_dataBox.empty; }
    void zoomTo(const QRectF& range); // remembers the current range first
    void zoomBack();
    void resetZoom();
    bool canZoomBack() const { return m_history.canGoBack(); }
    int zoomDepth() const { return m_history.depth(); }

    // Row under a viewport position (within a few pixels), or -1.
    int rowAt(const QPoint& viewportPos) const;
    QPoint viewportPosOf(const QPointF& value) const;
    QString toolTipForRow(int row) const;

signals:
    void zoomChanged();

protected:
    // The chart coordinates of a row, or nothing when it cannot be drawn here (e.g. no finite
    // value, or <= 0 on a log axis: such a point would hide its whole series).
    virtual std::optional<QPointF> valueOf(const ExplorerRow& row,
                                           const analysis::PointResult& result) const = 0;
    // Overlays drawn over the points (threshold, ideal line, frontier, markers). `range` is the
    // data range of the points; a subclass may widen it (e.g. to keep tau in view).
    virtual void addOverlays(ValueBox& range) { Q_UNUSED(range); }

    ExplorerState* state() const { return m_state; }
    // Caption pieces shared by the charts.
    QString referenceCaption() const;
    QString clusterCaption() const;
    // x extent for full-width overlay lines (data range, padded as the axis will be).
    std::pair<double, double> overlayXExtent(const ValueBox& box) const;
    bool xLog() const { return m_x.log; }
    bool yLog() const { return m_y.log; }
    // Helpers for subclasses: create a series on this chart's axes.
    QScatterSeries* addScatter(SeriesRole role, const QString& name, const QColor& fill,
                               MarkerShape shape, qreal size, bool inLegend);
    QLineSeries* addLine(SeriesRole role, const QString& name, const QPen& pen, bool inLegend);

    void showEvent(QShowEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void scheduleRebuild(bool scopeChanged);
    void addPointSeries();
    void addClusterOverlays();
    void updateSelectionRing();
    void applyRange(const QRectF& range);
    void applyNiceRange(const QRectF& range);
    QRectF paddedRange(const ValueBox& box) const;
    void attach(QXYSeries* series, SeriesRole role, bool inLegend);
    // Series are reused across rebuilds (same role, name and type): creating and attaching Qt
    // Charts series was most of the update time. Returns null when there is none to reuse.
    QXYSeries* takeUnused(SeriesRole role, const QString& name, const char* type);
    void onLegendMarkerClicked();
    QPointF toLinear(const QPointF& value) const;    // log2 on log axes
    QPointF fromLinear(const QPointF& linear) const; // inverse of toLinear
    QPointF valueAt(const QPoint& viewportPos) const;

    ExplorerState* m_state;
    AxisSpec m_x;
    AxisSpec m_y;
    QAbstractAxis* m_axisX = nullptr;
    QAbstractAxis* m_axisY = nullptr;
    QLineSeries* m_anchor = nullptr;
    QScatterSeries* m_selection = nullptr;
    std::vector<PlottedPoint> m_plotted;
    QHash<QString, QXYSeries*> m_unused; // series of the previous build not reused (yet)
    ValueBox m_dataBox;
    ZoomHistory m_history;
    bool m_dirty = true;
    bool m_resetZoomOnRebuild = true;

    // Mouse interaction.
    enum class Drag { None, Pending, RubberBand, Pan };
    Drag m_drag = Drag::None;
    QPoint m_pressPos;
    QPoint m_lastPos;
    QRubberBand* m_rubberBand = nullptr;
};

} // namespace mlpe
