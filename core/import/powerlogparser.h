#pragma once

#include "core/model/importproblem.h"

#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace mlpe {

// Energy to train of one run from its power logs, as the official result summarizer computes it
// (mlperf-data.md, "Power"): `power/<run>/node_*.txt` integrate power_reading (W) over time
// between power_measurement_start and power_measurement_stop (records sorted by time; each
// reading times the milliseconds since the previous one), times conversion_eff (default 1),
// rescaled from the measurement window to the run's time-to-train; `sw_*.txt` add
// conversion_eff x interconnect_power_est x time-to-train. Not thread-safe: one per thread.
class PowerLogParser {
public:
    PowerLogParser();
    ~PowerLogParser();
    PowerLogParser(const PowerLogParser&) = delete;
    PowerLogParser& operator=(const PowerLogParser&) = delete;

    // Joules for the run whose logs are in `runPowerFolder` (e.g. ".../power/result_0").
    // nullopt (with problems appended) when the folder cannot be read, a node log is missing,
    // unreadable (a folder, a FIFO, a name that is not UTF-8) or not one measurement window (see
    // nodeEnergy()), when two node logs measure one node (the same metadata.host: a copy, which
    // would count the node twice; the problem names the copy and the line of its host), and when
    // `expectedNodes` > 0 (the system's number_of_nodes) and the node logs are fewer (partial) or
    // more (surplus).
    std::optional<double> runEnergy(const QString& runPowerFolder, double timeToTrainMs,
                                    std::vector<ImportProblem>& problems, int expectedNodes = 0);

    // One node log: joules, or nullopt with `error` set (and, where one line is to blame, the
    // run's problem names it): no power_measurement_start; a second power_measurement_start or
    // power_measurement_stop (in time order: the window would restart or end in mid-measurement);
    // a zero-length window (cannot be integrated); no power_reading between start and stop.
    std::optional<double> nodeEnergy(const QString& path, double timeToTrainMs, QString& error);
    // One switch log: joules (0 when it has no interconnect_power_est), or nullopt with `error`.
    std::optional<double> switchEnergy(const QString& path, double timeToTrainMs, QString& error);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace mlpe
