#include "thresholdcoveragesimulation.h"

#include "analysisengine.h"
#include "breakeven.h"
#include "deterministicrandom.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace mlpe::analysis {

namespace {

constexpr int kReferenceAccelerators = 8;
constexpr double kReferenceMinutes = 100.0;
constexpr int kDoublings = 8; // N = 8 .. 1024

// z of one run: N(0, 1), or Student t with `tailDegreesOfFreedom` degrees of freedom scaled to
// unit variance (heavier tails: the odd run that needs an extra epoch).
double runNoise(const RunCoverageSimulationParams& params, DeterministicRandom& random) {
    const int dof = params.tailDegreesOfFreedom;
    if (dof <= 0)
        return random.normal();
    double chi2 = 0.0;
    for (int k = 0; k < dof; ++k) {
        const double z = random.normal();
        chi2 += z * z;
    }
    const double t = random.normal() / std::sqrt(chi2 / dof);
    return dof > 2 ? t * std::sqrt((dof - 2.0) / dof) : t;
}

// One set with its true E' (against the true reference time) and its noisy runs.
struct SimulatedSet {
    AnalysisPoint point;
    double trueMinutes = 0.0;
    double trueEfficiency = 0.0;
};

SimulatedSet makeSet(const std::string& key, int accelerators, double trueMinutes,
                     double trueEfficiency, const RunCoverageSimulationParams& params,
                     DeterministicRandom& random) {
    SimulatedSet set;
    set.trueMinutes = trueMinutes;
    set.trueEfficiency = trueEfficiency;
    AnalysisPoint& p = set.point;
    p.key = key;
    p.round = "sim";
    p.submitter = "sim";
    p.system = key;
    p.systemName = key;
    p.division = "closed";
    p.availability = "Available on-premise";
    p.family = "simulated";
    p.benchmark = "sim";
    p.accelerators = accelerators;
    p.olympicDrop = 1;
    for (int r = 0; r < params.runs; ++r) {
        // A run can be neither free nor negative: redraw the (far) tail below 5 % of T.
        double factor = 0.0;
        do
            factor = 1.0 + params.runSpread * runNoise(params, random);
        while (factor < 0.05);
        p.runMinutes.push_back(trueMinutes * factor);
    }
    std::vector<double> sorted = p.runMinutes;
    std::sort(sorted.begin(), sorted.end());
    const double kept =
        std::accumulate(sorted.begin() + 1, sorted.end() - 1, 0.0) / double(sorted.size() - 2);
    p.minutes = kept;
    return set;
}

std::vector<SimulatedSet> drawSeries(const RunCoverageSimulationParams& params,
                                     DeterministicRandom& random) {
    std::vector<SimulatedSet> sets;
    sets.push_back(makeSet("ref", kReferenceAccelerators, kReferenceMinutes, 1.0, params, random));
    for (int j = 0; j < kDoublings; ++j) {
        const int n = kReferenceAccelerators << j;
        const int count = 1 + static_cast<int>(random.index(2));
        for (int c = 0; c < count; ++c) {
            const double log2E =
                std::log2(1.5) - params.efficiencyDecay * j + params.systemSpread * random.normal();
            const double efficiency = std::exp2(log2E);
            const double minutes =
                kReferenceAccelerators * kReferenceMinutes / (double(n) * efficiency);
            // Appended, not "s" + to_string(): GCC 12 warns falsely (-Wrestrict) on the latter.
            std::string key("s");
            key += std::to_string(j);
            key += '-';
            key += std::to_string(c);
            sets.push_back(makeSet(key, n, minutes, efficiency, params, random));
        }
    }
    return sets;
}

BreakEvenResult trueThreshold(const std::vector<SimulatedSet>& sets, double tau) {
    std::vector<SeriesPoint> series;
    for (const SimulatedSet& s : sets)
        series.push_back({s.point.key, s.point.accelerators, s.trueMinutes,
                          s.point.accelerators * s.trueMinutes, s.trueEfficiency});
    return thresholdBreakEven(series, tau, "all");
}

AnalysisParams simulationAnalysisParams(const RunCoverageSimulationParams& params,
                                        std::uint64_t seed) {
    AnalysisParams a;
    a.reference.strategy = ReferenceStrategy::UserPick;
    a.reference.userKey = "ref";
    a.clustering.enabled = false;
    a.sensitivity.enabled = false;
    a.fits.enabled = false;
    a.hardwareFit.enabled = false;
    a.uncertainty.bootstrap = true;
    a.uncertainty.resamples = params.resamples;
    a.uncertainty.level = params.level;
    a.uncertainty.seed = seed;
    return a;
}

} // namespace

