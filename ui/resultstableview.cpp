#include "resultstableview.h"

#include "explorerstate.h"
#include "resultsproxymodel.h"
#include "resultstablemodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>
#include <algorithm>

namespace mlpe {

ResultsTableView::ResultsTableView(ExplorerState* state, QWidget* parent)
    : QTableView(parent)
    , m_state(state)
    , m_model(new ResultsTableModel(state, this))
    , m_proxy(new ResultsProxyModel(this)) {
    m_proxy->setSourceModel(m_model);
    setModel(m_proxy);
    setSortingEnabled(true);
    sortByColumn(static_cast<int>(ResultsTableModel::Column::Accelerators), Qt::AscendingOrder);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setVisible(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            &ResultsTableView::showColumnChooser);

    auto* copy = new QAction(tr("&Copy selected rows"), this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &ResultsTableView::copySelectedRows);
    addAction(copy);

    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ResultsTableView::onViewSelectionChanged);
    connect(state, &ExplorerState::selectionChanged, this,
            &ResultsTableView::onStateSelectionChanged);
    // After a model reset the view loses its selection: re-apply the state's.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        onStateSelectionChanged(m_state->selectedKey());
        fitColumns();
    });
}

void ResultsTableView::fitColumns() {
    // Contents decide, within bounds: long system names must not push S and E' out of view.
    resizeColumnsToContents();
    for (int c = 0; c < m_model->columnCount(); ++c)
        setColumnWidth(c, std::clamp(columnWidth(c), 36, 150));
}

QString ResultsTableView::selectedRowsAsText() const {
    QList<int> columns;
    for (int visual = 0; visual < horizontalHeader()->count(); ++visual) {
        const int logical = horizontalHeader()->logicalIndex(visual);
        if (!isColumnHidden(logical))
            columns << logical;
    }
    QModelIndexList rows = selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList lines;
    QStringList header;
    for (int c : columns)
        header << m_proxy->headerData(c, Qt::Horizontal).toString();
    lines << header.join(QLatin1Char('\t'));
    for (const QModelIndex& row : rows) {
        QStringList cells;
        for (int c : columns)
            cells << m_proxy->index(row.row(), c).data(Qt::DisplayRole).toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void ResultsTableView::copySelectedRows() const {
    if (selectionModel()->selectedRows().isEmpty())
        return;
    QApplication::clipboard()->setText(selectedRowsAsText());
}

QList<int> ResultsTableView::hiddenColumns() const {
    QList<int> hidden;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        if (isColumnHidden(c))
            hidden << c;
    }
    return hidden;
}

void ResultsTableView::setHiddenColumns(const QList<int>& columns) {
    for (int c = 0; c < m_model->columnCount(); ++c)
        setColumnHidden(c, columns.contains(c));
}

QStringList ResultsTableView::selectedPointKeys() const {
    QStringList keys;
    for (const QModelIndex& index : selectionModel()->selectedRows())
        keys << index.data(ResultsTableModel::PointKeyRole).toString();
    return keys;
}

void ResultsTableView::showColumnChooser(const QPoint& pos) {
    QMenu menu(this);
    menu.setToolTipsVisible(true);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        QAction* action = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
        action->setToolTip(m_model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
        action->setCheckable(true);
        action->setChecked(!isColumnHidden(c));
        connect(action, &QAction::toggled, this, [this, c](bool on) {
            setColumnHidden(c, !on);
            emit hiddenColumnsChanged();
        });
    }
    menu.addSeparator();
    menu.addAction(tr("Show all columns"), this, [this] {
        setHiddenColumns({});
        emit hiddenColumnsChanged();
    });
    menu.exec(horizontalHeader()->mapToGlobal(pos));
}

void ResultsTableView::contextMenuEvent(QContextMenuEvent* event) {
    const QModelIndex index = indexAt(viewport()->mapFromGlobal(event->globalPos()));
    if (index.isValid() && !selectionModel()->isRowSelected(index.row(), {}))
        selectRow(index.row());
    const QStringList keys = selectedPointKeys();
    QMenu menu(this);
    for (QAction* a : actions())
        menu.addAction(a);
    menu.addSeparator();
    const bool anyExcluded = std::any_of(
        keys.begin(), keys.end(), [this](const QString& k) { return m_state->isExcluded(k); });
    const bool anyIncluded = std::any_of(
        keys.begin(), keys.end(), [this](const QString& k) { return !m_state->isExcluded(k); });
    QAction* reference = menu.addAction(tr("Set as &reference"), this, [this, keys] {
        if (!keys.isEmpty())
            m_state->setUserReference(keys.first());
    });
    reference->setEnabled(keys.size() == 1);
    QAction* exclude = menu.addAction(tr("&Exclude from calculations"), this,
                                      [this] { setExcludedForSelection(true); });
    exclude->setEnabled(anyIncluded);
    QAction* restore =
        menu.addAction(tr("&Restore"), this, [this] { setExcludedForSelection(false); });
    restore->setEnabled(anyExcluded);
    QAction* restoreAll =
        menu.addAction(tr("Restore &all excluded"), m_state, &ExplorerState::restoreAll);
    restoreAll->setEnabled(!m_state->exclusions().isEmpty());
    menu.exec(event->globalPos());
}

void ResultsTableView::setExcludedForSelection(bool excluded) {
    for (const QString& key : selectedPointKeys())
        m_state->setExcluded(key, excluded);
}

void ResultsTableView::onViewSelectionChanged() {
    if (m_syncingSelection)
        return;
    const QModelIndex current = selectionModel()->currentIndex();
    const QModelIndexList rows = selectionModel()->selectedRows();
    QString key;
    if (current.isValid() && selectionModel()->isRowSelected(current.row(), {}))
        key = current.data(ResultsTableModel::ResultSetKeyRole).toString();
    else if (!rows.isEmpty())
        key = rows.first().data(ResultsTableModel::ResultSetKeyRole).toString();
    m_syncingSelection = true;
    m_state->setSelectedKey(key);
    m_syncingSelection = false;
}

void ResultsTableView::onStateSelectionChanged(const QString& key) {
    if (m_syncingSelection)
        return;
    m_syncingSelection = true;
    const int sourceRow = m_state->rowIndexOfKey(key);
    const QModelIndex proxyIndex =
        sourceRow >= 0 ? m_proxy->mapFromSource(m_model->index(sourceRow, 0)) : QModelIndex();
    if (proxyIndex.isValid()) {
        selectionModel()->setCurrentIndex(proxyIndex, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
        scrollTo(proxyIndex);
    } else {
        selectionModel()->clearSelection();
    }
    m_syncingSelection = false;
}

} // namespace mlpe
