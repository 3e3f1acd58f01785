#include "chartkinds.h"

#include "clusterdiagnosticsview.h"
#include "core/session/viewstate.h"
#include "costchartview.h"
#include "efficiencychartview.h"
#include "paretochartview.h"
#include "speedupchartview.h"
#include "timechartview.h"

#include <QtGlobal>

namespace mlpe {

namespace {

template <typename View> std::unique_ptr<AbstractChartView> make(ExplorerState* state) {
    return std::make_unique<View>(state);
}

} // namespace

const std::vector<ChartKind>& chartKinds() {
    static const std::vector<ChartKind> kinds{
        {QStringLiteral("efficiency"), QT_TRANSLATE_NOOP("mlpe::ChartPanel", "E′ vs N"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Scaling efficiency against the reference"), "",
         true, make<EfficiencyChartView>},
        {QStringLiteral("time"), QT_TRANSLATE_NOOP("mlpe::ChartPanel", "T vs N"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Official time to train, with ideal scaling"), "",
         true, make<TimeChartView>},
        {QStringLiteral("speedup"), QT_TRANSLATE_NOOP("mlpe::ChartPanel", "S vs N"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Speedup over the reference, with ideal scaling"),
         "", true, make<SpeedupChartView>},
        {QStringLiteral("pareto"), QT_TRANSLATE_NOOP("mlpe::ChartPanel", "G vs T (Pareto)"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Cost (accelerator-minutes) vs time, frontier"), "",
         true, make<ParetoChartView>},
        // Sessions before it had one id name it "diagnostics" (ViewState::chartIdOf()).
        {QStringLiteral("clusters"), QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Clusters: choosing k"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "WCSS and silhouette per k"), "", false,
         make<ClusterDiagnosticsView>},
        {QStringLiteral("cost"), QT_TRANSLATE_NOOP("mlpe::ChartPanel", "T vs cost"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel",
                           "Time to train vs cost to train from your prices, frontier and knee"),
         "--prices", true, make<CostChartView>},
    };
    return kinds;
}

const ChartKind* chartKindNamed(const QString& name) {
    const QString id = ViewState::chartIdOf(name);
    for (const ChartKind& kind : chartKinds())
        if (kind.id == id)
            return &kind;
    return nullptr;
}

QStringList chartKindIds() {
    QStringList ids;
    for (const ChartKind& kind : chartKinds())
        ids << kind.id;
    return ids;
}

} // namespace mlpe
