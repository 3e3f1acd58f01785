#include "missingfileslist.h"

#include "core/io/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

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
    // Linear in the lines: the set of each line is found by key, its files by name (a search of
    // the entries or files per line made 100,000 lines take minutes).
    QHash<QString, std::size_t> entryOfSet;
    std::vector<QSet<QString>> filesOfEntry;
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
        // '/' cannot be part of a name, so the joined key is unique per set.
        const QString key = parts[0] + QLatin1Char('/') + parts[2] + QLatin1Char('/') + parts[3];
        auto it = entryOfSet.constFind(key);
        if (it == entryOfSet.cend()) {
            it = entryOfSet.insert(key, entries.size());
            entries.push_back({parts[0], parts[2], parts[3], {}, lineNumber});
            filesOfEntry.emplace_back();
        }
        const std::size_t index = it.value();
        if (!filesOfEntry[index].contains(file)) {
            filesOfEntry[index].insert(file);
            entries[index].files.append(file);
        }
    }
    return entries;
}

} // namespace mlpe
