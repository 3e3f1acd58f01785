// PowerLogParser on an arbitrary node / switch log: energy is finite and never negative, and a
// node log gives an energy only when its records make one measurement window: exactly one
// power_measurement_start, at most one power_measurement_stop, and at least one power_reading
// after the start and before the stop (in time order). The records are counted here with the
// same MLLOG reader and record parser the importer uses (fuzzed on their own), so that the
// window rules are checked independently of PowerLogParser's own bookkeeping.
#include "core/import/mllogfilereader.h"
#include "core/import/mllogrecordparser.h"
#include "core/import/powerlogparser.h"
#include "fuzzfile.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

struct Record {
    double timeMs;
    int kind; // 0 start, 1 stop, 2 reading
};

// The window-relevant records of `path` as the official parse_file takes them: parsed JSON with
// a numeric time_ms (and, for readings, a value). Records that would spoil the log (a time or
// value that cannot be a measurement) do not matter here: such a log gives no energy at all.
std::vector<Record> windowRecords(const QString& path) {
    static mlpe::MllogFileReader reader;
    static mlpe::MllogRecordParser parser;
    std::vector<Record> records;
    (void)reader.read(path, [&](const mlpe::MllogRecord& record) {
        if (!parser.parse(record))
            return true;
        const std::string_view key = parser.key();
        const int kind = key == "power_measurement_start"  ? 0
                         : key == "power_measurement_stop" ? 1
                         : key == "power_reading"          ? 2
                                                           : -1;
        if (kind < 0)
            return true;
        simdjson::dom::element time;
        if (parser.root()["time_ms"].get(time) != simdjson::SUCCESS)
            return true;
        const auto timeMs = mlpe::MllogRecordParser::number(time);
        if (!timeMs)
            return true;
        simdjson::dom::element value;
        if (kind == 2 && parser.root()["value"].get(value) != simdjson::SUCCESS)
            return true;
        records.push_back({*timeMs, kind});
        return true;
    });
    std::stable_sort(records.begin(), records.end(),
                     [](const Record& a, const Record& b) { return a.timeMs < b.timeMs; });
    return records;
}

void requireOneWindow(const QString& path) {
    const std::vector<Record> records = windowRecords(path);
    const auto count = [&](int kind) {
        return std::count_if(records.begin(), records.end(),
                             [&](const Record& r) { return r.kind == kind; });
    };
    if (count(0) != 1 || count(1) > 1)
        __builtin_trap();
    bool started = false;
    bool stopped = false;
    int inside = 0;
    for (const Record& r : records) {
        started = started || r.kind == 0;
        stopped = stopped || r.kind == 1;
        inside += r.kind == 2 && started && !stopped ? 1 : 0;
    }
    if (inside == 0)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static mlpe::PowerLogParser parser;
    const QString path = mlpe::fuzz::writeInput(data, size, "node_0.txt");
    QString error;
    // A real time-to-train (bert, v4.1 ASUSTeK: 313,948 ms).
    if (const auto joules = parser.nodeEnergy(path, 313948.0, error)) {
        mlpe::fuzz::requireMeasurement(*joules);
        requireOneWindow(path);
    }
    if (const auto joules = parser.switchEnergy(path, 313948.0, error))
        mlpe::fuzz::requireMeasurement(*joules);
    return 0;
}
