#include "summarytable.h"

#include "numbertext.h"

namespace mlpe {

const QStringList& SummaryTable::columns() {
    static const QStringList names =
        QStringLiteral("round,division,availability,submitter,system,"
                       "system_name,benchmark,accelerator,accelerator_family,"
                       "nodes,accelerators_per_node,accelerators,runs_found,"
                       "runs_valid,runs_required,score_minutes,scaling_factor,"
                       "energy_joules,status")
            .split(QLatin1Char(','));
    return names;
}

SummaryTable::SummaryTable(const Dataset& dataset) {
    m_rows.reserve(dataset.resultSets.size());
    for (const auto& set : dataset.resultSets) {
        const SystemDescription& d = set.systemDescription;
        const bool known = set.hasSystemDescription;
        auto text = [known](const QString& value) { return known ? QVariant(value) : QVariant(); };
        auto count = [known](int value) { return known ? QVariant(value) : QVariant(); };
        auto optional = [](const std::optional<double>& value) {
            return value ? QVariant(*value) : QVariant();
        };
        // Only an "ok" set has a score (the score column is empty whenever status is not ok).
        const bool ok = set.status == ScoreStatus::Ok && set.scoreMinutes.has_value();
        m_rows.push_back({
            set.round,
            text(d.division),
            known && d.availability != Availability::Unknown
                ? QVariant(availabilityLabel(d.availability))
                : text(d.rawStatus),
            set.submitter,
            set.system,
            text(d.systemName),
            set.benchmark,
            text(d.accelerator.rawName),
            text(d.accelerator.family),
            count(d.nodes),
            count(d.acceleratorsPerNode),
            count(d.accelerators()),
            set.runsFound(),
            set.runsValid(),
            set.runsRequired,
            ok ? QVariant(*set.scoreMinutes) : QVariant(),
            // An unusable scaling.json has no factor to show (the 1.0 kept there is a default).
            set.status == ScoreStatus::BadScalingFile ? QVariant() : QVariant(set.scalingFactor),
            ok ? optional(set.energyJoules) : QVariant(),
            set.statusText,
        });
    }
}

int SummaryTable::minimumSignificantDigits(int column) {
    static const int score = int(columns().indexOf(QStringLiteral("score_minutes")));
    static const int energy = int(columns().indexOf(QStringLiteral("energy_joules")));
    return column == score || column == energy ? 12 : 0;
}

QString SummaryTable::cellText(const QVariant& cell, int column) {
    if (cell.isNull())
        return {};
    if (cell.typeId() == QMetaType::Double)
        return NumberText::atLeastSignificant(cell.toDouble(), minimumSignificantDigits(column));
    return cell.toString();
}

} // namespace mlpe
