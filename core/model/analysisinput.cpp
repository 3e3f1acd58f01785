#include "analysisinput.h"

#include "benchmarkcatalog.h"
#include "benchmarkcomparability.h"
#include "duplicateresultsets.h"

namespace mlpe {

std::string pointKey(const std::string& round, const std::string& submitter,
                     const std::string& system, const std::string& canonicalBenchmark) {
    return round + '/' + submitter + '/' + system + '/' + canonicalBenchmark;
}

QString pointKeyOf(const ResultSet& set) {
    return QString::fromStdString(
        pointKey(set.round.toStdString(), set.submitter.toStdString(), set.system.toStdString(),
                 BenchmarkCatalog::lookup(set.round, set.benchmark).canonicalId.toStdString()));
}

QString upgradeLegacyPointKey(const QString& key, const QString& canonicalBenchmark) {
    // Submitter folders and system file names never contain '/': two slashes = three parts.
    if (key.count(QLatin1Char('/')) != 2 || canonicalBenchmark.isEmpty())
        return key;
    return key + QLatin1Char('/') + canonicalBenchmark;
}

analysis::AnalysisPoint toAnalysisPoint(const ResultSet& set) {
    const SystemDescription& sd = set.systemDescription;
    analysis::AnalysisPoint p;
    p.round = set.round.toStdString();
    p.submitter = set.submitter.toStdString();
    p.system = set.system.toStdString();
    p.systemName = sd.systemName.toStdString();
    p.division = sd.division.toStdString();
    p.availability = availabilityLabel(sd.availability).toStdString();
    p.family = sd.accelerator.family.toStdString();
    p.variant = sd.accelerator.variant.toStdString();
    p.acceleratorName = sd.accelerator.rawName.toStdString();
    const BenchmarkInfo info = BenchmarkCatalog::lookup(set.round, set.benchmark);
    p.benchmark = info.canonicalId.toStdString();
    if (const BenchmarkVersion* version =
            BenchmarkComparability::versionOf(info.canonicalId, set.round))
        p.benchmarkVersion = version->label().toStdString();
    p.key = pointKey(p.round, p.submitter, p.system, p.benchmark);
    p.accelerators = set.accelerators();
    p.minutes = set.scoreMinutes.value_or(0.0);
    // The runs behind the score, as the scorer counted them (valid = timed and valid).
    for (const RunResult& run : set.runs) {
        if (run.valid())
            p.runMinutes.push_back(run.minutes);
        else
            ++p.invalidRuns;
    }
    p.olympicDrop = info.olympicDrop;
    p.scalingFactor = set.scalingFactor;
    // Measured only: a set without usable power logs has none, and none is made up for it.
    p.energyJoules = set.energyJoules;
    return p;
}

std::vector<analysis::AnalysisPoint> toAnalysisPoints(const Dataset& dataset) {
    std::vector<analysis::AnalysisPoint> points;
    points.reserve(dataset.resultSets.size());
    std::vector<std::size_t> scored;
    for (std::size_t i = 0; i < dataset.resultSets.size(); ++i)
        if (dataset.resultSets[i].status == ScoreStatus::Ok && dataset.resultSets[i].scoreMinutes)
            scored.push_back(i);
    // A set with the same runs as another is counted once (duplicateresultsets.h).
    for (std::size_t i : countedOnce(dataset.resultSets, scored))
        points.push_back(toAnalysisPoint(dataset.resultSets[i]));
    return points;
}

} // namespace mlpe
