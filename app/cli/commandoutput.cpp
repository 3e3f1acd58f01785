#include "commandoutput.h"

#include <QSaveFile>
#include <cstdio>

namespace mlpe::cli {

int writeCommandOutput(const char* command, const QString& path, const QByteArray& bytes,
                       long long points, const QByteArray& summary) {
    if (path.isEmpty()) {
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
        std::fflush(stdout);
    } else {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() ||
            !file.commit()) {
            std::fprintf(stderr, "%s: cannot write %s: %s\n", command, qPrintable(path),
                         qPrintable(file.errorString()));
            return 1;
        }
        std::fprintf(stderr, "%s: %lld points written to %s\n", command, points, qPrintable(path));
    }
    std::fwrite(summary.constData(), 1, static_cast<std::size_t>(summary.size()), stderr);
    return 0;
}

} // namespace mlpe::cli
