#pragma once

#include "cellwidths.h"

#include <QFont>
#include <QHash>
#include <QTableView>

namespace mlpe {

class ExplorerState;
class ResultsProxyModel;
class ResultsTableModel;

// The results table: sortable, a column chooser on the header's context menu, copy of the
// selected rows (tab-separated, visible columns, with a header line), and a row context menu to
// set the reference, exclude or restore. Its selection is linked both ways with
// ExplorerState::selectedKey().
class ResultsTableView : public QTableView {
    Q_OBJECT
public:
    explicit ResultsTableView(ExplorerState* state, QWidget* parent = nullptr);

    // Column widths after fitting to contents: long system names must not push S and E' out.
    static constexpr int kMinColumnWidth = 36;
    static constexpr int kMaxColumnWidth = 150;

    ResultsTableModel* tableModel() const { return m_model; }
    ResultsProxyModel* proxyModel() const { return m_proxy; }

    // Tab-separated text of the selected rows (visible columns in view order, header first).
    QString selectedRowsAsText() const;
    void copySelectedRows() const;

    // Column chooser state, for AppSettings: logical indexes of hidden columns. The Cost column
    // counts as the user left it: without prices it is hidden whatever the choice, and shows
    // again (unless the user hid it) once there are prices.
    QList<int> hiddenColumns() const;
    void setHiddenColumns(const QList<int>& columns);

    // Point keys ("round/submitter/system/benchmark") of the selected rows.
    QStringList selectedPointKeys() const;
    // Column widths from the contents, capped so that the derived columns stay in view.
    void fitColumns();
    // Widens numeric columns so that the bold (reference) row's values fit unelided.
    void fitBoldRows();
    // Pixels a cell needs to show its text unelided with `metrics`.
    int widthNeededFor(const QModelIndex& index, const QFontMetrics& metrics) const;

signals:
    void hiddenColumnsChanged();

protected:
    // QTableView's width for the column (the widest cell of the rows it looks at, its grid line),
    // with each cell's width taken from CellWidths: a model reset (a round or benchmark switch)
    // fits the columns without laying out every text.
    int sizeHintForColumn(int column) const override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;

private:
    void showColumnChooser(const QPoint& pos);
    void onStateSelectionChanged(const QString& key);
    void onViewSelectionChanged();
    void setExcludedForSelection(bool excluded);
    void placeBesideEfficiency();
    // Shows the Cost column only with prices (and unless the user hid it).
    void updateCostColumn();
    bool hasPrices() const;
    // widthNeededFor() with the text's width measured once per text in `font` (fitBoldRows).
    int boldWidthNeededFor(const QModelIndex& index, const QFont& font);
    int marginsOf(const QModelIndex& index) const;

    ExplorerState* m_state;
    ResultsTableModel* m_model;
    ResultsProxyModel* m_proxy;
    bool m_syncingSelection = false;
    bool m_costHiddenByUser = false;
    QFont m_boldFont;                     // the font m_boldTextWidths were measured in
    QHash<QString, int> m_boldTextWidths; // text -> horizontal advance in m_boldFont
    mutable CellWidths m_cellWidths;      // sizeHintForColumn()'s, kept from one fit to the next
};

} // namespace mlpe
