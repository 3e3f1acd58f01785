#pragma once

#include "core/analysis/analysispoint.h"
#include "dataset.h"

#include <vector>

namespace mlpe {

// The seam between the data layer (Qt) and the analysis (std only).
// One point per result set whose status is Ok (an official score exists); incomplete or unscored
// sets take no part in the analysis. The benchmark becomes its canonical id (BenchmarkCatalog:
// ssd -> retinanet, gnn -> rgat), the availability its label ("Available on-premise", ...).
// N = 0 (CPU-only systems) is passed through; runAnalysis() reports such points as invalid.
// The runs go along (valid run minutes, invalid count, olympic drop D, scaling factor), so that
// the analysis can give the run-to-run spread of T, S and E'.
analysis::AnalysisPoint toAnalysisPoint(const ResultSet& set);
std::vector<analysis::AnalysisPoint> toAnalysisPoints(const Dataset& dataset);

} // namespace mlpe
