#include "dataset.h"

#include <QFileInfo>
#include <QHash>

namespace mlpe {

void Dataset::merge(Dataset other) {
    QHash<QString, std::size_t> index;
    index.reserve(static_cast<qsizetype>(resultSets.size() + other.resultSets.size()));
    for (std::size_t i = 0; i < resultSets.size(); ++i)
        index.insert(resultSets[i].key(), i);

    for (auto& set : other.resultSets) {
        const QString key = set.key();
        const auto it = index.constFind(key);
        if (it != index.constEnd()) {
            // A re-import of the same round wins; say so, a silent replacement would hide a
            // duplicate root given twice or two copies of one round.
            problems.push_back({key, 0,
                                QStringLiteral("result set loaded twice; the later import "
                                               "replaces the earlier one"),
                                ProblemSeverity::Info});
            resultSets[*it] = std::move(set);
        } else {
            index.insert(key, resultSets.size());
            resultSets.push_back(std::move(set));
        }
    }
    for (auto& problem : other.problems)
        problems.push_back(std::move(problem));
    for (const auto& source : other.sources)
        if (!sources.contains(source))
            sources.append(source);
}

void Dataset::makePathsRelativeTo(const QString& base) {
    QString prefix = base;
    if (!prefix.endsWith(QLatin1Char('/')))
        prefix += QLatin1Char('/');
    auto strip = [&prefix](QString& path) {
        if (path.startsWith(prefix))
            path.remove(0, prefix.size());
    };
    for (auto& problem : problems)
        strip(problem.file);
    for (auto& source : sources)
        strip(source);
}

void Dataset::makePathsRelativeToSourceParents() {
    QStringList parents;
    for (const QString& source : std::as_const(sources)) {
        const QString parent = QFileInfo(source).absolutePath();
        if (QFileInfo(source).isAbsolute() && !parents.contains(parent))
            parents.append(parent);
    }
    for (const QString& parent : std::as_const(parents))
        makePathsRelativeTo(parent);
}

} // namespace mlpe
