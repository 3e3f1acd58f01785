// RunLogParser on an arbitrary result_0.txt, read as MLLOG and as v0.6 MLL: a valid run always
// has a positive finite time.
#include "core/import/runlogparser.h"
#include "core/model/benchmarkcatalog.h"
#include "fuzzfile.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static mlpe::RunLogParser parser;
    const QString path = mlpe::fuzz::writeInput(data, size, "result_0.txt");
    static const char* const kBenchmarks[] = {"bert", "stable_diffusion", "maskrcnn", "newbench"};
    const char* benchmark = kBenchmarks[size % 4];
    const auto result = parser.parse(
        path, mlpe::BenchmarkCatalog::lookup(QString::fromLatin1(benchmark)).target, size % 2 == 0);
    if (result.run.valid() && !(std::isfinite(result.run.minutes) && result.run.minutes > 0))
        __builtin_trap();
    // The same bytes as a v0.6 log (":::MLL <seconds> <key>: {json}", run_stop status decides).
    mlpe::RunCheck v06;
    v06.dialect = mlpe::LogDialect::Mll;
    v06.initLimitMinutes = 20.0;
    const auto mll = parser.parse(path, v06);
    if (mll.run.valid() && !(std::isfinite(mll.run.minutes) && mll.run.minutes > 0))
        __builtin_trap();
    return 0;
}
