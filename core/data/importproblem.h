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

    // "file:line: message" (or "file: message").
    QString toString() const {
        return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message)
                        : QStringLiteral("%1: %2").arg(file, message);
    }
};

} // namespace mlpe
