#include "systemdescriptionreader.h"

#include "core/io/jsontextscan.h"
#include "core/io/regularfile.h"
#include "core/model/acceleratorfamilies.h"

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

// The keys read below: given twice, the description is ambiguous.
const QStringList kReadKeys{QStringLiteral("submitter"),
                            QStringLiteral("system_name"),
                            QStringLiteral("division"),
                            QStringLiteral("status"),
                            QStringLiteral("framework"),
                            QStringLiteral("host_processor_model_name"),
                            QStringLiteral("number_of_nodes"),
                            QStringLiteral("accelerators_per_node"),
                            QStringLiteral("accelerator_model_name")};

// A count field as read: absent / not a number, out of range, or int(x) for "8", 8, 1.0, "1.0".
struct Count {
    enum class State { Missing, OutOfRange, Ok } state = State::Missing;
    int value = 0;
    QString text; // as written, for messages
};

Count countField(const QJsonObject& object, const char* key) {
    const QJsonValue value = object.value(QLatin1String(key));
    Count count;
    double number = 0;
    if (value.isDouble()) {
        number = value.toDouble();
        count.text = QString::number(number, 'g', QLocale::FloatingPointShortest);
    } else if (value.isString()) {
        count.text = value.toString().trimmed();
        bool ok = false;
        number = count.text.toDouble(&ok);
        if (!ok)
            return count;
    } else {
        return count;
    }
    // Checked before the conversion: int(1e10) is undefined behaviour, not a large number.
    if (!std::isfinite(number) || number < 0 ||
        number >= double(SystemDescriptionReader::kMaxAccelerators) + 1) {
        count.state = Count::State::OutOfRange;
        return count;
    }
    count.state = Count::State::Ok;
    count.value = static_cast<int>(number);
    return count;
}

// 1-based line of the first occurrence of "key" in the JSON text (0 when not found): QJsonDocument
// keeps no positions, and a problem should point at the line to fix.
int lineOfKey(const QByteArray& bytes, const char* key) {
    const qsizetype at = bytes.indexOf(QByteArray(1, '"') + key + '"');
    return at < 0 ? 0 : SystemDescriptionReader::lineOfOffset(bytes, at);
}

} // namespace

int SystemDescriptionReader::lineOfOffset(const QByteArray& bytes, qsizetype offset) {
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    return 1 + static_cast<int>(QByteArrayView(bytes.constData(), offset).count('\n'));
}

std::optional<SystemDescription>
SystemDescriptionReader::readFile(const QString& path, const QString& submitterFolder,
                                  std::vector<ImportProblem>& problems) {
    QByteArray bytes;
    QString error;
    if (!RegularFile::readAll(path, RegularFile::kSmallFileLimit, bytes, error)) {
        problems.push_back({path, 0,
                            QStringLiteral("cannot read system description: %1").arg(error),
                            ProblemSeverity::Error});
        return std::nullopt;
    }
    return parse(bytes, path, submitterFolder, problems);
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
    // What QJsonDocument lets through silently: a raw control character in a string (not JSON),
    // and a key the scorer reads given twice (QJsonDocument would keep one of them unsaid).
    const JsonTextScan scan = JsonTextScan::scan(bytes);
    if (scan.controlCharacterLine() > 0) {
        problems.push_back({path, scan.controlCharacterLine(),
                            QStringLiteral("malformed system description JSON (raw control "
                                           "character \\x%1 inside a string; JSON allows it only "
                                           "escaped)")
                                .arg(scan.controlCharacter(), 2, 16, QLatin1Char('0')),
                            ProblemSeverity::Error});
        return std::nullopt;
    }
    for (const JsonTextScan::RepeatedKey& repeated : scan.repeatedKeys()) {
        if (!repeated.path.isEmpty() || !kReadKeys.contains(repeated.key))
            continue; // not read: whichever value it has changes nothing
        problems.push_back({path, repeated.line,
                            QStringLiteral("%1 is given twice (first on line %2): which value "
                                           "counts is ambiguous; its result sets cannot be scored")
                                .arg(repeated.key)
                                .arg(repeated.firstLine),
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
    // A count that cannot be real makes the whole description unusable (its result sets get no
    // score): N = nodes x accelerators per node must be a plausible machine, never an overflow.
    auto reject = [&](const char* key, const QString& message) {
        problems.push_back({path, lineOfKey(bytes, key),
                            message + QStringLiteral(": its result sets cannot be scored"),
                            ProblemSeverity::Error});
        return std::nullopt;
    };
    const Count nodes = countField(object, "number_of_nodes");
    const Count perNode = countField(object, "accelerators_per_node");
    for (const auto& [count, key] :
         {std::pair{&nodes, "number_of_nodes"}, std::pair{&perNode, "accelerators_per_node"}}) {
        if (count->state == Count::State::OutOfRange)
            return reject(key, QStringLiteral("%1 \"%2\" is not a count from 0 to %3")
                                   .arg(QLatin1String(key), count->text)
                                   .arg(kMaxAccelerators));
    }
    if (qint64(nodes.value) * perNode.value > kMaxAccelerators)
        return reject("number_of_nodes",
                      QStringLiteral("number_of_nodes %1 x accelerators_per_node %2 = %3 "
                                     "accelerators, more than the %4 any real system has")
                          .arg(nodes.value)
                          .arg(perNode.value)
                          .arg(qint64(nodes.value) * perNode.value)
                          .arg(kMaxAccelerators));
    if (nodes.state == Count::State::Ok)
        d.nodes = nodes.value;
    else
        warn(QStringLiteral("number_of_nodes missing or not a number; N is unknown (0)"));
    if (perNode.state == Count::State::Ok)
        d.acceleratorsPerNode = perNode.value;
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
