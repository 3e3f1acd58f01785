#include "roundreplacement.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace mlpe {

QString roundOfProblemFile(const QString& file) {
    // The importer takes the round from the folder name (any vX.Y in it); the innermost such
    // folder is the round, e.g. "/data/mlperf-v1.0-mirror/training_results_v4.1/...".
    static const QRegularExpression folder(QStringLiteral("v(\\d+\\.\\d+)"));
    const QStringList parts = QString(file)
                                  .replace(QLatin1Char('\\'), QLatin1Char('/'))
                                  .split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (qsizetype i = parts.size() - 1; i >= 0; --i) {
        if (!parts[i].startsWith(QStringLiteral("training_results_")))
            continue;
        const QRegularExpressionMatch m = folder.match(parts[i]);
        if (m.hasMatch())
            return m.captured(1);
    }
    return {};
}

RoundReplacement mergeReplacingRounds(Dataset& current, Dataset imported) {
    QSet<QString> importedRounds;
    for (const ResultSet& set : imported.resultSets)
        importedRounds.insert(set.round);
    QSet<QString> presentRounds;
    for (const ResultSet& set : current.resultSets)
        presentRounds.insert(set.round);

    RoundReplacement result;
    for (const QString& round : importedRounds) {
        if (presentRounds.contains(round))
            result.rounds << round;
    }
    std::sort(result.rounds.begin(), result.rounds.end());
    const QSet<QString> replaced(result.rounds.begin(), result.rounds.end());

    auto& sets = current.resultSets;
    const auto setsEnd = std::remove_if(
        sets.begin(), sets.end(), [&](const ResultSet& s) { return replaced.contains(s.round); });
    result.removedSets = static_cast<int>(std::distance(setsEnd, sets.end()));
    sets.erase(setsEnd, sets.end());
    auto& problems = current.problems;
    const auto problemsEnd =
        std::remove_if(problems.begin(), problems.end(), [&](const ImportProblem& p) {
            return replaced.contains(roundOfProblemFile(p.file));
        });
    result.removedProblems = static_cast<int>(std::distance(problemsEnd, problems.end()));
    problems.erase(problemsEnd, problems.end());

    const QStringList sources = imported.sources;
    current.merge(std::move(imported));
    if (!result.rounds.isEmpty()) {
        QStringList names;
        for (const QString& r : result.rounds)
            names << QStringLiteral("v") + r;
        current.problems.push_back(
            {sources.join(QStringLiteral(", ")), 0,
             QStringLiteral("round %1 replaced by this import (%2 earlier result sets and %3 "
                            "earlier problems removed)")
                 .arg(names.join(QStringLiteral(", ")))
                 .arg(result.removedSets)
                 .arg(result.removedProblems),
             ProblemSeverity::Info});
    }
    return result;
}

} // namespace mlpe
