#pragma once

#include <QWidget>

class QBoxLayout;

namespace mlpe {

class ChartLegend;
class ScatterChartView;

// A scatter chart with its legend as a widget (ChartLegend): beside the chart when the page is
// wide, below it when narrow (a 1024-pixel window with its docks leaves the chart too little
// width for a legend column). The chart's own Qt legend is switched off.
class ChartWithLegend : public QWidget {
    Q_OBJECT
public:
    // Narrower than this, the legend moves below the chart.
    static constexpr int kLegendBelowWidth = 760;

    explicit ChartWithLegend(ScatterChartView* chart, QWidget* parent = nullptr);

    ScatterChartView* chart() const { return m_chart; }
    ChartLegend* legend() const { return m_legend; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void placeLegend(bool below);

    ScatterChartView* m_chart;
    ChartLegend* m_legend;
    QBoxLayout* m_layout;
};

} // namespace mlpe
