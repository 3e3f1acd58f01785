#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace mlpe {

class AbstractChartView;
class ExplorerState;

// One chart kind: everything the chart panel, sessions, the exporter, `export --chart` and
// `report` need to know about it. Adding a chart is one entry in chartKinds() and its class.
struct ChartKind {
    // Its one name: the session's view.chart and zoom key, `export --chart`, report file names
    // (core/session's ViewState::chartIds() lists the same, in this order: the session reader
    // cannot include ui; tst_chartkinds holds them equal).
    QString id;
    const char* tabTitle; // the chart panel's tab (translated in ChartPanel's context)
    const char* toolTip;
    // What it needs beyond points in view ("--prices"), for the `export --chart` help; "": none.
    const char* needs;
    // A chart of points the user zooms (a ScatterChartView): sessions keep its zoom, also while
    // its tab was never shown and the chart not built (tst_chartkinds holds it to the class).
    bool zooms;
    std::unique_ptr<AbstractChartView> (*create)(ExplorerState* state);
};

// In tab order; an entry is appended, never inserted, so that tab numbers stored in settings
// keep their charts.
const std::vector<ChartKind>& chartKinds();
// The kind named `name` (its id, or an old name a session may still hold), or null.
const ChartKind* chartKindNamed(const QString& name);
// The ids, in tab order.
QStringList chartKindIds();

} // namespace mlpe
