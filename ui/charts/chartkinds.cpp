#include "chartkinds.h"

#include "clusterdiagnosticsview.h"
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
        {QStringLiteral("efficiency"), QStringLiteral("efficiency"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "E′ vs N"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Scaling efficiency against the reference"), "",
         make<EfficiencyChartView>},
        {QStringLiteral("time"), QStringLiteral("time"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "T vs N"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Official time to train, with ideal scaling"), "",
         make<TimeChartView>},
        {QStringLiteral("speedup"), QStringLiteral("speedup"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "S vs N"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Speedup over the reference, with ideal scaling"),
         "", make<SpeedupChartView>},
        {QStringLiteral("pareto"), QStringLiteral("pareto"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "G vs T (Pareto)"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Cost (accelerator-minutes) vs time, frontier"), "",
         make<ParetoChartView>},
        // Sessions have called it "diagnostics" since they exist, the command line "clusters".
        {QStringLiteral("diagnostics"), QStringLiteral("clusters"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "Clusters: choosing k"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "WCSS and silhouette per k"), "",
         make<ClusterDiagnosticsView>},
        {QStringLiteral("cost"), QStringLiteral("cost"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel", "T vs cost"),
         QT_TRANSLATE_NOOP("mlpe::ChartPanel",
                           "Time to train vs cost to train from your prices, frontier and knee"),
         "--prices", make<CostChartView>},
    };
    return kinds;
}

const ChartKind* chartKindNamed(const QString& name) {
    for (const ChartKind& kind : chartKinds())
        if (kind.exportName == name || kind.id == name)
            return &kind;
    return nullptr;
}

QStringList chartExportNames() {
    QStringList names;
    for (const ChartKind& kind : chartKinds())
        names << kind.exportName;
    return names;
}

} // namespace mlpe
