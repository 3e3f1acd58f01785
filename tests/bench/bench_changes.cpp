// bench changes: the analysis of one window change alone (runAnalysis(), core only), measured,
// never asserted.
//   bench changes [--data DIR] [--round 4.1] [--benchmark llama2_70b_lora] [--repeat N]
//                 [--only TEXT]   (only the changes whose name contains TEXT, e.g. "tau")
// The window's view (ViewState defaults, fits off as ExplorerState sets them) of one round and
// benchmark of the embedded dataset (or DIR, imported), its input built by viewAnalysisInput()
// as the window builds it, then 2N times each change of `bench ui` (a family toggle, the
// reference strategy, tau, k, an exclusion), each analysed with one ClusteringMemo kept across
// all of them (as the window keeps one). Prints per change the median wall-clock and process CPU
// time of runAnalysis() alone: what `bench ui` calls "analysis" without the rows derived before
// it and the thread pool's hand-over, so that the analysis can be measured on a busy machine.
#include "core/analysis/analysisengine.h"
#include "core/analysis/clusteringmemo.h"
#include "core/import/roundimporter.h"
#include "core/session/viewanalysis.h"
#include "core/session/viewstate.h"
#include "core/store/embeddeddataset.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int runChangesBench(int argc, char** argv) {
    QString dataDir;
    QString round = QStringLiteral("4.1");
    QString benchmark = QStringLiteral("llama2_70b_lora");
    int repeat = 10;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--data") && hasValue)
            dataDir = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--round") && hasValue)
            round = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--benchmark") && hasValue)
            benchmark = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--repeat") && hasValue)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--only") && hasValue)
            only = argv[++i];
        else {
            std::fprintf(stderr, "usage: bench changes [--data DIR] [--round R] [--benchmark B] "
                                 "[--repeat N] [--only TEXT]\n");
            return 2;
        }
    }
    const mlpe::Dataset data = dataDir.isEmpty()
                                   ? mlpe::loadEmbeddedDataset()
                                   : mlpe::RoundImporter::importRounds({dataDir}).dataset;
    mlpe::ViewState view;
    view.rounds = {round};
    view.benchmark = benchmark;
    view.analysis.fits.enabled = false; // as ExplorerState: fits only while their curves show
    const mlpe::ViewAnalysisInput first = mlpe::viewAnalysisInput(view, data);
    if (first.points.empty()) {
        std::fprintf(stderr, "bench changes: no points for v%s %s\n", qPrintable(round),
                     qPrintable(benchmark));
        return 1;
    }
    std::set<std::string> families;
    for (const mlpe::analysis::AnalysisPoint& p : first.points)
        families.insert(p.family);
    const QString family = QString::fromStdString(*families.begin());
    const QString someKey = QString::fromStdString(first.points.back().key);

    mlpe::analysis::ClusteringMemo memo;
    (void)mlpe::analysis::runAnalysis(first.points, first.params, &memo); // the window's first
    std::printf("bench changes: v%s %s, %zu points, %d repeats\n", qPrintable(round),
                qPrintable(benchmark), first.points.size(), repeat);
    using mlpe::analysis::ReferenceStrategy;
    const std::vector<std::pair<const char*, std::function<void(mlpe::ViewState&, int)>>> changes{
        {"filter: toggle a family",
         [&](mlpe::ViewState& v, int i) {
             if (i % 2 == 0)
                 v.hiddenFamilies << family;
             else
                 v.hiddenFamilies.removeAll(family);
         }},
        {"reference: paper <-> per family",
         [](mlpe::ViewState& v, int i) {
             v.analysis.reference.strategy =
                 i % 2 ? ReferenceStrategy::PaperRule : ReferenceStrategy::PerFamily;
         }},
        {"tau: 0.8 <-> 1.0",
         [](mlpe::ViewState& v, int i) { v.analysis.breakEven.tau = i % 2 ? 1.0 : 0.8; }},
        {"k: auto <-> 3",
         [](mlpe::ViewState& v, int i) { v.analysis.clustering.k = i % 2 ? 0 : 3; }},
        {"exclude / restore a system",
         [&](mlpe::ViewState& v, int i) {
             if (i % 2 == 0)
                 v.excluded << someKey;
             else
                 v.excluded.removeAll(someKey);
         }},
    };
    for (const auto& [name, change] : changes) {
        if (std::string(name).find(only) == std::string::npos)
            continue;
        std::vector<double> wall, cpu;
        for (int i = 0; i < repeat * 2; ++i) {
            change(view, i);
            const mlpe::ViewAnalysisInput input = mlpe::viewAnalysisInput(view, data);
            const std::clock_t cpuStart = std::clock();
            const auto start = std::chrono::steady_clock::now();
            const mlpe::analysis::AnalysisResult result =
                mlpe::analysis::runAnalysis(input.points, input.params, &memo);
            const auto stop = std::chrono::steady_clock::now();
            cpu.push_back(1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC);
            wall.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
            (void)result;
        }
        std::printf("  %-34s runAnalysis median wall %7.2f ms, cpu %7.2f ms (%d runs)\n", name,
                    median(wall), median(cpu), repeat * 2);
    }
    return 0;
}
