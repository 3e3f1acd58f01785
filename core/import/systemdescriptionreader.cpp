#include "systemdescriptionreader.h"

#include "core/io/jsontextscan.h"
#include "core/io/regularfile.h"
#include "core/model/acceleratorfamilies.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <utility>

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

// Spellings of the v0.6/v0.7 templates, read when the key itself is absent.
constexpr std::array<std::pair<const char*, const char*>, 3> kSpellings{{
    {"division", "divison"},
    {"number_of_nodes", "number of nodes"},
    {"submitter", "sumitter"},
}};

// Reads the older spellings into their keys; says which it read.
void readSpellings(QJsonObject& object, QStringList& notes) {
    for (const auto& [key, spelling] : kSpellings) {
        const QString k = QLatin1String(key);
        const QString sp = QLatin1String(spelling);
        if (!object.contains(k) && object.contains(sp)) {
            object.insert(k, object.value(sp));
            notes << QStringLiteral("\"%1\" read as %2").arg(sp, k);
        }
    }
}

// A v0.5-style description: "nodes": [{"num_nodes": 512, "num_accelerators": 4,
// "accelerator": "Tesla V100-SXM2-16GB", "cpu": ...}], "hardware": "...". Fills the absent
// standard keys from it (nodes summed over the entries, the rest from the first).
void readNodesArray(QJsonObject& object, QStringList& notes) {
    const QJsonArray entries = object.value(QLatin1String("nodes")).toArray();
    if (entries.isEmpty() || !entries.first().isObject())
        return;
    const QJsonObject first = entries.first().toObject();
    bool used = false;
    const auto fill = [&](const char* key, const QJsonValue& value) {
        if (object.contains(QLatin1String(key)) || value.isUndefined() || value.isNull())
            return;
        object.insert(QLatin1String(key), value);
        used = true;
    };
    double nodes = 0;
    bool countable = true;
    for (const QJsonValue& entry : entries) {
        const QJsonValue n = entry.toObject().value(QLatin1String("num_nodes"));
        bool ok = n.isDouble();
        const double v = ok ? n.toDouble() : n.toString().toDouble(&ok);
        countable = countable && ok;
        nodes += v;
    }
    if (countable)
        fill("number_of_nodes", nodes);
    fill("accelerators_per_node", first.value(QLatin1String("num_accelerators")));
    fill("accelerator_model_name", first.value(QLatin1String("accelerator")));
    fill("host_processor_model_name", first.value(QLatin1String("cpu")));
    fill("system_name", object.value(QLatin1String("hardware")));
    if (used)
        notes << QStringLiteral("nodes, accelerators and names read from its v0.5-style "
                                "\"nodes\" list");
}

// Copies from[k] to to[key] for each (k, key) present in `from`.
void copyKeys(const QJsonObject& from, QJsonObject& to,
              std::initializer_list<std::pair<const char*, const char*>> keys) {
    for (const auto& [k, key] : keys)
        if (from.contains(QLatin1String(k)))
            to.insert(QLatin1String(key), from.value(QLatin1String(k)));
}

// The v0.6 NVIDIA descriptions: log lines `key: {"value": ..., "metadata": ...}`, the `entry`
// value a Python dict text ("{'os': ..., 'nodes': \"{... 'num_nodes': '130' ...}\"}"). Returns
// the standard keys read from it, or nullopt when `bytes` are not such lines. `fields` gets the
// line keys.
std::optional<QJsonObject> logLineDescription(const QByteArray& bytes, QStringList* fields) {
    static const QRegularExpression line(
        QStringLiteral(R"(^([A-Za-z_][A-Za-z0-9_]*):\s*(\{.*\})\s*$)"));
    QJsonObject values;
    for (const QByteArray& raw : bytes.split('\n')) {
        const QString text = QString::fromUtf8(raw).trimmed();
        if (text.isEmpty())
            continue;
        const auto match = line.match(text);
        if (!match.hasMatch())
            return std::nullopt;
        const QJsonDocument doc = QJsonDocument::fromJson(match.captured(2).toUtf8());
        if (!doc.isObject())
            return std::nullopt;
        values.insert(match.captured(1), doc.object().value(QLatin1String("value")));
    }
    if (!values.contains(QLatin1String("division")))
        return std::nullopt;
    if (fields)
        *fields = values.keys();
    QJsonObject object;
    copyKeys(values, object,
             {{"org", "submitter"},
              {"division", "division"},
              {"status", "status"},
              {"platform", "system_name"}});
    // 'key': 'value' pairs of the Python dict text, the nested "nodes" dict's included.
    static const QRegularExpression pair(QStringLiteral(R"('([A-Za-z_]+)'\s*:\s*'([^']*)')"));
    const QString entry = values.value(QLatin1String("entry")).toString();
    QJsonObject fromEntry;
    for (auto it = pair.globalMatch(entry); it.hasNext();) {
        const auto m = it.next();
        if (!fromEntry.contains(m.captured(1)))
            fromEntry.insert(m.captured(1), m.captured(2));
    }
    copyKeys(fromEntry, object,
             {{"num_nodes", "number_of_nodes"},
              {"num_accelerators", "accelerators_per_node"},
              {"accelerator", "accelerator_model_name"},
              {"cpu", "host_processor_model_name"},
              {"framework", "framework"}});
    return object;
}

} // namespace

