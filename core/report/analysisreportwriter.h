#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/analysis/analysisresult.h"
#include "core/analysis/hardwaregrouping.h"

#include <QByteArray>
#include <QJsonObject>
#include <vector>

namespace mlpe {

// Writes an analysis as the `analyze` command prints it (and as a GUI export can reuse):
// one row per point in view, columns
//   round,submitter,system,accelerator_family,accelerators,score_minutes,reference,speedup,
//   efficiency,accelerator_minutes,cluster,silhouette,pareto
// sorted by accelerators, score, key. `reference` is the submitter/system of the reference that
// applies to the row (per family it differs). Numbers in shortest round-trip form; NaN is an empty
// CSV cell / JSON null. Speedup, efficiency and accelerator-minutes are derived metrics, not
// official MLPerf results.
class AnalysisReportWriter {
public:
    static QByteArray toCsv(const std::vector<analysis::AnalysisPoint>& points,
                            const analysis::AnalysisResult& result);
    // The rest of the story, human-readable, one item per line: reference(s), break-even results
    // with their definitions and inputs, chosen k, per-k diagnostics, sensitivity, notes.
    static QByteArray summaryText(const analysis::AnalysisResult& result);
    // The same, with a "hardware mix:" line after the reference when one reference serves
    // points that are mostly other hardware (hardwaremixwarning.h); `points` as analysed.
    static QByteArray summaryText(const analysis::AnalysisResult& result,
                                  const std::vector<analysis::AnalysisPoint>& points);
    // One JSON document: {"parameters", "reference", "points", "break_even", "clustering",
    // "sensitivity", "notes"}. `grouping`: how the points' families were formed (recorded as
    // parameters.group_by when not the default, family).
    static QByteArray
    toJson(const std::vector<analysis::AnalysisPoint>& points,
           const analysis::AnalysisResult& result, const analysis::AnalysisParams& params,
           analysis::HardwareGrouping grouping = analysis::HardwareGrouping::Family);

    // The input indices of the rows, in row order.
    static std::vector<std::size_t> rowOrder(const std::vector<analysis::AnalysisPoint>& points,
                                             const analysis::AnalysisResult& result);
    static QString number(double value); // shortest round-trip; empty for NaN / infinity

    // Pieces of the JSON document, shared with the `compare` command's report.
    static QJsonObject breakEvenJson(const analysis::BreakEvenResult& result);
    // Sensitivity with its outcome counts and one-line verdict (sensitivityverdict.h).
    static QJsonObject sensitivityJson(const analysis::SensitivityResult& sensitivity);
    static QJsonObject referenceJson(const analysis::AnalysisResult& result);
    // "reference sensitivity (...): N* between 8 and 14 under 18 of 22 references; ..."
    static QString sensitivityLine(const analysis::SensitivityResult& sensitivity);
};

} // namespace mlpe
