#include "comparisonverdict.h"

#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/numberformat.h"
#include "sensitivityverdict.h"

#include <cmath>
#include <cstdlib>
#include <set>

namespace mlpe::text {

using namespace mlpe::analysis;

namespace {

std::string rankingVerdict(const std::vector<AnalysisPoint>& points, const ComparisonResult& c) {
    int both = 0;
    const ComparisonRow* largest = nullptr;
    for (const ComparisonRow& row : c.rows) {
        if (!row.hasRankChange)
            continue;
        ++both;
        if (row.rankChange != 0 &&
            (largest == nullptr || std::abs(row.rankChange) > std::abs(largest->rankChange)))
            largest = &row;
    }
    if (both == 0)
        return {};
    const std::string counted = std::to_string(both) + " system" + (both == 1 ? "" : "s") +
                                " ranked by E′ under both A and B";
    if (largest == nullptr)
        return "Ranking: the same under A and B — none of the " + counted + " changes rank.";
    const AnalysisPoint& p = points[largest->pointIndex];
    const int places = std::abs(largest->rankChange);
    return "Ranking: depends on the reference — " + std::to_string(c.rankChanges) + " of the " +
           counted + " change rank; the largest move is " + p.submitter + " " + p.systemName +
           " (N = " + formatAccelerators(p.accelerators) + "), rank " +
           std::to_string(largest->rankA) + " under A, " + std::to_string(largest->rankB) +
           " under B (" + std::to_string(places) + " place" + (places == 1 ? "" : "s") + ").";
}

const BreakEvenResult* allPointsThreshold(const AnalysisResult& r) {
    for (const BreakEvenResult& b : r.breakEven)
        if (b.definition == BreakEvenDefinition::EfficiencyThreshold && b.series == "all")
            return &b;
    return nullptr;
}

std::string verdictThreshold(const BreakEvenResult& b) {
    switch (b.outcome) {
    case BreakEvenOutcome::Found:
        return "N* ≈ " + formatAccelerators(b.accelerators);
    case BreakEvenOutcome::AtOrAbove:
        return "N* ≥ " + formatAccelerators(b.accelerators);
    case BreakEvenOutcome::Below:
        return "N* below the smallest N";
    default:
        return "no N*";
    }
}

std::string breakEvenVerdict(const ComparisonResult& c) {
    const BreakEvenResult* a = allPointsThreshold(c.a);
    const BreakEvenResult* b = allPointsThreshold(c.b);
    if (a == nullptr || b == nullptr)
        return {};
    const std::string tau = "E′ ≥ τ = " + formatAccelerators(a->parameter);
    const std::string both =
        verdictThreshold(*a) + " under A, " + verdictThreshold(*b) + " under B";
    const bool sameOutcome = a->outcome == b->outcome;
    const bool sameValue = a->accelerators == b->accelerators ||
                           (std::isnan(a->accelerators) && std::isnan(b->accelerators));
    if (sameOutcome && sameValue)
        return "Break-even (largest N with " + tau + ", all points in view): the same, " +
               verdictThreshold(*a) + ", under A and B.";
    std::string ratio;
    if (a->outcome == BreakEvenOutcome::Found && b->outcome == BreakEvenOutcome::Found &&
        a->accelerators > 0)
        ratio = " (B at " + formatFixed(b->accelerators / a->accelerators, 2) + " × A)";
    return "Break-even (largest N with " + tau +
           ", all points in view): moves with the reference — " + both + ratio + ".";
}

// Families of the points in view under one scenario.
std::set<std::string> familiesInView(const std::vector<AnalysisPoint>& points,
                                     const AnalysisResult& r) {
    std::set<std::string> families;
    for (std::size_t i = 0; i < r.points.size() && i < points.size(); ++i)
        if (r.points[i].state == PointState::InView)
            families.insert(points[i].family);
    return families;
}

std::string hardwareClause(const char* name, const std::vector<AnalysisPoint>& points,
                           const AnalysisResult& r) {
    const std::set<std::string> families = familiesInView(points, r);
    if (families.empty() || r.references.empty())
        return std::string(name) + " has no reference in view";
    // The groups are families, or variants under that grouping: the clause names which.
    const HardwareGrouping grouping = groupingOf(points);
    const std::string one = hardwareGroupNoun(grouping, false);
    const std::string count =
        std::to_string(families.size()) + " " + hardwareGroupNoun(grouping, families.size() != 1);
    if (families.size() == 1)
        return std::string(name) + " compares one " + one + " (" + *families.begin() +
               ") against its own reference — like with like";
    if (r.references.size() == 1)
        return std::string(name) + " measures " + count + " against one " +
               points[r.references.front().pointIndex].family +
               " reference — its E′ mixes hardware with scaling";
    return std::string(name) + " measures each of " + count + " against its own reference (" +
           std::to_string(r.references.size()) + " references) — like with like within a " + one;
}

std::string hardwareVerdict(const std::vector<AnalysisPoint>& points, const ComparisonResult& c) {
    return "Hardware: " + hardwareClause("A", points, c.a) + "; " +
           hardwareClause("B", points, c.b) + ".";
}

} // namespace

ComparisonVerdicts comparisonVerdicts(const std::vector<AnalysisPoint>& points,
                                      const ComparisonResult& comparison) {
    ComparisonVerdicts v;
    v.ranking = rankingVerdict(points, comparison);
    v.breakEven = breakEvenVerdict(comparison);
    if (!comparison.rows.empty())
        v.hardware = hardwareVerdict(points, comparison);
    return v;
}

} // namespace mlpe::text
