#pragma once

#include "qualitytarget.h"

#include <QString>
#include <QStringList>
#include <QStringView>
#include <vector>

namespace mlpe {

// How a round's result logs are written.
enum class LogDialect {
    Mllog, // ":::MLLOG {json}", the record's time in "time_ms" (rulesets training_0.7.0 on)
    Mll,   // ":::MLL <seconds> <key>: {json}" (training_0.6.0): the time prefixes the record
};

// How the round's compliance checker tells a converged run from one that is not.
enum class ConvergenceRule {
    // Some eval_accuracy meets the benchmark's target (the checker's ATLEAST_ONE_CHECK);
    // run_stop's status is not itself the test (training_0.7.0 on).
    QualityTarget,
    // run_stop's status is "success": training_0.6.0 prints no target to check against ("since
    // target is not printed I can not confirm the accuracy", its common.yaml).
    RunStopSuccess,
};

// What the open division must reach.
enum class OpenDivisionTarget {
    ClosedTarget, // the closed division's target (0.7.0, 1.0.0: open runs are checked against it)
    BelowOne,     // any eval_accuracy < 1.0 (open_<benchmark>.yaml, training_1.1.0 on)
};

// One benchmark of one round: the folder name as published and what the round requires of it.
struct RoundBenchmark {
    QString folder;       // "ssd", "mask", "gnn", ...
    QString benchmark;    // canonical id (BenchmarkCatalog): "ssd_resnet34", "maskrcnn", "rgat"
    int requiredRuns = 0; // result files the rules require
    int olympicDrop = 1;  // D: fastest runs dropped (and the slowest D - F); 4 for unet3d
    QualityTarget target; // closed division
};

// The scoring rules of one MLPerf Training round, as the round's official tools applied them:
// MLCommons' mlperf_logging compliance checker (ruleset `training_X.Y.0`) and result summarizer
// of that release. A rule that differs between rounds is a value here, never a condition on the
// round number in the importer. roundrules.cpp holds one table per round with its sources;
// docs/scoring.md, "Rules by round", is the same table for readers.
struct RoundRules {
    QString round;   // "2.1"
    QString ruleset; // "training_2.1.0"
    LogDialect dialect = LogDialect::Mllog;
    ConvergenceRule convergence = ConvergenceRule::QualityTarget;
    OpenDivisionTarget openTarget = OpenDivisionTarget::BelowOne;
    // Initialisation (earliest init_start to init_stop) must stay below these (minutes).
    double closedInitLimitMinutes = 30.0;
    double openInitLimitMinutes = 240.0;
    // System-description fields the round's result summarizer requires: it skips a system whose
    // JSON lacks one ("ERROR: "division" field missing"), whatever its logs say. Empty when the
    // round's summarizer required none the explorer can check.
    QStringList summarizerSystemFields;
    std::vector<RoundBenchmark> benchmarks;

    // The benchmark published in `folder` this round, or nullptr when the ruleset has no such
    // benchmark (its runs cannot be scored).
    const RoundBenchmark* benchmark(QStringView folder) const;
    // The target a run of `benchmark` must reach in the given division.
    QualityTarget target(const RoundBenchmark& benchmark, bool openDivision) const;
    double initLimitMinutes(bool openDivision) const;
    // "v0.6 (training_0.6.0)" for messages.
    QString label() const;
};

// The rules of every round the explorer knows (v0.6 to v5.1), oldest first.
class RoundRulesTable {
public:
    static const std::vector<RoundRules>& all();
    // nullptr when no rules are known for `round` ("0.5", "6.0"): its sets cannot be scored.
    static const RoundRules* find(QStringView round);
    // "0.6, 0.7, 1.0, ..., 5.1" for messages.
    static QString knownRounds();
};

} // namespace mlpe