std::vector<RunCoverageSimulationParams> runCoverageDesigns() {
    std::vector<RunCoverageSimulationParams> designs;
    for (int runs : {5, 10}) {
        for (double spread : {0.02, 0.05, 0.10}) {
            RunCoverageSimulationParams p;
            p.runs = runs;
            p.runSpread = spread;
            designs.push_back(p);
        }
        RunCoverageSimulationParams tails;
        tails.runs = runs;
        tails.tailDegreesOfFreedom = 3;
        designs.push_back(tails);
    }
    return designs;
}

RunCoverageSimulationRow simulateRunCoverage(const RunCoverageSimulationParams& params) {
    RunCoverageSimulationRow row;
    row.runs = params.runs;
    row.runSpread = params.runSpread;
    DeterministicRandom random(params.seed + static_cast<std::uint64_t>(params.runs) * 1000u +
                               static_cast<std::uint64_t>(std::lround(params.runSpread * 1000)) +
                               static_cast<std::uint64_t>(params.tailDegreesOfFreedom) * 100000u);
    int thresholdCovered = 0;
    int efficiencyCovered = 0, efficiencyIntervals = 0;
    for (int r = 0; r < params.replicates; ++r) {
        const std::vector<SimulatedSet> sets = drawSeries(params, random);
        std::vector<AnalysisPoint> points;
        for (const SimulatedSet& s : sets)
            points.push_back(s.point);
        const AnalysisParams analysisParams =
            simulationAnalysisParams(params, params.seed + static_cast<std::uint64_t>(r));
        const AnalysisResult result = runAnalysis(points, analysisParams);

        for (std::size_t i = 1; i < sets.size(); ++i) {
            const PointResult& p = result.points[i];
            if (std::isnan(p.efficiencyCiLow) || std::isnan(p.efficiencyCiHigh))
                continue;
            ++efficiencyIntervals;
            efficiencyCovered += p.efficiencyCiLow <= sets[i].trueEfficiency &&
                                         sets[i].trueEfficiency <= p.efficiencyCiHigh
                                     ? 1
                                     : 0;
        }

        const BreakEvenResult truth = trueThreshold(sets, analysisParams.breakEven.tau);
        const auto estimate =
            std::find_if(result.breakEven.begin(), result.breakEven.end(), [](const auto& b) {
                return b.definition == BreakEvenDefinition::EfficiencyThreshold &&
                       b.series == "all";
            });
        if (truth.outcome != BreakEvenOutcome::Found || estimate == result.breakEven.end() ||
            estimate->outcome != BreakEvenOutcome::Found ||
            2 * estimate->intervalResamples < estimate->resamples ||
            std::isnan(estimate->acceleratorsLow))
            continue;
        ++row.thresholdIntervals;
        thresholdCovered += estimate->acceleratorsLow <= truth.accelerators &&
                                    truth.accelerators <= estimate->acceleratorsHigh
                                ? 1
                                : 0;
    }
    row.threshold =
        row.thresholdIntervals > 0 ? double(thresholdCovered) / row.thresholdIntervals : 0.0;
    row.efficiency =
        efficiencyIntervals > 0 ? double(efficiencyCovered) / efficiencyIntervals : 0.0;
    return row;
}

} // namespace mlpe::analysis
