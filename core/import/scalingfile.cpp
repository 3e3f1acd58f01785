#include "scalingfile.h"

#include "core/io/regularfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace mlpe {

Expected<double> ScalingFile::read(const QString& path) {
    const Expected<QByteArray> bytes = RegularFile::readAll(path, RegularFile::kSmallFileLimit);
    if (!bytes)
        return Failure{QStringLiteral("cannot read scaling.json: %1").arg(bytes.error())};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Failure{QStringLiteral("scaling.json is not valid JSON (%1 at byte %2)")
                           .arg(parseError.errorString())
                           .arg(parseError.offset)};
    const QJsonValue value = doc.object().value(QLatin1String("scaling_factor"));
    if (value.isDouble())
        return value.toDouble();
    if (value.isString()) {
        bool ok = false;
        const double parsed = value.toString().trimmed().toDouble(&ok);
        if (ok)
            return parsed;
    }
    return Failure{QStringLiteral("scaling.json has no numeric \"scaling_factor\"")};
}

} // namespace mlpe
