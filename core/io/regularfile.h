#pragma once

#include "core/io/expected.h"

#include <QByteArray>
#include <QString>
#include <cstddef>

namespace mlpe {

// Reading files that come from somebody else's result folder. Only regular files are read
// (symbolic links are followed): a FIFO would block the import forever and /dev/zero never ends,
// so both are refused before a single byte is read. Every read is capped: a file larger than its
// limit is refused with a message instead of exhausting memory. Opening never blocks
// (O_NONBLOCK), and the size is checked on the opened descriptor, so a file swapped between the
// check and the read cannot slip through.
class RegularFile {
public:
    // Limits for the kinds of files an import reads. The published logs are at most 4 MiB (the
    // archives leave out larger ones) and full clones hold logs of a few hundred MiB; JSON
    // descriptions are a few KiB.
    static constexpr qint64 kLogLimit = qint64(1) << 30;        // result_*.txt, power logs
    static constexpr qint64 kSmallFileLimit = qint64(16) << 20; // JSON, MISSING_FILES.txt

    RegularFile() = default;
    ~RegularFile();
    RegularFile(const RegularFile&) = delete;
    RegularFile& operator=(const RegularFile&) = delete;

    // Opens `path` for reading; a Failure saying why ("not a regular file (a FIFO)", "dangling
    // symbolic link", "larger than 16 MiB", the system's message) when it cannot be read within
    // `limit` bytes.
    Expected<void> open(const QString& path, qint64 limit);
    // Size when opened.
    qint64 size() const { return m_size; }
    // Reads at most `capacity` bytes: the count (0 at the end), or the system's message.
    Expected<qint64> read(char* data, qint64 capacity);

    // Back to the first byte (to read the file again); false when that fails.
    bool rewind();

    // The whole file (at most `limit` bytes), or why it cannot be read.
    static Expected<QByteArray> readAll(const QString& path, qint64 limit);

    // "16 MiB", "1 GiB": limits in messages.
    static QString limitText(qint64 limit);

private:
    // The descriptor to open `path` at and the name to open there: the folder of the previous
    // file when it is the same (opened once, O_PATH), else the working directory and the whole
    // path. The kernel then looks up one name per log instead of the whole path again (ten logs
    // a result set; path lookups were the largest single item of an import's CPU). A file
    // alone (readAll) costs no extra system call.
    int openAt(const QString& path, QByteArray& native);
    void forgetFolder();

    int m_fd = -1;
    qint64 m_size = 0;
    QString m_folder;    // of the previous file opened ("" when none)
    int m_folderFd = -1; // m_folder opened, once a second file in it was asked for
    bool m_folderTried = false;
};

} // namespace mlpe
