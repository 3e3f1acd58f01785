#pragma once

#include "runresult.h"
#include "systemdescription.h"

#include <QString>
#include <optional>
#include <vector>

namespace mlpe {

enum class ScoreStatus {
    Ok,                  // scoreMinutes holds the official score
    Incomplete,          // fewer result files than the benchmark requires
    TooManyInvalid,      // more invalid runs than the olympic mean may drop
    NoSystemDescription, // results folder without a readable system JSON
    NoRuns,              // no result_*.txt at all (e.g. only scaling.json)
    BadScalingFile,      // scaling.json unreadable, or its factor < 1 / not finite: any number
                         // would be silently wrong, so no score, provisional score or energy
    Unscorable,          // the round's rules cannot score it: no rules for the round, a benchmark
                         // its ruleset does not have, or a system its summarizer skips
};

// One `<submitter>/results/<system>/<benchmark>/` folder: runs, score and energy.
struct ResultSet {
    QString round;     // "4.1"
    QString submitter; // submitter folder name (stable key)
    QString system;    // system file/folder name (stable key)
    QString benchmark; // benchmark folder name as published ("ssd", "retinanet", ...)

    bool hasSystemDescription = false;
    SystemDescription systemDescription;

    std::vector<RunResult> runs; // sorted by file name (natural order)
    int runsRequired = 0;

    double scalingFactor = 1.0; // from scaling.json; 1.0 when absent or unusable (BadScalingFile)
    bool hasScalingFile = false;

    ScoreStatus status = ScoreStatus::NoRuns;
    QString statusText; // "ok", "incomplete: 0 of 10 runs", "no score: 2 invalid runs", ...

    // Official time-to-train in minutes; set only when status == Ok.
    std::optional<double> scoreMinutes;
    // For incomplete sets: what the official summarizer would print by averaging the files that
    // exist. Never shown as a score; the UI marks it as provisional.
    std::optional<double> provisionalMinutes;
    // Energy to train in joules (olympic mean over the same runs, x scaling factor), when measured.
    std::optional<double> energyJoules;

    int runsFound() const { return static_cast<int>(runs.size()); }
    int runsValid() const {
        int n = 0;
        for (const auto& r : runs)
            n += r.valid() ? 1 : 0;
        return n;
    }
    int accelerators() const { return systemDescription.accelerators(); }
    // "NVIDIA/dgxh100_n64_ngc24.09_nemo": unique within a round.
    QString systemKey() const { return submitter + QLatin1Char('/') + system; }
    // "4.1/NVIDIA/dgxh100_n64_ngc24.09_nemo/llama2_70b_lora": unique in a dataset.
    QString key() const {
        return round + QLatin1Char('/') + systemKey() + QLatin1Char('/') + benchmark;
    }
};

} // namespace mlpe
