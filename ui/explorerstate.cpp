#include "explorerstate.h"

#include <QCollator>
#include <QMap>
#include <algorithm>

namespace mlpe {

ExplorerState::ExplorerState(QObject* parent)
    : QObject(parent)
    , m_dataset(std::make_shared<const Dataset>()) {}

ExplorerState::~ExplorerState() = default;

QString ExplorerState::pointKeyOf(const ResultSet& set) {
    return set.round + QLatin1Char('/') + set.submitter + QLatin1Char('/') + set.system;
}

void ExplorerState::setDataset(Dataset dataset) {
    m_dataset = std::make_shared<const Dataset>(std::move(dataset));
    m_selectedKey.clear();
    chooseDefaultScope();
    recompute();
    emit datasetChanged();
    emit filterChanged();
    emit selectionChanged(m_selectedKey);
}

QStringList ExplorerState::rounds() const {
    QSet<QString> seen;
    for (const ResultSet& set : m_dataset->resultSets)
        seen.insert(set.round);
    QStringList list(seen.begin(), seen.end());
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(list.begin(), list.end(),
              [&](const QString& a, const QString& b) { return collator.compare(a, b) > 0; });
    return list;
}

QStringList ExplorerState::benchmarks(const QString& round) const {
    QSet<QString> seen;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (round.isEmpty() || set.round == round)
            seen.insert(canonicalBenchmarkId(set.benchmark));
    }
    QStringList list(seen.begin(), seen.end());
    std::sort(list.begin(), list.end(), [](const QString& a, const QString& b) {
        return benchmarkDisplayName(a).compare(benchmarkDisplayName(b), Qt::CaseInsensitive) < 0;
    });
    return list;
}

void ExplorerState::chooseDefaultScope() {
    const QStringList allRounds = rounds();
    if (!m_filter.round.isEmpty() && !allRounds.contains(m_filter.round))
        m_filter.round.clear();
    if (m_filter.round.isEmpty() && !allRounds.isEmpty())
        m_filter.round = allRounds.first();
    const QStringList ids = benchmarks(m_filter.round);
    if (!m_filter.benchmark.isEmpty() && ids.contains(m_filter.benchmark))
        return;
    // The benchmark with the most scored result sets in the round: the richest scaling picture.
    QMap<QString, int> scored;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (set.round == m_filter.round && set.scoreMinutes)
            ++scored[canonicalBenchmarkId(set.benchmark)];
    }
    m_filter.benchmark.clear();
    int best = -1;
    for (auto it = scored.cbegin(); it != scored.cend(); ++it) {
        if (it.value() > best) {
            best = it.value();
            m_filter.benchmark = it.key();
        }
    }
}

void ExplorerState::setFilter(const ExplorerFilter& filter) {
    if (filter == m_filter)
        return;
    m_filter = filter;
    recompute();
    emit filterChanged();
}

void ExplorerState::setRound(const QString& round) {
    ExplorerFilter f = m_filter;
    f.round = round;
    setFilter(f);
}

void ExplorerState::setBenchmark(const QString& canonicalId) {
    ExplorerFilter f = m_filter;
    f.benchmark = canonicalId;
    setFilter(f);
}

void ExplorerState::setFamilyHidden(const QString& family, bool hidden) {
    ExplorerFilter f = m_filter;
    if (hidden)
        f.hiddenFamilies.insert(family);
    else
        f.hiddenFamilies.remove(family);
    setFilter(f);
}

void ExplorerState::resetFilters() {
    setFilter(m_filter.scopeOnly());
}

void ExplorerState::setExcluded(const QString& pointKey, bool excluded) {
    if (excluded == m_excluded.contains(pointKey))
        return;
    if (excluded)
        m_excluded.insert(pointKey);
    else
        m_excluded.remove(pointKey);
    recompute();
    emit exclusionsChanged();
}

void ExplorerState::restoreAll() {
    if (m_excluded.isEmpty())
        return;
    m_excluded.clear();
    recompute();
    emit exclusionsChanged();
}

void ExplorerState::setSelectedKey(const QString& resultSetKey) {
    if (resultSetKey == m_selectedKey)
        return;
    m_selectedKey = resultSetKey;
    emit selectionChanged(m_selectedKey);
}

int ExplorerState::rowIndexOfKey(const QString& resultSetKey) const {
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].set->key() == resultSetKey)
            return static_cast<int>(i);
    }
    return -1;
}

int ExplorerState::pointsInAnalysis() const {
    return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(),
                                          [](const ExplorerRow& r) { return r.inAnalysis(); }));
}

QStringList ExplorerState::familiesInScope() const {
    QSet<QString> seen;
    for (const ExplorerRow& row : m_rows)
        seen.insert(row.set->systemDescription.accelerator.family);
    QStringList list(seen.begin(), seen.end());
    list.sort(Qt::CaseInsensitive);
    return list;
}

void ExplorerState::recompute() {
    std::vector<ExplorerRow> rows;
    for (const ResultSet& set : m_dataset->resultSets) {
        if (!m_filter.acceptsScope(set))
            continue;
        ExplorerRow row;
        row.set = &set;
        row.pointKey = pointKeyOf(set);
        row.passesFilter = m_filter.accepts(set);
        row.excluded = m_excluded.contains(row.pointKey);
        rows.push_back(std::move(row));
    }
    const bool sameRows =
        rows.size() == m_rows.size() &&
        std::equal(rows.begin(), rows.end(), m_rows.begin(),
                   [](const ExplorerRow& a, const ExplorerRow& b) { return a.set == b.set; });
    m_rows = std::move(rows);
    emit rowsChanged(sameRows);
}

} // namespace mlpe
