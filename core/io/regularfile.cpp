#include "regularfile.h"

#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mlpe {

namespace {

QString systemError(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

QString fileTypeText(mode_t mode) {
    if (S_ISDIR(mode))
        return QStringLiteral("a folder, not a file");
    if (S_ISFIFO(mode))
        return QStringLiteral("not a regular file (a FIFO)");
    if (S_ISCHR(mode))
        return QStringLiteral("not a regular file (a character device)");
    if (S_ISBLK(mode))
        return QStringLiteral("not a regular file (a block device)");
    if (S_ISSOCK(mode))
        return QStringLiteral("not a regular file (a socket)");
    return QStringLiteral("not a regular file");
}

} // namespace

RegularFile::~RegularFile() {
    if (m_fd >= 0)
        ::close(m_fd);
    forgetFolder();
}

void RegularFile::forgetFolder() {
    if (m_folderFd >= 0)
        ::close(m_folderFd);
    m_folderFd = -1;
    m_folderTried = false;
    m_folder.clear();
}

int RegularFile::openAt(const QString& path, QByteArray& native) {
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    // A name after a folder: "/a/b/result_1.txt" (not "/x", "a/" or "name").
    const bool inFolder = slash > 0 && slash + 1 < path.size();
    const QStringView folder = inFolder ? QStringView(path).left(slash) : QStringView();
    if (inFolder && folder == m_folder) {
        if (!m_folderTried) {
            m_folderTried = true;
            // Opening it resolves the path as opening a file in it would (links followed, the
            // same permissions asked); when it fails the whole path is used, with its errors.
            m_folderFd =
                ::open(QFile::encodeName(m_folder).constData(), O_PATH | O_DIRECTORY | O_CLOEXEC);
        }
        if (m_folderFd >= 0) {
            native = QFile::encodeName(path.mid(slash + 1));
            return m_folderFd;
        }
    } else {
        forgetFolder();
        if (inFolder)
            m_folder = folder.toString();
    }
    native = QFile::encodeName(path);
    return AT_FDCWD;
}

QString RegularFile::limitText(qint64 limit) {
    if (limit >= (qint64(1) << 30) && limit % (qint64(1) << 30) == 0)
        return QStringLiteral("%1 GiB").arg(limit >> 30);
    if (limit >= (qint64(1) << 20) && limit % (qint64(1) << 20) == 0)
        return QStringLiteral("%1 MiB").arg(limit >> 20);
    return QStringLiteral("%1 bytes").arg(limit);
}

Expected<void> RegularFile::open(const QString& path, qint64 limit) {
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    m_size = 0;
    QByteArray native;
    const int at = openAt(path, native);
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    const int fd = ::openat(at, native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int openError = errno;
        struct stat link {};
        if (openError == ENOENT &&
            ::fstatat(at, native.constData(), &link, AT_SYMLINK_NOFOLLOW) == 0 &&
            S_ISLNK(link.st_mode))
            return Failure{QStringLiteral("dangling symbolic link")};
        if (openError == ELOOP)
            return Failure{QStringLiteral("symbolic link loop")};
        return Failure{systemError(openError)};
    }
    struct stat info {};
    if (::fstat(fd, &info) != 0) {
        const int statError = errno;
        ::close(fd);
        return Failure{systemError(statError)};
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        return Failure{fileTypeText(info.st_mode)};
    }
    if (info.st_size > limit) {
        ::close(fd);
        return Failure{QStringLiteral("file of %1 bytes is larger than the %2 this reader accepts")
                           .arg(qint64(info.st_size))
                           .arg(limitText(limit))};
    }
    // O_NONBLOCK stays: it has no effect on regular files (open(2)), and clearing it would cost
    // two system calls per log, which are slow in virtual machines. read() clears it should a
    // file system ever honour it (EAGAIN).
    m_fd = fd;
    m_size = info.st_size;
    return {};
}

Expected<qint64> RegularFile::read(char* data, qint64 capacity) {
    for (;;) {
        const ssize_t n = ::read(m_fd, data, static_cast<std::size_t>(capacity));
        if (n >= 0)
            return qint64(n);
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN && (::fcntl(m_fd, F_GETFL) & O_NONBLOCK) != 0) {
            ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) & ~O_NONBLOCK);
            continue;
        }
        return Failure{systemError(errno)};
    }
}

bool RegularFile::rewind() {
    return m_fd >= 0 && ::lseek(m_fd, 0, SEEK_SET) == 0;
}

Expected<QByteArray> RegularFile::readAll(const QString& path, qint64 limit) {
    RegularFile file;
    if (Expected<void> opened = file.open(path, limit); !opened)
        return Failure{opened.error()};
    QByteArray bytes;
    // One byte more than the limit tells a file that grew since it was opened.
    bytes.resize(std::min(file.size(), limit) + 1);
    qint64 size = 0;
    for (;;) {
        if (size == bytes.size()) {
            if (size > limit)
                break;
            bytes.resize(std::min(size * 2, limit + 1));
        }
        const Expected<qint64> read = file.read(bytes.data() + size, bytes.size() - size);
        if (!read)
            return Failure{read.error()};
        const qint64 n = *read;
        if (n == 0)
            break;
        const bool shortRead = n < bytes.size() - size;
        size += n;
        if (shortRead && size >= file.size())
            break; // the end, as MllogFileReader::read: no read() to be told so
    }
    if (size > limit)
        return Failure{
            QStringLiteral("file grew beyond the %1 this reader accepts").arg(limitText(limit))};
    bytes.resize(size);
    return bytes;
}

} // namespace mlpe
