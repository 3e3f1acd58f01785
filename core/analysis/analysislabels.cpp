#include "analysislabels.h"

#include <array>
#include <utility>

namespace mlpe::analysis {

namespace {

template <typename E, std::size_t Size>
std::string labelOf(const std::array<std::pair<E, const char*>, Size>& table, E value) {
    for (const auto& [e, name] : table)
        if (e == value)
            return name;
    return "unknown";
}

template <typename E, std::size_t Size>
std::optional<E> parseOf(const std::array<std::pair<E, const char*>, Size>& table,
                         std::string_view text) {
    for (const auto& [e, name] : table)
        if (text == name)
            return e;
    return std::nullopt;
}

constexpr std::array<std::pair<ReferenceStrategy, const char*>, 3> kStrategies{{
    {ReferenceStrategy::PaperRule, "paper"},
    {ReferenceStrategy::UserPick, "user"},
    {ReferenceStrategy::PerFamily, "family"},
}};

constexpr std::array<std::pair<Feature, const char*>, 5> kFeatures{{
    {Feature::Log2Accelerators, "log2_n"},
    {Feature::Efficiency, "efficiency"},
    {Feature::Log2Minutes, "log2_t"},
    {Feature::Speedup, "speedup"},
    {Feature::Log2AcceleratorMinutes, "log2_g"},
}};

constexpr std::array<std::pair<Standardisation, const char*>, 3> kStandardisations{{
    {Standardisation::ZScore, "zscore"},
    {Standardisation::MinMax, "minmax"},
    {Standardisation::None, "none"},
}};

constexpr std::array<std::pair<ChartMetric, const char*>, 4> kMetrics{{
    {ChartMetric::Efficiency, "efficiency"},
    {ChartMetric::Minutes, "minutes"},
    {ChartMetric::Speedup, "speedup"},
    {ChartMetric::AcceleratorMinutes, "accelerator_minutes"},
}};

constexpr std::array<std::pair<BreakEvenDefinition, const char*>, 3> kDefinitions{{
    {BreakEvenDefinition::EfficiencyThreshold, "threshold"},
    {BreakEvenDefinition::ParetoKnee, "knee"},
    {BreakEvenDefinition::ValueOfTime, "value_of_time"},
}};

constexpr std::array<std::pair<BreakEvenOutcome, const char*>, 5> kOutcomes{{
    {BreakEvenOutcome::Found, "found"},
    {BreakEvenOutcome::AtOrAbove, "at_or_above"},
    {BreakEvenOutcome::Below, "below"},
    {BreakEvenOutcome::Fallback, "fallback"},
    {BreakEvenOutcome::NotAvailable, "not_available"},
}};

constexpr std::array<std::pair<PointState, const char*>, 4> kStates{{
    {PointState::InView, "in_view"},
    {PointState::Excluded, "excluded"},
    {PointState::FilteredOut, "filtered_out"},
    {PointState::Invalid, "invalid"},
}};

} // namespace

std::string referenceStrategyLabel(ReferenceStrategy strategy) {
    return labelOf(kStrategies, strategy);
}
std::optional<ReferenceStrategy> parseReferenceStrategy(std::string_view text) {
    return parseOf(kStrategies, text);
}
std::string featureLabel(Feature feature) {
    return labelOf(kFeatures, feature);
}
std::optional<Feature> parseFeature(std::string_view text) {
    return parseOf(kFeatures, text);
}
std::string standardisationLabel(Standardisation s) {
    return labelOf(kStandardisations, s);
}
std::optional<Standardisation> parseStandardisation(std::string_view text) {
    return parseOf(kStandardisations, text);
}
std::string chartMetricLabel(ChartMetric metric) {
    return labelOf(kMetrics, metric);
}
std::optional<ChartMetric> parseChartMetric(std::string_view text) {
    return parseOf(kMetrics, text);
}
std::string breakEvenDefinitionLabel(BreakEvenDefinition d) {
    return labelOf(kDefinitions, d);
}
std::string breakEvenOutcomeLabel(BreakEvenOutcome o) {
    return labelOf(kOutcomes, o);
}
std::string pointStateLabel(PointState state) {
    return labelOf(kStates, state);
}

std::string fitModelLabel(FitModel model) {
    return model == FitModel::Usl ? "usl" : "amdahl";
}
std::string fitOutcomeLabel(FitOutcome outcome) {
    return outcome == FitOutcome::Fitted ? "fitted" : "not_fitted";
}
std::string breakEvenSeriesLabel(const BreakEvenResult& b) {
    return b.pooledReferences ? b.series + " (pooled E' against different references)" : b.series;
}

} // namespace mlpe::analysis
