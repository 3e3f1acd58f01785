#pragma once

#include <QCoreApplication>
#include <QString>

namespace mlpe {

class ExplorerState;

// The words the charts show: a point's tooltip and the caption pieces shared by every chart
// (which reference is in use and why, how the clusters were made).
class ChartText {
    Q_DECLARE_TR_FUNCTIONS(mlpe::ChartText)
public:
    // Rich text: system, submitter, round, family, N, T, S, E', G, cluster (row of state.rows()).
    static QString pointToolTip(const ExplorerState& state, int row);
    // Short caption pieces (one sentence each) and the details behind them (tooltips).
    static QString referenceCaption(const ExplorerState& state);
    static QString clusterCaption(const ExplorerState& state);
    static QString referenceDetails(const ExplorerState& state);
    static QString clusterDetails(const ExplorerState& state);
};

} // namespace mlpe
