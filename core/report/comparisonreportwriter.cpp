#include "comparisonreportwriter.h"

#include "analysisreportwriter.h"
#include "core/analysis/analysislabels.h"
#include "core/io/csvtext.h"
#include "core/io/onelinetext.h"
#include "core/text/numberwords.h"
#include "core/text/sensitivityverdict.h"
#include "costreport.h"
#include "hardwarefitreport.h"
#include "reportjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <cmath>

namespace mlpe {

namespace json = ReportJson;

using namespace analysis;
using namespace text;

namespace {

QString num(double v) {
    return AnalysisReportWriter::number(v);
}

// submitter/system of reference `index` of `result`; empty when none.
QString referenceName(const std::vector<AnalysisPoint>& points, const AnalysisResult& result,
                      int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= result.references.size())
        return {};
    const AnalysisPoint& p = points[result.references[static_cast<std::size_t>(index)].pointIndex];
    return json::text(p.submitter + '/' + p.system);
}

QString rank(int r) {
    return r > 0 ? QString::number(r) : QString();
}

QJsonObject scenarioJson(const std::vector<AnalysisPoint>& points,
                         const ComparisonScenario& scenario, const AnalysisResult& result) {
    QJsonObject o;
    o[QStringLiteral("label")] = ComparisonReportWriter::scenarioLabel(scenario);
    o[QStringLiteral("strategy")] = json::text(referenceStrategyLabel(scenario.reference.strategy));
    o[QStringLiteral("pick")] = scenario.reference.userKey.empty()
                                    ? QJsonValue()
                                    : QJsonValue(json::text(scenario.reference.userKey));
    QJsonArray families;
    for (const std::string& f : scenario.families)
        families.append(json::text(f));
    o[QStringLiteral("families")] = families;
    o[QStringLiteral("points_in_view")] = result.pointsInView;
    o[QStringLiteral("reference")] = AnalysisReportWriter::referenceJson(result);
    QJsonArray breakEven;
    for (const BreakEvenResult& b : result.breakEven)
        breakEven.append(AnalysisReportWriter::breakEvenJson(b));
    o[QStringLiteral("break_even")] = breakEven;
    o[QStringLiteral("sensitivity")] = AnalysisReportWriter::sensitivityJson(result.sensitivity);
    o[QStringLiteral("hardware_controlled")] = HardwareFitReport::toJson(result.hardwareControlled);
    if (result.cost.enabled) { // money only with the user's prices
        std::vector<std::optional<double>> costs;
        for (const PointResult& r : result.points)
            costs.push_back(r.costToTrain);
        o[QStringLiteral("cost")] = CostReport::toJson(points, result.cost, costs);
    }
    QJsonArray notes;
    for (const std::string& n : result.notes)
        notes.append(json::text(n));
    o[QStringLiteral("notes")] = notes;
    return o;
}

} // namespace

QString ComparisonReportWriter::breakEvenText(const BreakEvenResult& b) {
    const QString n = json::text(formatAccelerators(b.accelerators));
    switch (b.outcome) {
    case BreakEvenOutcome::Found: // N* is interpolated (threshold) or a configuration's N
        return b.definition == BreakEvenDefinition::EfficiencyThreshold
                   ? QStringLiteral("N* ≈ %1").arg(json::text(formatApprox(b.accelerators)))
                   : QStringLiteral("N = %1").arg(n);
    case BreakEvenOutcome::AtOrAbove:
        return QStringLiteral("N* ≥ %1").arg(n);
    case BreakEvenOutcome::Below:
        return QStringLiteral("N* below the smallest N");
    case BreakEvenOutcome::Fallback:
        return QStringLiteral("N = %1 (fallback)").arg(n);
    case BreakEvenOutcome::NotAvailable:
        break;
    }
    return QStringLiteral("not available");
}

QString ComparisonReportWriter::scenarioLabel(const ComparisonScenario& s) {
    QString label = s.reference.strategy == ReferenceStrategy::UserPick
                        ? QStringLiteral("user %1").arg(json::text(s.reference.userKey))
                        : json::text(referenceStrategyLabel(s.reference.strategy));
    if (!s.families.empty()) {
        QStringList families;
        for (const std::string& f : s.families)
            families << json::text(f);
        label += QStringLiteral(" [%1]").arg(families.join(QStringLiteral(", ")));
    }
    return label;
}

