#include "comparisonscenario.h"

#include <algorithm>

namespace mlpe::analysis {

AnalysisParams scenarioParams(const AnalysisParams& view, const ComparisonScenario& scenario) {
    AnalysisParams p = view;
    p.reference = scenario.reference;
    p.clustering.enabled = false;
    p.fits.enabled = false;
    p.fits.bootstrap = false;
    p.uncertainty.bootstrap = false;
    if (scenario.families.empty())
        return p;
    if (view.filter.families.empty()) {
        p.filter.families = scenario.families;
        return p;
    }
    std::vector<std::string> common;
    for (const std::string& f : scenario.families)
        if (std::find(view.filter.families.begin(), view.filter.families.end(), f) !=
            view.filter.families.end())
            common.push_back(f);
    // An empty list would mean "no restriction"; the empty name matches no family.
    p.filter.families = common.empty() ? std::vector<std::string>{std::string()} : common;
    return p;
}

} // namespace mlpe::analysis
