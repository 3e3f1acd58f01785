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
class ChartPage : public QWidget {
    Q_OBJECT
public:
    ChartPage(const ChartKind& kind, ExplorerState* state, QWidget* parent = nullptr);

    const ChartKind& kind() const { return *m_kind; }
    AbstractChartView* chart() const { return m_chart; }
    // The chart as a chart of points (zoom, legend), or null (choosing k).
    ScatterChartView* scatterChart() const { return m_scatter; }
    ChartLegend* legend() const { return m_legend; }
    CaptionLabel* caption() const { return m_caption; }

    // The caption from the chart (after the state changed).
    void updateCaption();
    void zoomBack();
    void resetZoom();
    // The range the user zoomed into, or none (all data, or a chart without zoom).
    std::optional<QRectF> userZoom() const;
    // Builds the chart now, hidden or not (so that a lazy rebuild when it is first shown does
    // not reset the zoom), then shows `zoom`, or all its data.
    void applyZoom(const std::optional<QRectF>& zoom);
    // What File > Export reproduces of this chart: its kind, zoom and y scale.
    ChartExportView exportView() const;

signals:
    // The zoom of the chart changed (by the user, or applyZoom()).
    void zoomChanged();

private:
    const ChartKind* m_kind;
    AbstractChartView* m_chart;
    ScatterChartView* m_scatter = nullptr;
    ChartLegend* m_legend = nullptr;
    CaptionLabel* m_caption;
};

} // namespace mlpe
