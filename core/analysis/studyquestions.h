#pragma once

#include "analysisparams.h"
#include "analysispoint.h"

#include <string>
#include <vector>

namespace mlpe::analysis {

// The three questions the study's reviewers left open, answered in words for the points in
// view of one workload (the `report` command's "The study's questions" section):
// 1. Does E′ mix hardware generations with scaling? Under the paper rule: the reference's family,
//    how many points in view are other accelerators, and E′'s range.
// 2. Does the answer depend on the reference chosen? The reference sensitivity with every
//    outcome counted (sensitivityVerdict).
// 3. Where is the break-even once hardware is controlled? The family with the most points, its
//    own smallest system as reference (the per-family rule): E′ from the smallest to the largest
//    N and its N* (scalingAnswer), next to the all-systems N* under the paper rule.
struct StudyAnswers {
    std::string hardware;
    std::string reference;
    std::string breakEven;
    std::string family; // the family of answer 3 (empty when nothing is in view)
    // The answer to 1 as a number: the within-family slope of log2 T on log2 N with one
    // intercept per family, its interval, and the share of the pooled slope that is hardware mix
    // (hardwareFitVerdict).
    std::string hardwareControlled;
};

// `view`: the view's settings (filter, exclusions, tau, sensitivity range); the reference
// strategy is set here, clustering, fits and the bootstrap are not needed. Pure.
StudyAnswers answerStudyQuestions(const std::vector<AnalysisPoint>& points,
                                  const AnalysisParams& view);

} // namespace mlpe::analysis
