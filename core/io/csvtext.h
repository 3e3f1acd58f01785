#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace mlpe {

// CSV as RFC 4180 writes it, for every file the program writes and the few it reads (price
// files): one quoting rule, so that what one writer quotes another reads back.
//
// Every text cell goes through csvField(), which also keeps a spreadsheet from running it: a cell
// that starts with =, +, -, @, a tab or a carriage return is a formula to Excel, LibreOffice and
// Google Sheets (a system folder named "=HYPERLINK(...)" would become a live link). Such a cell
// gets a single quote in front, as OWASP advises ("CSV Injection"); the spreadsheet shows the
// text, the quote tells a reader that it was added. A cell that starts with quotes before one of
// those characters gets one more, so that csvTextValue() gives every text back exactly. Numbers are
// never changed: a cell that is a whole decimal number ("-1.5", "2e-07") is a number, not a
// formula. A NUL, which no CSV reader keeps, becomes U+FFFD (the replacement character).

// `text` as one CSV field: neutralised as above, then quoted (quotes doubled) when it holds a
// comma, a quote, a line break or leading/trailing white space; as it is otherwise.
QString csvField(const QString& text);

// Whether `text` is a decimal number as the writers print them: an optional sign, digits with an
// optional decimal point, an optional exponent ("12", "-0.5", "1e+300", ".5").
bool isCsvNumber(const QString& text);

// The value a csvField() cell was made from (after splitCsvLine): the single quote csvField()
// put before =, +, -, @, tab or carriage return is taken off again, so that a file this program
// wrote reads back as it was (a price file's family "=X" stays "=X").
QString csvTextValue(const QString& field);

// One CSV line split into its fields ("" inside a quoted field is one quote). Nullopt when a
// quoted field is not closed on the line.
std::optional<QStringList> splitCsvLine(const QString& line);

} // namespace mlpe
