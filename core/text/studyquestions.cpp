#include "studyquestions.h"

#include "core/analysis/analysisengine.h"
#include "core/analysis/hardwaregrouping.h"
#include "hardwarefitverdict.h"
#include "numberwords.h"
#include "scalinganswer.h"
#include "sensitivityverdict.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace mlpe::text {

using namespace mlpe::analysis;

namespace {

AnalysisParams withStrategy(AnalysisParams p, ReferenceStrategy strategy, bool sensitivity) {
    p.reference.strategy = strategy;
    p.clustering.enabled = false;
    p.fits.enabled = false;
    // The threshold N* is quoted with its run-spread interval (fixed seed: the same words each
    // time); the view's resample count and level.
    p.uncertainty.bootstrap = true;
    p.sensitivity.enabled = sensitivity;
    return p;
}

// The threshold result of `series`, or null.
const BreakEvenResult* thresholdOf(const AnalysisResult& result, const std::string& series) {
    for (const BreakEvenResult& b : result.breakEven)
        if (b.definition == BreakEvenDefinition::EfficiencyThreshold && b.series == series)
            return &b;
    return nullptr;
}

std::string seriesThresholdText(const AnalysisResult& result, const std::string& series) {
    const BreakEvenResult* b = thresholdOf(result, series);
    return b ? thresholdText(*b) : std::string("no threshold N*");
}

std::string plural(int n, const char* one, const char* many) {
    return formatCount(n) + ' ' + (n == 1 ? one : many);
}

// The reference of a group in words: its slowest system at the smallest N, and how much slower
// than the fastest there (E' of every other system at that N starts above 1 by that factor).
std::string groupReferenceText(const std::vector<AnalysisPoint>& points,
                               const AnalysisResult& group) {
    const ReferenceAssignment& ref = group.references.front();
    const AnalysisPoint& refPoint = points[ref.pointIndex];
    double fastest = ref.minutes;
    std::string fastestName = refPoint.systemName;
    int atSmallest = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (group.points[i].state != PointState::InView ||
            points[i].accelerators != ref.accelerators)
            continue;
        ++atSmallest;
        if (points[i].minutes < fastest) {
            fastest = points[i].minutes;
            fastestName = points[i].systemName;
        }
    }
    const std::string n = formatAccelerators(ref.accelerators);
    if (atSmallest == 1)
        return "its only system at the smallest N, " + refPoint.systemName + " (" +
               refPoint.submitter + ", N = " + n + ")";
    return "its slowest system at the smallest N, " + refPoint.systemName + " (" +
           refPoint.submitter + ", N = " + n + ", " + formatEfficiency(ref.minutes / fastest) +
           "× the time of the fastest of " + std::to_string(atSmallest) + " there, " + fastestName +
           ")";
}

// Answer 3 for one group (the largest family in view): the group's own points under the paper
// rule, which is the per-family reference restricted to it, with the N* interval and the
// in-group sensitivity.
std::string groupAnswer(const std::vector<AnalysisPoint>& points, const AnalysisParams& view,
                        const std::string& group, HardwareGrouping grouping) {
    AnalysisParams only = withStrategy(view, ReferenceStrategy::PaperRule, true);
    only.filter.families = {group};
    const AnalysisResult own = runAnalysis(points, only);
    std::map<int, int> perN;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (own.points[i].state == PointState::InView)
            ++perN[points[i].accelerators];
    const int distinctN = static_cast<int>(perN.size());
    std::string within = scalingAnswer(points, own, "all");
    if (within.empty())
        within = "no E′";
    std::string text =
        std::string(grouping == HardwareGrouping::Family ? "Grouped by accelerator family: "
                    : grouping == HardwareGrouping::Variant
                        ? "Grouped by variant (form factor and memory as the data "
                          "name them): "
                        : "Grouped by system series (one submitter's system design "
                          "at several sizes): ") +
        group + " only (" + plural(own.pointsInView, "point", "points") + " at " +
        plural(distinctN, "distinct N", "distinct N") + "), against " +
        groupReferenceText(points, own) + ": " + within + ".";
    const SensitivityVerdict verdict = sensitivityVerdict(own.sensitivity);
    if (verdict.references > 0)
        text += " With each " + group + " candidate (N ≤ " +
                std::to_string(view.sensitivity.maxReferenceAccelerators) +
                ") as the reference in turn: " + verdict.text + ".";
    if (distinctN < 3 || own.pointsInView < 5)
        text += " Thin group (" + plural(distinctN, "distinct N", "distinct N") + ", " +
                plural(own.pointsInView, "point", "points") +
                "; 3 distinct N and 5 points are the least to read a trend from): its N* is "
                "not firm.";
    return text;
}

// The points and view as grouped by family: the answers name both groupings themselves.
std::vector<AnalysisPoint> byFamily(const std::vector<AnalysisPoint>& points, AnalysisParams& view,
                                    HardwareGrouping grouping) {
    if (grouping == HardwareGrouping::Family)
        return points;
    std::set<std::string> families;
    const std::set<std::string> groups(view.filter.families.begin(), view.filter.families.end());
    std::vector<AnalysisPoint> out = points;
    for (AnalysisPoint& p : out) {
        if (groups.count(p.family))
            families.insert(familyOf(p));
        p.family = familyOf(p);
    }
    if (!view.filter.families.empty())
        view.filter.families.assign(families.begin(), families.end());
    return out;
}

