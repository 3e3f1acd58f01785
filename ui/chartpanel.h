#pragma once

#include <QWidget>

class QTabWidget;

namespace mlpe {

class AbstractChartView;
class CaptionLabel;
class ChartLegend;
class ChartPage;
class ExplorerState;
class InlineBanner;
class ScatterChartView;

// The chart area: one tab per chart kind (chartKinds(), in its order; each gets the full area,
// nothing cramped at 1280x800), each a ChartPage with a caption stating the definitions behind
// its markers, and an inline banner in place of the charts when there is nothing to draw (with
// "Reset filters" as the way out). It holds its charts through ChartPage only: it includes no
// Qt Charts. A page builds its chart when first shown or asked for (ChartPage).
class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(ExplorerState* state, QWidget* parent = nullptr);

    // Everything about a chart is keyed by its kind's id ("efficiency", "cost", ...): null for
    // an id no kind has. Asking for a page's chart, legend or caption builds that page.
    ChartPage* page(const QString& id) const;
    AbstractChartView* chart(const QString& id) const;
    // The chart of kind `id` as a chart of points (zoom, legend), or null (choosing k).
    ScatterChartView* scatterChart(const QString& id) const;
    // The legend widget of the chart of kind `id`, or null (a chart without one: choosing k).
    ChartLegend* legend(const QString& id) const;
    // The caption under the chart of kind `id`.
    CaptionLabel* caption(const QString& id) const;
    // No position: a literal 0 would otherwise become a null QString and find nothing.
    ChartPage* page(int) const = delete;
    AbstractChartView* chart(int) const = delete;
    ScatterChartView* scatterChart(int) const = delete;
    ChartLegend* legend(int) const = delete;
    CaptionLabel* caption(int) const = delete;
    // The pages in tab order.
    const QList<ChartPage*>& pages() const { return m_pages; }
    // The page of the current tab.
    ChartPage* currentPage() const;
    // The scatter chart of the current tab, or null (choosing k).
    ScatterChartView* currentScatterChart() const;
    // Zoom back / reset zoom of the chart shown (nothing when it has no zoom).
    void zoomBackCurrent();
    void resetZoomCurrent();
    // Every scatter chart (every chart with zoom), in tab order: builds every page.
    QList<ScatterChartView*> scatterCharts() const;
    InlineBanner* banner() const { return m_banner; }
    QTabWidget* tabs() const { return m_tabs; }
    // True when the charts are replaced by the banner (nothing to draw).
    bool chartsHidden() const { return m_chartsHidden; }

signals:
    // A page built its chart, legend and caption (new widgets for the tab order).
    void pageBuilt();

private:
    void updateState();

    ExplorerState* m_state;
    QTabWidget* m_tabs;
    InlineBanner* m_banner;
    QList<ChartPage*> m_pages; // in tab order (chartKinds())
    bool m_chartsHidden = false;
};

} // namespace mlpe
