#pragma once

#include "core/session/viewstate.h"

#include <QStringList>
#include <functional>

class QObject;

namespace mlpe {

class ChartPanel;

// The chart part of a ViewState (sessions): which chart is shown and the zoom of each chart
// that has one (every chart of points, the cost chart included), read from and applied to a
// ChartPanel through its pages (ChartPage), keyed by the charts' kind ids.
class ChartPanelState {
public:
    // Sets state.chart and state.zoom (only charts the user zoomed into get an entry).
    static void store(const ChartPanel& panel, ViewState& state);
    // Shows state.chart (an unknown id is ignored) and the stored zoom of each chart; charts
    // without an entry show all their data. Call after the analysis part has been applied.
    static void apply(ChartPanel& panel, const ViewState& state);
    // Calls `changed` (in `context`) whenever the chart shown or a chart's zoom changes.
    static void connectChanges(const ChartPanel& panel, QObject* context,
                               const std::function<void()>& changed);
};

} // namespace mlpe
