#pragma once

// Fuzz inputs for readers that take a path: the bytes are written to one scratch file per
// process (tmpfs in CI), rewritten for every input.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <unistd.h>

namespace mlpe::fuzz {

inline QString writeInput(const uint8_t* data, size_t size, const char* name) {
    static const QString folder = [] {
        const QString path =
            QDir::tempPath() + QStringLiteral("/mlpe-fuzz-%1").arg(qint64(::getpid()));
        QDir().mkpath(path);
        return path;
    }();
    const QString path = folder + QLatin1Char('/') + QLatin1String(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    file.write(reinterpret_cast<const char*>(data), qint64(size));
    return path;
}

// The guarantee every reader gives for a measurement it returns.
inline void requireMeasurement(double value) {
    if (!std::isfinite(value) || value < 0)
        std::abort();
}

} // namespace mlpe::fuzz
