#include "paretochartview.h"

#include "charttext.h"
#include "ui/state/explorerstate.h"

#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <cmath>

namespace mlpe {

ParetoChartView::ParetoChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, timeToTrainAxis(),
                       {.title = tr("G = N·T, accelerator-minutes (log₂)"),
                        .log = true,
                        .labelFormat = QStringLiteral("%g"),
                        .shortTitle = tr("G (log₂)")},
                       parent) {
    chart()->setTitle(tr("Cost G vs time T"));
}

std::optional<QPointF> ParetoChartView::valueOf(const ExplorerRow& row,
                                                const analysis::PointResult& result) const {
    const double t = row.set->scoreMinutes.value_or(NAN);
    const double g = result.acceleratorMinutes;
    if (!(t > 0) || !(g > 0) || !std::isfinite(t) || !std::isfinite(g))
        return std::nullopt;
    return QPointF(t, g);
}

void ParetoChartView::addOverlays(ValueBox& range) {
    const analysis::AnalysisResult& a = state()->analysis();
    const auto& points = state()->analysisPoints();
    if (a.paretoFrontier.size() >= 1) {
        QLineSeries* frontier = addLine(SeriesRole::Frontier, tr("Frontier"),
                                        QPen(QColor(0x33, 0x33, 0x33), 1.6), true);
        for (size_t i : a.paretoFrontier) {
            if (i < points.size() && a.points[i].acceleratorMinutes > 0)
                frontier->append(points[i].minutes, a.points[i].acceleratorMinutes);
        }
    }
    for (const analysis::BreakEvenResult& b : a.breakEven) {
        const bool knee = b.definition == analysis::BreakEvenDefinition::ParetoKnee;
        const bool vot = b.definition == analysis::BreakEvenDefinition::ValueOfTime;
        // The frontier is drawn for all points: its knee and optimum likewise (the per-family
        // value-of-time optima are listed in the analysis panel).
        if (!(knee || vot) || b.series != "all" || !(b.minutes > 0) || !(b.acceleratorMinutes > 0))
            continue;
        if (b.outcome != analysis::BreakEvenOutcome::Found &&
            b.outcome != analysis::BreakEvenOutcome::Fallback)
            continue;
        const QString name =
            knee ? (b.outcome == analysis::BreakEvenOutcome::Fallback ? tr("Knee (fallback)")
                                                                      : tr("Pareto knee"))
                 : tr("Value of time");
        QScatterSeries* marker = addScatter(
            SeriesRole::BreakEven, name, knee ? QColor(0xD5, 0x5E, 0x00) : QColor(0x00, 0x72, 0xB2),
            // The knee larger than the cross: when both pick the same system, both stay visible.
            knee ? MarkerShape::Pentagon : MarkerShape::Cross, knee ? 24 : 15, true);
        marker->setProperty("mlpeDefinition",
                            knee ? QStringLiteral("knee") : QStringLiteral("value_of_time"));
        marker->setBorderColor(Qt::black);
        marker->append(b.minutes, b.acceleratorMinutes);
        range.include({b.minutes, b.acceleratorMinutes});
    }
}

QString ParetoChartView::captionText() const {
    const QLocale locale;
    QStringList notes;
    for (const analysis::BreakEvenResult& b : state()->analysis().breakEven) {
        if (b.series != "all")
            continue;
        if (b.definition == analysis::BreakEvenDefinition::ParetoKnee) {
            notes << (b.outcome == analysis::BreakEvenOutcome::Found
                          ? tr("⬟ knee: N = %1").arg(b.accelerators)
                      : b.outcome == analysis::BreakEvenOutcome::Fallback
                          ? tr("⬟ knee (fallback: too few frontier points for Kneedle, the "
                               "point farthest from the chord): N = %1")
                                .arg(b.accelerators)
                          : tr("⬟ knee: none"));
        } else if (b.definition == analysis::BreakEvenDefinition::ValueOfTime) {
            notes << tr("✚ min G + λ·T (λ = %1): N = %2")
                         .arg(locale.toString(b.parameter, 'g', 4))
                         .arg(b.accelerators);
        }
    }
    // Every sentence ends once: no ". ." when there is no knee or optimum to report.
    const QString found = notes.isEmpty() ? QString() : notes.join(QStringLiteral("; ")) + ". ";
    return tr("G = N·T accelerator-minutes (derived). Frontier: systems no other beats on both "
              "T and G. %1%2")
        .arg(found, ChartText::clusterCaption(*state(), true));
}

QString ParetoChartView::captionDetails() const {
    const QLocale locale;
    QStringList lines;
    for (const analysis::BreakEvenResult& b : state()->analysis().breakEven) {
        if (b.series != "all")
            continue;
        if (b.definition == analysis::BreakEvenDefinition::ParetoKnee) {
            lines << tr("⬟ Knee of the frontier: Kneedle (Satopää et al. 2011), S = %1; %2")
                         .arg(locale.toString(b.parameter, 'g', 3),
                              b.reason.empty() ? QString::fromStdString(b.inputs)
                                               : QString::fromStdString(b.reason));
        } else if (b.definition == analysis::BreakEvenDefinition::ValueOfTime) {
            lines << tr("✚ Value of time: the configuration minimising G + λ·T, λ = %1 "
                        "accelerator-minutes one would pay to save one minute.")
                         .arg(locale.toString(b.parameter, 'g', 4));
        }
    }
    return lines.join(QLatin1Char('\n')) + QStringLiteral("\n") +
           ScatterChartView::captionDetails();
}

} // namespace mlpe
