#pragma once

#include "core/data/dataset.h"
#include "explorerfilter.h"
#include "explorerrow.h"

#include <QObject>
#include <QSet>
#include <QStringList>
#include <memory>
#include <vector>

namespace mlpe {

// The one shared state of the explorer: data, filters, exclusions and selection, plus everything
// derived from them. Panels, table and charts observe it (and edit it through its setters); none
// of them owns it. Every setter recomputes synchronously (a few hundred microseconds on real data)
// and emits rowsChanged() once, then the specific xxxChanged() signal.
class ExplorerState : public QObject {
    Q_OBJECT
public:
    explicit ExplorerState(QObject* parent = nullptr);
    ~ExplorerState() override;

    // --- data
    // Replaces the data. Keeps round/benchmark when they still exist, otherwise picks the newest
    // round and its benchmark with the most scored results. Clears the selection.
    void setDataset(Dataset dataset);
    const Dataset& dataset() const { return *m_dataset; }
    QStringList rounds() const;                         // newest first
    QStringList benchmarks(const QString& round) const; // canonical ids; round "" = all rounds

    // --- filter
    const ExplorerFilter& filter() const { return m_filter; }
    void setFilter(const ExplorerFilter& filter);
    void setRound(const QString& round);
    void setBenchmark(const QString& canonicalId);
    void setFamilyHidden(const QString& family, bool hidden);
    // Clears every criterion but round and benchmark ("Reset filters" of the empty state).
    void resetFilters();

    // --- exclusions (by point key "round/submitter/system")
    bool isExcluded(const QString& pointKey) const { return m_excluded.contains(pointKey); }
    void setExcluded(const QString& pointKey, bool excluded);
    void restoreAll();
    const QSet<QString>& exclusions() const { return m_excluded; }

    // --- selection (by result set key, ResultSet::key(); empty = none)
    const QString& selectedKey() const { return m_selectedKey; }
    void setSelectedKey(const QString& resultSetKey);

    // --- derived
    // Every result set in scope (round + benchmark), in dataset order; see ExplorerRow.
    const std::vector<ExplorerRow>& rows() const { return m_rows; }
    int rowIndexOfKey(const QString& resultSetKey) const;
    int pointsInAnalysis() const;
    // Families present in scope regardless of the family filter (chart legends, filter panel).
    QStringList familiesInScope() const;

    static QString pointKeyOf(const ResultSet& set);

signals:
    void datasetChanged();
    void filterChanged();
    void exclusionsChanged();
    void selectionChanged(const QString& resultSetKey);
    // The rows (and everything derived) were recomputed. `sameRows` is true when the list of
    // result sets is unchanged (only flags or derived values changed): views can keep their
    // selection and scroll position.
    void rowsChanged(bool sameRows);

private:
    void recompute();
    void chooseDefaultScope();

    std::shared_ptr<const Dataset> m_dataset;
    ExplorerFilter m_filter;
    QSet<QString> m_excluded;
    QString m_selectedKey;
    std::vector<ExplorerRow> m_rows;
};

} // namespace mlpe
