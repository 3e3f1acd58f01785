#include "powerlogparser.h"

#include "mllogrecordparser.h"
#include "mllogscanner.h"
#include "naturalorder.h"
#include "paddedfilebuffer.h"

#include <QDir>
#include <algorithm>

namespace mlpe {

namespace {

enum class PowerKey { Start, Stop, Reading, ConversionEff, InterconnectEstimate };

struct PowerRecord {
    double timeMs = 0;
    PowerKey key = PowerKey::Reading;
    double value = 0;
};

} // namespace

struct PowerLogParser::Impl {
    PaddedFileBuffer buffer;
    MllogRecordParser json;
    std::vector<PowerRecord> records;
    int malformed = 0;

    // Reads the power-related records of `path` in file order.
    bool load(const QString& path, QString& error);
};

bool PowerLogParser::Impl::load(const QString& path, QString& error) {
    records.clear();
    malformed = 0;
    if (!buffer.load(path, error))
        return false;
    MllogScanner scanner(buffer.view());
    MllogRecord record;
    while (scanner.next(record)) {
        // Like the official parse_file, records that fail to parse are skipped here.
        if (!json.parse(record)) {
            ++malformed;
            continue;
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
            continue;
        const auto time = json.numberField("time_ms");
        if (!time)
            continue;
        power.timeMs = *time;
        if (power.key != PowerKey::Start && power.key != PowerKey::Stop) {
            const auto value = json.numberField("value");
            if (!value)
                continue;
            power.value = *value;
        }
        records.push_back(power);
    }
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
    double previous = 0;
    double lastReading = 0;
    double start = 0;
    double stop = 0;
    double wattMilliseconds = 0;
    double conversionEff = 1.0;
    bool started = false;
    bool stopped = false;
    for (const PowerRecord& r : d->records) {
        switch (r.key) {
        case PowerKey::Start:
            start = previous = r.timeMs;
            started = true;
            break;
        case PowerKey::Reading:
            if (started && !stopped) {
                wattMilliseconds += r.value * (r.timeMs - previous);
                previous = r.timeMs;
                lastReading = std::max(lastReading, r.timeMs);
            }
            break;
        case PowerKey::Stop:
            stop = r.timeMs;
            stopped = true;
            break;
        case PowerKey::ConversionEff:
            conversionEff = r.value;
            break;
        case PowerKey::InterconnectEstimate:
            break;
        }
    }
    if (!started) {
        error = QStringLiteral("no power_measurement_start record");
        return std::nullopt;
    }
    if (!stopped) // the official summarizer then ends the window at the last reading
        stop = lastReading;
    if (stop - start <= 0) {
        error =
            QStringLiteral("measurement window from %1 to %2 ms has no length: cannot integrate")
                .arg(start, 0, 'f', 0)
                .arg(stop, 0, 'f', 0);
        return std::nullopt;
    }
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
                                                std::vector<ImportProblem>& problems) {
    const QDir dir(runPowerFolder);
    QStringList nodes = dir.entryList({QStringLiteral("node_*.txt")}, QDir::Files);
    QStringList switches = dir.entryList({QStringLiteral("sw_*.txt")}, QDir::Files);
    sortNaturally(nodes);
    sortNaturally(switches);
    if (nodes.isEmpty()) {
        problems.push_back({dir.absolutePath(), 0,
                            QStringLiteral("no power/…/node_*.txt log for this run: no energy"),
                            ProblemSeverity::Warning});
        return std::nullopt;
    }
    double joules = 0;
    bool ok = true;
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
            problems.push_back({path, 0, QStringLiteral("power log unusable: %1").arg(error),
                                ProblemSeverity::Warning});
            ok = false;
            return;
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