// The hardware-controlled model over the same points in view with one intercept per group of
// `grouping` (variant or system series).
std::string groupFitVerdict(const std::vector<AnalysisPoint>& points, const AnalysisResult& paper,
                            const HardwareFitParams& params, HardwareGrouping grouping) {
    std::vector<FamilySample> samples;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (paper.points[i].state == PointState::InView)
            samples.push_back({hardwareGroupOf(points[i], grouping),
                               static_cast<double>(points[i].accelerators), points[i].minutes});
    return hardwareFitVerdict(
        fitHardwareControlled(samples, params.resamples, params.level, params.seed, grouping));
}

} // namespace

StudyAnswers answerStudyQuestions(const std::vector<AnalysisPoint>& groupedPoints,
                                  const AnalysisParams& groupedView, HardwareGrouping grouping) {
    AnalysisParams view = groupedView;
    const std::vector<AnalysisPoint> points = byFamily(groupedPoints, view, grouping);
    StudyAnswers answers;
    answers.grouping = grouping;
    const AnalysisResult paper =
        runAnalysis(points, withStrategy(view, ReferenceStrategy::PaperRule, true));
    if (paper.pointsInView == 0 || paper.references.empty())
        return answers;

    // 1. The paper rule's single reference against the families in view.
    std::map<std::string, int> perFamily;
    double lowest = INFINITY, highest = -INFINITY;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const PointResult& r = paper.points[i];
        if (r.state != PointState::InView)
            continue;
        ++perFamily[points[i].family];
        if (std::isfinite(r.efficiency)) {
            lowest = std::min(lowest, r.efficiency);
            highest = std::max(highest, r.efficiency);
        }
    }
    const ReferenceAssignment& ref = paper.references.front();
    const AnalysisPoint& refPoint = points[ref.pointIndex];
    const int inView = paper.pointsInView;
    const int others = inView - perFamily[refPoint.family];
    const std::string range = std::isfinite(lowest) ? "E′ spans " + formatEfficiency(lowest) +
                                                          " to " + formatEfficiency(highest)
                                                    : std::string("no E′");
    answers.hardware = "Under the paper rule the reference is " + refPoint.systemName + " (" +
                       refPoint.submitter + ", " + refPoint.family +
                       ", N = " + formatAccelerators(ref.accelerators) + "). ";
    const std::string otherFamilies = others == 1 ? std::string(" system of another family")
                                                  : std::string(" systems of other families");
    if (2 * others >= inView)
        answers.hardware += std::to_string(others) + " of " + std::to_string(inView) +
                            " points in view are" + otherFamilies + ", so " + range +
                            " and mixes hardware generations with scaling.";
    else if (others > 0)
        answers.hardware += "Most points in view (" + std::to_string(inView - others) + " of " +
                            std::to_string(inView) + ") are " + refPoint.family + "; " + range +
                            ", and the " + std::to_string(others) + otherFamilies +
                            " mix hardware into their E′.";
    else
        answers.hardware += "Every point in view is " + refPoint.family + ": " + range +
                            " and measures scaling alone.";

    answers.hardwareControlled = hardwareFitVerdict(paper.hardwareControlled);
    if (grouping != HardwareGrouping::Family)
        answers.hardwareControlledByGroup =
            groupFitVerdict(points, paper, view.hardwareFit, grouping);

    // 2. Every candidate reference.
    const SensitivityVerdict verdict = sensitivityVerdict(paper.sensitivity);
    answers.reference = verdict.references == 0
                            ? std::string("No candidate reference with N ≤ ") +
                                  std::to_string(view.sensitivity.maxReferenceAccelerators) +
                                  " in view: the sensitivity cannot be measured."
                            : "With each candidate reference (N ≤ " +
                                  std::to_string(view.sensitivity.maxReferenceAccelerators) +
                                  ") in turn: " + verdict.text + ".";

    // 3. The family with the most points (ties: the first by name), its own reference.
    const auto largest =
        std::max_element(perFamily.begin(), perFamily.end(),
                         [](const auto& a, const auto& b) { return a.second < b.second; });
    answers.family = largest->first;
    const std::string allSystems =
        " All systems under the paper rule: " + seriesThresholdText(paper, "all") + ".";
    answers.breakEven =
        groupAnswer(points, view, answers.family, HardwareGrouping::Family) + allSystems;

    // The same question with the family split into its variants (or, under series grouping,
    // its system series): the largest of them.
    const HardwareGrouping split =
        grouping == HardwareGrouping::Series ? HardwareGrouping::Series : HardwareGrouping::Variant;
    std::map<std::string, int> perGroup;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (paper.points[i].state == PointState::InView && points[i].family == answers.family)
            ++perGroup[hardwareGroupOf(points[i], split)];
    const auto subgroup =
        std::max_element(perGroup.begin(), perGroup.end(),
                         [](const auto& a, const auto& b) { return a.second < b.second; });
    answers.subgroup = subgroup->first;
    std::string text = answers.family + " holds " + std::to_string(perGroup.size()) + ' ' +
                       hardwareGroupNoun(split, perGroup.size() != 1) + " in view";
    if (perGroup.size() > 1) {
        std::string list;
        for (const auto& [name, count] : perGroup)
            list += (list.empty() ? "" : ", ") + name + " (" + std::to_string(count) + ")";
        text += ": " + list;
    }
    answers.breakEvenByGroup =
        text + ". " + groupAnswer(regroupPoints(points, split), view, answers.subgroup, split) +
        allSystems;
    return answers;
}

} // namespace mlpe::text
