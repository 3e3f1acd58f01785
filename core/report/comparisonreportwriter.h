#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/analysis/comparison.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace mlpe {

// Writes a comparison of two scenarios as the `compare` command prints it: one row per point in
// view under A or B, sorted by N then key, columns exactly
//   round,submitter,system,accelerator_family,accelerators,score_minutes,reference_a,
//   efficiency_a,rank_a,reference_b,efficiency_b,rank_b,efficiency_ratio,rank_change
// `reference_*` is submitter/system of the reference applying to the row, rank is by E'
// descending within the scenario's view (1 = most efficient; ties share the smaller rank),
// efficiency_ratio = efficiency_b / efficiency_a, rank_change = rank_b - rank_a. A point outside
// one scenario's view has empty cells for it (and no ratio or rank change). E' is a derived
// metric, not an official MLPerf result.
class ComparisonReportWriter {
public:
    static QByteArray toCsv(const std::vector<analysis::AnalysisPoint>& points,
                            const analysis::ComparisonResult& comparison);
    // {"parameters", "scenarios": {"a": {...}, "b": {...}}, "points": [rows], "rank_changes"}
    // where each scenario holds its reference choice, own families, references, break-even
    // results and sensitivity summary (with counted outcomes and verdict).
    static QByteArray toJson(const std::vector<analysis::AnalysisPoint>& points,
                             const analysis::ComparisonResult& comparison,
                             const analysis::AnalysisParams& view,
                             const analysis::ComparisonScenario& a,
                             const analysis::ComparisonScenario& b);
    // Human-readable: both references, the break-even results side by side, sensitivity verdicts.
    static QByteArray summaryText(const analysis::ComparisonResult& comparison);

    // One break-even result in a few words: "N* = 8.3", "N* ≥ 3,472", "N = 64
    // (fallback)", "not available".
    static QString breakEvenText(const analysis::BreakEvenResult& result);
    // "paper", "family", "user SUBMITTER/SYSTEM" (+ " [H100, H200]" for own families).
    static QString scenarioLabel(const analysis::ComparisonScenario& scenario);
};

} // namespace mlpe
