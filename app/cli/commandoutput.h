#pragma once

#include <QByteArray>
#include <QString>

namespace mlpe::cli {

// Writes a command's document (`analyze`, `compare`) to stdout when `path` is empty, else
// atomically to `path` (QSaveFile: an existing file stays intact when writing fails) with
// "<command>: N points written to PATH" on stderr; then `summary` (may be empty) on stderr.
// Returns the exit code: 0, or 1 when the file cannot be written.
int writeCommandOutput(const char* command, const QString& path, const QByteArray& bytes,
                       long long points, const QByteArray& summary);

} // namespace mlpe::cli
