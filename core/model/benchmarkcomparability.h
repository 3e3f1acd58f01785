#pragma once

#include <QString>
#include <QStringView>
#include <vector>

namespace mlpe {

// One version of a benchmark: the rounds over which MLCommons compares its results, because the
// model, data, quality target and rules that bear on the time stayed the same. A new version
// starts where they changed (BERT's target rose from 0.712 to 0.720 in v1.0); results of two
// versions are not comparable even under one benchmark name.
struct BenchmarkVersion {
    QString benchmark;  // canonical id (BenchmarkCatalog)
    QString firstRound; // "1.0"
    QString lastRound;  // "5.0" (the benchmark's last round so far)
    QString target;     // what a run must reach: "0.720 masked-LM accuracy"
    // What changed from the previous version, or (for the first) from what came before it
    // (v0.5's lower targets, another benchmark in the same folder name); empty when nothing.
    QString change;

    // "BERT-large v1.0-v5.0" for labels and notes.
    QString label() const;
};

// The versions of every benchmark of rounds v0.6 to v5.1 (benchmarkcomparability.cpp, with the
// source of each break). Cross-round views and fits join only rounds of one version and name
// the break where a version ends.
class BenchmarkComparability {
public:
    static const std::vector<BenchmarkVersion>& all();
    // The version of `benchmark` (canonical id) that `round` belongs to; nullptr when the
    // benchmark has no version in that round (it was not run, or is unknown).
    static const BenchmarkVersion* versionOf(QStringView benchmark, QStringView round);
    // Whether results of `benchmark` from the two rounds are comparable: both rounds in one
    // version. False when either round has no version of it.
    static bool comparable(QStringView benchmark, QStringView roundA, QStringView roundB);
    // Why results of the two rounds are not comparable ("BERT-large: the target rose from 0.712
    // to 0.720 masked-LM accuracy in v1.0"), or empty when they are.
    static QString breakBetween(QStringView benchmark, QStringView roundA, QStringView roundB);
};

} // namespace mlpe
