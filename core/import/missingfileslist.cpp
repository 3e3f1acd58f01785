#include "missingfileslist.h"

#include "core/io/regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

namespace mlpe {

namespace {

// Reads the list one line at a time, so that what it costs depends on what it names, never on
// how long the file is: the sets and files kept are capped, and so are the lines reported one by
// one (the rest are counted and reported once).
class ListParser {
public:
    ListParser(const QString& path, const QString& roundFolderName,
               std::vector<ImportProblem>& problems)
        : m_path(path)
        , m_roundFolderName(roundFolderName)
        , m_problems(problems) {}

    // One line without its '\n'; `overlong`: it was longer than kMaxLineBytes (cut there).
    void line(QByteArrayView bytes, int lineNumber, bool overlong) {
        if (overlong)
            return ignore(lineNumber, QStringLiteral("line longer than %1 bytes: ignored")
                                          .arg(MissingFilesList::kMaxLineBytes));
        QString line = QString::fromUtf8(bytes).trimmed(); // also drops a CRLF's '\r'
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            return;
        line.replace(QLatin1Char('\\'), QLatin1Char('/'));
        while (line.startsWith(QLatin1String("./")))
            line.remove(0, 2);
        if (!m_roundFolderName.isEmpty() && line.startsWith(m_roundFolderName + QLatin1Char('/')))
            line.remove(0, m_roundFolderName.size() + 1);
        const QStringList parts = line.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        const bool wellFormed = parts.size() >= 5 && parts[1] == QLatin1String("results") &&
                                !parts.contains(QLatin1String("..")) &&
                                !parts.contains(QLatin1String(".")) &&
                                !line.startsWith(QLatin1Char('/'));
        if (!wellFormed)
            return ignore(lineNumber, QStringLiteral("not a <submitter>/results/<system>/"
                                                     "<benchmark>/<file> path: \"%1\" ignored")
                                          .arg(line));
        const QString file = parts.mid(4).join(QLatin1Char('/'));
        // '/' cannot be part of a name, so the joined key is unique per set.
        const QString key = parts[0] + QLatin1Char('/') + parts[2] + QLatin1Char('/') + parts[3];
        auto it = m_entryOfSet.constFind(key);
        if (it == m_entryOfSet.cend()) {
            if (m_entries.size() >= std::size_t(MissingFilesList::kMaxSets))
                return dropped(m_droppedSets, lineNumber);
            it = m_entryOfSet.insert(key, m_entries.size());
            m_entries.push_back({parts[0], parts[2], parts[3], {}, lineNumber});
            m_filesOfEntry.emplace_back();
        }
        const std::size_t index = it.value();
        if (m_filesOfEntry[index].contains(file))
            return;
        if (m_files >= MissingFilesList::kMaxFiles)
            return dropped(m_droppedFiles, lineNumber);
        ++m_files;
        m_filesOfEntry[index].insert(file);
        m_entries[index].files.append(file);
    }

    std::vector<MissingFilesList::Entry> finish() {
        if (m_unreported.count > 0)
            m_problems.push_back(
                {m_path, m_unreported.firstLine,
                 QStringLiteral("%1 more line(s) from here on are not <submitter>/results/"
                                "<system>/<benchmark>/<file> paths: ignored")
                     .arg(m_unreported.count),
                 ProblemSeverity::Info});
        if (m_droppedSets.count > 0)
            m_problems.push_back(
                {m_path, m_droppedSets.firstLine,
                 QStringLiteral("more than %1 result sets listed: %2 line(s) naming further sets, "
                                "from here on, are ignored (those sets may look incomplete "
                                "without explanation)")
                     .arg(MissingFilesList::kMaxSets)
                     .arg(m_droppedSets.count),
                 ProblemSeverity::Warning});
        if (m_droppedFiles.count > 0)
            m_problems.push_back(
                {m_path, m_droppedFiles.firstLine,
                 QStringLiteral("more than %1 files listed: %2 further line(s), from here on, are "
                                "ignored")
                     .arg(MissingFilesList::kMaxFiles)
                     .arg(m_droppedFiles.count),
                 ProblemSeverity::Warning});
        return std::move(m_entries);
    }

private:
    struct Count {
        qint64 count = 0;
        int firstLine = 0;
    };

