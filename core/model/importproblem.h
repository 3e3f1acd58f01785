#pragma once

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

    // `text` with every control character (C0, DEL, C1, line/paragraph separators) escaped.
    static QString escapeControlCharacters(const QString& text) {
        QString out;
        out.reserve(text.size());
        for (const QChar c : text) {
            const char16_t u = c.unicode();
            if (u == '\n')
                out += QLatin1String("\\n");
            else if (u == '\r')
                out += QLatin1String("\\r");
            else if (u == '\t')
                out += QLatin1String("\\t");
            else if (u < 0x20 || (u >= 0x7f && u < 0xa0))
                out += QStringLiteral("\\x%1").arg(unsigned(u), 2, 16, QLatin1Char('0'));
            else if (u == 0x2028 || u == 0x2029)
                out += QStringLiteral("\\u%1").arg(unsigned(u), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
        return out;
    }
};

} // namespace mlpe
