#include "efficiencychartview.h"

#include "charttext.h"
#include "core/analysis/analysislabels.h"
#include "core/text/numberwords.h"
#include "errorbaritem.h"
#include "scalingoverlays.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"

#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <cmath>

namespace mlpe {

EfficiencyChartView::EfficiencyChartView(ExplorerState* state, QWidget* parent)
    : ScatterChartView(state, acceleratorAxis(),
                       {.title = tr("E′ scaling efficiency (derived)"),
                        .log = false,
                        .labelFormat = QStringLiteral("%.2f"),
                        .shortTitle = tr("E′ (derived)")},
                       parent) {
    chart()->setTitle(tr("Scaling efficiency E′ vs N"));
    m_errorBars = new ErrorBarItem(chart());
    connect(state, &ExplorerState::displayOptionsChanged, this, &EfficiencyChartView::rebuild);
}

std::optional<QPointF> EfficiencyChartView::valueOf(const ExplorerRow& row,
                                                    const analysis::PointResult& result) const {
    const int n = row.set->accelerators();
    if (n <= 0 || !std::isfinite(result.efficiency))
        return std::nullopt;
    return QPointF(n, result.efficiency);
}

void EfficiencyChartView::addOverlays(ValueBox& range) {
    ScalingOverlays::draw(*state(), ScalingOverlays::Metric::Efficiency, m_errorBars,
                          chart()->series().value(0), range,
                          [this](SeriesRole role, const QString& name, const QPen& pen,
                                 bool inLegend) { return addLine(role, name, pen, inLegend); });
    const double tau = state()->analysisParams().breakEven.tau;
    range.includeY(tau);
    if (range.empty)
        return;
    const auto [x0, x1] = overlayXExtent(range);
    QLineSeries* line =
        addLine(SeriesRole::Threshold, tr("E′ = τ"),
                QPen(QColor(0x55, 0x55, 0x55), 1.4, Qt::DashDotLine), true, Filling::Replace);
    line->replace({QPointF(x0, tau), QPointF(x1, tau)});

    // Break-even markers on the tau line: black for all points, the family's colour per family.
    // Given to the series at once: each append() or point configuration re-lays out every
    // marker of the series.
    QList<QPointF> points;
    QHash<int, QHash<QXYSeries::PointConfiguration, QVariant>> colours;
    for (const analysis::BreakEvenResult& b : state()->analysis().breakEven) {
        if (b.definition != analysis::BreakEvenDefinition::EfficiencyThreshold ||
            b.outcome != analysis::BreakEvenOutcome::Found || !(b.accelerators > 0))
            continue;
        if (b.series != "all") {
            colours[int(points.size())][QXYSeries::PointConfiguration::Color] =
                FamilyLooks::styleIn(QString::fromStdString(b.series), state()->familiesInScope())
                    .colour;
        }
        points << QPointF(b.accelerators, tau);
    }
    if (points.isEmpty())
        return;
    QScatterSeries* markers =
        addScatter(SeriesRole::BreakEven, tr("Break-even N*"), QColor(0x20, 0x20, 0x20),
                   MarkerShape::RotatedRectangle, 14, true, Filling::Replace);
    markers->setProperty("mlpeDefinition", QStringLiteral("threshold"));
    markers->setBorderColor(Qt::black);
    markers->replace(points);
    markers->setPointsConfiguration(colours);
}

bool EfficiencyChartView::clustersInChartSpace() const {
    // The hulls are drawn in (log2 N, E') space: the clustering's own space when its features
    // are exactly those two and the E' axis is linear.
    const auto& features = state()->analysis().clustering.features;
    return !isYLog() && features.size() == 2 &&
           features[0] == analysis::Feature::Log2Accelerators &&
           features[1] == analysis::Feature::Efficiency;
}

QString EfficiencyChartView::captionText() const {
    const QLocale locale;
    const analysis::AnalysisResult& a = state()->analysis();
    QStringList found;
    for (const analysis::BreakEvenResult& b : a.breakEven) {
        if (b.definition != analysis::BreakEvenDefinition::EfficiencyThreshold ||
            b.series != "all") // per family: in the tooltip (captionDetails)
            continue;
        const QString series = QString::fromStdString(analysis::breakEvenSeriesLabel(b));
        switch (b.outcome) {
        case analysis::BreakEvenOutcome::Found:
            found << tr("%1 N* ≈ %2")
                         .arg(series,
                              QString::fromStdString(analysis::formatApprox(b.accelerators)));
            break;
        case analysis::BreakEvenOutcome::AtOrAbove:
            found << tr("%1 N* ≥ %2")
                         .arg(series,
                              QString::fromStdString(analysis::formatAccelerators(b.accelerators)));
            break;
        case analysis::BreakEvenOutcome::Below:
            found << tr("%1: no N meets τ").arg(series);
            break;
        default:
            break;
        }
    }
    return tr("E′ = (N_ref·T_ref)/(N·T), derived (not an MLPerf result). ◆ largest N with "
              "E′ ≥ τ = %1: %2. %3 %4")
               .arg(locale.toString(state()->analysisParams().breakEven.tau, 'f', 2),
                    found.isEmpty() ? tr("none") : found.join(QStringLiteral("; ")),
                    referenceCaption(),
                    ChartText::clusterCaption(*state(), !clustersInChartSpace())) +
           ScalingOverlays::caption(*state(), ScalingOverlays::Metric::Efficiency);
}

QString EfficiencyChartView::captionDetails() const {
    QStringList lines{tr("Break-even (efficiency threshold): the largest N with E′ ≥ τ, "
                         "interpolated in log₂ N between the bracketing points; black ◆ all "
                         "points, coloured ◆ per family.")};
    for (const analysis::BreakEvenResult& b : state()->analysis().breakEven) {
        if (b.definition != analysis::BreakEvenDefinition::EfficiencyThreshold)
            continue;
        const QString series = QString::fromStdString(analysis::breakEvenSeriesLabel(b));
        if (const std::string leftOut = text::thresholdLeftOut(b); !leftOut.empty()) {
            lines << tr("%1: %2").arg(series, QString::fromStdString(leftOut));
            continue;
        }
        switch (b.outcome) {
        case analysis::BreakEvenOutcome::Found:
            lines << tr("%1: N* ≈ %2")
                         .arg(series,
                              QString::fromStdString(analysis::formatApprox(b.accelerators)));
            break;
        case analysis::BreakEvenOutcome::AtOrAbove:
            lines << tr("%1: N* ≥ %2")
                         .arg(series,
                              QString::fromStdString(analysis::formatAccelerators(b.accelerators)));
            break;
        case analysis::BreakEvenOutcome::Below:
            lines << tr("%1: no N meets τ").arg(series);
            break;
        default:
            break;
        }
    }
    return lines.join(QLatin1Char('\n')) + QStringLiteral("\n") +
           ScatterChartView::captionDetails();
}

} // namespace mlpe
