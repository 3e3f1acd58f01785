#pragma once

#include "abstractchartview.h"
#include "axislogmode.h"
#include "chartaxes.h"
#include "chartinteraction.h"
#include "chartseriesset.h"
#include "core/session/viewstate.h"
#include "ui/widgets/familypalette.h"

#include <QPointer>
#include <functional>
#include <optional>
#include <vector>

class QAbstractAxis;
class QLegendMarker;
class QLineSeries;
class QScatterSeries;
class QXYSeries;

namespace mlpe {

class ExplorerState;
struct ExplorerRow;
class PointCloudItem;
namespace analysis {
struct PointResult;
struct ChartPoint;
struct ReferenceAssignment;
} // namespace analysis

// Base of every scatter chart of the explorer: one point per analysed result set, coloured by
// family, with cluster hulls and centroids, the reference ring and the selection ring, plus the
// overlays a subclass adds. Zoom, pan and hit-testing are ChartInteraction's; this view shows a
// tooltip on hover, selects on click (linked to the state), offers
// "Set as reference" / "Exclude" on a point's context menu, and toggles a family from the legend.
class ScatterChartView : public AbstractChartView {
    Q_OBJECT
public:
    using AxisSpec = mlpe::AxisSpec;
    // Actions of a parent widget carrying this property (true) are offered in the chart's
    // context menu (the window's Export chart… and Copy chart).
    static constexpr const char* kChartActionProperty = "mlpeChartAction";
    using ValueBox = mlpe::ValueBox;
    struct PlottedPoint {
        QPointF value; // chart coordinates (axis units)
        int row = -1;  // index into ExplorerState::rows()
    };

    ScatterChartView(ExplorerState* state, const AxisSpec& x, const AxisSpec& y,
                     QWidget* parent = nullptr);
    // The N axis of the E', T and S charts (log2).
    static AxisSpec acceleratorAxis();
    // The T axis of the T, Pareto and cost charts (log2).
    static AxisSpec timeToTrainAxis();
    // How axis titles that do not fit are made to (ChartAxes): exports keep them whole.
    // (KeepWhole also keeps the chart's title at any height.)
    void setAxisTitleFit(TitleFit fit);
    // The height the chart asks for (kChartPreferredHeight): the window's first split gives it
    // that before the table grows, so that it starts with its title and full axes.
    QSize sizeHint() const override;
    const ChartAxes& axes() const { return m_axes; }
    ~ScatterChartView() override;

    // The y axis scale where a chart offers the choice (E'): automatic (log2 when the values
    // span more than 8x), or forced on / off from the chart's context menu.
    using LogMode = AxisLogMode;
    virtual bool canToggleLogY() const { return false; }
    LogMode logYMode() const { return m_logY; }
    void setLogYMode(LogMode mode);
    bool isYLog() const { return yLog(); }
    // The chart's kind (its ChartKind's id, chartKinds()), for export; tst_chartkinds holds the
    // two equal.
    virtual QString chartId() const = 0;
    // The caption under the chart: definitions and what the markers mean (every scatter chart
    // has one), and in its tooltip the references and clusters.
    QString captionText() const override = 0;
    QString captionDetails() const override;
    // Points drawn for analysed, non-excluded rows (what hit-testing sees, excluded ones too).
    const std::vector<PlottedPoint>& plottedPoints() const { return m_plotted; }
    int plottedCount() const { return static_cast<int>(m_plotted.size()); }

    // Series by role (tests, export).
    QList<QXYSeries*> seriesWithRole(SeriesRole role) const;
    // A family's series: its points, or none from pointCloudThreshold() points in the chart, when
    // one item draws the families' markers (cloudPointCount()) and the series keeps the legend.
    QXYSeries* familySeries(const QString& family) const;
    static int pointCloudThreshold();
    int cloudPointCount() const;

    // Zoom. Ranges are value rectangles (see ZoomHistory).
    QRectF visibleRange() const;
    bool hasData() const { return !m_dataBox.empty; }
    void zoomTo(const QRectF& range); // remembers the current range first
    void zoomBack();
    void resetZoom();
    bool canZoomBack() const { return m_interaction->canZoomBack(); }
    int zoomDepth() const { return m_interaction->zoomDepth(); }

