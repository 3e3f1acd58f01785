#pragma once

#include <QFont>
#include <QHash>
#include <QSize>
#include <QString>

class QModelIndex;
class QStyle;
class QStyledItemDelegate;
class QStyleOptionViewItem;

namespace mlpe {

// The width an item delegate gives a cell, asked of the delegate once per shape of the cell:
// its text with every digit read as 0, its decoration's size. Texts that differ only in their
// digits ("0.873", "0.912") take the same width when the font's digits do (tabular figures and
// no kerning between them and their neighbours: checked whenever the font changes; otherwise
// only equal texts share a width). QTableView's own sizeHintForColumn() asks the delegate for
// every cell of up to 1,000 rows, laying each text out: ~25,000 layouts and 55 ms of a round
// switch at 1,000 sets, 90 % of that change.
// A cell with a font, check box or size hint of its own is asked of the delegate every time.
class CellWidths {
public:
    // Starts a measurement with the view's item options; forgets the widths when what they
    // depend on (font, style, the view's logical dpi, decoration size, wrapping) changed since
    // the last one. `option` must outlive the width() calls that follow.
    void begin(const QStyledItemDelegate* delegate, const QStyleOptionViewItem& option,
               const QStyle* style, int logicalDpi);
    // The delegate's sizeHint() width for `index` with the options given to begin().
    int width(const QModelIndex& index);

private:
    QString shapeOf(const QString& text) const;
    static bool digitsInterchangeable(const QFont& font);

    const QStyledItemDelegate* m_delegate = nullptr;
    const QStyleOptionViewItem* m_option = nullptr;
    QString m_context; // what the widths were measured with
    bool m_foldDigits = false;
    QHash<QString, int> m_widths; // shape -> width
    QString m_lastKey;            // of the cell measured last, and its width
    int m_lastWidth = 0;
};

} // namespace mlpe
