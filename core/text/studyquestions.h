#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/analysis/hardwaregrouping.h"

#include <string>
#include <vector>

namespace mlpe::text {

// The three questions the study's reviewers left open, answered in words for the points in
// view of one workload (the `report` command's "The study's questions" section):
// 1. Does E′ mix hardware generations with scaling? Under the paper rule: the reference's family,
//    how many points in view are other accelerators, and E′'s range.
// 2. Does the answer depend on the reference chosen? The reference sensitivity with every
//    outcome counted (sensitivityVerdict).
// 3. Where is the break-even once hardware is controlled? The group with the most points, under
//    its own reference (its slowest system at the smallest N, and how much slower than the
//    fastest there): the grouping named, E′ from the smallest to the largest N, N* with its
//    run-spread interval (scalingAnswer), the in-group reference sensitivity, a warning when the
//    group is thin (fewer than 3 distinct N or 5 points), next to the all-systems N* under the
//    paper rule. Once grouped by family (the largest family) and once by variant (that family's
//    largest variant, e.g. H100 SXM 80GB), since a family lumps parts of different power; under
//    series grouping by system series instead of variant (that family's largest series).
struct StudyAnswers {
    std::string hardware;
    std::string reference;
    std::string breakEven; // grouped by family
    // Grouped by variant within that family, or by system series under series grouping.
    std::string breakEvenByGroup;
    std::string family;   // the family of answer 3 (empty when nothing is in view)
    std::string subgroup; // its largest variant ("H100 SXM 80GB") or system series
    // The answer to 1 as a number: the within-family slope of log2 T on log2 N with one
    // intercept per family, its interval, and the share of the pooled slope that is hardware mix
    // (hardwareFitVerdict).
    std::string hardwareControlled;
    // The same model with one intercept per variant or system series; only under that grouping.
    std::string hardwareControlledByGroup;
    // The grouping the view chose (`grouping`): the answer a reader meets first.
    analysis::HardwareGrouping grouping = analysis::HardwareGrouping::Family;
};

// `points` and `view` as the view grouped them (regroupPoints() with `grouping`): under
// variant grouping they are read back by family, so both answers are the same for either.
// `view`: the view's settings (filter, exclusions, tau, sensitivity range); the reference
// strategy is set here, clustering and fits are not needed; the run-spread bootstrap runs with
// the view's resamples and seed. Pure.
StudyAnswers
answerStudyQuestions(const std::vector<analysis::AnalysisPoint>& points,
                     const analysis::AnalysisParams& view,
                     analysis::HardwareGrouping grouping = analysis::HardwareGrouping::Family);

} // namespace mlpe::text
