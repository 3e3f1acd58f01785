#include "analysislabels.h"

namespace mlpe::analysis {

namespace {

constexpr EnumNames<BreakEvenDefinition, 3> kDefinitions{{
    {BreakEvenDefinition::EfficiencyThreshold, "threshold"},
    {BreakEvenDefinition::ParetoKnee, "knee"},
    {BreakEvenDefinition::ValueOfTime, "value_of_time"},
}};

constexpr EnumNames<BreakEvenOutcome, 5> kOutcomes{{
    {BreakEvenOutcome::Found, "found"},
    {BreakEvenOutcome::AtOrAbove, "at_or_above"},
    {BreakEvenOutcome::Below, "below"},
    {BreakEvenOutcome::Fallback, "fallback"},
    {BreakEvenOutcome::NotAvailable, "not_available"},
}};

constexpr EnumNames<PointState, 4> kStates{{
    {PointState::InView, "in_view"},
    {PointState::Excluded, "excluded"},
    {PointState::FilteredOut, "filtered_out"},
    {PointState::Invalid, "invalid"},
}};

constexpr EnumNames<FitModel, 2> kFitModels{{{FitModel::Amdahl, "amdahl"}, {FitModel::Usl, "usl"}}};

constexpr EnumNames<FitOutcome, 2> kFitOutcomes{{
    {FitOutcome::Fitted, "fitted"},
    {FitOutcome::NotFitted, "not_fitted"},
}};

} // namespace

std::string referenceStrategyLabel(ReferenceStrategy strategy) {
    return std::string(nameOf(kReferenceStrategyNames, strategy));
}
std::optional<ReferenceStrategy> parseReferenceStrategy(std::string_view text) {
    return valueOfName(kReferenceStrategyNames, text);
}
std::string featureLabel(Feature feature) {
    return std::string(nameOf(kFeatureNames, feature));
}
std::optional<Feature> parseFeature(std::string_view text) {
    return valueOfName(kFeatureNames, text);
}
std::string standardisationLabel(Standardisation s) {
    return std::string(nameOf(kStandardisationNames, s));
}
std::optional<Standardisation> parseStandardisation(std::string_view text) {
    return valueOfName(kStandardisationNames, text);
}
std::string chartMetricLabel(ChartMetric metric) {
    return std::string(nameOf(kChartMetricNames, metric));
}
std::optional<ChartMetric> parseChartMetric(std::string_view text) {
    return valueOfName(kChartMetricNames, text);
}
std::string breakEvenDefinitionLabel(BreakEvenDefinition d) {
    return std::string(nameOf(kDefinitions, d));
}
std::string breakEvenOutcomeLabel(BreakEvenOutcome o) {
    return std::string(nameOf(kOutcomes, o));
}
std::string pointStateLabel(PointState state) {
    return std::string(nameOf(kStates, state));
}
std::string fitModelLabel(FitModel model) {
    return std::string(nameOf(kFitModels, model));
}
std::string fitOutcomeLabel(FitOutcome outcome) {
    return std::string(nameOf(kFitOutcomes, outcome));
}
std::string breakEvenSeriesLabel(const BreakEvenResult& b) {
    return b.pooledReferences ? b.series + " (pooled E′ against different references)" : b.series;
}

} // namespace mlpe::analysis
