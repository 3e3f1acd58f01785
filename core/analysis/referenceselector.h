#pragma once

#include "analysisparams.h"
#include "analysispoint.h"
#include "analysisresult.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace mlpe::analysis {

struct ReferenceSelection {
    std::vector<ReferenceAssignment> references;
    std::vector<int> pointReference; // index-aligned with the input; -1 = no reference
    ReferenceSummary summary;
};

// The paper rule over `candidates` (input indices): the smallest N, slowest (largest T) among
// those; remaining ties go to the smallest key so the choice never depends on input order.
std::optional<std::size_t> paperRuleReference(const std::vector<AnalysisPoint>& points,
                                              const std::vector<std::size_t>& candidates);

// Chooses the reference(s) among the points in view and assigns one to every point in view or
// excluded. A user pick that is not in view falls back to the paper rule and the summary says why
// (filtered out — in `points` or among `filteredOutKeys` —, excluded, no valid score, unknown
// key, nothing picked). With no point in view
// there is no reference and the summary says so.
ReferenceSelection selectReferences(const std::vector<AnalysisPoint>& points,
                                    const std::vector<PointState>& states,
                                    const ReferenceParams& params,
                                    const std::vector<std::string>& filteredOutKeys = {});

} // namespace mlpe::analysis
