#pragma once

#include "core/analysis/analysispoint.h"
#include "dataset.h"

#include <QString>
#include <string>
#include <vector>

namespace mlpe {

// The identity of one analysed point: "round/submitter/system/benchmark" (submitter folder,
// system file name, canonical benchmark id: "4.1/Dell/XE8640x4H100-SXM-80GB/llama2_70b_lora").
// A system usually has results in several benchmarks, so without the benchmark a key names
// several points and a pick or an exclusion would hit whichever came first. Built here and only
// here: references, exclusions, sessions, the table and the command line all use it.
QString pointKeyOf(const ResultSet& set);
std::string pointKey(const std::string& round, const std::string& submitter,
                     const std::string& system, const std::string& canonicalBenchmark);
// A key written before the benchmark was part of it ("round/submitter/system", sessions of
// format 1) names `canonicalBenchmark`'s point; keys already complete are returned unchanged.
QString upgradeLegacyPointKey(const QString& key, const QString& canonicalBenchmark);

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
