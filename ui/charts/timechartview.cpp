#include "timechartview.h"

#include "charttext.h"
#include "errorbaritem.h"
#include "scalingoverlays.h"
#include "ui/state/explorerstate.h"

#include <QLineSeries>
#include <cmath>

namespace mlpe {

TimeChartView::TimeChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, acceleratorAxis(),
                       {.title = tr("T, time to train (minutes, log₂)"),
                        .log = true,
                        .labelFormat = QStringLiteral("%g"),
                        .shortTitle = tr("T (min, log₂)")},
                       parent) {
    chart()->setTitle(tr("Time to train T vs N"));
    m_errorBars = new ErrorBarItem(chart());
    connect(state, &ExplorerState::displayOptionsChanged, this, &TimeChartView::rebuild);
}

std::optional<QPointF> TimeChartView::valueOf(const ExplorerRow& row,
                                              const analysis::PointResult&) const {
    const int n = row.set->accelerators();
    const double t = row.set->scoreMinutes.value_or(NAN);
    if (n <= 0 || !(t > 0) || !std::isfinite(t))
        return std::nullopt;
    return QPointF(n, t);
}

void TimeChartView::addOverlays(ValueBox& range) {
    ScalingOverlays::draw(*state(), ScalingOverlays::Metric::Minutes, m_errorBars,
                          chart()->series().value(0), range,
                          [this](SeriesRole role, const QString& name, const QPen& pen,
                                 bool inLegend) { return addLine(role, name, pen, inLegend); });
    // Ideal scaling: T = N_ref T_ref / N.
    addIdealLines(range,
                  [](const analysis::ReferenceAssignment& ref, double n) -> std::optional<double> {
                      if (!(ref.acceleratorMinutes > 0))
                          return std::nullopt;
                      return ref.acceleratorMinutes / n;
                  });
}

QString TimeChartView::captionText() const {
    return tr("T: official MLPerf scores. Dashed: ideal scaling T = N_ref·T_ref/N (E′ = 1; "
              "points above scale worse). %1 %2")
               .arg(referenceCaption(), ChartText::clusterCaption(*state(), true)) +
           ScalingOverlays::caption(*state(), ScalingOverlays::Metric::Minutes);
}

} // namespace mlpe
