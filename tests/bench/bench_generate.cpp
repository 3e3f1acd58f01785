// bench generate: writes a synthetic round (syntheticround.h) to measure growth with.
//   bench generate DIR [--sets N] [--round 4.1] [--benchmark llama2_70b_lora|gpt3] [--seed S]
// e.g. bench generate /tmp/synthetic-10k --sets 10000, then
//   bench ui --data /tmp/synthetic-10k/training_results_v4.1
//   mlperf-explorer analyze --data /tmp/synthetic-10k/training_results_v4.1
#include "syntheticround.h"

#include <QDir>
#include <QElapsedTimer>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int runGenerateBench(int argc, char** argv) {
    if (argc < 2 || argv[1][0] == '-') {
        std::fprintf(stderr, "usage: bench generate DIR [--sets N] [--round R] "
                             "[--benchmark llama2_70b_lora|gpt3] [--seed S]\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    SyntheticRoundOptions options;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--sets"))
            options.sets = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--round"))
            options.round = QString::fromLocal8Bit(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--benchmark"))
            options.benchmark = QString::fromLocal8Bit(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed"))
            options.seed = std::strtoull(argv[i + 1], nullptr, 10);
        else {
            std::fprintf(stderr, "bench generate: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    QElapsedTimer timer;
    timer.start();
    const QString error = writeSyntheticRound(dir, options);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "bench generate: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("bench generate: %d result sets of %s in %s/training_results_v%s (%.1f s)\n",
                options.sets, qPrintable(options.benchmark), qPrintable(QDir(dir).absolutePath()),
                qPrintable(options.round), timer.elapsed() / 1000.0);
    return 0;
}