QByteArray ComparisonReportWriter::toCsv(const std::vector<AnalysisPoint>& points,
                                         const ComparisonResult& c) {
    QString out = QStringLiteral(
        "round,submitter,system,accelerator_family,accelerators,score_minutes,reference_a,"
        "efficiency_a,rank_a,reference_b,efficiency_b,rank_b,efficiency_ratio,rank_change\n");
    for (const ComparisonRow& r : c.rows) {
        const AnalysisPoint& p = points[r.pointIndex];
        const QStringList cells{
            csvField(json::text(p.round)),
            csvField(json::text(p.submitter)),
            csvField(json::text(p.system)),
            csvField(json::text(p.family)),
            QString::number(p.accelerators),
            num(p.minutes),
            csvField(referenceName(points, c.a, r.referenceA)),
            num(r.efficiencyA),
            rank(r.rankA),
            csvField(referenceName(points, c.b, r.referenceB)),
            num(r.efficiencyB),
            rank(r.rankB),
            num(r.ratio),
            r.hasRankChange ? QString::number(r.rankChange) : QString(),
        };
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray ComparisonReportWriter::toJson(const std::vector<AnalysisPoint>& points,
                                          const ComparisonResult& c, const AnalysisParams& view,
                                          const ComparisonScenario& a,
                                          const ComparisonScenario& b) {
    QJsonObject parameters;
    QJsonArray rounds, excluded, families;
    for (const std::string& r : view.filter.rounds)
        rounds.append(json::text(r));
    for (const std::string& k : view.filter.excludedKeys)
        excluded.append(json::text(k));
    for (const std::string& f : view.filter.families)
        families.append(json::text(f));
    parameters[QStringLiteral("rounds")] = rounds;
    parameters[QStringLiteral("benchmark")] = json::text(view.filter.benchmark);
    parameters[QStringLiteral("families")] = families;
    parameters[QStringLiteral("excluded")] = excluded;
    parameters[QStringLiteral("tau")] = view.breakEven.tau;
    parameters[QStringLiteral("lambda")] = view.breakEven.lambda;
    parameters[QStringLiteral("sensitivity_max_n")] = view.sensitivity.maxReferenceAccelerators;

    QJsonArray rows;
    for (const ComparisonRow& r : c.rows) {
        const AnalysisPoint& p = points[r.pointIndex];
        QJsonObject o;
        o[QStringLiteral("round")] = json::text(p.round);
        o[QStringLiteral("submitter")] = json::text(p.submitter);
        o[QStringLiteral("system")] = json::text(p.system);
        o[QStringLiteral("key")] = json::text(p.key);
        o[QStringLiteral("accelerator_family")] = json::text(p.family);
        o[QStringLiteral("accelerators")] = p.accelerators;
        o[QStringLiteral("score_minutes")] = json::number(p.minutes);
        const QString refA = referenceName(points, c.a, r.referenceA);
        const QString refB = referenceName(points, c.b, r.referenceB);
        o[QStringLiteral("reference_a")] = json::textOrNull(refA);
        o[QStringLiteral("efficiency_a")] = json::number(r.efficiencyA);
        o[QStringLiteral("rank_a")] = r.rankA > 0 ? QJsonValue(r.rankA) : QJsonValue();
        o[QStringLiteral("reference_b")] = json::textOrNull(refB);
        o[QStringLiteral("efficiency_b")] = json::number(r.efficiencyB);
        o[QStringLiteral("rank_b")] = r.rankB > 0 ? QJsonValue(r.rankB) : QJsonValue();
        o[QStringLiteral("efficiency_ratio")] = json::number(r.ratio);
        o[QStringLiteral("rank_change")] =
            r.hasRankChange ? QJsonValue(r.rankChange) : QJsonValue();
        rows.append(o);
    }
    QJsonObject document;
    document[QStringLiteral("parameters")] = parameters;
    document[QStringLiteral("scenarios")] =
        QJsonObject{{QStringLiteral("a"), scenarioJson(points, a, c.a)},
                    {QStringLiteral("b"), scenarioJson(points, b, c.b)}};
    document[QStringLiteral("points")] = rows;
    document[QStringLiteral("rank_changes")] = c.rankChanges;
    document[QStringLiteral("derived_metrics_note")] =
        QStringLiteral("Efficiency E′ and its ranks are derived from official MLPerf scores; "
                       "they are not official MLPerf results.");
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

QByteArray ComparisonReportWriter::summaryText(const ComparisonResult& c) {
    QStringList lines;
    const auto scenarioLines = [&](const char* name, const AnalysisResult& r,
                                   const SensitivityVerdict& v) {
        lines << QStringLiteral("scenario %1: %2 point(s) in view; reference (%3): %4")
                     .arg(QLatin1String(name))
                     .arg(r.pointsInView)
                     .arg(json::text(referenceStrategyLabel(r.reference.applied)),
                          json::text(r.reference.description));
        if (r.reference.fellBack)
            lines << QStringLiteral("scenario %1 reference fallback: %2")
                         .arg(QLatin1String(name), json::text(r.reference.reason));
        // Every candidate as the single reference of the scenario's view: it depends on the
        // scenario's families, never on its reference rule.
        lines << QStringLiteral("scenario %1 reference sensitivity (each candidate as the single "
                                "reference of the scenario's view; the same under any reference "
                                "rule): %2")
                     .arg(QLatin1String(name), json::text(v.text));
        lines << QStringLiteral("scenario %1 %2")
                     .arg(QLatin1String(name),
                          HardwareFitReport::summaryLine(r.hardwareControlled));
        for (const QString& line : CostReport::summaryLines(r.cost))
            lines << QStringLiteral("scenario %1 %2").arg(QLatin1String(name), line);
    };
    scenarioLines("A", c.a, sensitivityVerdict(c.a.sensitivity));
    scenarioLines("B", c.b, sensitivityVerdict(c.b.sensitivity));
    // Break-even side by side: the same definition and series under A and B.
    for (const BreakEvenResult& x : c.a.breakEven) {
        for (const BreakEvenResult& y : c.b.breakEven) {
            if (x.definition != y.definition || x.series != y.series)
                continue;
            // A side that pools E' against different references says so (breakEvenSeriesLabel).
            const auto side = [](const BreakEvenResult& r) {
                return r.pooledReferences ? breakEvenText(r) + QStringLiteral(" (pooled E′ "
                                                                              "against different "
                                                                              "references)")
                                          : breakEvenText(r);
            };
            lines << QStringLiteral("break-even %1 [%2]: A %3 | B %4")
                         .arg(json::text(breakEvenDefinitionLabel(x.definition)),
                              json::text(x.series), side(x), side(y));
        }
    }
    lines << QStringLiteral("rank changes: %1 of %2 row(s)").arg(c.rankChanges).arg(c.rows.size());
    // Each line one line: names from the data, the price file or the command line (a family
    // with a newline, a currency with an escape sequence) cannot break it or drive a terminal.
    for (QString& line : lines)
        line = oneLine(line);
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

} // namespace mlpe
