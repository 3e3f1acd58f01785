#include "folderentries.h"

#include <QFile>
#include <QStringDecoder>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

namespace mlpe {

namespace {

bool isUtf8(const QByteArray& bytes) {
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes); // decode() is lazy: convert to see errors
    return !decoder.hasError();
}

bool isFolder(int dirFd, const dirent* entry) {
    if (entry->d_type == DT_DIR)
        return true;
    if (entry->d_type != DT_LNK && entry->d_type != DT_UNKNOWN)
        return false;
    struct stat info {};
    return ::fstatat(dirFd, entry->d_name, &info, 0) == 0 && S_ISDIR(info.st_mode);
}

} // namespace

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

QStringList FolderEntries::list(const QString& path, Kind kind, QStringList* undecodable) {
    QStringList names;
    DIR* dir = ::opendir(QFile::encodeName(path).constData());
    if (!dir)
        return names;
    const int fd = ::dirfd(dir);
    while (const dirent* entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name == "." || name == "..")
            continue;
        if (!isUtf8(name)) {
            if (undecodable)
                undecodable->append(escapedName(name));
            continue;
        }
        if (isFolder(fd, entry) == (kind == Kind::Folders))
            names.append(QString::fromUtf8(name));
    }
    ::closedir(dir);
    names.sort();
    if (undecodable)
        undecodable->sort();
    return names;
}

} // namespace mlpe
