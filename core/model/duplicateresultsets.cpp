#include "duplicateresultsets.h"

#include <QHash>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>

namespace mlpe {

QString runsSignature(const ResultSet& set) {
    if (set.runs.size() < 2)
        return {};
    std::set<double> durations;
    for (const RunResult& run : set.runs)
        if (std::isfinite(run.minutes))
            durations.insert(run.minutes);
    if (durations.size() < 2)
        return {};
    QString signature = set.round + QLatin1Char('\n') + set.benchmark + QLatin1Char('\n') +
                        QString::number(set.accelerators());
    for (const RunResult& run : set.runs) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &run.minutes, sizeof bits);
        signature += QLatin1Char('\n') + run.fileName + QLatin1Char(' ') +
                     QString::number(static_cast<int>(run.validity)) + QLatin1Char(' ') +
                     QString::number(bits, 16);
    }
    return signature;
}

std::vector<DuplicateResultSets>
findDuplicateResultSets(const std::vector<ResultSet>& sets,
                        const std::vector<std::size_t>& candidates) {
    QHash<QString, std::size_t> groupOf; // signature -> index into `groups`
    std::vector<std::vector<std::size_t>> groups;
    for (std::size_t i : candidates) {
        const QString signature = runsSignature(sets[i]);
        if (signature.isEmpty())
            continue;
        const auto found = groupOf.constFind(signature);
        if (found == groupOf.cend()) {
            groupOf.insert(signature, groups.size());
            groups.push_back({i});
        } else {
            groups[*found].push_back(i);
        }
    }
    std::vector<DuplicateResultSets> duplicates;
    for (const std::vector<std::size_t>& members : groups) {
        if (members.size() < 2)
            continue;
        const auto measured = std::find_if(members.begin(), members.end(), [&](std::size_t i) {
            return sets[i].energyJoules.has_value();
        });
        DuplicateResultSets d;
        d.kept = measured != members.end() ? *measured : members.front();
        for (std::size_t i : members)
            if (i != d.kept)
                d.copies.push_back(i);
        duplicates.push_back(std::move(d));
    }
    return duplicates;
}

std::vector<DuplicateResultSets> findDuplicateResultSets(const std::vector<ResultSet>& sets) {
    std::vector<std::size_t> all(sets.size());
    for (std::size_t i = 0; i < sets.size(); ++i)
        all[i] = i;
    return findDuplicateResultSets(sets, all);
}

std::vector<std::size_t> countedOnce(const std::vector<ResultSet>& sets,
                                     const std::vector<std::size_t>& candidates) {
    std::set<std::size_t> copies;
    for (const DuplicateResultSets& d : findDuplicateResultSets(sets, candidates))
        copies.insert(d.copies.begin(), d.copies.end());
    if (copies.empty())
        return candidates;
    std::vector<std::size_t> kept;
    kept.reserve(candidates.size());
    for (std::size_t i : candidates)
        if (!copies.count(i))
            kept.push_back(i);
    return kept;
}

QString duplicateMessage(const ResultSet& kept) {
    return QStringLiteral("the same runs as %1 (every run log's name and duration agree to the "
                          "millisecond): both listed in summaries, counted once in analyses (as "
                          "%1)")
        .arg(kept.key());
}

} // namespace mlpe
