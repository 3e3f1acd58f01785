#include "powerlogparser.h"

#include "core/io/folderentries.h"
#include "core/model/plausiblelimits.h"
#include "mllogfilereader.h"
#include "mllogrecordparser.h"
#include "naturalorder.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace mlpe {

namespace {

enum class PowerKey { Start, Stop, Reading, ConversionEff, InterconnectEstimate };

struct PowerRecord {
    double timeMs = 0;
    PowerKey key = PowerKey::Reading;
    double value = 0;
    std::uint64_t offset = 0; // in the file, for the line of a message
};

// Bounds of a real measurement. Readings in rounds v4.0-v5.0 lie between 2,195 and 10,422 W per
// node log and switch estimates at 16,100 or 59,570 W; conversion_eff is 0.94 or 0.96. A value
// outside these generous bounds (or not finite) cannot be a measurement: the log is unusable and
// the run gets no energy, rather than an energy of inf or -1e27 J.
constexpr double kMaxTimeMs = plausible::kMaxTimeMs;
constexpr double kMaxWatts = 1e7; // 10 MW in one log
constexpr double kMaxConversionEff = 10.0;

bool plausibleReading(PowerKey key, double value) {
    switch (key) {
    case PowerKey::Reading:
    case PowerKey::InterconnectEstimate:
        return std::isfinite(value) && value >= 0 && value <= kMaxWatts;
    case PowerKey::ConversionEff:
        return std::isfinite(value) && value > 0 && value <= kMaxConversionEff;
    case PowerKey::Start:
    case PowerKey::Stop:
        break;
    }
    return true;
}

// A JSON value as written, shortened for a message.
QString valueText(simdjson::dom::element value) {
    std::string text = simdjson::minify(value);
    if (text.size() > 40)
        text = text.substr(0, 37) + "...";
    return QString::fromStdString(text);
}

} // namespace

struct PowerLogParser::Impl {
    MllogFileReader reader;
    MllogRecordParser json;
    std::vector<PowerRecord> records;
    int malformed = 0;
    int errorLine = 0; // line of the value that made the last load fail (0: not line-specific)
    // The node the log measured: metadata.host of its first power_reading that names one (the
    // logs of rounds v4.1 on do), and where; empty when none does.
    std::string host;
    std::uint64_t hostOffset = 0;

    // Reads the power-related records of `path` in file order. False (with `error`, and
    // errorLine) when the file cannot be read or holds a time or value that is no measurement.
    bool load(const QString& path, QString& error);
    // One record; false (with `error`) when it spoils the log.
    bool take(const MllogRecord& record, QString& error);
};

bool PowerLogParser::Impl::load(const QString& path, QString& error) {
    records.clear();
    malformed = 0;
    errorLine = 0;
    host.clear();
    QString valueError;
    std::optional<std::size_t> errorOffset;
    const Expected<void> read = reader.read(path, [&](const MllogRecord& record) {
        if (take(record, valueError))
            return true;
        errorOffset = record.offset;
        return false; // the log is spoilt: the rest is not needed
    });
    if (!read) {
        error = read.error();
        return false;
    }
    if (errorOffset) {
        errorLine = reader.lineNumberAt(*errorOffset);
        error = valueError;
        return false;
    }
    return true;
}

bool PowerLogParser::Impl::take(const MllogRecord& record, QString& error) {
    // Like the official parse_file, records that fail to parse are skipped here.
    if (!json.parse(record)) {
        ++malformed;
        return true;
    }
    const std::string_view key = json.key();
    PowerRecord power;
    if (key == "power_reading")
        power.key = PowerKey::Reading;
    else if (key == "power_measurement_start")
        power.key = PowerKey::Start;
    else if (key == "power_measurement_stop")
        power.key = PowerKey::Stop;
    else if (key == "conversion_eff")
        power.key = PowerKey::ConversionEff;
    else if (key == "interconnect_power_est")
        power.key = PowerKey::InterconnectEstimate;
    else
        return true;
    // As the official parse_file: a record without time_ms or value is skipped. One whose
    // time or value is present but cannot be a measurement spoils the whole log.
    simdjson::dom::element time;
    if (json.root()["time_ms"].get(time) != simdjson::SUCCESS)
        return true;
    const auto timeMs = MllogRecordParser::number(time);
    if (!timeMs || !std::isfinite(*timeMs) || *timeMs < 0 || *timeMs > kMaxTimeMs) {
        error = QStringLiteral("%1 time_ms %2 is not a clock reading (Unix milliseconds)")
                    .arg(QString::fromUtf8(key), valueText(time));
        return false;
    }
    power.timeMs = *timeMs;
    if (power.key != PowerKey::Start && power.key != PowerKey::Stop) {
        simdjson::dom::element raw;
        if (json.root()["value"].get(raw) != simdjson::SUCCESS)
            return true;
        const auto value = MllogRecordParser::number(raw);
        if (!value || !plausibleReading(power.key, *value)) {
            error = QStringLiteral("%1 value %2 cannot be a measurement")
                        .arg(QString::fromUtf8(key), valueText(raw));
            return false;
        }
        power.value = *value;
    }
    power.offset = record.offset;
    if (power.key == PowerKey::Reading && host.empty()) {
        const std::string_view name = json.metadataString("host");
        if (!name.empty()) {
            host.assign(name);
            hostOffset = record.offset;
        }
    }
    records.push_back(power);
    return true;
}

