#pragma once

#include "chartaxes.h"
#include "chartseriesset.h"

#include <QWidget>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;

namespace mlpe {

class ExplorerState;
class RebuildWhenShown;
namespace analysis {
struct AnalysisPoint;
struct RoundSeries;
} // namespace analysis

// One accelerator family's scaling across rounds (v3.1 ... v5.1) for the benchmark in view
// (ssd/retinanet and gnn/rgat joined through their canonical id): E' against N, one colour per
// round (light = older, dark = newer, so software generations read as a sequence), each round's
// reference ringed. A grey line joins one system's results in successive rounds (same submitter
// and system: the same hardware with a newer stack); results of different systems are never
// joined, even within a round (that drew a "scaling curve" no system has). Reference per round (the
// family's smallest, slowest system of that round) or one fixed reference (that of the earliest
// round: E' then also shows the software gains). The round filter of the main view does not apply
// here; the benchmark does.
// Under the chart, for all hardware of the benchmark: how much of the change in time to train
// between two rounds (the "from" and "to" boxes; by default the newest round and the earliest
// round of its version tied to it by shared hardware) came from the hardware, the round and the
// scale, with intervals and the thin cells named (decomposeRounds(), docs/analysis.md).
class AcrossRoundsView : public QWidget {
    Q_OBJECT
public:
    explicit AcrossRoundsView(ExplorerState* state, QWidget* parent = nullptr);

    // Builds now (a change does it by itself while the view is visible, and when next shown).
    void rebuild();
    QComboBox* familyCombo() const { return m_family; }
    QComboBox* referenceCombo() const { return m_reference; }
    QChartView* chartView() const { return m_chart; }
    QStringList roundsShown() const { return m_rounds; }
    // The line under the chart: each round's points and E' range, and the breaks between
    // versions of the benchmark (for tests).
    QString summaryText() const;
    QList<QXYSeries*> seriesWithRole(SeriesRole role) const { return m_series.withRole(role); }
    QComboBox* fromCombo() const { return m_from; }
    QComboBox* toCombo() const { return m_to; }
    // The decomposition in words and what it leans on with little, one line each; the interval's
    // method and assumption are its tooltip (for tests).
    QString decompositionText() const;
    QString decompositionToolTip() const;

private:
    void build();
    void refillFamilies();
    // The rounds of the benchmark into the from / to boxes (kept when still offered) and the
    // decomposition between them.
    void rebuildDecomposition(const std::vector<analysis::AnalysisPoint>& points,
                              const std::string& benchmark);
    // The points of every round and the lines between one system's rounds; the values' box.
    ValueBox buildSeries(const std::vector<analysis::RoundSeries>& series,
                         const std::vector<analysis::AnalysisPoint>& points);

    ExplorerState* m_state;
    QComboBox* m_family;
    QComboBox* m_reference;
    QLabel* m_summary;
    QComboBox* m_from;
    QComboBox* m_to;
    QLabel* m_decomposition;
    QChartView* m_chart;
    ChartAxes m_axes;
    ChartSeriesSet m_series;
    QStringList m_rounds;
    RebuildWhenShown* m_rebuild;
};

} // namespace mlpe
