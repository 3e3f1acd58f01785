#pragma once

#include "core/io/expected.h"

#include <QString>
#include <QStringList>
#include <functional>
#include <utility>

namespace mlpe {

// The entries of one folder, read with readdir. QDir silently drops names whose bytes are not
// valid UTF-8 (it cannot decode them), which made result sets vanish without a word; here such
// names are kept apart, readable (bytes that are not UTF-8 written as \xNN), so that the caller
// can report them. The entries cannot be opened through a QString path.
class FolderEntries {
public:
    enum class Kind { Folders, NotFolders };

    // One folder, every entry sorted into what it is (symbolic links followed), each list sorted
    // by name, "." and ".." excluded.
    struct Listing {
        QStringList folders;
        QStringList files; // regular files
        // Entries that are neither, with what they are: {"result_0.txt", "a dangling symbolic
        // link"}, "a symbolic link loop", "a FIFO", "a socket", "a character device", or "an
        // entry that cannot be examined (REASON)".
        QList<std::pair<QString, QString>> others;
        QStringList undecodable; // escaped names of entries whose name is not UTF-8
    };
    // A Failure when the folder itself cannot be read ("Permission denied", "not a folder").
    static Expected<Listing> read(const QString& path);

    // Names of the entries of `path` of that kind (symbolic links followed; "." and ".."
    // excluded), sorted by name: Folders, or everything else (regular files and the `others`
    // of read()). `undecodable` receives the escaped names of entries whose name is not UTF-8,
    // whatever their kind. Empty when the folder cannot be read.
    static QStringList list(const QString& path, Kind kind, QStringList* undecodable = nullptr);

    // About the size in bytes of the regular files directly in `path` (symbolic links followed,
    // hidden names left out, as QDir::Files counts them): their number times the size of one
    // result_*.txt among them (of any one when there is none); 0 when it cannot be read. The
    // scheduling estimate of a result set, whose logs are of one benchmark on one system: within
    // 0.85-1.21x of the sum on every set of v4.1 and v5.1. One fstatat a folder instead of one a
    // file (the kernel's name lookups were the largest single item of an import's CPU).
    static qint64 estimatedFileBytes(const QString& path);

    // `bytes` as text: valid UTF-8 decoded, every other byte as \xNN.
    static QString escapedName(const QByteArray& bytes);

    // Test seam: while set, read() of a path for which it returns true fails as an unreadable
    // folder ("Permission denied"). Tests run as root, which can read every folder; set it
    // before an import starts and clear it (nullptr) after, never during one.
    static void setDeniedForTesting(std::function<bool(const QString& path)> denied);
};

} // namespace mlpe
