#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace mlpe {

// CSV as RFC 4180 writes it, for every file the program writes and the few it reads (price
// files): one quoting rule, so that what one writer quotes another reads back.

// `text` as one CSV field: quoted (quotes doubled) when it holds a comma, a quote, a line break
// or leading/trailing white space; as it is otherwise.
QString csvField(const QString& text);

// One CSV line split into its fields ("" inside a quoted field is one quote). Nullopt when a
// quoted field is not closed on the line.
std::optional<QStringList> splitCsvLine(const QString& line);

} // namespace mlpe