int SystemDescriptionReader::lineOfOffset(const QByteArray& bytes, qsizetype offset) {
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    return 1 + static_cast<int>(QByteArrayView(bytes.constData(), offset).count('\n'));
}

std::optional<SystemDescription>
SystemDescriptionReader::readFile(const QString& path, const QString& submitterFolder,
                                  std::vector<ImportProblem>& problems, QStringList* fields) {
    const Expected<QByteArray> bytes = RegularFile::readAll(path, RegularFile::kSmallFileLimit);
    if (!bytes) {
        problems.push_back({path, 0,
                            QStringLiteral("cannot read system description: %1").arg(bytes.error()),
                            ProblemSeverity::Error});
        return std::nullopt;
    }
    return parse(*bytes, path, submitterFolder, problems, fields);
}

std::optional<SystemDescription>
SystemDescriptionReader::parse(const QByteArray& bytes, const QString& path,
                               const QString& submitterFolder, std::vector<ImportProblem>& problems,
                               QStringList* fields) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    QJsonObject object;
    QStringList notes; // older formats and spellings read (one Info)
    if (error.error != QJsonParseError::NoError) {
        std::optional<QJsonObject> lines = logLineDescription(bytes, fields);
        if (!lines) {
            problems.push_back({path, lineOfOffset(bytes, error.offset),
                                QStringLiteral("malformed system description JSON (%1 at byte %2)")
                                    .arg(error.errorString())
                                    .arg(error.offset),
                                ProblemSeverity::Error});
            return std::nullopt;
        }
        object = *lines;
        notes << QStringLiteral("read from v0.6 log lines (\"key: {json}\"), not JSON");
    } else if (!document.isObject()) {
        problems.push_back({path, 0, QStringLiteral("system description is not a JSON object"),
                            ProblemSeverity::Error});
        return std::nullopt;
    } else {
        object = document.object();
        if (fields)
            *fields = object.keys();
        readSpellings(object, notes);
        readNodesArray(object, notes);
    }
    // What QJsonDocument lets through silently (JSON files only; the v0.6 log-line format is
    // read line by line): a raw control character in a string (not JSON), and a key the
    // scorer reads given twice (QJsonDocument would keep one of them unsaid).
    if (error.error == QJsonParseError::NoError) {
        const JsonTextScan scan = JsonTextScan::scan(bytes);
        if (scan.controlCharacterLine() > 0) {
            problems.push_back(
                {path, scan.controlCharacterLine(),
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
            problems.push_back(
                {path, repeated.line,
                 QStringLiteral("%1 is given twice (first on line %2): which value "
                                "counts is ambiguous; its result sets cannot be scored")
                     .arg(repeated.key)
                     .arg(repeated.firstLine),
                 ProblemSeverity::Error});
            return std::nullopt;
        }
    }
    if (!notes.isEmpty())
        problems.push_back({path, 0,
                            QStringLiteral("older description format: %1").arg(notes.join("; ")),
                            ProblemSeverity::Info});

    SystemDescription d;
    d.submitterFolder = submitterFolder;
    d.systemKey = QFileInfo(path).completeBaseName();
    d.submitterDisplay = stringField(object, "submitter");
    d.systemName = stringField(object, "system_name");
    d.division = stringField(object, "division").toLower();
    if (d.division == QLatin1String("close")) // three v1.0 systems
        d.division = QStringLiteral("closed");
    d.rawStatus = stringField(object, "status");
    d.availability = parseAvailability(d.rawStatus);
    d.hostProcessor = stringField(object, "host_processor_model_name");
    d.framework = stringField(object, "framework");
    d.accelerator =
        AcceleratorFamilies::identify(stringField(object, "accelerator_model_name"), d.systemName);

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
