#include "resultsproxymodel.h"

#include "resultscollator.h"
#include "resultstablemodel.h"

namespace mlpe {

ResultsProxyModel::ResultsProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(ResultsTableModel::SortRole);
    setDynamicSortFilter(true);
    connect(this, &QSortFilterProxyModel::sortRoleChanged, this,
            [this](int role) { m_keys.setModel(sourceModel(), role); });
}

void ResultsProxyModel::setSourceModel(QAbstractItemModel* model) {
    // The keys follow the source's signals before the proxy does (connected first), so that a
    // changed value is read before the proxy re-sorts by it.
    m_keys.setModel(model, sortRole());
    disconnect(m_filterFlags);
    m_table = qobject_cast<const ResultsTableModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
    // Rows that only entered or left the filter: the table signals no dataChanged for them (no
    // cell shows it), the filter is evaluated again, rows that stay are not re-sorted.
    if (m_table)
        m_filterFlags = connect(m_table, &ResultsTableModel::filterFlagsChanged, this,
                                &ResultsProxyModel::invalidateRowsFilter);
}

void ResultsProxyModel::setSearchText(const QString& text) {
    if (text == m_searchText)
        return;
    m_searchText = text;
    invalidateFilter();
}

void ResultsProxyModel::multiData(const QModelIndex& index, QModelRoleDataSpan roleDataSpan) const {
    const QModelIndex source = mapToSource(index);
    if (index.isValid() && !source.isValid()) {
        for (QModelRoleData& roleData : roleDataSpan)
            roleData.clearData(); // what data() answers for such an index
        return;
    }
    sourceModel()->multiData(source, roleDataSpan);
}

bool ResultsProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QAbstractItemModel* model = sourceModel();
    const bool passes = m_table ? m_table->passesFilter(sourceRow)
                                : model->index(sourceRow, 0, sourceParent)
                                      .data(ResultsTableModel::PassesFilterRole)
                                      .toBool();
    if (!passes)
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
    if (left.model() == sourceModel() && right.model() == sourceModel() &&
        left.column() == right.column() && !left.parent().isValid()) {
        const ResultsSortKeys::Key* l = m_keys.key(left.row(), left.column());
        const ResultsSortKeys::Key* r = m_keys.key(right.row(), right.column());
        if (l && r) {
            const bool lValid = l->kind != ResultsSortKeys::Kind::Empty;
            const bool rValid = r->kind != ResultsSortKeys::Kind::Empty;
            if (!lValid || !rValid) // as in variantLessThan
                return sortOrder() == Qt::DescendingOrder ? !lValid && rValid : lValid && !rValid;
            return l->number < r->number; // one kind per column: both numbers or both ranks
        }
    }
    return variantLessThan(left.data(sortRole()), right.data(sortRole()));
}

bool ResultsProxyModel::variantLessThan(const QVariant& l, const QVariant& r) const {
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
    return resultsCollator().compare(l.toString(), r.toString()) < 0;
}

} // namespace mlpe
