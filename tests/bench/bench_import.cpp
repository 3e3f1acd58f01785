// bench import DIR [--repeat N] [--threads T]
// Imports DIR (a training_results_vX.Y folder, or a folder of them) N times with a warm cache
// (one untimed warm-up import first) and prints median / min wall time, MB/s of log bytes
// (result_*.txt and power logs below the result folders), result sets, runs, peak RSS
// (getrusage ru_maxrss) and the time to load the embedded dataset. Never asserted anywhere.
#include "core/data/embeddeddataset.h"
#include "core/data/roundimporter.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFileInfo>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Bytes of every file under a results/ folder (run logs, power logs, scaling.json).
qint64 logBytes(const QString& root) {
    qint64 bytes = 0;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (it.filePath().contains(QLatin1String("/results/")))
            bytes += it.fileInfo().size();
    }
    return bytes;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

int runImportBench(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QString dir;
    int repeat = 5;
    int threads = 2;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--threads") && i + 1 < argc)
            threads = std::max(1, std::atoi(argv[++i]));
        else
            dir = QString::fromLocal8Bit(argv[i]);
    }

    // Embedded dataset load (first load, then the median of a few more).
    std::vector<double> embeddedTimes;
    std::size_t embeddedSets = 0;
    for (int i = 0; i < 5; ++i) {
        const auto start = Clock::now();
        const mlpe::Dataset embedded = mlpe::loadEmbeddedDataset();
        embeddedTimes.push_back(secondsSince(start));
        embeddedSets = embedded.resultSets.size();
    }
    std::printf("embedded dataset: %zu result sets, load first %.1f ms, median %.1f ms\n",
                embeddedSets, embeddedTimes.front() * 1e3, median(embeddedTimes) * 1e3);

    if (dir.isEmpty()) {
        std::fprintf(stderr, "usage: bench import DIR [--repeat N] [--threads T]\n");
        return 2;
    }
    mlpe::ImportOptions options;
    options.threads = threads;
    const qint64 bytes = logBytes(dir);
    mlpe::ImportResult result = mlpe::RoundImporter::importRounds({dir}, options); // warm-up
    if (result.status != mlpe::ImportStatus::Ok) {
        std::fprintf(stderr, "import failed: %s\n",
                     result.dataset.problems.empty()
                         ? "?"
                         : qPrintable(result.dataset.problems.front().toString()));
        return 1;
    }
    std::vector<double> times;
    for (int i = 0; i < repeat; ++i) {
        const auto start = Clock::now();
        result = mlpe::RoundImporter::importRounds({dir}, options);
        times.push_back(secondsSince(start));
    }
    std::size_t runs = 0;
    for (const auto& set : result.dataset.resultSets)
        runs += set.runs.size();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double med = median(times);
    std::printf("import %s: %d threads, %d repeats (warm cache)\n", qPrintable(dir), threads,
                repeat);
    std::printf("  wall median %.3f s, min %.3f s\n", med,
                *std::min_element(times.begin(), times.end()));
    std::printf("  %.1f MB of result files, %.0f MB/s (median)\n", double(bytes) / 1e6,
                double(bytes) / 1e6 / med);
    std::printf("  %zu result sets, %zu runs, %zu problems\n", result.dataset.resultSets.size(),
                runs, result.dataset.problems.size());
    std::printf("  peak RSS %.1f MB\n", double(usage.ru_maxrss) / 1024.0);
    return 0;
}
