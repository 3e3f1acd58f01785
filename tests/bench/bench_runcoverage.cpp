// bench run-coverage: the simulated coverage of the run-to-run bootstrap's intervals of N* and E'
// at 5 and 10 runs per set and run-to-run spreads of 2, 5 and 10 % (thresholdcoveragesimulation.h;
// the table in docs/analysis.md). Never asserted here; tst_thresholdcoveragesimulation checks
// that the intervals earn their name.
//   bench run-coverage [--replicates M] [--resamples R] [--seed S]
#include "core/analysis/thresholdcoveragesimulation.h"

#include <QString>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

using namespace mlpe::analysis;

int runRunCoverageBench(int argc, char** argv) {
    RunCoverageSimulationParams overrides;
    bool replicatesSet = false, resamplesSet = false, seedSet = false;
    for (int i = 1; i + 1 < argc; i += 2) {
        const QString key = QString::fromLocal8Bit(argv[i]);
        const QString value = QString::fromLocal8Bit(argv[i + 1]);
        if (key == QLatin1String("--replicates")) {
            overrides.replicates = std::max(1, value.toInt());
            replicatesSet = true;
        } else if (key == QLatin1String("--resamples")) {
            overrides.resamples = std::max(1, value.toInt());
            resamplesSet = true;
        } else if (key == QLatin1String("--seed")) {
            overrides.seed = value.toULongLong();
            seedSet = true;
        }
    }
    std::printf("coverage of the nominal 95 %% run-to-run bootstrap intervals, %d replicates x %d "
                "resamples, seed %llu, E' decay %g per doubling, system spread %g\n",
                overrides.replicates, overrides.resamples,
                static_cast<unsigned long long>(overrides.seed), overrides.efficiencyDecay,
                overrides.systemSpread);
    std::printf("%5s %7s %7s %12s %10s %10s %8s\n", "runs", "spread", "noise", "N* intervals", "N*",
                "E'", "seconds");
    for (RunCoverageSimulationParams params : runCoverageDesigns()) {
        if (replicatesSet)
            params.replicates = overrides.replicates;
        if (resamplesSet)
            params.resamples = overrides.resamples;
        if (seedSet)
            params.seed = overrides.seed;
        const auto start = std::chrono::steady_clock::now();
        const RunCoverageSimulationRow row = simulateRunCoverage(params);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const std::string noise = params.tailDegreesOfFreedom > 0
                                      ? "t(" + std::to_string(params.tailDegreesOfFreedom) + ")"
                                      : std::string("normal");
        std::printf("%5d %6.0f%% %7s %12d %10.3f %10.3f %8.2f\n", row.runs, row.runSpread * 100,
                    noise.c_str(), row.thresholdIntervals, row.threshold, row.efficiency, seconds);
        std::fflush(stdout);
    }
    return 0;
}