PowerLogParser::PowerLogParser()
    : d(std::make_unique<Impl>()) {}

PowerLogParser::~PowerLogParser() = default;

std::optional<double> PowerLogParser::nodeEnergy(const QString& path, double timeToTrainMs,
                                                 QString& error) {
    if (!d->load(path, error))
        return std::nullopt;
    std::stable_sort(
        d->records.begin(), d->records.end(),
        [](const PowerRecord& a, const PowerRecord& b) { return a.timeMs < b.timeMs; });
    // The window must be one: a second start or stop (a log written twice, two logs joined)
    // would make the official loop restart or end the integration in mid-measurement, and the
    // energy would be off by the part counted twice or left out.
    const PowerRecord* startRecord = nullptr;
    const PowerRecord* stopRecord = nullptr;
    const auto fail = [&](const PowerRecord& at, const QString& message) {
        d->errorLine = d->reader.lineNumberAt(at.offset);
        error = message;
        return std::nullopt;
    };
    for (const PowerRecord& r : d->records) {
        const PowerRecord** first = r.key == PowerKey::Start  ? &startRecord
                                    : r.key == PowerKey::Stop ? &stopRecord
                                                              : nullptr;
        if (!first)
            continue;
        if (*first)
            return fail(r, QStringLiteral("a second %1 (the first is on line %2): the measurement "
                                          "window is not one, the energy would be wrong")
                               .arg(r.key == PowerKey::Start
                                        ? QStringLiteral("power_measurement_start")
                                        : QStringLiteral("power_measurement_stop"))
                               .arg(d->reader.lineNumberAt((*first)->offset)));
        *first = &r;
    }
    if (!startRecord) {
        error = QStringLiteral("no power_measurement_start record");
        return std::nullopt;
    }
    const double start = startRecord->timeMs;
    double previous = start;
    double lastReading = 0;
    double wattMilliseconds = 0;
    double conversionEff = 1.0;
    int readings = 0;
    for (const PowerRecord& r : d->records) {
        switch (r.key) {
        case PowerKey::Reading:
            // In time order after the start and before the stop (records at one time keep
            // their file order, as the official sort does).
            if (&r > startRecord && (!stopRecord || &r < stopRecord)) {
                wattMilliseconds += r.value * (r.timeMs - previous);
                previous = r.timeMs;
                lastReading = std::max(lastReading, r.timeMs);
                ++readings;
            }
            break;
        case PowerKey::ConversionEff:
            conversionEff = r.value;
            break;
        case PowerKey::Start:
        case PowerKey::Stop:
        case PowerKey::InterconnectEstimate:
            break;
        }
    }
    // Without a stop the official summarizer ends the window at the last reading.
    const double stop = stopRecord ? stopRecord->timeMs : lastReading;
    if (stop - start <= 0) {
        error =
            QStringLiteral("measurement window from %1 to %2 ms has no length: cannot integrate")
                .arg(start, 0, 'f', 0)
                .arg(stop, 0, 'f', 0);
        return std::nullopt;
    }
    if (readings == 0)
        return fail(*startRecord,
                    QStringLiteral("no power_reading between power_measurement_start and "
                                   "power_measurement_stop (line %1): nothing was measured")
                        .arg(d->reader.lineNumberAt(stopRecord->offset)));
    return conversionEff * wattMilliseconds * timeToTrainMs / (stop - start) / 1000;
}

std::optional<double> PowerLogParser::switchEnergy(const QString& path, double timeToTrainMs,
                                                   QString& error) {
    if (!d->load(path, error))
        return std::nullopt;
    double conversionEff = 1.0;
    double watts = 0;
    for (const PowerRecord& r : d->records) { // file order; the first estimate counts
        if (r.key == PowerKey::ConversionEff)
            conversionEff = r.value;
        if (r.key == PowerKey::InterconnectEstimate) {
            watts = r.value;
            break;
        }
    }
    return conversionEff * watts * timeToTrainMs / 1000;
}

