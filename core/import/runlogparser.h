#pragma once

#include "core/model/qualitytarget.h"
#include "core/model/roundrules.h"
#include "core/model/runresult.h"

#include <QString>
#include <limits>
#include <memory>

namespace mlpe {

// What a run is checked against: the round's dialect, target and initialisation limit.
struct RunCheck {
    // TargetKind::Unknown: run_stop's status "success" decides (ConvergenceRule::RunStopSuccess
    // of training_0.6.0; also how the runs of a set that cannot be scored are shown).
    QualityTarget target;
    double initLimitMinutes = 30.0;
    bool openDivision = false; // for messages
    LogDialect dialect = LogDialect::Mllog;
};

// Reads one `result_*.txt` log and decides whether the run counts, following the four rules of
// the official compliance checker (docs/scoring.md, "When a run is valid"):
//   1. every record is valid JSON (an MLL line of the dialect's form);  2. there is a run_stop;
//   3. some eval_accuracy meets `target` (TargetKind::Unknown: run_stop status "success");
//   4. earliest init_start -> init_stop below the round's limit (30 min closed / 240 open).
// Run time = (run_stop - run_start) / 60 / 1000 for MLLOG's milliseconds, (run_stop - run_start)
// / 60 for MLL's seconds, with the official summarizer's pairing of run_start and run_stop.
// Validated here, once: a time of run_start, run_stop, init_start or init_stop that is missing,
// not a number, not finite, negative or beyond 1e14 ms, a run_stop not after its run_start, and
// a run longer than plausible::kMaxRunMs (30 days) make the run invalid (ImplausibleTime, with the
// line of run_stop): such a run never carries a number. Not thread-safe: one instance per thread
// (it owns the read buffer and the JSON parser and reuses them from file to file).
class RunLogParser {
public:
    struct Result {
        RunResult run; // fileName is the file name of `path`
        // run_stop.time_ms - run_start.time_ms (NaN when not timed): power logs rescale to it.
        double timeToTrainMs = std::numeric_limits<double>::quiet_NaN();
        int records = 0; // MLLOG records seen (for statistics and benchmarks)
    };

    RunLogParser();
    ~RunLogParser();
    RunLogParser(const RunLogParser&) = delete;
    RunLogParser& operator=(const RunLogParser&) = delete;

    Result parse(const QString& path, const RunCheck& check);
    // An MLLOG log of rounds v3.1 on: `openDivision` selects the 240-minute initialisation
    // limit; the caller passes the target that applies (QualityTarget::openDivision() for
    // open-division systems).
    Result parse(const QString& path, const QualityTarget& target, bool openDivision);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace mlpe
