#pragma once

#include "summarytable.h"

#include <QByteArray>

namespace mlpe {

// Writes a SummaryTable as CSV or JSON (UTF-8).
class SummaryTableWriter {
public:
    // RFC 4180: header line, then one line per row, "\n" line ends; a cell is quoted (with "" for
    // a quote) when it contains a comma, a quote, a line break or leading/trailing spaces.
    static QByteArray toCsv(const SummaryTable& table);
    // A JSON array of objects keyed by the column names, in column order; numbers as JSON
    // numbers written as in the CSV (SummaryTable::cellText), missing values as null.
    static QByteArray toJson(const SummaryTable& table);
};

} // namespace mlpe
