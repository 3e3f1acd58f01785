#include "folderentries.h"

#include <QFile>
#include <QStringDecoder>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

namespace mlpe {

namespace {

std::function<bool(const QString&)>& deniedForTesting() {
    static std::function<bool(const QString&)> denied;
    return denied;
}

bool isUtf8(const QByteArray& bytes) {
    // Nearly every name is ASCII, which is UTF-8: no decoder for those.
    if (std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return (c & 0x80) == 0; }))
        return true;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes); // decode() is lazy: convert to see errors
    return !decoder.hasError();
}

QString systemError(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

QString specialFileText(mode_t mode) {
    if (S_ISFIFO(mode))
        return QStringLiteral("a FIFO");
    if (S_ISCHR(mode))
        return QStringLiteral("a character device");
    if (S_ISBLK(mode))
        return QStringLiteral("a block device");
    if (S_ISSOCK(mode))
        return QStringLiteral("a socket");
    return QStringLiteral("a special file");
}

// The folder `path` opened for readdir, or nullptr with errno set. glibc's opendir() opens
// with O_DIRECTORY | O_NONBLOCK | O_CLOEXEC (a FIFO in place of a folder is refused, never
// waited on) and costs two system calls fewer than open() and fdopendir(), which asks for the
// descriptor's flags and sets close-on-exec again: three listings a result set.
DIR* openFolder(const QString& path) {
    return ::opendir(QFile::encodeName(path).constData());
}

enum class EntryType { Folder, File, Other };

// What the entry is, links followed; `why` says what an Other is. The type readdir gives is
// trusted where it is final (no system call for the usual folders and files).
EntryType entryType(int dirFd, const dirent* entry, QString& why) {
    if (entry->d_type == DT_DIR)
        return EntryType::Folder;
    if (entry->d_type == DT_REG)
        return EntryType::File;
    struct stat info {};
    if (::fstatat(dirFd, entry->d_name, &info, 0) != 0) {
        const int error = errno;
        struct stat link {};
        if (error == ELOOP)
            why = QStringLiteral("a symbolic link loop");
        else if (error == ENOENT &&
                 ::fstatat(dirFd, entry->d_name, &link, AT_SYMLINK_NOFOLLOW) == 0 &&
                 S_ISLNK(link.st_mode))
            why = QStringLiteral("a dangling symbolic link");
        else
            why = QStringLiteral("an entry that cannot be examined (%1)").arg(systemError(error));
        return EntryType::Other;
    }
    if (S_ISDIR(info.st_mode))
        return EntryType::Folder;
    if (S_ISREG(info.st_mode))
        return EntryType::File;
    why = specialFileText(info.st_mode);
    return EntryType::Other;
}

} // namespace

void FolderEntries::setDeniedForTesting(std::function<bool(const QString&)> denied) {
    deniedForTesting() = std::move(denied);
}

QString FolderEntries::escapedName(const QByteArray& bytes) {
    QString out;
    qsizetype i = 0;
    while (i < bytes.size()) {
        // The longest valid UTF-8 prefix, then one escaped byte.
        qsizetype end = i;
        QString decoded;
        for (qsizetype n = bytes.size() - i; n > 0; --n) {
            const QByteArray part = bytes.mid(i, n);
            if (isUtf8(part)) {
                decoded = QString::fromUtf8(part);
                end = i + n;
                break;
            }
        }
        out += decoded;
        if (end < bytes.size() && end == i + decoded.toUtf8().size()) {
            out += QStringLiteral("\\x%1").arg(unsigned(static_cast<unsigned char>(bytes[end])), 2,
                                               16, QLatin1Char('0'));
            ++end;
        }
        i = end;
    }
    return out;
}

Expected<FolderEntries::Listing> FolderEntries::read(const QString& path) {
    if (deniedForTesting() && deniedForTesting()(path))
        return Failure{systemError(EACCES)};
    DIR* dir = openFolder(path);
    if (!dir) {
        const int error = errno;
        return Failure{error == ENOTDIR ? QStringLiteral("not a folder") : systemError(error)};
    }
    const int fd = ::dirfd(dir);
    Listing listing;
    while (const dirent* entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name == "." || name == "..")
            continue;
        if (!isUtf8(name)) {
            listing.undecodable.append(escapedName(name));
            continue;
        }
        QString why;
        switch (entryType(fd, entry, why)) {
        case EntryType::Folder:
            listing.folders.append(QString::fromUtf8(name));
            break;
        case EntryType::File:
            listing.files.append(QString::fromUtf8(name));
            break;
        case EntryType::Other:
            listing.others.append({QString::fromUtf8(name), why});
            break;
        }
    }
    ::closedir(dir); // closes fd too
    listing.folders.sort();
    listing.files.sort();
    std::sort(listing.others.begin(), listing.others.end());
    listing.undecodable.sort();
    return listing;
}

qint64 FolderEntries::estimatedFileBytes(const QString& path) {
    DIR* dir = openFolder(path);
    if (!dir)
        return 0;
    const int fd = ::dirfd(dir);
    qint64 files = 0;
    QByteArray sized; // the name whose size stands for every file's
    while (const dirent* entry = ::readdir(dir)) {
        if (entry->d_name[0] == '.' || entry->d_type == DT_DIR)
            continue;                  // hidden, "." and "..", or a folder
        if (entry->d_type != DT_REG) { // a link, or a file system that does not say
            struct stat info {};
            if (::fstatat(fd, entry->d_name, &info, 0) != 0 || !S_ISREG(info.st_mode))
                continue;
        }
        ++files;
        if (sized.isEmpty() ||
            (!sized.startsWith("result_") && std::strncmp(entry->d_name, "result_", 7) == 0))
            sized = entry->d_name;
    }
    struct stat info {};
    const qint64 one =
        files > 0 && ::fstatat(fd, sized.constData(), &info, 0) == 0 ? qint64(info.st_size) : 0;
    ::closedir(dir); // closes fd too
    return files * one;
}

QStringList FolderEntries::list(const QString& path, Kind kind, QStringList* undecodable) {
    Listing listing = read(path).value_or(Listing{});
    if (undecodable)
        *undecodable = listing.undecodable;
    if (kind == Kind::Folders)
        return listing.folders;
    QStringList names = listing.files;
    for (const auto& other : listing.others)
        names.append(other.first);
    names.sort();
    return names;
}

} // namespace mlpe
