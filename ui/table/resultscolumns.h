#pragma once

#include "resultscolumn.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace mlpe {

// What the columns of the results table are called and mean (header tooltips state the
// definitions; derived columns say they are not official MLPerf results), and which are hidden
// until the user shows them.
class ResultsColumns {
    Q_DECLARE_TR_FUNCTIONS(mlpe::ResultsColumns)
public:
    using Column = ResultsColumn;
    static QString title(Column column);
    static QString toolTip(Column column);
    // Hidden by default: keeps the table readable at 1280 px (column chooser shows them).
    static QList<int> defaultHidden();
    // "Cost to train (EUR)": the Cost column's header in the prices' currency.
    static QString costTitle(const QString& currency);
    // Where a column stands after E′ in the view (visual order), in that order: measured energy
    // and cost sit beside the efficiency they qualify.
    static QList<Column> besideEfficiency();

    // The meaning of the hidden-columns list kept in the settings. Columns are keyed by their
    // number, which never changes (new columns are appended); what changed between layouts is
    // the defaults. Layout 0: Energy was hidden by default in the context columns. Layout 1:
    // Energy stands beside E′ and is shown by default.
    static constexpr int kHiddenColumnsLayout = 1;
    // A hidden-columns list stored under `layout`, in today's terms: a list of layout 0 shows
    // Energy again (it was hidden there by default, not by choice); every other entry is kept.
    static QList<int> migrateHidden(QList<int> hidden, int layout);
};

} // namespace mlpe
