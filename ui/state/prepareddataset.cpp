#include "prepareddataset.h"

#include "core/model/analysisinput.h"

#include <QCollator>
#include <QSet>
#include <algorithm>

namespace mlpe {

PreparedDataset PreparedDataset::prepare(Dataset dataset) {
    PreparedDataset prepared;
    auto data = std::make_shared<const Dataset>(std::move(dataset));
    auto index = std::make_shared<DatasetIndex>();
    const std::size_t sets = data->resultSets.size();
    index->setPoints.reserve(sets);
    index->pointKeys.reserve(sets);
    index->families.reserve(sets);
    QSet<QString> seen;
    QSet<QString> families;
    for (const ResultSet& set : data->resultSets) {
        index->setPoints.push_back(toAnalysisPoint(set));
        const QString key = set.key();
        if (!index->firstSetOfKey.contains(key)) // the first set of a key
            index->firstSetOfKey.insert(key, static_cast<int>(index->setPoints.size()) - 1);
        index->pointKeys.push_back(QString::fromStdString(index->setPoints.back().key));
        // One shared string per family: the rows of a family are then told apart by pointer
        // (ExplorerState::indexRows).
        index->families.push_back(
            *families.insert(QString::fromStdString(index->setPoints.back().family)));
        seen.insert(set.round);
    }
    index->duplicates = DuplicateGroups(data->resultSets);
    prepared.rounds = QStringList(seen.begin(), seen.end());
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(prepared.rounds.begin(), prepared.rounds.end(),
              [&](const QString& a, const QString& b) { return collator.compare(a, b) > 0; });
    prepared.dataset = std::move(data);
    prepared.index = std::move(index);
    return prepared;
}

} // namespace mlpe
