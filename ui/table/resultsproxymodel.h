#pragma once

#include <QSortFilterProxyModel>

namespace mlpe {

// Sorts ResultsTableModel on raw values (SortRole) and hides rows that a filter criterion narrowed
// away (PassesFilterRole), plus an optional free-text search over every column.
class ResultsProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit ResultsProxyModel(QObject* parent = nullptr);

    // Case-insensitive substring searched in every column's display text; empty = no search.
    void setSearchText(const QString& text);
    const QString& searchText() const { return m_searchText; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_searchText;
};

} // namespace mlpe
