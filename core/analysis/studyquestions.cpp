#include "studyquestions.h"

#include "analysisengine.h"
#include "hardwarefitverdict.h"
#include "scalinganswer.h"
#include "sensitivityverdict.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace mlpe::analysis {

namespace {

AnalysisParams withStrategy(AnalysisParams p, ReferenceStrategy strategy, bool sensitivity) {
    p.reference.strategy = strategy;
    p.clustering.enabled = false;
    p.fits.enabled = false;
    p.uncertainty.bootstrap = false;
    p.sensitivity.enabled = sensitivity;
    return p;
}

// "N* ≈ 15.4", "N* at or above 3,472", "no N meets τ" for the threshold result of `series`.
std::string thresholdText(const AnalysisResult& result, const std::string& series) {
    for (const BreakEvenResult& b : result.breakEven) {
        if (b.definition != BreakEvenDefinition::EfficiencyThreshold || b.series != series)
            continue;
        switch (b.outcome) {
        case BreakEvenOutcome::Found:
            return "N* ≈ " + formatAccelerators(b.accelerators);
        case BreakEvenOutcome::AtOrAbove:
            return "N* at or above " + formatAccelerators(b.accelerators);
        case BreakEvenOutcome::Below:
            return "no N meets τ";
        case BreakEvenOutcome::Fallback:
        case BreakEvenOutcome::NotAvailable:
            return "no threshold N*";
        }
    }
    return "no threshold N*";
}

} // namespace

StudyAnswers answerStudyQuestions(const std::vector<AnalysisPoint>& points,
                                  const AnalysisParams& view) {
    StudyAnswers answers;
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
    const std::string range = std::isfinite(lowest) ? "E′ spans " + formatFixed(lowest, 2) +
                                                          " to " + formatFixed(highest, 2)
                                                    : std::string("no E′");
    answers.hardware = "Under the paper rule the reference is " + refPoint.systemName + " (" +
                       refPoint.submitter + ", " + refPoint.family +
                       ", N = " + formatAccelerators(ref.accelerators) + "). ";
    if (2 * others >= inView)
        answers.hardware += std::to_string(others) + " of " + std::to_string(inView) +
                            " points in view are other accelerators, so " + range +
                            " and mixes hardware generations with scaling.";
    else if (others > 0)
        answers.hardware += "Most points in view (" + std::to_string(inView - others) + " of " +
                            std::to_string(inView) + ") are " + refPoint.family + "; " + range +
                            ", and the " + std::to_string(others) +
                            " other accelerators mix hardware into their E′.";
    else
        answers.hardware += "Every point in view is " + refPoint.family + ": " + range +
                            " and measures scaling alone.";

    answers.hardwareControlled = hardwareFitVerdict(paper.hardwareControlled);

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
    const AnalysisResult own =
        runAnalysis(points, withStrategy(view, ReferenceStrategy::PerFamily, false));
    std::string within = scalingAnswer(points, own, answers.family);
    if (within.empty())
        within = "no E′";
    answers.breakEven = answers.family + " only (" + std::to_string(largest->second) +
                        " points), its smallest system as reference: " + within +
                        ". All systems under the paper rule: " + thresholdText(paper, "all") + ".";
    return answers;
}

} // namespace mlpe::analysis