    void ignore(int lineNumber, const QString& message) {
        if (m_reported < MissingFilesList::kMaxReportedLines) {
            ++m_reported;
            m_problems.push_back({m_path, lineNumber, message, ProblemSeverity::Info});
            return;
        }
        dropped(m_unreported, lineNumber);
    }
    static void dropped(Count& count, int lineNumber) {
        if (count.count++ == 0)
            count.firstLine = lineNumber;
    }

    const QString m_path;
    const QString m_roundFolderName;
    std::vector<ImportProblem>& m_problems;
    std::vector<MissingFilesList::Entry> m_entries;
    // Linear in the lines: the set of each line is found by key, its files by name (a search of
    // the entries or files per line made 100,000 lines take minutes).
    QHash<QString, std::size_t> m_entryOfSet;
    std::vector<QSet<QString>> m_filesOfEntry;
    int m_files = 0;
    int m_reported = 0;
    Count m_unreported;
    Count m_droppedSets;
    Count m_droppedFiles;
};

// Splits a stream of bytes into lines for `parser`, holding at most kMaxLineBytes of a line.
class LineSplitter {
public:
    explicit LineSplitter(ListParser& parser)
        : m_parser(parser) {}

    void feed(QByteArrayView bytes) {
        while (!bytes.isEmpty()) {
            const qsizetype end = bytes.indexOf('\n');
            const QByteArrayView piece = end < 0 ? bytes : bytes.first(end);
            if (!m_overlong) {
                if (m_line.size() + piece.size() > MissingFilesList::kMaxLineBytes) {
                    m_overlong = true;
                    m_line.clear();
                } else {
                    m_line.append(piece);
                }
            }
            if (end < 0)
                return;
            endLine();
            bytes = bytes.sliced(end + 1);
        }
    }
    void finish() {
        if (!m_line.isEmpty() || m_overlong)
            endLine();
    }

private:
    void endLine() {
        m_parser.line(m_line, ++m_lineNumber, m_overlong);
        m_line.clear();
        m_overlong = false;
    }

    ListParser& m_parser;
    QByteArray m_line;
    bool m_overlong = false;
    int m_lineNumber = 0;
};

} // namespace

std::vector<MissingFilesList::Entry> MissingFilesList::read(const QString& roundRoot,
                                                            std::vector<ImportProblem>& problems) {
    const QString path = QDir(roundRoot).absoluteFilePath(fileName());
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return {};
    const auto cannotRead = [&](const QString& error) {
        problems.push_back({path, 0,
                            QStringLiteral("cannot read %1: %2; sets whose logs it lists may "
                                           "look incomplete without explanation")
                                .arg(fileName(), error),
                            ProblemSeverity::Warning});
    };
    RegularFile file;
    if (const Expected<void> opened = file.open(path, RegularFile::kSmallFileLimit); !opened) {
        cannotRead(opened.error());
        return {};
    }
    // Streamed: a list of 16 MiB is never held whole, nor split into a list of lines.
    std::vector<ImportProblem> found;
    ListParser parser(path, QFileInfo(roundRoot).fileName(), found);
    LineSplitter splitter(parser);
    QByteArray chunk(64 << 10, Qt::Uninitialized);
    for (;;) {
        const Expected<qint64> read = file.read(chunk.data(), chunk.size());
        if (!read) {
            cannotRead(read.error());
            return {};
        }
        const qint64 count = *read;
        if (count == 0)
            break;
        splitter.feed(QByteArrayView(chunk.constData(), count));
    }
    splitter.finish();
    std::vector<Entry> entries = parser.finish();
    problems.insert(problems.end(), std::make_move_iterator(found.begin()),
                    std::make_move_iterator(found.end()));
    return entries;
}

std::vector<MissingFilesList::Entry> MissingFilesList::parse(const QByteArray& text,
                                                             const QString& path,
                                                             const QString& roundFolderName,
                                                             std::vector<ImportProblem>& problems) {
    ListParser parser(path, roundFolderName, problems);
    LineSplitter splitter(parser);
    splitter.feed(text);
    splitter.finish();
    return parser.finish();
}

} // namespace mlpe
