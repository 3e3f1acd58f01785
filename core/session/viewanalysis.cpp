#include "viewanalysis.h"

#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/model/duplicategroups.h"
#include "core/model/duplicateresultsets.h"

#include <QFileInfo>
#include <QSet>
#include <set>

namespace mlpe {

namespace {

bool scored(const ResultSet& set) {
    return set.status == ScoreStatus::Ok && set.scoreMinutes.has_value();
}

// The one body of both overloads: `pointOf(i)` gives result set i as a point.
template <typename PointOf, typename CountedOnce>
ViewAnalysisInput buildInput(const ViewState& state, const Dataset& dataset, PointOf pointOf,
                             CountedOnce countedOnce) {
    ViewAnalysisInput input;
    input.params = state.analysis;
    analysis::ViewFilter& filter = input.params.filter;
    filter = {};
    std::set<std::string> families;
    std::vector<std::size_t> accepted;
    for (std::size_t i = 0; i < dataset.resultSets.size() && !state.benchmark.isEmpty(); ++i) {
        if (!scored(dataset.resultSets[i]))
            continue;
        const analysis::AnalysisPoint& point = pointOf(i); // a temporary lives as long
        if (!state.accepts(point)) {
            // "outside the filter", not "unknown" (filteredOutReferenceKeys() says the same)
            if (point.key == state.analysis.reference.userKey)
                filter.filteredOutKeys.push_back(point.key);
            continue;
        }
        accepted.push_back(i);
    }
    // Sets with the same runs as another in view are counted once (duplicateresultsets.h).
    const std::vector<std::size_t> counted = countedOnce(accepted);
    input.points.reserve(counted.size()); // no growth: each move of a point moves 13 strings
    input.sets.reserve(counted.size());
    for (std::size_t i : counted) {
        const analysis::AnalysisPoint& point = pointOf(i);
        // The one place the grouping applies: the analysis sees each point's group as its family.
        input.points.push_back(point);
        // By the accelerator family, before any regrouping of the points.
        input.points.back().pricePerAcceleratorHour =
            state.prices.priceOf(QString::fromStdString(point.family));
        if (state.hardwareGrouping != analysis::HardwareGrouping::Family)
            input.points.back().family = analysis::hardwareGroupOf(point, state.hardwareGrouping);
        families.insert(input.points.back().family);
        input.sets.push_back(i);
    }
    for (const QString& round : state.rounds)
        filter.rounds.push_back(round.toStdString());
    filter.benchmark = state.benchmark.toStdString();
    input.grouping = state.hardwareGrouping;
    if (!state.hiddenFamilies.isEmpty() || !state.onlyFamilies.isEmpty())
        filter.families.assign(families.begin(), families.end());
    for (const QString& key : state.excluded)
        filter.excludedKeys.push_back(key.toStdString());
    input.params.cost.enabled = !state.prices.isEmpty();
    input.params.cost.currency = state.prices.currency().toStdString();
    return input;
}

} // namespace

ViewAnalysisInput viewAnalysisInput(const ViewState& state, const Dataset& dataset) {
    return buildInput(
        state, dataset, [&](std::size_t i) { return toAnalysisPoint(dataset.resultSets[i]); },
        [&](const std::vector<std::size_t>& accepted) {
            return countedOnce(dataset.resultSets, accepted);
        });
}

ViewAnalysisInput viewAnalysisInput(const ViewState& state, const Dataset& dataset,
                                    const std::vector<analysis::AnalysisPoint>& setPoints,
                                    const DuplicateGroups& duplicates) {
    return buildInput(
        state, dataset,
        [&](std::size_t i) -> const analysis::AnalysisPoint& { return setPoints[i]; },
        [&](const std::vector<std::size_t>& accepted) {
            return duplicates.countedOnce(dataset.resultSets, accepted);
        });
}

std::vector<std::string>
filteredOutReferenceKeys(const ViewState& state, const Dataset& dataset,
                         const std::vector<analysis::AnalysisPoint>& setPoints) {
    std::vector<std::string> keys;
    const std::string& pick = state.analysis.reference.userKey;
    if (pick.empty() || state.benchmark.isEmpty())
        return keys;
    for (std::size_t i = 0; i < dataset.resultSets.size(); ++i) {
        if (scored(dataset.resultSets[i]) && setPoints[i].key == pick &&
            !state.accepts(setPoints[i]))
            keys.push_back(pick);
    }
    return keys;
}

QStringList viewStateMismatches(const ViewState& state, const Dataset& dataset) {
    QSet<QString> rounds, benchmarks, keys;
    for (const ResultSet& set : dataset.resultSets) {
        rounds.insert(set.round);
        if (state.rounds.isEmpty() || state.rounds.contains(set.round))
            benchmarks.insert(BenchmarkCatalog::lookup(set.round, set.benchmark).canonicalId);
        keys.insert(pointKeyOf(set));
    }
    QStringList messages;
    for (const QString& round : state.rounds)
        if (!rounds.contains(round))
            messages << QStringLiteral("round %1 is not in the data; none of its results can be "
                                       "shown")
                            .arg(round);
    if (!state.benchmark.isEmpty() && !benchmarks.contains(state.benchmark))
        messages << QStringLiteral("benchmark %1 has no results in the rounds shown; there is "
                                   "nothing to analyse")
                        .arg(state.benchmark);
    const QString pick = QString::fromStdString(state.analysis.reference.userKey);
    if (state.analysis.reference.strategy == analysis::ReferenceStrategy::UserPick &&
        !keys.contains(pick))
        messages << QStringLiteral("the picked reference %1 is not in the data; the paper rule "
                                   "applies instead")
                        .arg(pick.isEmpty() ? QStringLiteral("(none)") : pick);
    for (const QString& key : state.excluded)
        if (!keys.contains(key))
            messages << QStringLiteral("excluded system %1 is not in the data; its exclusion is "
                                       "kept but matches nothing")
                            .arg(key);
    return messages;
}

QStringList unusableDataFolders(const ViewState& state) {
    QStringList messages;
    for (const QString& source : state.dataSources) {
        if (source == QLatin1String("embedded"))
            continue;
        const QFileInfo info(source);
        if (info.isDir())
            continue;
        // Something is there but it is no folder (a file, a FIFO): said as it is, never as
        // "gone", which would send the user looking for a folder that was never moved.
        if (info.exists())
            messages << QStringLiteral("data source %1 is not a folder (%2)")
                            .arg(source, info.isFile() ? QStringLiteral("a file")
                                                       : QStringLiteral("not a regular folder"));
        else
            messages << QStringLiteral("data folder %1 no longer exists").arg(source);
    }
    return messages;
}

} // namespace mlpe
