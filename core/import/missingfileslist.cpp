#include "missingfileslist.h"

#include "core/io/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace mlpe {

std::vector<MissingFilesList::Entry> MissingFilesList::read(const QString& roundRoot,
                                                            std::vector<ImportProblem>& problems) {
    const QString path = QDir(roundRoot).absoluteFilePath(fileName());
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return {};
    QByteArray bytes;
    QString error;
    if (!RegularFile::readAll(path, RegularFile::kSmallFileLimit, bytes, error)) {
        problems.push_back({path, 0,
                            QStringLiteral("cannot read %1: %2; sets whose logs it lists may "
                                           "look incomplete without explanation")
                                .arg(fileName(), error),
                            ProblemSeverity::Warning});
        return {};
    }
    return parse(bytes, path, QFileInfo(roundRoot).fileName(), problems);
}

std::vector<MissingFilesList::Entry> MissingFilesList::parse(const QByteArray& text,
                                                             const QString& path,
                                                             const QString& roundFolderName,
                                                             std::vector<ImportProblem>& problems) {
    std::vector<Entry> entries;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNumber = int(i) + 1;
        QString line = QString::fromUtf8(lines[i]).trimmed(); // also drops a CRLF's '\r'
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        line.replace(QLatin1Char('\\'), QLatin1Char('/'));
        while (line.startsWith(QLatin1String("./")))
            line.remove(0, 2);
        if (!roundFolderName.isEmpty() && line.startsWith(roundFolderName + QLatin1Char('/')))
            line.remove(0, roundFolderName.size() + 1);
        const QStringList parts = line.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        const bool wellFormed = parts.size() >= 5 && parts[1] == QLatin1String("results") &&
                                !parts.contains(QLatin1String("..")) &&
                                !parts.contains(QLatin1String(".")) &&
                                !line.startsWith(QLatin1Char('/'));
        if (!wellFormed) {
            problems.push_back({path, lineNumber,
                                QStringLiteral("not a <submitter>/results/<system>/<benchmark>/"
                                               "<file> path: \"%1\" ignored")
                                    .arg(line),
                                ProblemSeverity::Info});
            continue;
        }
        const QString file = parts.mid(4).join(QLatin1Char('/'));
        auto it = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) {
            return e.submitter == parts[0] && e.system == parts[2] && e.benchmark == parts[3];
        });
        if (it == entries.end()) {
            entries.push_back({parts[0], parts[2], parts[3], {}, lineNumber});
            it = entries.end() - 1;
        }
        if (!it->files.contains(file))
            it->files.append(file);
    }
    return entries;
}

} // namespace mlpe
