#include "chartwithlegend.h"

#include "chartlegend.h"
#include "scatterchartview.h"

#include <QBoxLayout>
#include <QResizeEvent>

namespace mlpe {

ChartWithLegend::ChartWithLegend(ScatterChartView* chart, QWidget* parent)
    : QWidget(parent)
    , m_chart(chart)
    , m_legend(new ChartLegend(chart))
    , m_layout(new QBoxLayout(QBoxLayout::LeftToRight, this)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(2);
    m_layout->addWidget(chart, 1);
    m_layout->addWidget(m_legend, 0);
    chart->setLegendInChart(false);
    // Tab: the chart, then its legend entries.
    setTabOrder(chart, m_legend);
}

void ChartWithLegend::resizeEvent(QResizeEvent* event) {
    placeLegend(event->size().width() < kLegendBelowWidth);
    QWidget::resizeEvent(event);
}

void ChartWithLegend::placeLegend(bool below) {
    if (below == m_legend->isBelowChart())
        return;
    m_layout->setDirection(below ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_legend->setBelowChart(below);
    // The chart keeps kChartMinimumHeight either way: below it, the legend adds
    // its one row (it scrolls beyond that) to the page's minimum.
}

} // namespace mlpe
