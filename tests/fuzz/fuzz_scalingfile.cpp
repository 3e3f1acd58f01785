// ScalingFile on an arbitrary scaling.json: a factor is returned, or an error -- never both.
#include "core/import/scalingfile.h"
#include "fuzzfile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString path = mlpe::fuzz::writeInput(data, size, "scaling.json");
    const mlpe::Expected<double> factor = mlpe::ScalingFile::read(path);
    if (factor.hasValue() == !factor.error().isEmpty())
        __builtin_trap();
    return 0;
}
