#pragma once

#include "core/analysis/analysispoint.h"
#include "core/analysis/costresult.h"

#include <QJsonObject>
#include <QStringList>
#include <vector>

namespace mlpe {

// Money as `analyze` / `compare` write it (only with the user's prices): the object "cost"
// (docs/formats.md) and its summary lines.
class CostReport {
public:
    // {"currency", "lambda_money", "priced_points", "unpriced_points", "priced_families",
    //  "unpriced_families", "frontier": [{point, accelerators, score_minutes, cost_to_train}],
    //  "knee": {...}, "value_of_time": {...}}
    static QJsonObject toJson(const std::vector<analysis::AnalysisPoint>& points,
                              const analysis::CostResult& cost,
                              const std::vector<std::optional<double>>& costs);
    // "cost: 12 of 14 points in view priced (USD); no price for: MI300X (2 points)", the knee
    // and the value-of-time optimum.
    static QStringList summaryLines(const analysis::CostResult& cost);
};

} // namespace mlpe
