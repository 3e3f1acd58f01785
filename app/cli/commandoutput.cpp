#include "commandoutput.h"

#include "core/io/atomicwrite.h"
#include "core/io/onelinetext.h"

#include <cstdio>

namespace mlpe::cli {

int writeOutput(const char* command, const QString& path, const QByteArray& bytes) {
    const Expected<void> written =
        path.isEmpty() ? writeStream(stdout, bytes) : writeFileAtomically(path, bytes);
    if (!written) {
        std::fprintf(stderr, "%s: %s\n", command, qPrintable(oneLine(written.error())));
        return 1;
    }
    return 0;
}

int writeCommandOutput(const char* command, const QString& path, const QByteArray& bytes,
                       long long points, const QByteArray& summary) {
    if (const int code = writeOutput(command, path, bytes))
        return code;
    if (!path.isEmpty())
        std::fprintf(stderr, "%s: %lld points written to %s\n", command, points,
                     qPrintable(oneLine(path)));
    std::fwrite(summary.constData(), 1, static_cast<std::size_t>(summary.size()), stderr);
    return 0;
}

} // namespace mlpe::cli
