#include "descriptorpath.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <climits>
#include <sys/stat.h>
#include <unistd.h>

namespace mlpe {

namespace {

// /proc/<pid>/fd or /proc/<pid>/task/<tid>/fd of this process, as realpath() writes it.
bool isOwnDescriptorFolder(const QString& folder) {
    static const QRegularExpression pattern(QStringLiteral("^/proc/([0-9]+)(/task/[0-9]+)?/fd$"));
    const QRegularExpressionMatch match = pattern.match(folder);
    return match.hasMatch() && match.captured(1).toLongLong() == qint64(::getpid());
}

} // namespace

std::optional<int> descriptorNamedBy(const QString& path) {
    if (path.isEmpty())
        return std::nullopt;
    QString current = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    // As many links as the kernel follows (ELOOP beyond that).
    for (int hop = 0; hop < 40; ++hop) {
        const QFileInfo info(current);
        const QString folder = QFileInfo(info.path()).canonicalFilePath();
        if (folder.isEmpty())
            return std::nullopt;
        const QString name = info.fileName();
        if (isOwnDescriptorFolder(folder)) {
            // A closed descriptor is still named: writing to it then fails with its reason
            // ("Bad file descriptor"), as a closed standard output does.
            bool ok = false;
            const int fd = name.toInt(&ok);
            if (!ok || fd < 0)
                return std::nullopt;
            return fd;
        }
        const QByteArray encoded = QFile::encodeName(folder + QLatin1Char('/') + name);
        struct stat link {};
        if (::lstat(encoded.constData(), &link) != 0 || !S_ISLNK(link.st_mode))
            return std::nullopt;
        char target[PATH_MAX];
        const ssize_t length = ::readlink(encoded.constData(), target, sizeof target - 1);
        if (length <= 0)
            return std::nullopt;
        const QString next = QFile::decodeName(QByteArray(target, length));
        current = QDir::cleanPath(QDir::isAbsolutePath(next) ? next : folder + u'/' + next);
    }
    return std::nullopt;
}

} // namespace mlpe
