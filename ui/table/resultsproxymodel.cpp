#include "resultsproxymodel.h"

#include "resultstablemodel.h"

#include <QCollator>

namespace mlpe {

ResultsProxyModel::ResultsProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(ResultsTableModel::SortRole);
    setDynamicSortFilter(true);
}

void ResultsProxyModel::setSearchText(const QString& text) {
    if (text == m_searchText)
        return;
    m_searchText = text;
    invalidateFilter();
}

bool ResultsProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QAbstractItemModel* model = sourceModel();
    if (!model->index(sourceRow, 0, sourceParent)
             .data(ResultsTableModel::PassesFilterRole)
             .toBool())
        return false;
    if (m_searchText.isEmpty())
        return true;
    for (int c = 0; c < model->columnCount(sourceParent); ++c) {
        if (model->index(sourceRow, c, sourceParent)
                .data(Qt::DisplayRole)
                .toString()
                .contains(m_searchText, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool ResultsProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    // Empty values (no score, no energy) come last in both directions: a descending sort runs
    // this comparison with its operands swapped, so there an empty value is the smaller one.
    if (!l.isValid() || !r.isValid()) {
        if (sortOrder() == Qt::DescendingOrder)
            return !l.isValid() && r.isValid();
        return l.isValid() && !r.isValid();
    }
    const bool numeric = l.typeId() != QMetaType::QString && r.typeId() != QMetaType::QString;
    if (numeric)
        return l.toDouble() < r.toDouble();
    static const QCollator collator = [] {
        QCollator c;
        c.setNumericMode(true);
        c.setCaseSensitivity(Qt::CaseInsensitive);
        return c;
    }();
    return collator.compare(l.toString(), r.toString()) < 0;
}

} // namespace mlpe
