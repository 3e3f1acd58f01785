#pragma once

#include "core/io/onelinetext.h"

#include <QString>

namespace mlpe {

enum class ProblemSeverity { Info, Warning, Error };

// Something the importer could not use, said so that a user can find and fix it.
struct ImportProblem {
    QString file; // absolute or round-relative path of the file concerned
    int line = 0; // 1-based; 0 when the problem is not about one line
    QString message;
    ProblemSeverity severity = ProblemSeverity::Warning;

    // "file:line: message" (or "file: message"), always one line: control characters (a newline
    // in a folder name, an escape sequence in a log) are written as \n, \t, \x1b, ...
    QString toString() const {
        const QString text = line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message)
                                      : QStringLiteral("%1: %2").arg(file, message);
        return escapeControlCharacters(text);
    }

    // `text` with every control character (C0, DEL, C1, line/paragraph separators) escaped:
    // the one escaping of messages (oneLine).
    static QString escapeControlCharacters(const QString& text) { return oneLine(text); }
};

} // namespace mlpe
