#include "timechartview.h"

#include "charttext.h"
#include "core/analysis/numberformat.h"
#include "errorbaritem.h"
#include "scalingoverlays.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QLineSeries>
#include <cmath>

namespace mlpe {

TimeChartView::TimeChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, acceleratorAxis(), timeToTrainAxis(), parent) {
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
    addWithinFamilyLines();
    // Ideal scaling: T = N_ref T_ref / N.
    addIdealLines(range,
                  [](const analysis::ReferenceAssignment& ref, double n) -> std::optional<double> {
                      if (!(ref.acceleratorMinutes > 0))
                          return std::nullopt;
                      return ref.acceleratorMinutes / n;
                  });
}

void TimeChartView::addWithinFamilyLines() {
    // The hardware-controlled model: one line per usable family, log2 T = a_f + b log2 N with the
    // common within-family slope b, over the N the family covers. Drawn with the fitted curves
    // (one toggle for every fitted line, off by default).
    const analysis::HardwareControlledFit& fit = state()->analysis().hardwareControlled;
    if (!state()->analysisParams().fits.enabled ||
        fit.outcome != analysis::HardwareFitOutcome::Fitted || !std::isfinite(fit.slope))
        return;
    bool first = true;
    for (const analysis::FamilyLine& line : fit.lines) {
        const QString family = QString::fromStdString(line.family);
        if (!std::isfinite(line.intercept) || !(line.minAccelerators > 0) ||
            !(line.maxAccelerators > line.minAccelerators) || state()->groupHidden(family))
            continue;
        const QColor colour =
            FamilyLooks::styleIn(family, state()->familiesInScope()).colour.darker(115);
        // One legend entry for all of them, as for the ideal lines.
        const QString slope = QString::fromStdString(analysis::formatApprox(fit.slope));
        const bool variants = fit.grouping == analysis::HardwareGrouping::Variant;
        QLineSeries* s = addLine(SeriesRole::WithinFamilyFit,
                                 first ? (variants ? tr("Within-variant fit (slope %1)").arg(slope)
                                                   : tr("Within-family fit (slope %1)").arg(slope))
                                       : (variants ? tr("Within-variant fit, %1").arg(family)
                                                   : tr("Within-family fit, %1").arg(family)),
                                 QPen(colour, 1.4, Qt::DotLine), first);
        first = false;
        for (const double n : {line.minAccelerators, line.maxAccelerators})
            s->append(n, std::exp2(line.intercept + fit.slope * std::log2(n)));
    }
}

QString TimeChartView::captionText() const {
    return tr("T: official MLPerf scores. Dashed: ideal scaling T = N_ref·T_ref/N (E′ = 1; "
              "points above scale worse). %1 %2")
               .arg(referenceCaption(), ChartText::clusterCaption(*state(), true)) +
           ScalingOverlays::caption(*state(), ScalingOverlays::Metric::Minutes) +
           (state()->analysisParams().fits.enabled &&
                    state()->analysis().hardwareControlled.outcome ==
                        analysis::HardwareFitOutcome::Fitted
                ? (state()->analysis().hardwareControlled.grouping ==
                           analysis::HardwareGrouping::Variant
                       ? tr(" Dotted: the within-variant fit (one slope for every variant, one "
                            "intercept each: hardware controlled).")
                       : tr(" Dotted: the within-family fit (one slope for every family, one "
                            "intercept each: hardware controlled)."))
                : QString());
}

} // namespace mlpe
