#include "analysisreportwriter.h"

#include "core/analysis/analysislabels.h"
#include "core/io/csvtext.h"
#include "core/io/onelinetext.h"
#include "core/text/energysummarytext.h"
#include "core/text/hardwaremixwarning.h"
#include "core/text/numberwords.h"
#include "core/text/sensitivityverdict.h"
#include "costreport.h"
#include "hardwarefitreport.h"
#include "numbertext.h"
#include "reportjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace mlpe {

namespace json = ReportJson;

using namespace analysis;
using namespace text;

namespace {

// "submitter/system" of the point's reference, as --reference takes it (the round and the
// benchmark are those of the view).
QString referenceOf(const std::vector<AnalysisPoint>& points, const AnalysisResult& result,
                    const PointResult& p) {
    if (p.reference < 0)
        return {};
    const AnalysisPoint& ref =
        points[result.references[static_cast<std::size_t>(p.reference)].pointIndex];
    return json::text(ref.submitter + '/' + ref.system);
}

} // namespace

QJsonObject AnalysisReportWriter::breakEvenJson(const BreakEvenResult& b) {
    QJsonObject o;
    o[QStringLiteral("definition")] = json::text(breakEvenDefinitionLabel(b.definition));
    o[QStringLiteral("series")] = json::text(b.series);
    o[QStringLiteral("outcome")] = json::text(breakEvenOutcomeLabel(b.outcome));
    o[QStringLiteral("parameter")] = json::number(b.parameter);
    o[QStringLiteral("accelerators")] = json::number(b.accelerators);
    o[QStringLiteral("score_minutes")] = json::number(b.minutes);
    o[QStringLiteral("accelerator_minutes")] = json::number(b.acceleratorMinutes);
    o[QStringLiteral("efficiency")] = json::number(b.efficiency);
    o[QStringLiteral("point")] = json::textOrNull(b.pointKey);
    o[QStringLiteral("upper_point")] = json::textOrNull(b.upperKey);
    o[QStringLiteral("inputs")] = json::text(b.inputs);
    o[QStringLiteral("reason")] = json::textOrNull(b.reason);
    o[QStringLiteral("pooled_references")] = b.pooledReferences;
    const bool threshold = b.definition == BreakEvenDefinition::EfficiencyThreshold;
    o[QStringLiteral("accelerators_low")] = json::number(b.acceleratorsLow);
    o[QStringLiteral("accelerators_high")] = json::number(b.acceleratorsHigh);
    o[QStringLiteral("interval_resamples")] =
        threshold && b.resamples > 0 ? QJsonValue(b.intervalResamples) : QJsonValue();
    o[QStringLiteral("resamples")] =
        threshold && b.resamples > 0 ? QJsonValue(b.resamples) : QJsonValue();
    return o;
}

