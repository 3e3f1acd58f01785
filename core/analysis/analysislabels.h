#pragma once

#include "analysisparams.h"
#include "analysisresult.h"
#include "enumnames.h"

#include <optional>
#include <string>
#include <string_view>

// Stable, human-readable names of the analysis enums, shared by the GUI, the command line, the
// session files and the exported footnotes. parse*() accepts exactly what the label returns.
namespace mlpe::analysis {

// The tables of the settings a user chooses (also read back from sessions and options).
inline constexpr EnumNames<ReferenceStrategy, 3> kReferenceStrategyNames{{
    {ReferenceStrategy::PaperRule, "paper"},
    {ReferenceStrategy::UserPick, "user"},
    {ReferenceStrategy::PerFamily, "family"},
}};
inline constexpr EnumNames<Feature, 5> kFeatureNames{{
    {Feature::Log2Accelerators, "log2_n"},
    {Feature::Efficiency, "efficiency"},
    {Feature::Log2Minutes, "log2_t"},
    {Feature::Speedup, "speedup"},
    {Feature::Log2AcceleratorMinutes, "log2_g"},
}};
inline constexpr EnumNames<Standardisation, 3> kStandardisationNames{{
    {Standardisation::ZScore, "zscore"},
    {Standardisation::MinMax, "minmax"},
    {Standardisation::None, "none"},
}};
inline constexpr EnumNames<ChartMetric, 4> kChartMetricNames{{
    {ChartMetric::Efficiency, "efficiency"},
    {ChartMetric::Minutes, "minutes"},
    {ChartMetric::Speedup, "speedup"},
    {ChartMetric::AcceleratorMinutes, "accelerator_minutes"},
}};

std::string referenceStrategyLabel(ReferenceStrategy strategy); // "paper", "user", "family"
std::optional<ReferenceStrategy> parseReferenceStrategy(std::string_view text);

std::string featureLabel(Feature feature); // "log2_n", "efficiency", "log2_t", "speedup", "log2_g"
std::optional<Feature> parseFeature(std::string_view text);

std::string standardisationLabel(Standardisation s); // "zscore", "minmax", "none"
std::optional<Standardisation> parseStandardisation(std::string_view text);

std::string
chartMetricLabel(ChartMetric metric); // "efficiency", "minutes", "speedup", "accelerator_minutes"
std::optional<ChartMetric> parseChartMetric(std::string_view text);

std::string breakEvenDefinitionLabel(BreakEvenDefinition d); // "threshold", "knee", "value_of_time"
std::string breakEvenOutcomeLabel(
    BreakEvenOutcome o); // "found", "at_or_above", "below", "fallback", "not_available"
std::string pointStateLabel(PointState state);   // "in_view", "excluded", "filtered_out", "invalid"
std::string fitModelLabel(FitModel model);       // "amdahl", "usl"
std::string fitOutcomeLabel(FitOutcome outcome); // "fitted", "not_fitted"
// The series of a break-even result as a reader needs it: "all (pooled E' against different
// references)" for the "all" threshold when its points are measured against different
// references (per-family references, more than one family in view), else the series itself.
std::string breakEvenSeriesLabel(const BreakEvenResult& b);

} // namespace mlpe::analysis
