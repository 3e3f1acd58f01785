#pragma once

#include <QString>
#include <optional>

namespace mlpe {

// The open descriptor of this process that `path` names, or nullopt: /dev/stdout, /dev/stderr,
// /dev/fd/N, /proc/self/fd/N, /proc/<this pid>/fd/N (and its threads' /proc/.../task/T/fd/N), or
// a symbolic link leading to one of them. `--output /dev/stdout` means "write to standard
// output, whatever it is", not "replace the file the shell opened": the kernel shows such a path
// as the file itself (`> log.csv` makes /dev/stdout look like log.csv), so it is recognised by
// its name, link by link, before the file is ever looked at.
std::optional<int> descriptorNamedBy(const QString& path);

} // namespace mlpe
