#include "comparisonscenario.h"

namespace mlpe::analysis {

AnalysisParams scenarioParams(const AnalysisParams& view, const ComparisonScenario& scenario) {
    AnalysisParams p = view;
    p.reference = scenario.reference;
    p.clustering.enabled = false;
    p.fits.enabled = false;
    p.fits.bootstrap = false;
    p.uncertainty.bootstrap = false;
    // Both lists apply: the view's groups, then the scenario's (each name under the family rule).
    p.filter.scenarioFamilies = scenario.families;
    return p;
}

} // namespace mlpe::analysis
