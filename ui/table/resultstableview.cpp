#include "resultstableview.h"

#include "resultscolumns.h"
#include "resultsproxymodel.h"
#include "resultstablemodel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/selectionactions.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>
#include <QStyle>
#include <QStyledItemDelegate>
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
    placeBesideEfficiency();
    updateCostColumn();
    connect(state, &ExplorerState::rowsChanged, this, &ResultsTableView::updateCostColumn);

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
    // A new reference makes another row bold without a reset (once per update, however many
    // runs of columns it signalled).
    connect(m_model, &ResultsTableModel::valuesUpdated, this, &ResultsTableView::fitBoldRows);
    // Rows hidden by the search or a sort come back: select the state's row again, so that
    // table and charts stay linked after every kind of change.
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this,
            [this] { onStateSelectionChanged(m_state->selectedKey()); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this,
            [this] { onStateSelectionChanged(m_state->selectedKey()); });
}

int ResultsTableView::sizeHintForColumn(int column) const {
    // (No row has a delegate of its own here: the column's, else the view's, draws every cell.)
    const QAbstractItemDelegate* drawing = itemDelegateForColumn(column);
    const auto* delegate =
        qobject_cast<const QStyledItemDelegate*>(drawing ? drawing : itemDelegate());
    if (!delegate || !model())
        return QTableView::sizeHintForColumn(column);
    ensurePolished();
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    m_cellWidths.begin(delegate, option, style(), logicalDpiY());
    // The rows QTableView's own sizeHintForColumn() looks at, in its order: those in view (all,
    // when the table is hidden or has fewer rows than fit), then alternately one below and one
    // above them, until resizeContentsPrecision() rows have been measured.
    const QHeaderView* rows = verticalHeader();
    const int precision = horizontalHeader()->resizeContentsPrecision();
    const int last = model()->rowCount(rootIndex()) - 1;
    const int top = std::max(0, rows->visualIndexAt(0));
    int bottom = rows->visualIndexAt(viewport()->height());
    if (!isVisible() || bottom == -1)
        bottom = last;
    int widest = 0;
    int measured = 0;
    const auto measure = [&](int visual) {
        const int logical = rows->logicalIndex(visual);
        if (rows->isSectionHidden(logical))
            return false;
        widest = std::max(widest, m_cellWidths.width(model()->index(logical, column, rootIndex())));
        ++measured;
        return true;
    };
    int visual = top;
    for (; visual <= bottom; ++visual) {
        if (measure(visual) && measured == precision)
            break; // (0 never stops it: every row in view is measured)
    }
    int above = top;
    int below = visual - 1;
    while (precision != 0 && measured != precision && (above > 0 || below < last)) {
        if ((measured % 2 != 0 && above > 0) || below == last) {
            while (above > 0 && !measure(--above)) {
            }
        } else {
            while (below < last && !measure(++below)) {
            }
        }
    }
    return showGrid() ? widest + 1 : widest;
}

void ResultsTableView::fitColumns() {
    // Contents decide, within bounds: long system names must not push S and E' out of view.
    resizeColumnsToContents();
    for (int c = 0; c < m_model->columnCount(); ++c)
        setColumnWidth(c, std::clamp(columnWidth(c), kMinColumnWidth, kMaxColumnWidth));
    fitBoldRows();
}

int ResultsTableView::widthNeededFor(const QModelIndex& index, const QFontMetrics& metrics) const {
    return metrics.horizontalAdvance(index.data(Qt::DisplayRole).toString()) + marginsOf(index);
}

int ResultsTableView::marginsOf(const QModelIndex& index) const {
    // The item view's margins (focus frame margin + 1 on each side, and the grid), and the icon.
    int width = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) + 2;
    if (index.data(Qt::DecorationRole).isValid())
        width += iconSize().isValid() ? iconSize().width() + 4
                                      : style()->pixelMetric(QStyle::PM_SmallIconSize) + 4;
    return width;
}

int ResultsTableView::boldWidthNeededFor(const QModelIndex& index, const QFont& font) {
    // The reference rows' texts are measured once per text, not on every change (shaping the
    // text of every column of every reference row was ~0.3 ms per change at 10,000 points).
    if (font != m_boldFont || m_boldTextWidths.size() > 4096) {
        m_boldFont = font;
        m_boldTextWidths.clear();
    }
    const QString text = index.data(Qt::DisplayRole).toString();
    auto it = m_boldTextWidths.constFind(text);
    if (it == m_boldTextWidths.constEnd())
        it = m_boldTextWidths.insert(text, QFontMetrics(font).horizontalAdvance(text));
    return *it + marginsOf(index);
}

