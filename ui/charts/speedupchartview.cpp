#include "speedupchartview.h"

#include "charttext.h"
#include "errorbaritem.h"
#include "scalingoverlays.h"
#include "ui/state/explorerstate.h"

#include <QLineSeries>
#include <cmath>

namespace mlpe {

SpeedupChartView::SpeedupChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, acceleratorAxis(),
                       {.title = tr("S = T_ref / T, speedup (log₂)"),
                        .log = true,
                        .labelFormat = QStringLiteral("%g"),
                        .shortTitle = tr("S (log₂)")},
                       parent) {
    chart()->setTitle(tr("Speedup S vs N"));
    m_errorBars = new ErrorBarItem(chart());
    connect(state, &ExplorerState::displayOptionsChanged, this, &SpeedupChartView::rebuild);
}

std::optional<QPointF> SpeedupChartView::valueOf(const ExplorerRow& row,
                                                 const analysis::PointResult& result) const {
    const int n = row.set->accelerators();
    if (n <= 0 || !(result.speedup > 0) || !std::isfinite(result.speedup))
        return std::nullopt;
    return QPointF(n, result.speedup);
}

void SpeedupChartView::addOverlays(ValueBox& range) {
    ScalingOverlays::draw(*state(), ScalingOverlays::Metric::Speedup, m_errorBars,
                          chart()->series().value(0), range,
                          [this](SeriesRole role, const QString& name, const QPen& pen,
                                 bool inLegend) { return addLine(role, name, pen, inLegend); });
    // Ideal scaling: S = N / N_ref.
    addIdealLines(range,
                  [](const analysis::ReferenceAssignment& ref, double n) -> std::optional<double> {
                      if (!(ref.accelerators > 0))
                          return std::nullopt;
                      return n / ref.accelerators;
                  });
}

QString SpeedupChartView::captionText() const {
    return tr("S = T_ref/T, derived (not an MLPerf result). Dashed: ideal S = N/N_ref. %1 %2")
               .arg(referenceCaption(), ChartText::clusterCaption(*state(), true)) +
           ScalingOverlays::caption(*state(), ScalingOverlays::Metric::Speedup);
}

} // namespace mlpe
