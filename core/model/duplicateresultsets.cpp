#include "duplicateresultsets.h"

#include <QHash>
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
    QString signature = set.round + QLatin1Char('\n') + set.benchmark;
    for (const RunResult& run : set.runs) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &run.minutes, sizeof bits);
        signature += QLatin1Char('\n') + run.fileName + QLatin1Char(' ') +
                     QString::number(static_cast<int>(run.validity)) + QLatin1Char(' ') +
                     QString::number(bits, 16);
    }
    return signature;
}

std::vector<DuplicateResultSets> findDuplicateResultSets(const std::vector<ResultSet>& sets) {
    QHash<QString, std::size_t> groupOf; // signature -> index into `groups`
    std::vector<DuplicateResultSets> groups;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const QString signature = runsSignature(sets[i]);
        if (signature.isEmpty())
            continue;
        const auto found = groupOf.constFind(signature);
        if (found == groupOf.cend()) {
            groupOf.insert(signature, groups.size());
            groups.push_back({i, {}});
        } else {
            groups[*found].copies.push_back(i);
        }
    }
    std::vector<DuplicateResultSets> duplicates;
    for (DuplicateResultSets& g : groups)
        if (!g.copies.empty())
            duplicates.push_back(std::move(g));
    return duplicates;
}

QString duplicateMessage(const ResultSet& kept) {
    return QStringLiteral("the same runs as %1 (every run log's name and duration agree to the "
                          "millisecond): both listed in summaries, counted once in analyses (as "
                          "%1)")
        .arg(kept.key());
}

} // namespace mlpe
