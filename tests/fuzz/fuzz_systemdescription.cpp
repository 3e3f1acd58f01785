// SystemDescriptionReader on an arbitrary system JSON: N never overflows or goes negative.
#include "core/import/systemdescriptionreader.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    std::vector<mlpe::ImportProblem> problems;
    const auto d = mlpe::SystemDescriptionReader::parse(bytes, QStringLiteral("s/systems/x.json"),
                                                        QStringLiteral("s"), problems);
    if (d) {
        const qint64 n = qint64(d->nodes) * d->acceleratorsPerNode;
        if (d->nodes < 0 || d->acceleratorsPerNode < 0 ||
            n > mlpe::SystemDescriptionReader::kMaxAccelerators || d->accelerators() != n)
            __builtin_trap();
    }
    for (const auto& p : problems)
        if (p.toString().contains(QLatin1Char('\n')))
            __builtin_trap();
    return 0;
}
