#include "speedupchartview.h"

#include "charttext.h"
#include "errorbaritem.h"
#include "scalingoverlays.h"
#include "ui/state/explorerstate.h"

#include <QLineSeries>
#include <cmath>

namespace mlpe {

SpeedupChartView::SpeedupChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, {tr("N, accelerators (log₂ scale)"), true, QStringLiteral("%g")},
                       {tr("S = T_ref / T, speedup (log₂)"), true, QStringLiteral("%g")}, parent) {
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
    if (range.empty)
        return;
    const auto [x0, x1] = overlayXExtent(range);
    const bool perFamily = state()->analysis().references.size() > 1;
    bool first = true;
    for (const analysis::ReferenceAssignment& ref : state()->analysis().references) {
        if (ref.accelerators <= 0)
            continue;
        const QColor colour = perFamily
                                  ? FamilyPalette::styleFor(QString::fromStdString(ref.family),
                                                            state()->familiesInScope())
                                        .colour
                                  : QColor(0x55, 0x55, 0x55);
        // One legend entry for all the lines (in the family colours), as on the T chart.
        const QString name = perFamily ? tr("Ideal, %1").arg(QString::fromStdString(ref.family))
                                       : tr("Ideal scaling");
        QLineSeries* line =
            addLine(SeriesRole::Ideal, first && perFamily ? tr("Ideal (each family)") : name,
                    QPen(colour, 1.2, Qt::DashLine), first);
        first = false;
        line->append(x0, x0 / ref.accelerators);
        line->append(x1, x1 / ref.accelerators);
    }
}

QString SpeedupChartView::captionText() const {
    return tr("S = T_ref/T, derived (not an MLPerf result). Dashed: ideal S = N/N_ref. %1 %2")
               .arg(referenceCaption(), ChartText::clusterCaption(*state(), true)) +
           ScalingOverlays::caption(*state(), ScalingOverlays::Metric::Speedup);
}

} // namespace mlpe
