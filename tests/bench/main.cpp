// bench: performance measurements (never run by ctest, never asserted).
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <string>

int runImportBench(int argc, char** argv);        // bench_import.cpp
int runAnalysisBench(int argc, char** argv);      // bench_analysis.cpp
int runUiBench(int argc, char** argv);            // bench_ui.cpp
int runSessionBench(int argc, char** argv);       // bench_session.cpp
int runExportBench(int argc, char** argv);        // bench_export.cpp
int runCompareBench(int argc, char** argv);       // bench_compare.cpp
int runMissingFilesBench(int argc, char** argv);  // bench_missingfiles.cpp
int runDecompositionBench(int argc, char** argv); // bench_decomposition.cpp
int runGenerateBench(int argc, char** argv);      // bench_generate.cpp
int runCoverageBench(int argc, char** argv);      // bench_coverage.cpp
int runRunCoverageBench(int argc, char** argv);   // bench_runcoverage.cpp
int runChangesBench(int argc, char** argv);       // bench_changes.cpp

int main(int argc, char** argv) {
    const std::map<std::string, std::function<int(int, char**)>> modes{
        {"import", runImportBench},
        {"analysis", runAnalysisBench},
        {"ui", runUiBench},
        {"session", runSessionBench},
        {"export", runExportBench},
        {"compare", runCompareBench},
        {"missing-files", runMissingFilesBench},
        {"decomposition", runDecompositionBench},
        {"generate", runGenerateBench},
        {"coverage", runCoverageBench},
        {"run-coverage", runRunCoverageBench},
        {"changes", runChangesBench},
    };
    if (argc < 2 || !modes.count(argv[1])) {
        std::fprintf(
            stderr,
            "usage: bench import DIR [--repeat N] | bench analysis [...] | bench ui [...] | "
            "bench session [--repeat N] | bench export [--round 4.1] [--benchmark bert] | "
            "bench compare [...] | bench missing-files [--lines N] [--repeat R] | "
            "bench decomposition [--simulations M] [--resamples R] [--group-by G] | "
            "bench generate DIR [--sets N] [--round R] [--benchmark B] [--seed S] | "
            "bench coverage [--replicates M] [--resamples R] [--seed S] | "
            "bench run-coverage [--replicates M] [--resamples R] [--seed S] | "
            "bench changes [--data DIR] [--round R] [--benchmark B] [--repeat N]\n");
        return 2;
    }
    return modes.at(argv[1])(argc - 1, argv + 1);
}
