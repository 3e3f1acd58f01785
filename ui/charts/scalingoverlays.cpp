#include "scalingoverlays.h"

#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QCoreApplication>
#include <QXYSeries>
#include <algorithm>
#include <cmath>
#include <map>

namespace mlpe {

using namespace analysis;

std::vector<ErrorBarItem::Bar> ScalingOverlays::errorBars(const ExplorerState& state,
                                                          Metric metric) {
    std::vector<ErrorBarItem::Bar> bars;
    const QStringList view = state.familiesInScope();
    const auto& points = state.analysisPoints();
    const AnalysisResult& result = state.analysis();
    for (std::size_t i = 0; i < points.size() && i < result.points.size(); ++i) {
        const PointResult& r = result.points[i];
        if (r.state != PointState::InView && r.state != PointState::Excluded)
            continue;
        double low = kNaN, high = kNaN;
        switch (metric) {
        case Metric::Minutes:
            low = r.minutesMin;
            high = r.minutesMax;
            break;
        case Metric::Speedup:
            low = r.speedupLow;
            high = r.speedupHigh;
            break;
        case Metric::Efficiency:
            low = r.efficiencyLow;
            high = r.efficiencyHigh;
            break;
        }
        if (!(low > 0.0) || !(high > 0.0) || !std::isfinite(low) || !std::isfinite(high))
            continue; // no runs, or an end a log axis cannot show
        const double n = points[i].accelerators;
        const QColor colour =
            r.state == PointState::Excluded
                ? FamilyPalette::excludedColour()
                : FamilyLooks::styleIn(QString::fromStdString(points[i].family), view).colour;
        bars.push_back({QPointF(n, low), QPointF(n, high), colour});
    }
    return bars;
}

const ScalingFit* ScalingOverlays::preferredFit(const ExplorerState& state,
                                                const std::string& series) {
    const ScalingFit* amdahl = nullptr;
    const ScalingFit* usl = nullptr;
    for (const ScalingFit& f : state.analysis().fits) {
        if (f.series != series || f.outcome != FitOutcome::Fitted)
            continue;
        (f.model == FitModel::Usl ? usl : amdahl) = &f;
    }
    // The USL only when its extra parameter earns its keep (AICc lower by at least 2).
    if (usl && amdahl && std::isfinite(usl->aicc) && std::isfinite(amdahl->aicc) &&
        usl->aicc <= amdahl->aicc - 2.0)
        return usl;
    return amdahl ? amdahl : usl;
}

std::vector<ScalingOverlays::Curve> ScalingOverlays::fitCurves(const ExplorerState& state,
                                                               Metric metric) {
    std::vector<Curve> curves;
    const QStringList view = state.familiesInScope();
    const AnalysisResult& result = state.analysis();
    const auto& points = state.analysisPoints();
    // Each series' own N range (no extrapolation) and the reference its points are measured
    // against.
    std::map<std::string, std::pair<double, double>> range;
    std::map<std::string, int> reference;
    for (std::size_t i = 0; i < points.size() && i < result.points.size(); ++i) {
        const PointResult& r = result.points[i];
        if (r.state != PointState::InView)
            continue;
        const double n = points[i].accelerators;
        for (const std::string& series : {std::string("all"), points[i].family}) {
            auto [it, added] = range.try_emplace(series, n, n);
            it->second.first = std::min(it->second.first, n);
            it->second.second = std::max(it->second.second, n);
        }
        reference[points[i].family] = r.reference;
    }
    const bool single = result.references.size() == 1;
    if (single)
        reference["all"] = 0;
    for (const auto& [series, extent] : range) {
        const ScalingFit* fit = preferredFit(state, series);
        if (!fit)
            continue;
        const auto ref = reference.find(series);
        if (metric == Metric::Efficiency && (ref == reference.end() || ref->second < 0))
            continue; // pooled "all": no one reference to measure E' against
        Curve curve;
        curve.all = series == "all";
        curve.colour = curve.all
                           ? QColor(0x33, 0x33, 0x33)
                           : FamilyLooks::styleIn(QString::fromStdString(series), view).colour;
        curve.label = QStringLiteral("%1, %2").arg(
            fit->model == FitModel::Usl ? QStringLiteral("USL") : QStringLiteral("Amdahl"),
            QString::fromStdString(series));
        double gRef = kNaN;
        if (metric == Metric::Efficiency)
            gRef = result.references[static_cast<std::size_t>(ref->second)].acceleratorMinutes;
        constexpr int samples = 48;
        const double l0 = std::log2(extent.first), l1 = std::log2(extent.second);
        for (int s = 0; s <= samples; ++s) {
            const double n = std::exp2(l0 + (l1 - l0) * s / samples);
            const double t = fit->minutesAt(n);
            // E' of the fitted time against the reference the points use: N_ref T_ref / (N T).
            const double y = metric == Metric::Minutes ? t : gRef / (n * t);
            if (y > 0.0 && std::isfinite(y))
                curve.points << QPointF(n, y);
        }
        if (curve.points.size() >= 2)
            curves.push_back(std::move(curve));
    }
    return curves;
}

void ScalingOverlays::draw(const ExplorerState& state, Metric metric, ErrorBarItem* bars,
                           QAbstractSeries* mapping, ValueBox& range, const LineFactory& addLine) {
    std::vector<ErrorBarItem::Bar> list;
    if (state.showErrorBars())
        list = errorBars(state, metric);
    for (const ErrorBarItem::Bar& bar : list) {
        range.include(bar.low);
        range.include(bar.high);
    }
    const bool anyBar = !list.empty();
    bars->setBars(std::move(list), mapping);
    if (anyBar)
        addLine(SeriesRole::OverlayKey,
                QCoreApplication::translate("mlpe::ScalingOverlays", "Run-to-run spread"),
                QPen(QColor(0x55, 0x55, 0x55, 190), 1.3), true);
    if (!state.analysisParams().fits.enabled || metric == Metric::Speedup)
        return;
    const std::vector<Curve> curves = fitCurves(state, metric);
    const bool anyFamily =
        std::any_of(curves.begin(), curves.end(), [](const Curve& c) { return !c.all; });
    const bool anyAll =
        std::any_of(curves.begin(), curves.end(), [](const Curve& c) { return c.all; });
    if (anyFamily)
        addLine(
            SeriesRole::OverlayKey,
            QCoreApplication::translate("mlpe::ScalingOverlays", "Fit per family (Amdahl / USL)"),
            QPen(QColor(0x44, 0x44, 0x44), 1.8), true);
    if (anyAll)
        addLine(SeriesRole::OverlayKey,
                QCoreApplication::translate("mlpe::ScalingOverlays", "Fit, all points"),
                allPointsPen(), true);
    for (const Curve& curve : curves) {
        const QPen pen = curve.all ? allPointsPen() : QPen(curve.colour, 1.8, Qt::SolidLine);
        QXYSeries* line = addLine(SeriesRole::FitCurve, curve.label, pen, false);
        line->replace(curve.points);
    }
}

QPen ScalingOverlays::allPointsPen() {
    QPen pen(QColor(0x33, 0x33, 0x33, 130), 3.4, Qt::SolidLine);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

QString ScalingOverlays::caption(const ExplorerState& state, Metric metric) {
    QStringList parts;
    if (state.showErrorBars())
        parts << QCoreApplication::translate(
            "mlpe::ScalingOverlays", "Bars: run-to-run spread (fastest–slowest kept run; for S "
                                     "and E′ with the reference's own spread).");
    if (state.analysisParams().fits.enabled && metric != Metric::Speedup)
        parts << QCoreApplication::translate(
            "mlpe::ScalingOverlays",
            "Curves: Amdahl or USL fit per family (USL when AICc is lower by ≥ 2), the envelope "
            "of different submitted systems, not one machine scaled out; all points: thick grey.");
    if (state.analysisParams().fits.enabled && metric != Metric::Speedup) {
        const ScalingFit* all = preferredFit(state, "all");
        // Said only where the pooled curve is drawn (no E' curve without one reference).
        if (all && !all->note.empty() && (metric == Metric::Minutes || !all->referenceKey.empty()))
            parts << QCoreApplication::translate("mlpe::ScalingOverlays", "The grey curve %1.")
                         .arg(QString::fromStdString(all->note));
    }
    return parts.isEmpty() ? QString() : QLatin1Char(' ') + parts.join(QLatin1Char(' '));
}

} // namespace mlpe
