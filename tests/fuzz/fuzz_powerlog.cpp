// PowerLogParser on an arbitrary node / switch log: energy is finite and never negative.
#include "core/import/powerlogparser.h"
#include "fuzzfile.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static mlpe::PowerLogParser parser;
    const QString path = mlpe::fuzz::writeInput(data, size, "node_0.txt");
    QString error;
    // A real time-to-train (bert, v4.1 ASUSTeK: 313,948 ms).
    if (const auto joules = parser.nodeEnergy(path, 313948.0, error))
        mlpe::fuzz::requireMeasurement(*joules);
    if (const auto joules = parser.switchEnergy(path, 313948.0, error))
        mlpe::fuzz::requireMeasurement(*joules);
    return 0;
}
