#pragma once

#include "qualitytarget.h"

#include <QString>
#include <QStringList>
#include <QStringView>

namespace mlpe {

// What a benchmark folder holds and what the rules require of it (docs/scoring.md,
// "Benchmarks" and "Rules by round").
struct BenchmarkInfo {
    QString folder; // as published: "ssd", "retinanet", "gnn", "mask", ...
    // One id per benchmark across rounds and folder names: ssd and retinanet (v2.0 on) ->
    // "retinanet", gnn and rgat -> "rgat", mask and maskrcnn -> "maskrcnn"; the "ssd" of v0.6 to
    // v1.1 is another benchmark, "ssd_resnet34", and v0.6's 9x9 MiniGo is "minigo_9x9".
    QString canonicalId;
    QString displayName; // "RetinaNet", "SSD-ResNet34", ...
    // Result files the rules require; 0 when the benchmark is unknown.
    int requiredRuns = 0;
    int olympicDrop = 1;  // D: fastest runs dropped (and the slowest D - F); 4 for unet3d
    QualityTarget target; // closed-division target
    // The round's ruleset has the benchmark (round-less lookup: some round has it). An unknown
    // benchmark cannot be scored: no target, no run count.
    bool known = false;
};

// Benchmark names and rules. The rules of each round are RoundRulesTable's (roundrules.h); this
// class adds the canonical ids and display names, and answers for callers without a round.
class BenchmarkCatalog {
public:
    // `folder` as published in `round`, with that round's run count and target. Not known when
    // the round has no rules or its ruleset no such benchmark; the ids and names are then the
    // round-less lookup's, so that the folder still shows under a stable name.
    static BenchmarkInfo lookup(QStringView round, QStringView folder);
    // A folder name or canonical id as the newest round that publishes it means it ("ssd" ->
    // RetinaNet with the v4.1 rules, "minigo" -> the 19x19 MiniGo of v2.1, "ssd_resnet34" ->
    // SSD-ResNet34 of v1.1). Unknown names are their own id and display name, not known.
    static BenchmarkInfo lookup(QStringView folderOrId);
};

// Canonical benchmark id of a result set's folder in its round (see BenchmarkInfo).
QString canonicalBenchmarkId(const QString& round, const QString& benchmarkFolder);
// The same without a round: what the newest round publishing `benchmarkFolder` means by it.
QString canonicalBenchmarkId(const QString& benchmarkFolder);
// A benchmark named by a user (a folder name or a canonical id) for a view of `rounds`: what the
// newest of those rounds means by the folder name ("ssd" in v1.0 is SSD-ResNet34), else the
// round-less meaning ("ssd" -> RetinaNet; no rounds: every round).
QString canonicalBenchmarkFor(const QString& name, const QStringList& rounds);
// "Llama 2 70B LoRA" for "llama2_70b_lora"; unknown ids are shown as they are.
QString benchmarkDisplayName(const QString& canonicalId);

} // namespace mlpe