namespace {

QJsonObject intervalJson(const Interval& i) {
    QJsonObject o;
    o[QStringLiteral("low")] = json::number(i.low);
    o[QStringLiteral("high")] = json::number(i.high);
    return o;
}

QJsonObject fitJson(const ScalingFit& f) {
    const bool fitted = f.outcome == FitOutcome::Fitted;
    QJsonObject o;
    o[QStringLiteral("series")] = json::text(f.series);
    o[QStringLiteral("model")] = json::text(fitModelLabel(f.model));
    o[QStringLiteral("outcome")] = json::text(fitOutcomeLabel(f.outcome));
    o[QStringLiteral("reason")] = json::textOrNull(f.reason);
    o[QStringLiteral("t1_minutes")] = json::number(f.t1Minutes);
    o[QStringLiteral("sigma")] = json::number(f.sigma);
    o[QStringLiteral("kappa")] = json::number(f.kappa);
    o[QStringLiteral("sse")] = json::number(f.sse);
    o[QStringLiteral("r2")] = json::number(f.r2);
    o[QStringLiteral("aicc")] = json::number(f.aicc);
    o[QStringLiteral("peak_accelerators")] = json::number(f.peakAccelerators);
    o[QStringLiteral("points")] = f.points;
    o[QStringLiteral("distinct_accelerators")] = f.distinctAccelerators;
    o[QStringLiteral("reference")] = json::textOrNull(f.referenceKey);
    o[QStringLiteral("reference_accelerators")] =
        f.referenceAccelerators > 0 ? QJsonValue(f.referenceAccelerators) : QJsonValue();
    o[QStringLiteral("note")] = json::textOrNull(f.note);
    o[QStringLiteral("sigma_interval")] = intervalJson(f.sigmaInterval);
    o[QStringLiteral("kappa_interval")] = intervalJson(f.kappaInterval);
    o[QStringLiteral("peak_interval")] = intervalJson(f.peakInterval);
    o[QStringLiteral("resamples")] = fitted ? QJsonValue(f.resamples) : QJsonValue();
    o[QStringLiteral("peak_resamples")] = fitted ? QJsonValue(f.peakResamples) : QJsonValue();
    return o;
}

QString fitLine(const ScalingFit& f) {
    QString line = QStringLiteral("fit %1 [%2]: ")
                       .arg(json::text(fitModelLabel(f.model)), json::text(f.series));
    if (f.outcome != FitOutcome::Fitted)
        return line + QStringLiteral("not fitted (%1)").arg(json::text(f.reason));
    line += QStringLiteral("T1 %1 min, sigma %2, kappa %3, SSE %4, R2 %5, AICc %6")
                .arg(NumberText::approx(f.t1Minutes), NumberText::approx(f.sigma),
                     NumberText::approx(f.kappa), NumberText::approx(f.sse),
                     NumberText::approx(f.r2), NumberText::approx(f.aicc));
    if (std::isfinite(f.peakAccelerators))
        line += QStringLiteral(", N_peak %1").arg(NumberText::approx(f.peakAccelerators));
    // Amdahl has no kappa and no peak: its interval is sigma's alone. No header without an
    // interval under it (a fit whose resamples gave no sigma interval says nothing here). Named
    // as what they are: the project simulates no coverage for them, so "95 %" is only their
    // nominal level.
    const bool sigmaInterval =
        std::isfinite(f.sigmaInterval.low) && std::isfinite(f.sigmaInterval.high);
    if (f.resamples > 0 && sigmaInterval && f.model == FitModel::Amdahl)
        line += QStringLiteral("; case-bootstrap percentile intervals (nominal 95 %, coverage not "
                               "simulated; %1 resamples): sigma %2–%3")
                    .arg(json::text(formatCount(f.resamples)))
                    .arg(NumberText::approx(f.sigmaInterval.low),
                         NumberText::approx(f.sigmaInterval.high));
    else if (f.resamples > 0 && sigmaInterval)
        line += QStringLiteral("; case-bootstrap percentile intervals (nominal 95 %, coverage not "
                               "simulated; %1 resamples): sigma %2–%3, kappa %4–%5, N_peak %6 "
                               "(%7 resamples with a peak)")
                    .arg(json::text(formatCount(f.resamples)))
                    .arg(NumberText::approx(f.sigmaInterval.low),
                         NumberText::approx(f.sigmaInterval.high),
                         NumberText::approx(f.kappaInterval.low),
                         NumberText::approx(f.kappaInterval.high), json::text(peakIntervalText(f)))
                    .arg(json::text(formatCount(f.peakResamples)));
    line += f.referenceKey.empty()
                ? QStringLiteral("; E′_fit: none (its points use different references)")
                : QStringLiteral("; E′_fit against %1 (N = %2)")
                      .arg(json::text(f.referenceKey),
                           json::text(formatAccelerators(f.referenceAccelerators)));
    if (!f.note.empty())
        line += QStringLiteral("; note: %1").arg(json::text(f.note));
    return line;
}

// The point count of a series, read from its inputs ("..., 14 point(s)"): -1 when not stated.
int pointCountOf(const BreakEvenResult& b) {
    const std::string::size_type end = b.inputs.rfind(" point(s)");
    if (end == std::string::npos)
        return -1;
    std::string::size_type begin = end;
    while (begin > 0 && std::isdigit(static_cast<unsigned char>(b.inputs[begin - 1])))
        --begin;
    return begin == end ? -1 : std::stoi(b.inputs.substr(begin, end - begin));
}

QString breakEvenLine(const BreakEvenResult& b) {
    QString line = QStringLiteral("break-even %1 [%2]: ")
                       .arg(json::text(breakEvenDefinitionLabel(b.definition)),
                            json::text(breakEvenSeriesLabel(b)));
    const int count = pointCountOf(b);
    const bool threshold = b.definition == BreakEvenDefinition::EfficiencyThreshold;
    // A series of one point, or of points all at one N, says nothing about where E' falls below
    // tau: its N* would be that N compared with the reference only. Left out, with the reason.
    if (const std::string leftOut = thresholdLeftOut(b); !leftOut.empty())
        return line + QStringLiteral("%1; %2").arg(json::text(leftOut), json::text(b.inputs));
    if (threshold && count == 1)
        return line + QStringLiteral("left out: 1 point (a break-even needs points at two N or "
                                     "more); %1")
                          .arg(json::text(b.inputs));
    if (threshold) {
        // A bound is a bound ("N* ≥ 3,472"), a found N* carries its interval by name.
        switch (b.outcome) {
        case BreakEvenOutcome::Found: {
            const std::string interval = thresholdInterval(b);
            line += QStringLiteral("N* ≈ %1").arg(json::text(
                formatApprox(b.accelerators, interval.empty() ? 3 : thresholdDigits(b))));
            const std::string caveat = thresholdIntervalCaveat(b);
            if (!interval.empty())
                line += QStringLiteral(" (95 % run-to-run bootstrap interval %1)")
                            .arg(json::text(interval));
            else if (!caveat.empty())
                line += QStringLiteral(" (run-to-run bootstrap: %1)").arg(json::text(caveat));
            break;
        }
        case BreakEvenOutcome::AtOrAbove:
            line += QStringLiteral("N* ≥ %1").arg(json::text(formatAccelerators(b.accelerators)));
            break;
        case BreakEvenOutcome::Below:
            line += QStringLiteral("N* below the smallest N");
            break;
        default:
            line += json::text(breakEvenOutcomeLabel(b.outcome));
        }
    } else {
        line += json::text(breakEvenOutcomeLabel(b.outcome));
        if (std::isfinite(b.accelerators))
            line += QStringLiteral(", N = %1").arg(json::text(formatAccelerators(b.accelerators)));
    }
    if (!b.pointKey.empty())
        line += QStringLiteral(", point %1").arg(json::text(b.pointKey));
    if (!b.upperKey.empty())
        line += QStringLiteral(" (next: %1)").arg(json::text(b.upperKey));
    line += QStringLiteral("; %1").arg(json::text(b.inputs));
    if (!b.reason.empty())
        line += QStringLiteral("; %1").arg(json::text(b.reason));
    return line;
}

} // namespace

