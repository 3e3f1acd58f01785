#pragma once

#include "resultstablemodel.h"

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
    using Column = ResultsTableModel::Column;
    static QString title(Column column);
    static QString toolTip(Column column);
    // Hidden by default: keeps the table readable at 1280 px (column chooser shows them).
    static QList<int> defaultHidden();
};

} // namespace mlpe