    // Row under a viewport position (within a few pixels), or -1.
    int rowAt(const QPoint& viewportPos) const;
    QPoint viewportPosOf(const QPointF& value) const;
    QString toolTipForRow(int row) const;
    // True when a viewport position is on the chart's legend (clicks there go to the legend).
    bool isOnLegend(const QPoint& viewportPos) const;
    // The family whose legend entry (symbol or label) is at a viewport position, or empty.
    QString legendFamilyAt(const QPoint& viewportPos) const;
    // Qt's legend inside the chart (default; exports use it), or none: the window shows a
    // ChartLegend widget beside or below the chart instead, which can wrap and scroll.
    void setLegendInChart(bool inChart);
    // The family menu of a legend entry: hide/show, only this family, show all.
    void showLegendMenu(const QString& family, const QPoint& globalPos);
    ExplorerState* state() const { return m_state; }

signals:
    void zoomChanged();
    // The legend markers were rebuilt (entries, colours, hidden families).
    void legendChanged();

protected:
    // The chart coordinates of a row, or nothing when it cannot be drawn here (e.g. no finite
    // value, or <= 0 on a log axis: such a point would hide its whole series).
    virtual std::optional<QPointF> valueOf(const ExplorerRow& row,
                                           const analysis::PointResult& result) const = 0;
    // Overlays drawn over the points (threshold, ideal line, frontier, markers). `range` is the
    // data range of the points; a subclass may widen it (e.g. to keep tau in view).
    virtual void addOverlays(ValueBox& range) { Q_UNUSED(range); }
    // The families (hardware groups) this chart can draw, of `inScope` (legend order): each
    // gets a series and a legend entry, hidden ones included. Their looks are those of all in
    // scope, as in every other chart.
    virtual QStringList drawableFamilies(const QStringList& inScope) const { return inScope; }

    // The ideal-scaling line of every reference in the analysis (one per family under per-family
    // references, in the family's colour, with one legend entry for all), across the padded x
    // range: `idealAt` gives a reference's ideal value at N, or nothing when it has none.
    // Straight on log-log axes, so two points suffice.
    void addIdealLines(
        const ValueBox& range,
        const std::function<std::optional<double>(const analysis::ReferenceAssignment&, double n)>&
            idealAt);

    // Caption pieces shared by the charts.
    QString referenceCaption() const;
    QString clusterCaption() const;
    // x extent for full-width overlay lines (data range, padded as the axis will be).
    std::pair<double, double> overlayXExtent(const ValueBox& box) const {
        return m_axes.overlayXExtent(box);
    }
    bool xLog() const { return m_axes.xSpec().log; }
    bool yLog() const { return m_axes.ySpec().log; }
    // Helpers for subclasses: create a series on this chart's axes.
    using Filling = ChartSeriesSet::Filling;
    QScatterSeries* addScatter(SeriesRole role, const QString& name, const QColor& fill,
                               MarkerShape shape, qreal size, bool inLegend,
                               Filling filling = Filling::Append);
    QLineSeries* addLine(SeriesRole role, const QString& name, const QPen& pen, bool inLegend,
                         Filling filling = Filling::Append);

    // Every series from the state (a rebuild).
    void buildChart() override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    // The rows changed (a new scope: the zoom starts afresh) or only how they are drawn.
    void rowsChanged(bool scopeChanged);
    void addPointSeries();
    void addClusterOverlays();
    void buildSeries();
    bool wantsLogY(const ValueBox& range) const;
    void updateSelectionRing();
    void onLegendMarkerClicked();
    void showPointMenu(int row, const QPoint& globalPos);
    // Actions of this widget and its ancestors carrying `property` (true): the window's
    // selection actions (R, E, Delete) and chart actions (export, copy) for the context menu.
    QList<QAction*> windowActions(const char* property) const;
    void fitLegend();

    ExplorerState* m_state;
    ChartAxes m_axes;
    ChartSeriesSet m_series;
    QLineSeries* m_anchor = nullptr;
    QScatterSeries* m_selection = nullptr;
    std::vector<PlottedPoint> m_plotted;
    ValueBox m_dataBox;
    QSizeF m_paddedFor;                   // the plot area the unzoomed range was last padded for
    std::vector<QPointF> m_plottedValues; // m_plotted's values, for hit-testing
    ChartInteraction* m_interaction;
    PointCloudItem* m_cloud; // the families' markers from pointCloudThreshold() points on
    bool m_resetZoomOnRebuild = true;
    bool m_yScaleSwitched = false; // by the last buildSeries(): the zoom is not kept
    LogMode m_logY = LogMode::Auto;
    bool m_legendInChart = true;
    QString m_baseTitle; // what the chart is ("E' vs N"); the scope is added to it

    // Legend entries other than the families (reference, clusters, lines): dropped from the
    // legend when the chart is too short for all entries (the caption explains them too).
    QList<QPointer<QLegendMarker>> m_optionalMarkers;
};

} // namespace mlpe
