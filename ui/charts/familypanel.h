#pragma once

#include "chartaxes.h"
#include "chartseriesset.h"
#include "core/analysis/analysisresult.h"

#include <QWidget>

class QChartView;
class QLabel;

namespace mlpe {

namespace analysis {
struct AnalysisPoint;
}

// One panel of the per-family small multiples: the family's E' against N (its reference ringed,
// the E' = tau line, its threshold break-even N* as a vertical line) on axes shared with the
// other panels, and under the chart the family's answer in words, wrapped to the panel's width
// (in the chart's title it was cut at the panel's edge, N* first).
class FamilyPanel : public QWidget {
    Q_OBJECT
public:
    explicit FamilyPanel(QWidget* parent = nullptr);

    struct Content {
        QString family;
        const std::vector<analysis::AnalysisPoint>* points = nullptr;
        const analysis::AnalysisResult* result = nullptr;
        double tau = 0.0;
        ValueBox shared; // every family's points (and tau): the same axes on every panel
        QString answer;
        QStringList familiesInView; // for the family's look (FamilyPalette::styleFor)
    };
    void setContent(const Content& content);

    QChartView* chartView() const { return m_view; }
    QLabel* answerLabel() const { return m_answer; }
    static AxisSpec xSpec();
    static AxisSpec ySpec();

private:
    void addPoints(const Content& content);
    void addBreakEven(const Content& content, const QRectF& range);

    QChartView* m_view;
    QLabel* m_answer;
    ChartAxes m_axes;
    ChartSeriesSet m_series;
};

} // namespace mlpe
