#include "costreport.h"

#include "core/analysis/numberformat.h"
#include "reportjson.h"

#include <QJsonArray>

namespace mlpe {

namespace json = ReportJson;

using namespace analysis;

namespace {

QJsonObject choiceJson(const CostChoice& c) {
    QJsonObject o;
    o[QStringLiteral("available")] = c.available;
    o[QStringLiteral("fallback")] = c.fallback;
    o[QStringLiteral("point")] = json::textOrNull(c.pointKey);
    o[QStringLiteral("accelerators")] = c.available ? QJsonValue(c.accelerators) : QJsonValue();
    o[QStringLiteral("score_minutes")] = json::number(c.minutes);
    o[QStringLiteral("cost_to_train")] = json::number(c.cost);
    o[QStringLiteral("inputs")] = json::text(c.inputs);
    o[QStringLiteral("reason")] = json::textOrNull(c.reason);
    return o;
}

QString choiceLine(const QString& name, const CostChoice& c, const QString& currency) {
    if (!c.available)
        return QStringLiteral("%1: not available (%2)").arg(name, json::text(c.reason));
    return QStringLiteral("%1: %2 (N = %3, T = %4 min, cost %5 %6)%7; %8")
        .arg(name, json::text(c.pointKey))
        .arg(c.accelerators)
        .arg(json::text(formatApprox(c.minutes)), json::text(formatApprox(c.cost)), currency,
             c.fallback ? QStringLiteral(" [fallback: ") + json::text(c.reason) + u']' : QString(),
             json::text(c.inputs));
}

} // namespace

QJsonObject CostReport::toJson(const std::vector<AnalysisPoint>& points, const CostResult& cost,
                               const std::vector<std::optional<double>>& costs) {
    QJsonObject o;
    o[QStringLiteral("currency")] = json::text(cost.currency);
    o[QStringLiteral("lambda_money")] = cost.lambdaMoney;
    o[QStringLiteral("priced_points")] = cost.pricedPoints;
    o[QStringLiteral("unpriced_points")] = cost.unpricedPoints;
    o[QStringLiteral("priced_families")] = json::textArray(cost.pricedFamilies);
    o[QStringLiteral("unpriced_families")] = json::textArray(cost.unpricedFamilies);
    QJsonArray frontier;
    for (std::size_t i : cost.frontier) {
        QJsonObject f;
        f[QStringLiteral("point")] = json::text(points[i].key);
        f[QStringLiteral("accelerators")] = points[i].accelerators;
        f[QStringLiteral("score_minutes")] = json::number(points[i].minutes);
        f[QStringLiteral("cost_to_train")] = costs[i] ? json::number(*costs[i]) : QJsonValue();
        frontier.append(f);
    }
    o[QStringLiteral("frontier")] = frontier;
    o[QStringLiteral("knee")] = choiceJson(cost.knee);
    o[QStringLiteral("value_of_time")] = choiceJson(cost.valueOfTime);
    o[QStringLiteral("note")] = QStringLiteral(
        "cost_to_train = accelerator_minutes / 60 x the given price per accelerator-hour of the "
        "point's family; prices are the user's, none is built in");
    return o;
}

QStringList CostReport::summaryLines(const CostResult& cost) {
    if (!cost.enabled)
        return {};
    const QString currency = json::text(cost.currency);
    QStringList unpriced;
    for (const std::string& f : cost.unpricedFamilies)
        unpriced << json::text(f);
    QStringList lines;
    lines << QStringLiteral("cost (%1, cost to train = accelerator-minutes / 60 x price per "
                            "accelerator-hour): %2 of %3 point(s) in view priced; %4")
                 .arg(currency)
                 .arg(cost.pricedPoints)
                 .arg(cost.pricedPoints + cost.unpricedPoints)
                 .arg(unpriced.isEmpty()
                          ? QStringLiteral("every family in view has a price")
                          : QStringLiteral("no price for %1 (%2 point(s) left out of the cost "
                                           "analysis)")
                                .arg(unpriced.join(QStringLiteral(", ")))
                                .arg(cost.unpricedPoints));
    lines
        << QStringLiteral("cost Pareto frontier (T, cost): %1 point(s)").arg(cost.frontier.size());
    lines << choiceLine(QStringLiteral("cost knee"), cost.knee, currency);
    lines << choiceLine(QStringLiteral("cost value of time"), cost.valueOfTime, currency);
    return lines;
}

} // namespace mlpe
