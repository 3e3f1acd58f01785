#pragma once

#include "abstractchartview.h"
#include "chartaxes.h"
#include "chartseriesset.h"

#include <QHash>
#include <QStringList>

class QCategoryAxis;
class QScatterSeries;

namespace mlpe {

class ComparisonModel;

// Reference sensitivity: the threshold break-even N* under every candidate reference (every
// point in view with N <= the sensitivity range), one mark per candidate coloured by the
// candidate's family. Outcomes that are bounds are drawn, not dropped: ▲ at N_max when every N
// meets tau ("at or above"), ▼ at the smallest N when none does ("below"). The title is the
// verdict that counts them ("N* between 8 and 14 under 18 of 22 references; at or above 3,472
// under 4"). Shows the view of scenario A or of B (their own families may narrow it).
class SensitivityChartView : public AbstractChartView {
    Q_OBJECT
public:
    explicit SensitivityChartView(ComparisonModel* comparison, QWidget* parent = nullptr);

    void setScenario(int scenario); // 0 = A, 1 = B
    int scenario() const { return m_scenario; }
    QString verdictText() const;
    // Marks drawn per outcome (tests): found, at or above, below.
    int foundMarks() const { return m_found; }
    int atOrAboveMarks() const { return m_atOrAbove; }
    int belowMarks() const { return m_below; }

    // The candidates' x labels (one per candidate) and those the axis shows (tests).
    const QStringList& candidateLabels() const { return m_candidateLabels; }
    int labelStep() const { return m_labelStep; }

protected:
    void buildChart() override;

private:
    // The marks and range lines; the value range they need (the candidates, then N).
    QRectF buildSeries();
    // One series per family and outcome: the legend has an entry per family, not per candidate.
    QScatterSeries* outcomeSeries(const QString& family, int kind);
    // Labels every candidate the axis has room for (upright, one text line apart), every
    // second, third … when they are more: a label squeezed between its neighbours was elided.
    void placeCandidateLabels();

    ComparisonModel* m_comparison;
    int m_scenario = 0;
    QCategoryAxis* m_axisX;
    ChartAxes m_axes;
    ChartSeriesSet m_series;
    QHash<QString, QScatterSeries*> m_outcomeSeries; // this rebuild's, by series name
    QStringList m_candidateLabels;
    int m_labelStep = 1;
    int m_found = 0;
    int m_atOrAbove = 0;
    int m_below = 0;
};

} // namespace mlpe