void ResultsTableView::fitBoldRows() {
    // The reference row is bold: its text is wider than the regular text the columns were sized
    // for ("1,0…" in the E' column, a system name cut where the regular rows show it whole).
    // Widen (never narrow) every column to fit it; text columns only up to their cap, so that a
    // bold name elides no earlier than a regular one of the same length (the tooltip has it).
    // Bold rows are reference rows: found in the state's results, not by asking every row's font
    // through the proxy (thousands of data() calls per change in large views).
    const auto& rows = m_state->rows();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const analysis::PointResult* result = m_state->pointResult(rows[i]);
        if (!result || !result->isReference)
            continue;
        const int r = m_proxy->mapFromSource(m_model->index(int(i), 0)).row();
        if (r < 0)
            continue; // hidden by the search
        const QVariant font = m_proxy->index(r, 0).data(Qt::FontRole);
        if (!font.isValid() || !font.value<QFont>().bold())
            continue;
        const QFont bold = font.value<QFont>();
        for (int c = 0; c < m_proxy->columnCount(); ++c) {
            const QModelIndex index = m_proxy->index(r, c);
            if (isColumnHidden(c))
                continue;
            int needed = boldWidthNeededFor(index, bold);
            if (index.data(ResultsTableModel::SortRole).typeId() == QMetaType::QString)
                needed = std::min(needed, kMaxColumnWidth);
            if (columnWidth(c) < needed)
                setColumnWidth(c, needed);
        }
    }
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

void ResultsTableView::placeBesideEfficiency() {
    // Visual order only: the logical columns (the ids in settings and sessions) stay as they are.
    QHeaderView* header = horizontalHeader();
    int after = header->visualIndex(int(ResultsTableModel::Column::Efficiency));
    for (ResultsTableModel::Column column : ResultsColumns::besideEfficiency()) {
        const int from = header->visualIndex(int(column));
        const int to = from > after ? after + 1 : after;
        header->moveSection(from, to);
        after = to;
    }
}

bool ResultsTableView::hasPrices() const {
    return m_state->analysis().cost.enabled;
}

void ResultsTableView::updateCostColumn() {
    const int cost = int(ResultsTableModel::Column::CostToTrain);
    const bool hide = m_costHiddenByUser || !hasPrices();
    if (hide == isColumnHidden(cost))
        return;
    setColumnHidden(cost, hide);
    if (!hide) {
        resizeColumnToContents(cost);
        setColumnWidth(cost, std::clamp(columnWidth(cost), kMinColumnWidth, kMaxColumnWidth));
    }
}

QList<int> ResultsTableView::hiddenColumns() const {
    QList<int> hidden;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const bool h = c == int(ResultsTableModel::Column::CostToTrain) ? m_costHiddenByUser
                                                                        : isColumnHidden(c);
        if (h)
            hidden << c;
    }
    return hidden;
}

void ResultsTableView::setHiddenColumns(const QList<int>& columns) {
    const int cost = int(ResultsTableModel::Column::CostToTrain);
    m_costHiddenByUser = columns.contains(cost);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        if (c != cost)
            setColumnHidden(c, columns.contains(c));
    }
    setColumnHidden(cost, m_costHiddenByUser || !hasPrices());
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
        const bool cost = c == int(ResultsTableModel::Column::CostToTrain);
        action->setChecked(cost ? !m_costHiddenByUser : !isColumnHidden(c));
        if (cost && !hasPrices()) {
            // No money without the user's prices: nothing to show yet.
            action->setEnabled(false);
            action->setToolTip(tr("Shown once prices per accelerator-hour are set"));
        }
        connect(action, &QAction::toggled, this, [this, c, cost](bool on) {
            if (cost) {
                m_costHiddenByUser = !on;
                setColumnHidden(c, !on || !hasPrices());
            } else {
                setColumnHidden(c, !on);
            }
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
    for (QAction* a : actions()) {
        if (!a->property(SelectionActions::kActionProperty).toBool())
            menu.addAction(a); // "Copy selected rows"
    }
    menu.addSeparator();
    // The window's actions on the selection, with their shortcuts, when it attached them.
    bool windowActions = false;
    for (QAction* a : actions()) {
        if (a->property(SelectionActions::kActionProperty).toBool()) {
            menu.addAction(a);
            windowActions = true;
        }
    }
    if (windowActions) {
        menu.exec(event->globalPos());
        return;
    }
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

void ResultsTableView::currentChanged(const QModelIndex& current, const QModelIndex& previous) {
    QTableView::currentChanged(current, previous);
    // Tab into the table makes a row current without selecting it, and R, E and Delete act on
    // the selection: with nothing selected, the current row is selected, so that they act on
    // what the user sees as the cursor's row. Only with focus: a reset that moves the current
    // index selects nothing on the charts.
    if (hasFocus() && current.isValid() && !selectionModel()->hasSelection())
        selectionModel()->select(current, QItemSelectionModel::Select | QItemSelectionModel::Rows);
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
