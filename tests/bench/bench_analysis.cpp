// bench analysis: the full recompute (filter -> reference -> derived -> auto-k k-means -> Pareto
// -> break-even -> sensitivity -> run spread -> Amdahl/USL fits) through runAnalysis(), timed on
//   1. one real benchmark (default: v4.1 llama2_70b_lora of the embedded dataset, or --data DIR),
//      live (no bootstrap), without the fits, without fits and k-means, with the E'/N* bootstrap,
//      and with the fits' bootstrap intervals (the difference is the fits' cost);
//   2. 10,000 synthetic points (silhouettes on a fixed-seed sample of 2,000).
// Prints the median wall and CPU time of --repeat runs (default 200 real / 20 synthetic). Never
// asserted anywhere.
//   bench analysis [--data DIR] [--round 4.1] [--benchmark llama2_70b_lora] [--repeat N]
//                  [--max-size N]   (the synthetic analyze sizes up to N; default 100,000)
//                  [--run-bootstrap] (only the E'/N* run bootstrap, alone, on 1 and 2 threads)
#include "core/analysis/analysisengine.h"
#include "core/analysis/rununcertainty.h"
#include "core/import/roundimporter.h"
#include "core/model/analysisinput.h"
#include "core/store/embeddeddataset.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

using namespace mlpe::analysis;

