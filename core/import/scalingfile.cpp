#include "scalingfile.h"

#include "core/io/regularfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace mlpe {

std::optional<double> ScalingFile::read(const QString& path, QString& error) {
    QByteArray bytes;
    QString readError;
    if (!RegularFile::readAll(path, RegularFile::kSmallFileLimit, bytes, readError)) {
        error = QStringLiteral("cannot read scaling.json: %1").arg(readError);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = QStringLiteral("scaling.json is not valid JSON (%1 at byte %2)")
                    .arg(parseError.errorString())
                    .arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonValue value = doc.object().value(QLatin1String("scaling_factor"));
    if (value.isDouble())
        return value.toDouble();
    if (value.isString()) {
        bool ok = false;
        const double parsed = value.toString().trimmed().toDouble(&ok);
        if (ok)
            return parsed;
    }
    error = QStringLiteral("scaling.json has no numeric \"scaling_factor\"");
    return std::nullopt;
}

} // namespace mlpe
