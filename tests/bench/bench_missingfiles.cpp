// bench missing-files [--lines N] [--repeat R]
// A MISSING_FILES.txt of N lines (default 100,000), each naming a different absent result set
// (the worst case for grouping lines by set): the median time to parse it
// (MissingFilesList::parse), and to import a generated round whose only submitter has no result
// folder at all, so that every listed set becomes a result set of its own (RoundImporter).
// Never asserted anywhere.
#include "core/import/missingfileslist.h"
#include "core/import/roundimporter.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

double medianOf(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Line i names result_0.txt of set i: 1,000 benchmarks per system.
QByteArray missingFilesText(int lines) {
    QByteArray text;
    for (int i = 0; i < lines; ++i)
        text += "Acme/results/sys" + QByteArray::number(i / 1000) + "/bench" +
                QByteArray::number(i % 1000) + "/result_0.txt\n";
    return text;
}

} // namespace

int runMissingFilesBench(int argc, char** argv) {
    int lines = 100000;
    int repeat = 3;
    for (int i = 1; i + 1 < argc; ++i) {
        if (!std::strcmp(argv[i], "--lines"))
            lines = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--repeat"))
            repeat = std::max(1, std::atoi(argv[++i]));
    }
    const QByteArray text = missingFilesText(lines);

    std::vector<double> parseTimes;
    std::size_t entries = 0;
    for (int i = 0; i < repeat; ++i) {
        std::vector<mlpe::ImportProblem> problems;
        const auto start = Clock::now();
        entries = mlpe::MissingFilesList::parse(text, QStringLiteral("MISSING_FILES.txt"),
                                                QString(), problems)
                      .size();
        parseTimes.push_back(secondsSince(start));
    }
    std::printf("MISSING_FILES.txt of %d lines (%.1f MB), %zu sets, %d repeats\n", lines,
                double(text.size()) / 1e6, entries, repeat);
    std::printf("  parse: median %.3f s, min %.3f s\n", medianOf(parseTimes),
                *std::min_element(parseTimes.begin(), parseTimes.end()));

    QTemporaryDir dir;
    const QString round = dir.filePath(QStringLiteral("training_results_v9.9"));
    QFile list(round + QStringLiteral("/MISSING_FILES.txt"));
    if (!QDir().mkpath(round + QStringLiteral("/Acme/systems")) ||
        !QDir().mkpath(round + QStringLiteral("/Acme/results")) ||
        !list.open(QIODevice::WriteOnly) || list.write(text) != text.size()) {
        std::fprintf(stderr, "cannot write the round in %s\n", qPrintable(dir.path()));
        return 1;
    }
    list.close();
    std::vector<double> importTimes;
    std::size_t sets = 0;
    for (int i = 0; i < repeat; ++i) {
        const auto start = Clock::now();
        const mlpe::ImportResult result = mlpe::RoundImporter::importRounds({round});
        importTimes.push_back(secondsSince(start));
        sets = result.dataset.resultSets.size();
    }
    std::printf("  import of a round listing them: median %.3f s, min %.3f s, %zu result sets\n",
                medianOf(importTimes), *std::min_element(importTimes.begin(), importTimes.end()),
                sets);
    return 0;
}
