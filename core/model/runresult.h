#pragma once

#include <QString>
#include <cmath>
#include <limits>
#include <optional>

namespace mlpe {

// Why a run does not count, following the official compliance checker (see mlperf-data.md).
enum class RunValidity {
    Valid,
    MalformedRecord,  // an MLLOG record is not valid JSON (rule 1)
    NoRunStop,        // truncated or crashed log (rule 2)
    NoRunStart,       // cannot time the run
    TargetNotReached, // no eval_accuracy meets the quality target (rule 3)
    InitTooLong,      // init_start..init_stop >= 30 min closed / 240 min open (rule 4)
    Unreadable,       // the file could not be read
    ImplausibleTime,  // a time_ms that is no clock reading, or run_stop not after run_start
};

QString runValidityLabel(RunValidity validity);

// One `result_*.txt` log, scored.
struct RunResult {
    QString fileName; // "result_3.txt"
    RunValidity validity = RunValidity::Unreadable;
    QString detail; // human-readable reason when invalid
    int line = 0;   // 1-based line of the offending record, 0 when not line-specific
    // (run_stop.time_ms - run_start.time_ms) / 60 / 1000, in that order (bit-exact with the
    // official summarizer). NaN when the run cannot be timed.
    double minutes = std::numeric_limits<double>::quiet_NaN();
    // False when the benchmark has no known quality target and the run was accepted because its
    // run_stop said success (reported in the import problems).
    bool targetKnown = true;
    std::optional<double> energyJoules; // from power/ logs, when measured and valid

    bool valid() const { return validity == RunValidity::Valid; }
};

} // namespace mlpe
