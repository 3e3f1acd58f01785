#pragma once

#include "resultssortkeys.h"

#include <QSortFilterProxyModel>

namespace mlpe {

// Sorts ResultsTableModel on raw values (SortRole) and hides rows that a filter criterion narrowed
// away (PassesFilterRole), plus an optional free-text search over every column.
// Comparisons read typed keys (ResultsSortKeys) rather than a QVariant each; the order is the
// same as comparing the SortRole values (numbers as doubles, texts by numeric collation).
class ResultsTableModel;

class ResultsProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit ResultsProxyModel(QObject* parent = nullptr);

    // Case-insensitive substring searched in every column's display text; empty = no search.
    void setSearchText(const QString& text);
    const QString& searchText() const { return m_searchText; }

    void setSourceModel(QAbstractItemModel* model) override;
    const ResultsSortKeys& sortKeys() const { return m_keys; }
    // Every role asked for from one mapping to the source row (QSortFilterProxyModel maps the
    // index again for each role: the item delegate asks for about ten per cell it paints or
    // sizes).
    void multiData(const QModelIndex& index, QModelRoleDataSpan roleDataSpan) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    // The comparison of SortRole values as QVariants: for a source other than the table's model
    // of one kind per column, and the reference the typed keys must agree with.
    bool variantLessThan(const QVariant& l, const QVariant& r) const;

    QString m_searchText;
    ResultsSortKeys m_keys;
    const ResultsTableModel* m_table = nullptr; // the source, when it is the results table
    QMetaObject::Connection m_filterFlags;
};

} // namespace mlpe
