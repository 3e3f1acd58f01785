#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace mlpe {

class ExplorerState;
struct ExplorerRow;

// The words the charts show: a point's tooltip and the caption pieces shared by every chart
// (which reference is in use and why, how the clusters were made).
class ChartText {
    Q_DECLARE_TR_FUNCTIONS(mlpe::ChartText)
public:
    // Rich text: system, submitter, round, family, N, T, S, E', G, cluster (row of state.rows()).
    static QString pointToolTip(const ExplorerState& state, int row);
    // The tooltip's energy and money lines of a row in the analysis: "Energy: X MJ, Y J per
    // accelerator-minute" where power was measured; with prices, "Cost to train: Z EUR", or
    // "No price for <family>". Empty for a row outside the analysis.
    static QStringList energyAndCostLines(const ExplorerState& state, const ExplorerRow& row);
    // The chart's title: what it is, then the scope ("E′ vs N — BERT, MLPerf Training v4.1,
    // reference: Dell PowerEdge XE9680 (Dell, v4.1)").
    static QString chartTitle(const ExplorerState& state, const QString& what);
    // "MLPerf Training v4.1" or "MLPerf Training, all rounds".
    static QString roundText(const ExplorerState& state);
    // "reference: <display name>" (paper rule / pick) or "references: one per family".
    static QString referenceShort(const ExplorerState& state);
    // Short caption pieces (one sentence each) and the details behind them (tooltips).
    static QString referenceCaption(const ExplorerState& state);
    // `projected`: the chart's axes are not the clustering's feature space (the hulls are then
    // the clusters' outlines projected onto these axes, and the caption says so).
    static QString clusterCaption(const ExplorerState& state, bool projected = false);
    static QString referenceDetails(const ExplorerState& state);
    static QString clusterDetails(const ExplorerState& state);
};

} // namespace mlpe
