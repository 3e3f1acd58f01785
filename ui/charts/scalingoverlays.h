#pragma once

#include "chartaxes.h"
#include "chartseriesset.h"
#include "errorbaritem.h"

#include <QColor>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>
#include <functional>
#include <vector>

class QAbstractSeries;
class QXYSeries;

namespace mlpe {

class ExplorerState;
namespace analysis {
struct ScalingFit;
}

// The run-to-run error bars and the fitted scaling curves of the T, S and E' charts, computed
// from the state (no Qt Charts objects here: the chart views draw them).
class ScalingOverlays {
public:
    enum class Metric { Minutes, Speedup, Efficiency };

    // One bar per in-view or excluded point with a finite, positive range: T_min..T_max,
    // S_low..S_high or E'_low..E'_high, in the family's colour. x is N.
    static std::vector<ErrorBarItem::Bar> errorBars(const ExplorerState& state, Metric metric);

    struct Curve {
        QString label; // "USL, H100" (legend-free; the caption explains)
        QColor colour; // family colour; dark grey for all points
        bool all = false;
        QList<QPointF> points; // (N, value), log-spaced over the series' own N range
    };
    // The preferred fit of each fitted series (USL when its AICc beats Amdahl's by 2 or more,
    // else Amdahl) as a curve of T or of E' against the reference the series' points use. The
    // pooled "all" series under per-family references has no E' curve.
    static std::vector<Curve> fitCurves(const ExplorerState& state, Metric metric);

    // Draws both on a chart: bars into `bars` (empty unless the state shows error bars; their
    // ends widen `range`), curves through `addLine` when the fits are enabled. Each kind drawn
    // gets one legend entry (role OverlayKey, no points): "Run-to-run spread", "Fit per family"
    // and "Fit, all points"; the curves themselves (role FitCurve) have none.
    using LineFactory = std::function<QXYSeries*(SeriesRole role, const QString& name,
                                                 const QPen& pen, bool inLegend)>;
    // The pen of the all-points curve: thick, solid and translucent grey, so that it cannot be
    // taken for the dash-dotted E' = tau line or an ideal-scaling line.
    static QPen allPointsPen();
    static void draw(const ExplorerState& state, Metric metric, ErrorBarItem* bars,
                     QAbstractSeries* mapping, ValueBox& range, const LineFactory& addLine);

    // Caption sentence for what is drawn, with a leading space (empty when nothing is on).
    static QString caption(const ExplorerState& state, Metric metric);

    // The fit drawn for a series (see fitCurves), or null.
    static const analysis::ScalingFit* preferredFit(const ExplorerState& state,
                                                    const std::string& series);
};

} // namespace mlpe
