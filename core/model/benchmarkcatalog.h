#pragma once

#include "qualitytarget.h"

#include <QString>
#include <QStringView>
#include <vector>

namespace mlpe {

// What we know about one benchmark folder name (mlperf-data.md, "Benchmarks" and rules 3/olympic).
struct BenchmarkInfo {
    QString folder; // as published: "ssd", "retinanet", "gnn", ...
    QString
        canonicalId; // one id across rounds: ssd and retinanet -> "retinanet"; gnn, rgat -> "rgat"
    QString displayName; // "RetinaNet", "R-GAT", ...
    // Result files the rules require; 0 when the benchmark is unknown (ResultSetScorer then uses
    // max(files found, 2 * olympicDrop + 1), the fewest files an olympic mean can use).
    int requiredRuns = 0;
    int olympicDrop = 1;  // D: fastest runs dropped (and the slowest D - F); 4 for unet3d
    QualityTarget target; // closed-division target
    bool known = false;
};

// Data-driven table of the benchmarks of MLPerf Training v3.1..v5.1 and later names we know.
// Unknown folder names load as-is: canonicalId = displayName = folder, no target.
class BenchmarkCatalog {
public:
    static BenchmarkInfo lookup(QStringView folder);
    static const std::vector<BenchmarkInfo>& all();
};

// Canonical benchmark id of a result set's folder: ssd and retinanet are one benchmark
// ("retinanet"), gnn and rgat too ("rgat"); other folder names are their own id.
QString canonicalBenchmarkId(const QString& benchmarkFolder);
// "Llama 2 70B LoRA" for "llama2_70b_lora"; unknown ids are shown as they are.
QString benchmarkDisplayName(const QString& canonicalId);

} // namespace mlpe
