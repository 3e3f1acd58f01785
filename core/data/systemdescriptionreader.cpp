#include "systemdescriptionreader.h"

#include "acceleratorfamilies.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace mlpe {

namespace {

QString stringField(const QJsonObject& object, const char* key) {
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isString())
        return value.toString().trimmed();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    return {};
}

// int(x) for "8", 8, 1.0, "1.0"; nullopt when absent or not a number.
std::optional<int> countField(const QJsonObject& object, const char* key) {
    const QJsonValue value = object.value(QLatin1String(key));
    double number = 0;
    if (value.isDouble()) {
        number = value.toDouble();
    } else if (value.isString()) {
        bool ok = false;
        number = value.toString().trimmed().toDouble(&ok);
        if (!ok)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    if (!std::isfinite(number) || number < 0 || number > 1e9)
        return std::nullopt;
    return static_cast<int>(number);
}

} // namespace

int SystemDescriptionReader::lineOfOffset(const QByteArray& bytes, qsizetype offset) {
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    return 1 + static_cast<int>(QByteArrayView(bytes.constData(), offset).count('\n'));
}

std::optional<SystemDescription>
SystemDescriptionReader::readFile(const QString& path, const QString& submitterFolder,
                                  std::vector<ImportProblem>& problems) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problems.push_back(
            {path, 0, QStringLiteral("cannot read system description: %1").arg(file.errorString()),
             ProblemSeverity::Error});
        return std::nullopt;
    }
    return parse(file.readAll(), path, submitterFolder, problems);
}

std::optional<SystemDescription>
SystemDescriptionReader::parse(const QByteArray& bytes, const QString& path,
                               const QString& submitterFolder,
                               std::vector<ImportProblem>& problems) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        problems.push_back({path, lineOfOffset(bytes, error.offset),
                            QStringLiteral("malformed system description JSON (%1 at byte %2)")
                                .arg(error.errorString())
                                .arg(error.offset),
                            ProblemSeverity::Error});
        return std::nullopt;
    }
    if (!document.isObject()) {
        problems.push_back({path, 0, QStringLiteral("system description is not a JSON object"),
                            ProblemSeverity::Error});
        return std::nullopt;
    }
    const QJsonObject object = document.object();

    SystemDescription d;
    d.submitterFolder = submitterFolder;
    d.systemKey = QFileInfo(path).completeBaseName();
    d.submitterDisplay = stringField(object, "submitter");
    d.systemName = stringField(object, "system_name");
    d.division = stringField(object, "division").toLower();
    d.rawStatus = stringField(object, "status");
    d.availability = parseAvailability(d.rawStatus);
    d.hostProcessor = stringField(object, "host_processor_model_name");
    d.framework = stringField(object, "framework");
    d.accelerator = AcceleratorFamilies::identify(stringField(object, "accelerator_model_name"));

    auto warn = [&](const QString& message) {
        problems.push_back({path, 0, message, ProblemSeverity::Warning});
    };
    if (const auto nodes = countField(object, "number_of_nodes"))
        d.nodes = *nodes;
    else
        warn(QStringLiteral("number_of_nodes missing or not a number; N is unknown (0)"));
    if (const auto perNode = countField(object, "accelerators_per_node"))
        d.acceleratorsPerNode = *perNode;
    else
        warn(QStringLiteral("accelerators_per_node missing or not a number; N is unknown (0)"));
    if (d.availability == Availability::Unknown)
        warn(QStringLiteral("unknown availability status \"%1\"").arg(d.rawStatus));
    if (d.division != QLatin1String("closed") && d.division != QLatin1String("open"))
        warn(QStringLiteral("unknown division \"%1\"").arg(d.division));
    if (!d.accelerator.matched)
        problems.push_back({path, 0,
                            QStringLiteral("accelerator \"%1\" matches no family rule; shown as "
                                           "its own family")
                                .arg(d.accelerator.rawName),
                            ProblemSeverity::Info});
    return d;
}

} // namespace mlpe
