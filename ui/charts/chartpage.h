#pragma once

#include "chartexporter.h"

#include <QRectF>
#include <QWidget>
#include <optional>

namespace mlpe {

class AbstractChartView;
class CaptionLabel;
class ChartLegend;
class ExplorerState;
class ScatterChartView;
struct ChartKind;

// One tab of the chart panel: a chart of one kind (chartKinds()) with, for a chart of points, its
// legend widget beside or below it, and its caption under it; and what the panel, its session
// state and File > Export ask of a chart (caption, zoom, the view to export). The one way the
// rooms above ui/charts hold a chart of the panel: this header includes no Qt Charts.
// Its chart, legend and caption are built when first needed (the page shown, or one of them
// asked for): building the tabs not in front made a sixth of the time to the first frame.
// Until then a zoom applied to it is kept, and given to the chart when it is built.
class ChartPage : public QWidget {
    Q_OBJECT
public:
    ChartPage(const ChartKind& kind, ExplorerState* state, QWidget* parent = nullptr);

    const ChartKind& kind() const { return *m_kind; }
    // These build the page's contents if it has none yet.
    AbstractChartView* chart() const;
    // The chart as a chart of points (zoom, legend), or null (choosing k).
    ScatterChartView* scatterChart() const;
    ChartLegend* legend() const;
    CaptionLabel* caption() const;
    // True once the chart, legend and caption exist.
    bool isBuilt() const { return m_chart != nullptr; }

    // The caption from the chart (after the state changed); nothing while the page is not built
    // (it takes the caption when it is).
    void updateCaption();
    void zoomBack();
    void resetZoom();
    // The range the user zoomed into, or none (all data, or a chart without zoom).
    std::optional<QRectF> userZoom() const;
    // Builds the chart now, hidden or not (so that a lazy rebuild when it is first shown does
    // not reset the zoom), then shows `zoom`, or all its data. A page not built yet keeps `zoom`
    // for its chart (and userZoom() returns it) without building it.
    void applyZoom(const std::optional<QRectF>& zoom);
    // What File > Export reproduces of this chart: its kind, zoom and y scale.
    ChartExportView exportView() const;
    // Shown: built first (every way a page becomes visible passes here, its first time).
    void setVisible(bool visible) override;

signals:
    // The zoom of the chart changed (by the user, or applyZoom()).
    void zoomChanged();
    // The chart, legend and caption were just built (their widgets join the tab order).
    void built();

private:
    // Builds the contents once; const because asking for a part of the page builds it.
    void ensureBuilt() const;
    void build();

    const ChartKind* m_kind;
    ExplorerState* m_state;
    // The zoom applied before the chart was built (none: all data).
    std::optional<QRectF> m_pendingZoom;
    QWidget* m_body; // holds the chart (with its legend) and the caption
    AbstractChartView* m_chart = nullptr;
    ScatterChartView* m_scatter = nullptr;
    ChartLegend* m_legend = nullptr;
    CaptionLabel* m_caption = nullptr;
};

} // namespace mlpe
