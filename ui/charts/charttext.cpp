#include "charttext.h"

#include "core/analysis/analysislabels.h"
#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/numberformat.h"
#include "core/model/benchmarkcatalog.h"
#include "ui/state/explorerstate.h"
#include "ui/state/referencetext.h"

#include <QLocale>
#include <cmath>

namespace mlpe {

QString ChartText::pointToolTip(const ExplorerState& state, int row) {
    if (row < 0 || size_t(row) >= state.rows().size())
        return {};
    const ExplorerRow& r = state.rows()[size_t(row)];
    const analysis::PointResult* p = state.pointResult(r);
    const ResultSet& set = *r.set;
    const QLocale locale;
    auto num = [&](double v, int decimals) {
        return std::isfinite(v) ? locale.toString(v, 'f', decimals) : QStringLiteral("—");
    };
    QStringList lines;
    lines << QStringLiteral("<b>%1</b>").arg(set.systemDescription.systemName.toHtmlEscaped());
    lines << tr("%1 · v%2 · %3")
                 .arg(set.submitter.toHtmlEscaped(), set.round,
                      set.systemDescription.accelerator.family.toHtmlEscaped());
    lines << tr("N = %1 · T = %2 min")
                 .arg(set.accelerators())
                 .arg(num(set.scoreMinutes.value_or(NAN), 3));
    if (p) {
        lines << tr("S = %1 · E′ = %2 · G = %3 acc·min")
                     .arg(num(p->speedup, 2), num(p->efficiency, 3), num(p->acceleratorMinutes, 0));
        if (std::isfinite(p->minutesMin))
            lines << tr("Run spread: T %1–%2 min · S %3–%4 · E′ %5–%6")
                         .arg(num(p->minutesMin, 2), num(p->minutesMax, 2), num(p->speedupLow, 2),
                              num(p->speedupHigh, 2), num(p->efficiencyLow, 3),
                              num(p->efficiencyHigh, 3));
        lines << (p->cluster >= 0 ? tr("Cluster %1 (silhouette %2)")
                                        .arg(p->cluster + 1)
                                        .arg(num(p->silhouette, 2))
                                  : tr("No cluster"));
        if (p->isReference)
            lines << tr("<i>Reference</i>");
        if (p->pareto)
            lines << tr("On the Pareto frontier");
        lines << energyAndCostLines(state, r);
    }
    if (r.excluded)
        lines << tr("<i>Excluded from every calculation</i>");
    lines << tr("<small>S, E′, G: derived, not official MLPerf results</small>");
    return lines.join(QStringLiteral("<br>"));
}

QStringList ChartText::energyAndCostLines(const ExplorerState& state, const ExplorerRow& row) {
    const analysis::PointResult* p = state.pointResult(row);
    if (!p)
        return {};
    const QLocale locale;
    QStringList lines;
    // Measured only (power logs): a set without them gets no energy line, never an estimate.
    if (const std::optional<double>& joules = row.set->energyJoules) {
        // 3 significant figures, as in every sentence (numberwords.h): "20.6 MJ, 58.8 kJ".
        const QString mj = QString::fromStdString(analysis::formatApprox(*joules / 1e6));
        lines << (std::isfinite(p->energyPerAcceleratorMinute)
                      ? tr("Energy: %1 MJ, %2 kJ per accelerator-minute")
                            .arg(mj, QString::fromStdString(analysis::formatApprox(
                                         p->energyPerAcceleratorMinute / 1e3)))
                      : tr("Energy: %1 MJ").arg(mj));
    }
    const analysis::CostResult& cost = state.analysis().cost;
    if (!cost.enabled)
        return lines; // no prices: nothing in money
    const QString currency = QString::fromStdString(cost.currency).toHtmlEscaped();
    const analysis::AnalysisPoint& point = state.analysisPoints()[size_t(row.point)];
    if (p->costToTrain)
        lines << tr("Cost to train: %1 %2").arg(locale.toString(*p->costToTrain, 'f', 2), currency);
    else if (!point.pricePerAcceleratorHour)
        lines << tr("No price for %1").arg(QString::fromStdString(point.family).toHtmlEscaped());
    return lines;
}

QString ChartText::referenceCaption(const ExplorerState& state) {
    return ReferenceText::caption(state);
}

QString ChartText::referenceDetails(const ExplorerState& state) {
    return tr("Reference(s):\n%1").arg(ReferenceText::details(state));
}

QString ChartText::clusterCaption(const ExplorerState& state, bool projected) {
    const analysis::ClusteringResult& c = state.analysis().clustering;
    if (!c.performed)
        return tr("No clusters (too few points).");
    return projected ? tr("Dashed: k-means clusters (k = %1), computed on their own features and "
                          "projected onto these axes; ★ centroids.")
                           .arg(c.chosenK)
                     : tr("Dashed: k-means clusters, k = %1; ★ centroids.").arg(c.chosenK);
}

QString ChartText::roundText(const ExplorerState& state) {
    const QString round = state.filter().round();
    return round.isEmpty() ? tr("MLPerf Training, all rounds")
                           : tr("MLPerf Training v%1").arg(round);
}

QString ChartText::referenceShort(const ExplorerState& state) {
    const analysis::AnalysisResult& a = state.analysis();
    if (a.references.empty())
        return tr("no reference");
    if (a.references.size() > 1)
        return tr("references: one per %1")
            .arg(QString::fromStdString(
                analysis::hardwareGroupNoun(analysis::groupingOf(state.analysisPoints()), false)));
    return tr("reference: %1").arg(ReferenceText::displayName(state, a.references.front()));
}

QString ChartText::chartTitle(const ExplorerState& state, const QString& what) {
    const QString benchmark = benchmarkDisplayName(state.filter().benchmark);
    // Two lines: a long reference name would otherwise be elided off the end of the title.
    return tr("%1 — %2, %3<br><span style=\"font-weight:normal\">%4</span>")
        .arg(what.toHtmlEscaped(),
             (benchmark.isEmpty() ? tr("all benchmarks") : benchmark).toHtmlEscaped(),
             roundText(state).toHtmlEscaped(), referenceShort(state).toHtmlEscaped());
}

QString ChartText::clusterDetails(const ExplorerState& state) {
    const analysis::ClusteringResult& c = state.analysis().clustering;
    if (!c.performed)
        return {};
    QStringList features;
    for (analysis::Feature f : c.features)
        features << QString::fromStdString(analysis::featureLabel(f));
    return tr("Clusters: k-means++, k = %1%2, features %3, %4 standardisation, seed %5.")
        .arg(c.chosenK)
        .arg(c.autoK ? tr(" by best silhouette") : QString())
        .arg(features.join(QStringLiteral(", ")),
             QString::fromStdString(analysis::standardisationLabel(c.standardisation)))
        .arg(c.seed);
}

} // namespace mlpe
