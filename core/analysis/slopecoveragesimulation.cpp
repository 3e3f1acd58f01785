#include "slopecoveragesimulation.h"

#include "deterministicrandom.h"
#include "hardwarecontrolledfit.h"
#include "studentt.h"

#include <cmath>
#include <string>

namespace mlpe::analysis {

namespace {

std::vector<FamilySample> drawFamilies(int groups, const CoverageSimulationParams& params,
                                       DeterministicRandom& random) {
    std::vector<FamilySample> samples;
    for (int g = 0; g < groups; ++g) {
        // Appended, not "F" + to_string(): GCC 12 warns falsely (-Wrestrict) on the latter.
        std::string name("F");
        name += std::to_string(100 + g);
        const double offset = random.normal();
        const double slope = params.trueSlope + params.slopeSpread * random.normal();
        const int count = 2 + static_cast<int>(random.index(4));
        const int start = static_cast<int>(random.index(7));
        const int span = 1 + static_cast<int>(random.index(5));
        for (int i = 0; i < count; ++i) {
            const int k = i == 0   ? start
                          : i == 1 ? start + span
                                   : start + static_cast<int>(random.index(std::size_t(span) + 1));
            const double log2T = 10.0 + offset + slope * k + params.noise * random.normal();
            samples.push_back({name, std::exp2(double(k)), std::exp2(log2T)});
        }
    }
    return samples;
}

} // namespace

std::vector<int> coverageGroupCounts() {
    return {2, 3, 5, 7, 10, 20, 30};
}

CoverageSimulationRow simulateSlopeCoverage(int groups, const CoverageSimulationParams& params) {
    CoverageSimulationRow row;
    row.groups = groups;
    DeterministicRandom random(params.seed + static_cast<std::uint64_t>(groups));
    int bootstrap = 0, cluster = 0, classical = 0;
    const double truth = params.trueSlope;
    for (int r = 0; r < params.replicates; ++r) {
        const std::vector<FamilySample> samples = drawFamilies(groups, params, random);
        const HardwareControlledFit fit = fitHardwareControlled(
            samples, params.resamples, params.level, params.seed + static_cast<std::uint64_t>(r));
        bootstrap += fit.slopeLow <= truth && truth <= fit.slopeHigh ? 1 : 0;
        cluster += fit.clusterLow <= truth && truth <= fit.clusterHigh ? 1 : 0;
        const int dof = fit.points - fit.families - 1;
        if (dof >= 1) {
            const double half = studentTCriticalValue(params.level, dof) * fit.slopeSe;
            classical += std::fabs(fit.slope - truth) <= half ? 1 : 0;
        }
    }
    const double n = params.replicates;
    row.familyBootstrap = bootstrap / n;
    row.clusterRobustT = cluster / n;
    row.classical = classical / n;
    return row;
}

} // namespace mlpe::analysis
