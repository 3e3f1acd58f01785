#pragma once

#include <QWidget>

class QLabel;

namespace mlpe {

class ComparisonChartView;
class ComparisonModel;

// E′ under scenarios A and B with what its marks mean under it (the chart has no legend), as
// one widget: the Compare view, above ui/charts, lays it out without including Qt Charts.
class ComparisonChartPage : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonChartPage(ComparisonModel* comparison, QWidget* parent = nullptr);

    ComparisonChartView* chartView() const { return m_chart; }
    QLabel* caption() const { return m_caption; }

private:
    ComparisonChartView* m_chart;
    QLabel* m_caption;
};

} // namespace mlpe
