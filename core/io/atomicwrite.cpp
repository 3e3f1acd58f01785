#include "atomicwrite.h"

#include "descriptorpath.h"

#include <QFile>
#include <QRandomGenerator>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mlpe {

namespace {

QString reason(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

Failure cannotWrite(const QString& path, int error) {
    return Failure{QStringLiteral("cannot write %1: %2").arg(path, reason(error))};
}

// Every byte to `fd`, or the errno of the write that failed. A write of 0 bytes counts as a
// failure (nothing more would ever be written).
int writeAll(int fd, const QByteArray& bytes) {
    const char* data = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, static_cast<size_t>(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return written < 0 ? errno : EIO;
        data += written;
        left -= written;
    }
    return 0;
}

// A device, FIFO or socket: opened and written as it is (no O_TRUNC, no O_CREAT).
Expected<void> writeThrough(const QString& path, const QByteArray& bytes) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return cannotWrite(path, errno);
    int error = writeAll(fd, bytes);
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (error != 0)
        return cannotWrite(path, error);
    return {};
}

// A fresh file beside `target` (O_EXCL: never an existing one), or -1 with errno set.
int createTemporary(const QByteArray& target, mode_t mode, QByteArray* name) {
    const int slash = target.lastIndexOf('/');
    const QByteArray dir = target.left(slash + 1);
    // Short enough for any file system's name limit (255 bytes).
    const QByteArray base = target.mid(slash + 1).left(200);
    for (int attempt = 0; attempt < 100; ++attempt) {
        *name = dir + '.' + base + '.' +
                QByteArray::number(QRandomGenerator::global()->generate(), 36) + ".tmp";
        const int fd = ::open(name->constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

Expected<void> replaceRegularFile(const QString& path, const QByteArray& target, mode_t mode,
                                  bool keepMode, const QByteArray& bytes) {
    QByteArray temporary;
    const int fd = createTemporary(target, mode, &temporary);
    if (fd < 0)
        return cannotWrite(path, errno);
    int error = writeAll(fd, bytes);
    // The disk may report a full device only when the data is flushed: checked before the rename.
    if (error == 0 && ::fsync(fd) != 0)
        error = errno;
    // The umask applies at creation: a replaced file gets its old mode back explicitly.
    if (error == 0 && keepMode && ::fchmod(fd, mode) != 0)
        error = errno;
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (error == 0 && ::rename(temporary.constData(), target.constData()) != 0)
        error = errno;
    if (error != 0) {
        ::unlink(temporary.constData());
        return cannotWrite(path, error);
    }
    return {};
}

// One of the process's own descriptors (descriptorNamedBy): written where it stands, as the
// shell opened it (`>> log` appends), never replaced.
Expected<void> writeDescriptor(const QString& path, int fd, const QByteArray& bytes) {
    if (fd == STDOUT_FILENO)
        return writeStream(stdout, bytes);
    if (fd == STDERR_FILENO)
        return writeStream(stderr, bytes);
    if (const int error = writeAll(fd, bytes))
        return cannotWrite(path, error);
    return {};
}

} // namespace

Expected<void> writeFileAtomically(const QString& path, const QByteArray& bytes) {
    if (path.isEmpty())
        return Failure{QStringLiteral("cannot write a file without a name")};
    if (const std::optional<int> fd = descriptorNamedBy(path))
        return writeDescriptor(path, *fd, bytes);
    const QByteArray encoded = QFile::encodeName(path);
    struct stat link {};
    const bool isLink = ::lstat(encoded.constData(), &link) == 0 && S_ISLNK(link.st_mode);
    struct stat info {};
    if (::stat(encoded.constData(), &info) == 0) {
        if (S_ISDIR(info.st_mode))
            return Failure{QStringLiteral("cannot write %1: it is a folder").arg(path)};
        if (!S_ISREG(info.st_mode))
            return writeThrough(path, bytes);
        // A symbolic link to a file is replaced by the new file; what it points to is never
        // written (a link planted in an output folder must not lead the write elsewhere).
        if (isLink)
            return replaceRegularFile(path, encoded, 0666, false, bytes);
        return replaceRegularFile(path, encoded, info.st_mode & 07777, true, bytes);
    }
    if (errno != ENOENT)
        return cannotWrite(path, errno);
    if (isLink)
        return Failure{QStringLiteral("cannot write %1: dangling symbolic link").arg(path)};
    return replaceRegularFile(path, encoded, 0666, false, bytes);
}

Expected<void> writeStream(std::FILE* stream, const QByteArray& bytes) {
    errno = 0;
    const std::size_t size = static_cast<std::size_t>(bytes.size());
    const bool written = std::fwrite(bytes.constData(), 1, size, stream) == size;
    if (!written || std::fflush(stream) != 0 || std::ferror(stream)) {
        const int error = errno != 0 ? errno : EIO;
        std::clearerr(stream);
        const char* name = stream == stdout ? "standard output" : "the output stream";
        return Failure{
            QStringLiteral("cannot write to %1: %2").arg(QLatin1String(name), reason(error))};
    }
    return {};
}

} // namespace mlpe
