// SessionCodec on an arbitrary .mlpes: a state is returned, or an error -- never both -- and a
// state that was read writes back to a file that reads again to the same state (a session
// written by this version always reopens).
#include "core/session/sessioncodec.h"

#include <QByteArray>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto first = mlpe::SessionCodec::fromJson(bytes, QStringLiteral("fuzz.mlpes"));
    if (first.hasValue() == !first.error().isEmpty())
        __builtin_trap();
    if (!first)
        return 0;
    const QByteArray written = mlpe::SessionCodec::toJson(*first);
    const auto second = mlpe::SessionCodec::fromJson(written, QStringLiteral("rewritten.mlpes"));
    if (!second || !(*second == *first))
        __builtin_trap();
    return 0;
}
