// bench import DIR [--repeat N] [--threads T]
// Imports DIR (a training_results_vX.Y folder, or a folder of them) N times with a warm cache
// (after a first import, timed apart) and prints median / min wall time, MB/s of log bytes
// (result_*.txt and power logs below the result folders), result sets, runs, peak RSS
// (getrusage ru_maxrss) and the time to load the embedded dataset. Never asserted anywhere.
// Also the read floor: every one of those files read whole (128 KiB reads, newlines counted as
// `grep -c ''` does) on 1 and on T threads, and the import's ratio to it. (`grep -c '' FILES >
// /dev/null` is no floor: GNU grep stops reading a file at its first match when its output is
// /dev/null, so it reads 96 KiB of each log.)
#include "core/import/roundimporter.h"
#include "core/store/embeddeddataset.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/resource.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Every file under a results/ folder (run logs, power logs, scaling.json), and their bytes.
std::vector<QByteArray> logFiles(const QString& root, qint64& bytes) {
    std::vector<QByteArray> files;
    bytes = 0;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (it.filePath().contains(QLatin1String("/results/"))) {
            bytes += it.fileInfo().size();
            files.push_back(QFile::encodeName(it.filePath()));
        }
    }
    return files;
}

// Reads every file whole on `threads` threads and counts its lines; returns the newlines.
std::size_t readAll(const std::vector<QByteArray>& files, int threads) {
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> lines{0};
    auto worker = [&] {
        std::vector<char> buffer(std::size_t(128) << 10);
        std::size_t count = 0;
        for (std::size_t i = next++; i < files.size(); i = next++) {
            const int fd = ::open(files[i].constData(), O_RDONLY | O_CLOEXEC);
            if (fd < 0)
                continue;
            for (;;) {
                const ssize_t n = ::read(fd, buffer.data(), buffer.size());
                if (n <= 0)
                    break;
                const char* p = buffer.data();
                const char* const end = p + n;
                while ((p = static_cast<const char*>(std::memchr(p, '\n', std::size_t(end - p))))) {
                    ++count;
                    ++p;
                }
            }
            ::close(fd);
        }
        lines += count;
    };
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(worker);
    worker();
    for (auto& thread : pool)
        thread.join();
    return lines;
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
    qint64 bytes = 0;
    const std::vector<QByteArray> files = logFiles(dir, bytes);
    // The first import of a process (what `summarize` does) pays for warming up its own state:
    // heap growth, threads, compiled regular expressions. Timed, then not counted.
    const auto firstStart = Clock::now();
    mlpe::ImportResult result = mlpe::RoundImporter::importRounds({dir}, options);
    const double first = secondsSince(firstStart);
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
    getrusage(RUSAGE_SELF, &usage); // before the read floor: the import's peak alone
    const double med = median(times);
    std::vector<double> floorOne;
    std::vector<double> floorAll;
    for (int i = 0; i < repeat; ++i) {
        auto start = Clock::now();
        readAll(files, 1);
        floorOne.push_back(secondsSince(start));
        start = Clock::now();
        readAll(files, threads);
        floorAll.push_back(secondsSince(start));
    }
    std::printf("import %s: %d threads, %d repeats (warm cache)\n", qPrintable(dir), threads,
                repeat);
    std::printf("  wall median %.3f s, min %.3f s; the process's first import %.3f s\n", med,
                *std::min_element(times.begin(), times.end()), first);
    std::printf("  %.1f MB of result files, %.0f MB/s (median)\n", double(bytes) / 1e6,
                double(bytes) / 1e6 / med);
    std::printf("  %zu result sets, %zu runs, %zu problems\n", result.dataset.resultSets.size(),
                runs, result.dataset.problems.size());
    std::printf("  peak RSS %.1f MB\n", double(usage.ru_maxrss) / 1024.0);
    std::printf("read floor (%zu files read whole, lines counted): 1 thread %.1f ms, %d threads "
                "%.1f ms (medians)\n",
                files.size(), median(floorOne) * 1e3, threads, median(floorAll) * 1e3);
    std::printf("  import / floor: %.2fx (1 thread), %.2fx (%d threads)\n", med / median(floorOne),
                med / median(floorAll), threads);
    return 0;
}
