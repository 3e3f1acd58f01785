#include "prepareddataset.h"

#include "core/model/analysisinput.h"

#include <QCollator>
#include <QSet>
#include <algorithm>

namespace mlpe {

PreparedDataset PreparedDataset::prepare(Dataset dataset) {
    PreparedDataset prepared;
    auto data = std::make_shared<const Dataset>(std::move(dataset));
    auto points = std::make_shared<std::vector<analysis::AnalysisPoint>>();
    points->reserve(data->resultSets.size());
    QSet<QString> seen;
    for (const ResultSet& set : data->resultSets) {
        points->push_back(toAnalysisPoint(set));
        seen.insert(set.round);
    }
    prepared.rounds = QStringList(seen.begin(), seen.end());
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(prepared.rounds.begin(), prepared.rounds.end(),
              [&](const QString& a, const QString& b) { return collator.compare(a, b) > 0; });
    prepared.dataset = std::move(data);
    prepared.setPoints = std::move(points);
    return prepared;
}

} // namespace mlpe
