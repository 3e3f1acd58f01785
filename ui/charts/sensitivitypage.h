#pragma once

#include <QWidget>

class QComboBox;

namespace mlpe {

class ComparisonModel;
class SensitivityChartView;

// The reference-sensitivity chart with its choice of candidates (those in the view of scenario A
// or of B), as one widget: the Compare view, above ui/charts, lays it out without including
// Qt Charts.
class SensitivityPage : public QWidget {
    Q_OBJECT
public:
    explicit SensitivityPage(ComparisonModel* comparison, QWidget* parent = nullptr);

    SensitivityChartView* chartView() const { return m_chart; }

private:
    QComboBox* m_scenario;
    SensitivityChartView* m_chart;
};

} // namespace mlpe
