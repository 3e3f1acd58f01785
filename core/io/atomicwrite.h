#pragma once

#include "core/io/expected.h"

#include <QByteArray>
#include <QString>
#include <cstdio>

namespace mlpe {

// The one way the program writes a file (command outputs, sessions, datasets, charts, tables,
// reports), so that a fault never loses what the user has:
//
// - A regular file (new, or replacing one) is written to a temporary file beside it; every
//   write(), the flush to disk (fsync) and the close are checked, and only then is the
//   temporary renamed over `path`. On any failure (full disk, file-size limit, I/O error) the
//   temporary is removed and an existing file stays byte-identical. A new file gets the usual
//   mode (0666 less the umask), a replaced one keeps its mode.
// - A symbolic link is never written through: a link to a file is itself replaced by the new
//   file and what it pointed to stays as it was (a link `index.html -> ../secret` planted in an
//   output folder cannot lead a write out of it); a dangling link is refused.
// - A device, FIFO or socket that exists at `path` (or that a link leads to) is written through
//   directly, never replaced by a regular file (`--output /dev/null` stays the device, a FIFO
//   feeds its reader): nothing can be lost there.
// - A path naming one of the process's own descriptors (/dev/stdout, /dev/fd/1,
//   /proc/self/fd/1, ...; descriptorNamedBy) is written to that descriptor as it is open, so
//   `--output /dev/stdout >> log.csv` appends to the log like plain standard output does.
// - A folder is refused.
//
// The failure message names the path and the reason: "cannot write PATH: No space left on
// device".
Expected<void> writeFileAtomically(const QString& path, const QByteArray& bytes);

// Writes `bytes` to `stream` (stdout) and flushes it; a failure (`> /dev/full`, a closed
// stdout) is returned with the reason: "cannot write to standard output: ...".
Expected<void> writeStream(std::FILE* stream, const QByteArray& bytes);

} // namespace mlpe