namespace {

// Synthetic MLPerf-like points: 8 families, N = 1..1024 (powers of two), T from an Amdahl model
// T = T1 (s + (1 - s) / N) with a per-family serial fraction s and +-10 % noise (64-bit LCG).
std::vector<AnalysisPoint> syntheticPoints(int count, bool withRuns = false) {
    std::vector<AnalysisPoint> points;
    points.reserve(static_cast<std::size_t>(count));
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    const auto uniform = [&state]() {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>(state >> 11) * 0x1.0p-53;
    };
    for (int i = 0; i < count; ++i) {
        AnalysisPoint p;
        const int family = i % 8;
        p.round = "9.9";
        p.submitter = "submitter" + std::to_string(i % 37);
        p.system = "system" + std::to_string(i);
        p.key = p.round + "/" + p.submitter + "/" + p.system;
        p.family = "F" + std::to_string(family);
        p.division = "closed";
        p.availability = "Available on-premise";
        p.benchmark = "synthetic";
        p.accelerators = 1 << static_cast<int>(uniform() * 11.0);
        const double serial = 0.002 + 0.004 * family;
        p.minutes = 600.0 * (serial + (1.0 - serial) / p.accelerators) * (0.9 + 0.2 * uniform());
        if (withRuns) { // ten runs within +-3 % of the score, as a real result set has
            for (int r = 0; r < 10; ++r)
                p.runMinutes.push_back(p.minutes * (0.97 + 0.06 * uniform()));
        }
        points.push_back(std::move(p));
    }
    return points;
}

struct Timing {
    double wallMs = 0.0; // median wall-clock time
    double cpuMs = 0.0;  // median process CPU time (robust when other jobs share the machine)
};

Timing medianTimes(const std::vector<AnalysisPoint>& points, const AnalysisParams& params,
                   int repeat, AnalysisResult& last) {
    std::vector<double> wall, cpu;
    for (int i = 0; i < repeat; ++i) {
        const std::clock_t cpuStart = std::clock();
        const auto start = std::chrono::steady_clock::now();
        last = runAnalysis(points, params);
        const auto stop = std::chrono::steady_clock::now();
        const std::clock_t cpuStop = std::clock();
        wall.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
        cpu.push_back(1000.0 * static_cast<double>(cpuStop - cpuStart) / CLOCKS_PER_SEC);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

void describe(const char* label, const AnalysisResult& r, Timing t, int repeat) {
    std::printf("%-34s %6d points  k = %d  frontier %zu  median wall %.3f ms, cpu %.3f ms "
                "(%d runs)\n",
                label, r.pointsInView, r.clustering.chosenK, r.paretoFrontier.size(), t.wallMs,
                t.cpuMs, repeat);
}

// The E'/N* run bootstrap alone (bootstrapRunUncertainty, 2,000 resamples) at `size` points
// with ten runs each, on one thread and on two: wall and process CPU time, median of `repeat`.
void timeRunBootstrap(int size, int repeat) {
    const std::vector<AnalysisPoint> points = syntheticPoints(size, true);
    const AnalysisResult base = runAnalysis(points, AnalysisParams{});
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (base.points[i].state == PointState::InView)
            order.push_back(i);
    for (const int threads : {1, 2}) {
        std::vector<double> wall, cpu;
        for (int i = 0; i < repeat; ++i) {
            AnalysisResult r = base;
            const std::clock_t cpuStart = std::clock();
            const auto start = std::chrono::steady_clock::now();
            bootstrapRunUncertainty(points, order, UncertaintyParams{}, 1.0, r, threads);
            const auto stop = std::chrono::steady_clock::now();
            wall.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
            cpu.push_back(1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC);
        }
        std::sort(wall.begin(), wall.end());
        std::sort(cpu.begin(), cpu.end());
        std::printf("run bootstrap alone, %6d points, %d thread(s): median wall %.1f ms, cpu %.1f "
                    "ms (%d runs)\n",
                    size, threads, wall[wall.size() / 2], cpu[cpu.size() / 2], repeat);
    }
}

} // namespace

int runAnalysisBench(int argc, char** argv) {
    QString dataDir;
    std::string round = "4.1", benchmark = "llama2_70b_lora";
    int repeat = 0;
    int maxSize = 100000;
    bool runBootstrapOnly = false;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--data") && hasValue)
            dataDir = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--round") && hasValue)
            round = argv[++i];
        else if (!std::strcmp(argv[i], "--benchmark") && hasValue)
            benchmark = argv[++i];
        else if (!std::strcmp(argv[i], "--repeat") && hasValue)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--max-size") && hasValue)
            maxSize = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--run-bootstrap"))
            runBootstrapOnly = true;
        else {
            std::fprintf(stderr, "usage: bench analysis [--data DIR] [--round R] [--benchmark B] "
                                 "[--repeat N] [--max-size 1000|10000|100000] [--run-bootstrap]\n");
            return 2;
        }
    }
    if (runBootstrapOnly) {
        for (const int size : {1000, 10000, 100000})
            if (size <= maxSize)
                timeRunBootstrap(size, repeat ? repeat : 3);
        return 0;
    }

    const mlpe::Dataset dataset = dataDir.isEmpty()
                                      ? mlpe::loadEmbeddedDataset()
                                      : mlpe::RoundImporter::importRounds({dataDir}).dataset;
    const std::vector<AnalysisPoint> real = mlpe::toAnalysisPoints(dataset);
    AnalysisParams params;
    params.filter.rounds = {round};
    params.filter.benchmark = benchmark;
    AnalysisResult result;
    if (real.empty()) {
        std::fprintf(stderr, "bench analysis: no real data (%s); only the synthetic run\n",
                     dataDir.isEmpty() ? "embedded dataset unavailable" : qPrintable(dataDir));
    } else {
        const int n = repeat ? repeat : 200;
        const Timing t = medianTimes(real, params, n, result);
        const std::string label = "v" + round + " " + benchmark + " (real)";
        describe(label.c_str(), result, t, n);

        AnalysisParams noFits = params;
        noFits.fits.enabled = false;
        const Timing tn = medianTimes(real, noFits, n, result);
        describe("  same, without the fits", result, tn, n);

        AnalysisParams clusteringOnly = noFits;
        clusteringOnly.clustering.enabled = false;
        const Timing tc = medianTimes(real, clusteringOnly, n, result);
        describe("  same, without fits and k-means", result, tc, n);

        // What `analyze` adds: E' / N* bootstrap (2,000 resamples) and the fits' intervals.
        AnalysisParams boot = params;
        boot.uncertainty.bootstrap = true;
        boot.fits.enabled = false;
        const int nb = repeat ? repeat : 10;
        const Timing tb = medianTimes(real, boot, nb, result);
        describe("  E'/N* bootstrap, 2,000 resamples", result, tb, nb);

        AnalysisParams fitsBoot = params;
        fitsBoot.fits.bootstrap = true;
        const Timing tf = medianTimes(real, fitsBoot, nb, result);
        describe("  live + fits with 1,000-resample CIs", result, tf, nb);
        const Timing tfl = medianTimes(real, params, nb, result);
        std::printf("  => all fits (%zu series x 2 models) with bootstrap intervals: %.3f ms wall, "
                    "%.3f ms cpu\n",
                    result.fits.size() / 2, tf.wallMs - tfl.wallMs, tf.cpuMs - tfl.cpuMs);
    }

    const std::vector<AnalysisPoint> synthetic = syntheticPoints(10000);
    const int n = repeat ? repeat : 20;
    const Timing t = medianTimes(synthetic, AnalysisParams{}, n, result);
    describe("10,000 synthetic points", result, t, n);

    // What `analyze` computes (its default 2,000 resamples: the E'/N* run bootstrap and the
    // fits' 1,000-resample intervals) at growing sizes: the cost must grow about linearly.
    // (The whole process, import included: `mlperf-explorer analyze --data` on a round written
    // by `bench generate`; docs/performance.md.)
    for (const int size : {1000, 10000, 100000}) {
        const std::vector<AnalysisPoint> withRuns = syntheticPoints(size, true);
        AnalysisParams analyze;
        analyze.uncertainty.bootstrap = true;
        analyze.fits.bootstrap = true;
        analyze.fits.resamples = analyze.uncertainty.resamples / 2;
        if (size > maxSize)
            break;
        const int runs = repeat ? std::min(repeat, 3) : (size >= 100000 ? 1 : 3);
        const Timing ta = medianTimes(withRuns, analyze, runs, result);
        const std::string label = "analyze, " + std::to_string(size) + " points with runs";
        describe(label.c_str(), result, ta, runs);
        // Its two bootstraps alone (the rest of the analysis included in both); not at 100,000
        // points, where each would add a minute.
        if (size >= 100000)
            continue;
        AnalysisParams runsOnly = analyze;
        runsOnly.fits.bootstrap = false;
        describe("  E'/N* run bootstrap, no fits' CIs", result,
                 medianTimes(withRuns, runsOnly, runs, result), runs);
        AnalysisParams fitsOnly = analyze;
        fitsOnly.uncertainty.bootstrap = false;
        describe("  fits' CIs, no run bootstrap", result,
                 medianTimes(withRuns, fitsOnly, runs, result), runs);
    }
    return 0;
}
