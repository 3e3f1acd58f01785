#include "timechartview.h"

#include "charttext.h"
#include "errorbaritem.h"
#include "scalingoverlays.h"
#include "ui/state/explorerstate.h"

#include <QLineSeries>
#include <cmath>

namespace mlpe {

TimeChartView::TimeChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, {tr("N, accelerators (log₂ scale)"), true, QStringLiteral("%g")},
                       {tr("T, time to train (minutes, log₂)"), true, QStringLiteral("%g")},
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
    if (range.empty)
        return;
    const auto [x0, x1] = overlayXExtent(range);
    const bool perFamily = state()->analysis().references.size() > 1;
    bool first = true;
    for (const analysis::ReferenceAssignment& ref : state()->analysis().references) {
        if (!(ref.acceleratorMinutes > 0))
            continue;
        const QColor colour = perFamily
                                  ? FamilyPalette::styleFor(QString::fromStdString(ref.family),
                                                            state()->familiesInScope())
                                        .colour
                                  : QColor(0x55, 0x55, 0x55);
        // One legend entry for all the lines (in the family colours): ten "Ideal, <family>"
        // entries pushed the families out of a legend that cannot scroll.
        const QString name = perFamily ? tr("Ideal, %1").arg(QString::fromStdString(ref.family))
                                       : tr("Ideal scaling");
        QLineSeries* line =
            addLine(SeriesRole::Ideal, first && perFamily ? tr("Ideal (each family)") : name,
                    QPen(colour, 1.2, Qt::DashLine), first);
        first = false;
        // A straight line on log-log axes: two points suffice. Clamp to the y range in view so
        // that the axis is not stretched by the line's far ends.
        line->append(x0, ref.acceleratorMinutes / x0);
        line->append(x1, ref.acceleratorMinutes / x1);
    }
}

QString TimeChartView::captionText() const {
    return tr("T: official MLPerf scores. Dashed: ideal scaling T = N_ref·T_ref/N (E′ = 1; "
              "points above scale worse). %1 %2")
               .arg(referenceCaption(), ChartText::clusterCaption(*state(), true)) +
           ScalingOverlays::caption(*state(), ScalingOverlays::Metric::Minutes);
}

} // namespace mlpe
