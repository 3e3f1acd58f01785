// bench decomposition: the simulated coverage of decomposeRounds()'s intervals on the real
// designs of the embedded data (never asserted here; tst_roundsdecomposition asserts one).
//   bench decomposition [--simulations M] [--resamples R] [--group-by family|variant|series]
//                       [--shared F] [--interval results|series]
// --shared F: a fraction F of the noise's variance is shared by the results of one system series
// (a random effect per series, the rest per result; 0 = independent errors, the default);
// --interval: the per-result wild bootstrap (default) or the wild cluster bootstrap by series.
// For every benchmark version with two rounds tied by shared hardware, between its first and
// last such round: the real results' round, hardware and N, times from the fitted model, noise
// of the fit's residual spread (normal in log2 T) added M times; each time the four parts'
// 95 % intervals (R resamples) are checked against the noise-free parts. Prints one row per
// version: results, rounds, hardware groups, residual degrees of freedom, spread, and the
// coverage of total, hardware, round and scale (the table in docs/analysis.md).
#include "core/analysis/acrossrounds.h"
#include "core/analysis/deterministicrandom.h"
#include "core/analysis/roundsdecomposition.h"
#include "core/model/analysisinput.h"
#include "core/store/embeddeddataset.h"

#include <QString>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

using namespace mlpe;
using namespace mlpe::analysis;

namespace {

double normal(DeterministicRandom& random) {
    const double u = 1.0 - random.uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * random.uniform());
}

} // namespace

int runDecompositionBench(int argc, char** argv) {
    int simulations = 500;
    int resamples = 999;
    HardwareGrouping grouping = HardwareGrouping::Family;
    double shared = 0.0;
    DecompositionInterval interval = DecompositionInterval::Results;
    for (int i = 1; i + 1 < argc; i += 2) {
        const QString key = QString::fromLocal8Bit(argv[i]);
        const QString value = QString::fromLocal8Bit(argv[i + 1]);
        if (key == QLatin1String("--simulations"))
            simulations = std::max(1, value.toInt());
        else if (key == QLatin1String("--resamples"))
            resamples = std::max(1, value.toInt());
        else if (key == QLatin1String("--group-by"))
            grouping = parseHardwareGrouping(value.toStdString()).value_or(grouping);
        else if (key == QLatin1String("--shared"))
            shared = std::clamp(value.toDouble(), 0.0, 1.0);
        else if (key == QLatin1String("--interval"))
            interval = value == QLatin1String("series") ? DecompositionInterval::Series
                                                        : DecompositionInterval::Results;
    }
    const std::vector<AnalysisPoint> points = toAnalysisPoints(loadEmbeddedDataset());
    std::map<std::pair<std::string, std::string>, std::set<std::string>> versions;
    for (const AnalysisPoint& p : points)
        if (!p.benchmarkVersion.empty())
            versions[{p.benchmark, p.benchmarkVersion}].insert(p.round);
    std::printf("coverage of the 95 %% intervals (%s), %d simulations x %d resamples, hardware by "
                "%s, %.2f of the noise variance shared by a system series\n",
                interval == DecompositionInterval::Series ? "CR2 by series, t(Bell-McCaffrey)"
                                                          : "wild bootstrap per result",
                simulations, resamples, hardwareGroupingLabel(grouping).c_str(), shared);
    std::printf("%-28s %-10s %7s %6s %8s %6s %4s %6s %6s %6s %6s %6s\n", "version", "rounds",
                "results", "rounds", "hardware", "series", "dof", "spread", "total", "hardwr",
                "round", "scale");
    for (const auto& [key, rounds] : versions) {
        if (rounds.size() < 2)
            continue;
        std::vector<std::string> ordered(rounds.begin(), rounds.end());
        std::sort(ordered.begin(), ordered.end(), roundBefore);
        const std::vector<RoundSample> samples =
            roundSamples(points, key.first, key.second, grouping);
        // The widest pair of rounds that hardware ties together.
        RoundsDecomposition real;
        for (std::size_t a = 0; a < ordered.size() && real.outcome != DecompositionOutcome::Fitted;
             ++a)
            for (std::size_t b = ordered.size() - 1; b > a; --b) {
                real = decomposeRounds(samples, ordered[a], ordered[b], 0, 0.95, 1, grouping);
                if (real.outcome == DecompositionOutcome::Fitted)
                    break;
            }
        const std::string span = real.outcome == DecompositionOutcome::Fitted
                                     ? real.fromRound + "-" + real.toRound
                                     : "-";
        if (real.outcome != DecompositionOutcome::Fitted || real.degreesOfFreedom < 1) {
            std::printf("%-28s %-10s %s\n", key.second.c_str(), span.c_str(),
                        real.outcome == DecompositionOutcome::Fitted
                            ? "no residual degree of freedom"
                            : real.reason.c_str());
            continue;
        }
        const RoundsDecomposition truth =
            decomposeRounds(real.fitted, real.fromRound, real.toRound, 0, 0.95, 1, grouping);
        const double trueParts[4] = {truth.total.factor, truth.hardware.factor, truth.round.factor,
                                     truth.scale.factor};
        DeterministicRandom random(20261207);
        int covered[4] = {0, 0, 0, 0};
        for (int sim = 0; sim < simulations; ++sim) {
            std::vector<RoundSample> noisy = real.fitted;
            std::map<std::string, double> seriesEffect;
            for (const RoundSample& s : noisy)
                if (!seriesEffect.count(s.series))
                    seriesEffect[s.series] = std::sqrt(shared) * normal(random);
            for (RoundSample& s : noisy)
                s.minutes *=
                    std::exp2(real.residualSpread *
                              (seriesEffect[s.series] + std::sqrt(1.0 - shared) * normal(random)));
            const RoundsDecomposition d =
                decomposeRounds(noisy, real.fromRound, real.toRound, resamples, 0.95,
                                static_cast<std::uint64_t>(sim + 1), grouping, interval);
            const RoundFactor* parts[4] = {&d.total, &d.hardware, &d.round, &d.scale};
            for (int k = 0; k < 4; ++k)
                covered[k] +=
                    parts[k]->low <= trueParts[k] && trueParts[k] <= parts[k]->high ? 1 : 0;
        }
        std::set<std::string> series;
        for (const RoundSample& s : real.fitted)
            series.insert(s.series);
        std::printf("%-28s %-10s %7d %6d %8d %6zu %4d %6.3f", key.second.c_str(), span.c_str(),
                    real.points, real.rounds, real.hardwareGroups, series.size(),
                    real.degreesOfFreedom, real.residualSpread);
        for (int k = 0; k < 4; ++k)
            std::printf(" %6.3f", double(covered[k]) / simulations);
        std::printf("\n");
        std::fflush(stdout);
    }
    return 0;
}
