#include "slopeintervalcoverage.h"

#include <cmath>
#include <limits>

namespace mlpe::analysis {

const std::vector<SlopeCoverageRow>& simulatedSlopeCoverageTable() {
    // bench coverage --replicates 1000 --resamples 999 (the defaults of
    // CoverageSimulationParams), 2026-12-07.
    static const std::vector<SlopeCoverageRow> table{
        {2, 0.494, 0.921},  {3, 0.750, 0.986},  {5, 0.804, 0.975},  {7, 0.835, 0.958},
        {10, 0.889, 0.956}, {20, 0.897, 0.932}, {30, 0.927, 0.951},
    };
    return table;
}

double simulatedSlopeCoverage(SlopeIntervalMethod method, int groups, double level) {
    if (groups < 2 || std::fabs(level - 0.95) > 1e-12)
        return std::numeric_limits<double>::quiet_NaN();
    const SlopeCoverageRow* found = nullptr;
    for (const SlopeCoverageRow& row : simulatedSlopeCoverageTable())
        if (row.groups <= groups)
            found = &row;
    return method == SlopeIntervalMethod::FamilyBootstrap ? found->familyBootstrap
                                                          : found->clusterRobustT;
}

bool coverageEarnsLevel(double coverage) {
    return std::isfinite(coverage) && coverage >= kMinimumCoverage;
}

} // namespace mlpe::analysis
