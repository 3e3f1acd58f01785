// bench coverage: the simulated coverage of the hardware-controlled slope's intervals at 2, 3, 5,
// 7, 10, 20 and 30 families (slopecoveragesimulation.h; the table in docs/analysis.md and in
// core/analysis/slopeintervalcoverage.cpp). Never asserted here; tst_slopecoveragesimulation
// checks the table.
//   bench coverage [--replicates M] [--resamples R] [--seed S]
#include "core/analysis/slopecoveragesimulation.h"

#include <QString>
#include <algorithm>
#include <chrono>
#include <cstdio>

using namespace mlpe::analysis;

int runCoverageBench(int argc, char** argv) {
    CoverageSimulationParams params;
    for (int i = 1; i + 1 < argc; i += 2) {
        const QString key = QString::fromLocal8Bit(argv[i]);
        const QString value = QString::fromLocal8Bit(argv[i + 1]);
        if (key == QLatin1String("--replicates"))
            params.replicates = std::max(1, value.toInt());
        else if (key == QLatin1String("--resamples"))
            params.resamples = std::max(1, value.toInt());
        else if (key == QLatin1String("--seed"))
            params.seed = value.toULongLong();
    }
    std::printf("coverage of the nominal 95 %% intervals of the within-family slope, %d "
                "replicates x %d resamples, seed %llu, true slope %g, slope spread %g, noise %g\n",
                params.replicates, params.resamples, static_cast<unsigned long long>(params.seed),
                params.trueSlope, params.slopeSpread, params.noise);
    std::printf("%6s %16s %16s %16s %8s\n", "groups", "family bootstrap", "CR2, t(BM dof)",
                "classical", "seconds");
    for (int groups : coverageGroupCounts()) {
        const auto start = std::chrono::steady_clock::now();
        const CoverageSimulationRow row = simulateSlopeCoverage(groups, params);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("%6d %16.3f %16.3f %16.3f %8.2f\n", row.groups, row.familyBootstrap,
                    row.clusterRobustT, row.classical, seconds);
        std::fflush(stdout);
    }
    return 0;
}
