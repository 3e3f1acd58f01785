#pragma once

#include "core/model/importproblem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

namespace mlpe {

// `MISSING_FILES.txt` at the top of a round folder: the logs that were left out of this copy of
// the round (the published archives omit logs of 4 MiB or more: 30 in v4.0, 10 in v4.1 and 10
// in v5.1). Read tolerantly: one path relative to the round folder per line, blank lines and
// `#` comments ignored, `\` taken as `/`, a leading "./" or "<round folder name>/" dropped.
// A line that is not `<submitter>/results/<system>/<benchmark>/<file...>` is reported (Info,
// with its line) and ignored. Entries are grouped by result set, in order of first mention.
//
// The file is streamed (never held whole) and what is kept is capped, so that memory stays
// bounded whatever the file holds (at most RegularFile::kSmallFileLimit bytes): at most kMaxSets
// result sets and kMaxFiles files are kept, lines beyond are counted and reported once (Warning,
// at the first line dropped); at most kMaxReportedLines unusable lines are reported one by one,
// the rest once, counted; a line longer than kMaxLineBytes is unusable. The published lists name
// 10 to 30 logs.
class MissingFilesList {
public:
    static QString fileName() { return QStringLiteral("MISSING_FILES.txt"); }

    // A whole round holds a few hundred result sets; ten thousand absent ones is no real list.
    static constexpr int kMaxSets = 10000;
    static constexpr int kMaxFiles = 100000;
    static constexpr int kMaxReportedLines = 20;
    static constexpr qsizetype kMaxLineBytes = 4096;

    // The files of one result set named in the list.
    struct Entry {
        QString submitter;
        QString system;
        QString benchmark;
        QStringList files; // relative to the result set folder ("result_0.txt")
        int firstLine = 0; // 1-based line of the first mention
    };

    // Reads `<roundRoot>/MISSING_FILES.txt`; empty (and no problem) when there is none.
    static std::vector<Entry> read(const QString& roundRoot, std::vector<ImportProblem>& problems);
    // Same from bytes; `path` is the file named in problems, `roundFolderName` the prefix that
    // a line may repeat ("training_results_v4.0").
    static std::vector<Entry> parse(const QByteArray& text, const QString& path,
                                    const QString& roundFolderName,
                                    std::vector<ImportProblem>& problems);
};

} // namespace mlpe