std::optional<double> PowerLogParser::runEnergy(const QString& runPowerFolder, double timeToTrainMs,
                                                std::vector<ImportProblem>& problems,
                                                int expectedNodes) {
    const QDir dir(runPowerFolder);
    const auto problem = [&](const QString& path, const QString& message) {
        problems.push_back({path, 0, message, ProblemSeverity::Warning});
    };
    const Expected<FolderEntries::Listing> read = FolderEntries::read(runPowerFolder);
    if (!read && QFileInfo::exists(runPowerFolder)) {
        problem(dir.absolutePath(),
                QStringLiteral("cannot read this power folder (%1): no energy").arg(read.error()));
        return std::nullopt;
    }
    const FolderEntries::Listing listing = read.value_or(FolderEntries::Listing{});
    // Special files are listed too: each becomes an unusable log with a problem (RegularFile
    // refuses it), never a node that silently adds no energy. So does a name that is not UTF-8,
    // and a folder with a log's name.
    QStringList nodes;
    QStringList switches;
    const auto isLog = [](const QString& name, const char* prefix) {
        return name.startsWith(QLatin1String(prefix)) && name.endsWith(QLatin1String(".txt"));
    };
    QStringList names = listing.files;
    for (const auto& other : listing.others)
        names.append(other.first);
    for (const QString& name : names) {
        if (isLog(name, "node_"))
            nodes.append(name);
        else if (isLog(name, "sw_"))
            switches.append(name);
    }
    bool ok = true;
    for (const QString& name : listing.folders) {
        if (isLog(name, "node_") || isLog(name, "sw_")) {
            problem(dir.absoluteFilePath(name),
                    QStringLiteral("power log is a folder, not a file: no energy for this run"));
            ok = false;
        }
    }
    for (const QString& name : listing.undecodable) {
        if (isLog(name, "node_") || isLog(name, "sw_")) {
            problem(dir.absoluteFilePath(name),
                    QStringLiteral("power log name is not valid UTF-8 (bytes shown as \\xNN): it "
                                   "cannot be opened"));
            ok = false;
        }
    }
    sortNaturally(nodes);
    sortNaturally(switches);
    if (nodes.isEmpty() && ok) {
        problem(dir.absolutePath(),
                QStringLiteral("no power/…/node_*.txt log for this run: no energy"));
        return std::nullopt;
    }
    // Node logs found, counting those that cannot be read (reported below): partial or surplus
    // logs are not this run's energy.
    const auto nodeLogsIn = [&](const QStringList& list) {
        return std::count_if(list.begin(), list.end(),
                             [&](const QString& name) { return isLog(name, "node_"); });
    };
    const qsizetype nodeLogs =
        nodes.size() + nodeLogsIn(listing.folders) + nodeLogsIn(listing.undecodable);
    if (expectedNodes > 0 && nodeLogs != expectedNodes) {
        problem(dir.absolutePath(),
                QStringLiteral("%1 node_*.txt logs for a system of %2 node(s) (%3): no energy for "
                               "this run")
                    .arg(nodeLogs)
                    .arg(expectedNodes)
                    .arg(nodeLogs < expectedNodes ? QStringLiteral("partial")
                                                  : QStringLiteral("surplus")));
        ok = false;
    }
    double joules = 0;
    // Node logs name the node they measured (metadata.host): one node in two logs is a copy, not
    // a second node, and counting it twice would add its energy twice.
    std::map<std::string, QString> hostLog;
    const auto add = [&](const QString& name, bool isNode) {
        const QString path = dir.absoluteFilePath(name);
        QString error;
        const auto energy = isNode ? nodeEnergy(path, timeToTrainMs, error)
                                   : switchEnergy(path, timeToTrainMs, error);
        if (d->malformed > 0)
            problems.push_back({path, 0,
                                QStringLiteral("%1 MLLOG record(s) are not valid JSON and were "
                                               "skipped (as the official summarizer does)")
                                    .arg(d->malformed),
                                ProblemSeverity::Info});
        if (!energy) {
            problems.push_back({path, d->errorLine,
                                QStringLiteral("power log unusable: %1").arg(error),
                                ProblemSeverity::Warning});
            ok = false;
            return;
        }
        if (isNode && !d->host.empty()) {
            const auto [it, fresh] = hostLog.emplace(d->host, name);
            if (!fresh) {
                problems.push_back(
                    {path, d->reader.lineNumberAt(d->hostOffset),
                     QStringLiteral("node log of host \"%1\", which %2 measures too: one node "
                                    "counted twice; no energy for this run")
                         .arg(QString::fromStdString(d->host), it->second),
                     ProblemSeverity::Warning});
                ok = false;
                return;
            }
        }
        joules += *energy;
    };
    for (const QString& name : nodes)
        add(name, true);
    for (const QString& name : switches)
        add(name, false);
    if (!ok)
        return std::nullopt;
    return joules;
}

} // namespace mlpe
