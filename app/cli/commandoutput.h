#pragma once

#include <QByteArray>
#include <QString>

namespace mlpe::cli {

// Writes a command's document to stdout when `path` is empty, else to `path` through
// writeFileAtomically (an existing file stays byte-identical when writing fails; a device or FIFO
// is written through). A failure prints "<command>: cannot write PATH: reason" (or "... to
// standard output: reason") on stderr. Returns the exit code: 0, or 1 when writing failed.
int writeOutput(const char* command, const QString& path, const QByteArray& bytes);

// writeOutput() for `analyze` and `compare`: "<command>: N points written to PATH" on stderr after
// a file; then `summary` (may be empty) on stderr.
int writeCommandOutput(const char* command, const QString& path, const QByteArray& bytes,
                       long long points, const QByteArray& summary);

} // namespace mlpe::cli
