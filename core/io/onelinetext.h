#pragma once

#include <QString>

namespace mlpe {

// `text` as one clean line for a message: every control character (C0 including NUL, DEL, C1,
// the line and paragraph separators) written as an escape (\n, \r, \t, \x1b, \u2028), so that a
// value taken from a file, a folder name or an option can neither break the line nor drive the
// terminal. Import problems and the commands' messages go through it.
QString oneLine(const QString& text);

} // namespace mlpe