QString AnalysisReportWriter::number(double value) {
    if (!std::isfinite(value))
        return {};
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return QString::fromLatin1(buffer, static_cast<int>(end - buffer));
}

std::vector<std::size_t> AnalysisReportWriter::rowOrder(const std::vector<AnalysisPoint>& points,
                                                        const AnalysisResult& result) {
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (result.points[i].state == PointState::InView)
            rows.push_back(i);
    std::sort(rows.begin(), rows.end(), [&](std::size_t a, std::size_t b) {
        const AnalysisPoint& pa = points[a];
        const AnalysisPoint& pb = points[b];
        if (pa.accelerators != pb.accelerators)
            return pa.accelerators < pb.accelerators;
        if (pa.minutes != pb.minutes)
            return pa.minutes < pb.minutes;
        return pa.key < pb.key;
    });
    return rows;
}

QByteArray AnalysisReportWriter::toCsv(const std::vector<AnalysisPoint>& points,
                                       const AnalysisResult& result) {
    QString out = QStringLiteral(
        "round,submitter,system,accelerator_family,accelerators,score_minutes,reference,speedup,"
        "efficiency,accelerator_minutes,cluster,silhouette,pareto,energy_joules,"
        "energy_per_accelerator_minute");
    // Money only with the user's prices: without them the bytes stay as they were.
    const bool money = result.cost.enabled;
    out += money ? QStringLiteral(",cost_to_train,currency\n") : QStringLiteral("\n");
    for (std::size_t i : rowOrder(points, result)) {
        const AnalysisPoint& p = points[i];
        const PointResult& r = result.points[i];
        QStringList cells{
            csvField(json::text(p.round)),
            csvField(json::text(p.submitter)),
            csvField(json::text(p.system)),
            csvField(json::text(p.family)),
            QString::number(p.accelerators),
            number(p.minutes),
            csvField(referenceOf(points, result, r)),
            number(r.speedup),
            number(r.efficiency),
            number(r.acceleratorMinutes),
            r.cluster < 0 ? QString() : QString::number(r.cluster),
            number(r.silhouette),
            r.pareto ? QStringLiteral("true") : QStringLiteral("false"),
            // Measured energy only (power logs); empty for every other set, never estimated.
            p.energyJoules ? number(*p.energyJoules) : QString(),
            number(r.energyPerAcceleratorMinute),
        };
        if (money)
            cells << (r.costToTrain ? number(*r.costToTrain) : QString())
                  << csvField(json::text(result.cost.currency));
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray AnalysisReportWriter::summaryText(const AnalysisResult& result) {
    return summaryText(result, {});
}

QByteArray AnalysisReportWriter::summaryText(const AnalysisResult& result,
                                             const std::vector<AnalysisPoint>& points) {
    QStringList lines;
    lines << QStringLiteral("points in view: %1").arg(result.pointsInView);
    lines << QStringLiteral("reference (%1): %2")
                 .arg(json::text(referenceStrategyLabel(result.reference.applied)),
                      json::text(result.reference.description));
    if (const std::string mix = hardwareMixWarning(points, result); !mix.empty())
        lines << QStringLiteral("hardware mix: %1").arg(json::text(mix));
    if (result.reference.fellBack)
        lines << QStringLiteral("reference fallback: %1").arg(json::text(result.reference.reason));
    for (const BreakEvenResult& b : result.breakEven)
        lines << breakEvenLine(b);
    const ClusteringResult& c = result.clustering;
    if (c.performed) {
        QStringList features;
        for (Feature f : c.features)
            features << json::text(featureLabel(f));
        lines << QStringLiteral("clustering: chosen k = %1 (%2), mean silhouette %3; features %4, "
                                "%5 standardisation, seed %6")
                     .arg(c.chosenK)
                     .arg(!c.autoK         ? QStringLiteral("fixed")
                          : c.chosenK >= 2 ? QStringLiteral("auto: best mean silhouette")
                                           : QStringLiteral("auto: too few points, one cluster"))
                     .arg(NumberText::approx(c.meanSilhouette))
                     .arg(features.join(QLatin1Char('+')),
                          json::text(standardisationLabel(c.standardisation)))
                     .arg(c.seed);
        for (const KDiagnostic& d : c.diagnostics)
            lines << QStringLiteral("k = %1: wcss %2, mean silhouette %3")
                         .arg(d.k)
                         .arg(NumberText::approx(d.wcss), NumberText::approx(d.meanSilhouette));
    }
    if (result.sensitivity.performed)
        lines << sensitivityLine(result.sensitivity);
    for (const ScalingFit& f : result.fits)
        lines << fitLine(f);
    lines << HardwareFitReport::summaryLine(result.hardwareControlled);
    lines << QString::fromStdString(energySummaryText(result.energy));
    lines << CostReport::summaryLines(result.cost);
    for (const std::string& n : result.notes)
        lines << QStringLiteral("note: %1").arg(json::text(n));
    // Each line one line: names from the data, the price file or the command line (a family
    // with a newline, a currency with an escape sequence) cannot break it or drive a terminal.
    for (QString& line : lines)
        line = oneLine(line);
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

QByteArray AnalysisReportWriter::toJson(const std::vector<AnalysisPoint>& points,
                                        const AnalysisResult& result, const AnalysisParams& params,
                                        HardwareGrouping grouping) {
    QJsonObject parameters;
    parameters[QStringLiteral("rounds")] = json::textArray(params.filter.rounds);
    parameters[QStringLiteral("benchmark")] = json::text(params.filter.benchmark);
    parameters[QStringLiteral("families")] = json::textArray(params.filter.families);
    // Only when not the default, so that family-grouped reports keep their bytes.
    if (grouping != HardwareGrouping::Family)
        parameters[QStringLiteral("group_by")] =
            QString::fromStdString(hardwareGroupingLabel(grouping));
    parameters[QStringLiteral("excluded")] = json::textArray(params.filter.excludedKeys);
    parameters[QStringLiteral("tau")] = params.breakEven.tau;
    parameters[QStringLiteral("lambda")] = params.breakEven.lambda;
    parameters[QStringLiteral("pareto_epsilon")] = params.breakEven.paretoEpsilon;
    parameters[QStringLiteral("kneedle_sensitivity")] = params.breakEven.kneedleSensitivity;
    parameters[QStringLiteral("bootstrap_resamples")] =
        params.uncertainty.bootstrap ? params.uncertainty.resamples : 0;
    parameters[QStringLiteral("fit_bootstrap_resamples")] =
        params.fits.bootstrap ? params.fits.resamples : 0;
    parameters[QStringLiteral("interval_level")] = params.uncertainty.level;

    const QJsonObject reference = referenceJson(result);

    QJsonArray rows;
    for (std::size_t i : rowOrder(points, result)) {
        const AnalysisPoint& p = points[i];
        const PointResult& r = result.points[i];
        QJsonObject o;
        o[QStringLiteral("round")] = json::text(p.round);
        o[QStringLiteral("submitter")] = json::text(p.submitter);
        o[QStringLiteral("system")] = json::text(p.system);
        o[QStringLiteral("accelerator_family")] = json::text(p.family);
        o[QStringLiteral("accelerators")] = p.accelerators;
        o[QStringLiteral("score_minutes")] = json::number(p.minutes);
        o[QStringLiteral("reference")] = referenceOf(points, result, r);
        o[QStringLiteral("speedup")] = json::number(r.speedup);
        o[QStringLiteral("efficiency")] = json::number(r.efficiency);
        o[QStringLiteral("accelerator_minutes")] = json::number(r.acceleratorMinutes);
        o[QStringLiteral("cluster")] = r.cluster < 0 ? QJsonValue() : QJsonValue(r.cluster);
        o[QStringLiteral("silhouette")] = json::number(r.silhouette);
        o[QStringLiteral("pareto")] = r.pareto;
        o[QStringLiteral("runs_valid")] = static_cast<int>(p.runMinutes.size());
        o[QStringLiteral("score_minutes_min")] = json::number(r.minutesMin);
        o[QStringLiteral("score_minutes_max")] = json::number(r.minutesMax);
        o[QStringLiteral("speedup_low")] = json::number(r.speedupLow);
        o[QStringLiteral("speedup_high")] = json::number(r.speedupHigh);
        o[QStringLiteral("efficiency_low")] = json::number(r.efficiencyLow);
        o[QStringLiteral("efficiency_high")] = json::number(r.efficiencyHigh);
        o[QStringLiteral("efficiency_ci_low")] = json::number(r.efficiencyCiLow);
        o[QStringLiteral("efficiency_ci_high")] = json::number(r.efficiencyCiHigh);
        o[QStringLiteral("energy_joules")] =
            p.energyJoules ? json::number(*p.energyJoules) : QJsonValue();
        o[QStringLiteral("energy_per_accelerator_minute")] =
            json::number(r.energyPerAcceleratorMinute);
        if (result.cost.enabled)
            o[QStringLiteral("cost_to_train")] =
                r.costToTrain ? json::number(*r.costToTrain) : QJsonValue();
        rows.append(o);
    }

    QJsonArray breakEven;
    for (const BreakEvenResult& b : result.breakEven)
        breakEven.append(breakEvenJson(b));

    const ClusteringResult& c = result.clustering;
    QJsonObject clustering;
    clustering[QStringLiteral("performed")] = c.performed;
    clustering[QStringLiteral("k")] = c.chosenK;
    clustering[QStringLiteral("auto")] = c.autoK;
    // An exact integer (Qt 6 writes qint64 without rounding; `analyze` takes seeds < 2^63).
    clustering[QStringLiteral("seed")] = static_cast<qint64>(c.seed);
    clustering[QStringLiteral("restarts_per_k")] = c.restartsPerK;
    clustering[QStringLiteral("bayesian_stop")] = c.bayesianStop;
    QStringList features;
    for (Feature f : c.features)
        features << json::text(featureLabel(f));
    clustering[QStringLiteral("features")] = QJsonArray::fromStringList(features);
    clustering[QStringLiteral("standardisation")] =
        json::text(standardisationLabel(c.standardisation));
    clustering[QStringLiteral("mean_silhouette")] = json::number(c.meanSilhouette);
    clustering[QStringLiteral("silhouette_sampled")] = c.silhouetteSampled;
    QJsonArray diagnostics;
    for (const KDiagnostic& d : c.diagnostics) {
        QJsonObject o;
        o[QStringLiteral("k")] = d.k;
        o[QStringLiteral("wcss")] = json::number(d.wcss);
        o[QStringLiteral("mean_silhouette")] = json::number(d.meanSilhouette);
        o[QStringLiteral("restarts")] = d.restarts;
        o[QStringLiteral("distinct_optima")] = d.distinctOptima;
        diagnostics.append(o);
    }
    clustering[QStringLiteral("diagnostics")] = diagnostics;

    const QJsonObject sensitivity = sensitivityJson(result.sensitivity);

    QJsonObject document;
    document[QStringLiteral("parameters")] = parameters;
    document[QStringLiteral("reference")] = reference;
    document[QStringLiteral("points")] = rows;
    document[QStringLiteral("break_even")] = breakEven;
    document[QStringLiteral("clustering")] = clustering;
    document[QStringLiteral("sensitivity")] = sensitivity;
    QJsonArray fits;
    for (const ScalingFit& f : result.fits)
        fits.append(fitJson(f));
    document[QStringLiteral("fits")] = fits;
    document[QStringLiteral("fits_note")] = QStringLiteral(
        "each family's fit is the envelope of different submitted systems of that family, not "
        "one machine scaled out");
    document[QStringLiteral("hardware_controlled")] =
        HardwareFitReport::toJson(result.hardwareControlled);
    QJsonObject energy; // measured from power logs only; never estimated for the other points
    energy[QStringLiteral("measured_points")] = result.energy.measuredPoints;
    energy[QStringLiteral("points_in_view")] = result.energy.pointsInView;
    energy[QStringLiteral("energy_joules_min")] = json::number(result.energy.joulesMin);
    energy[QStringLiteral("energy_joules_max")] = json::number(result.energy.joulesMax);
    energy[QStringLiteral("energy_per_accelerator_minute_min")] =
        json::number(result.energy.perAcceleratorMinuteMin);
    energy[QStringLiteral("energy_per_accelerator_minute_max")] =
        json::number(result.energy.perAcceleratorMinuteMax);
    document[QStringLiteral("energy")] = energy;
    if (result.cost.enabled) {
        std::vector<std::optional<double>> costs;
        for (const PointResult& r : result.points)
            costs.push_back(r.costToTrain);
        document[QStringLiteral("cost")] = CostReport::toJson(points, result.cost, costs);
    }
    document[QStringLiteral("notes")] = json::textArray(result.notes);
    document[QStringLiteral("derived_metrics_note")] =
        QStringLiteral("speedup, efficiency (E′) and accelerator_minutes are derived metrics, not "
                       "official MLPerf results");
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

QJsonObject AnalysisReportWriter::referenceJson(const AnalysisResult& result) {
    QJsonObject reference;
    reference[QStringLiteral("requested")] =
        json::text(referenceStrategyLabel(result.reference.requested));
    reference[QStringLiteral("applied")] =
        json::text(referenceStrategyLabel(result.reference.applied));
    reference[QStringLiteral("fell_back")] = result.reference.fellBack;
    reference[QStringLiteral("reason")] = result.reference.reason.empty()
                                              ? QJsonValue()
                                              : QJsonValue(json::text(result.reference.reason));
    reference[QStringLiteral("description")] = json::text(result.reference.description);
    QJsonArray references;
    for (const ReferenceAssignment& a : result.references) {
        QJsonObject o;
        o[QStringLiteral("family")] = json::textOrNull(a.family);
        o[QStringLiteral("key")] = json::text(a.key);
        o[QStringLiteral("accelerators")] = a.accelerators;
        o[QStringLiteral("score_minutes")] = a.minutes;
        o[QStringLiteral("accelerator_minutes")] = a.acceleratorMinutes;
        references.append(o);
    }
    reference[QStringLiteral("references")] = references;
    return reference;
}

QString AnalysisReportWriter::sensitivityLine(const SensitivityResult& s) {
    // The verdict counts every outcome; min / median / max are over the found ones only.
    return QStringLiteral("reference sensitivity (every reference with N <= %1, tau = %2): %3; "
                          "%4 reference(s): break-even found %5, at or above N_max %6, below %7; "
                          "found N* min %8, median %9, max %10")
        .arg(s.maxReferenceAccelerators)
        .arg(json::text(formatApprox(s.tau)))
        .arg(json::text(sensitivityVerdict(s).text))
        .arg(s.entries.size())
        .arg(s.found)
        .arg(s.atOrAbove)
        .arg(s.below)
        .arg(NumberText::approx(s.minAccelerators), NumberText::approx(s.medianAccelerators),
             NumberText::approx(s.maxAccelerators));
}

QJsonObject AnalysisReportWriter::sensitivityJson(const SensitivityResult& s) {
    const SensitivityVerdict v = sensitivityVerdict(s);
    QJsonObject sensitivity;
    sensitivity[QStringLiteral("performed")] = s.performed;
    sensitivity[QStringLiteral("max_reference_accelerators")] = s.maxReferenceAccelerators;
    sensitivity[QStringLiteral("tau")] = json::number(s.tau);
    sensitivity[QStringLiteral("references")] = v.references;
    sensitivity[QStringLiteral("found")] = v.found;
    sensitivity[QStringLiteral("at_or_above")] = v.atOrAbove;
    sensitivity[QStringLiteral("below")] = v.below;
    sensitivity[QStringLiteral("not_available")] = v.notAvailable;
    sensitivity[QStringLiteral("at_or_above_accelerators")] = json::number(v.largestN);
    sensitivity[QStringLiteral("verdict")] = json::text(v.text);
    sensitivity[QStringLiteral("min_accelerators")] = json::number(s.minAccelerators);
    sensitivity[QStringLiteral("median_accelerators")] = json::number(s.medianAccelerators);
    sensitivity[QStringLiteral("max_accelerators")] = json::number(s.maxAccelerators);
    QJsonArray entries;
    for (const SensitivityEntry& e : s.entries) {
        QJsonObject o = breakEvenJson(e.threshold);
        o[QStringLiteral("reference")] = json::text(e.referenceKey);
        o[QStringLiteral("reference_accelerators")] = e.referenceAccelerators;
        o[QStringLiteral("reference_minutes")] = e.referenceMinutes;
        entries.append(o);
    }
    sensitivity[QStringLiteral("entries")] = entries;
    return sensitivity;
}

} // namespace mlpe
