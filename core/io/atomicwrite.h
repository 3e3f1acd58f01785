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
//   temporary is removed and an existing file stays byte-identical. A symbolic link is followed:
//   its target is replaced and the link stays. A new file gets the usual mode (0666 less the
//   umask), a replaced one keeps its mode.
// - A device, FIFO or socket that exists at `path` is written through directly, never replaced
//   by a regular file (`--output /dev/null` stays the device, a FIFO feeds its reader).
// - A folder is refused.
//
// The failure message names the path and the reason: "cannot write PATH: No space left on
// device".
Expected<void> writeFileAtomically(const QString& path, const QByteArray& bytes);

// Writes `bytes` to `stream` (stdout) and flushes it; a failure (`> /dev/full`, a closed
// stdout) is returned with the reason: "cannot write to standard output: ...".
Expected<void> writeStream(std::FILE* stream, const QByteArray& bytes);

} // namespace mlpe
