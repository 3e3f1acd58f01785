#include "explorerfilter.h"

#include "core/model/benchmarkcatalog.h"

namespace mlpe {

bool ExplorerFilter::acceptsScope(const ResultSet& set) const {
    if (!round.isEmpty() && set.round != round)
        return false;
    return benchmark.isEmpty() || canonicalBenchmarkId(set.benchmark) == benchmark;
}

bool ExplorerFilter::acceptsIgnoringFamily(const ResultSet& set) const {
    if (!acceptsScope(set))
        return false;
    const SystemDescription& sys = set.systemDescription;
    if (!hiddenDivisions.isEmpty() && hiddenDivisions.contains(sys.division))
        return false;
    if (hiddenAvailabilities.contains(static_cast<int>(sys.availability)))
        return false;
    if (hiddenSubmitters.contains(set.submitter))
        return false;
    const int n = set.accelerators();
    if (minAccelerators > 0 && n < minAccelerators)
        return false;
    return maxAccelerators <= 0 || n <= maxAccelerators;
}

bool ExplorerFilter::accepts(const ResultSet& set) const {
    return acceptsIgnoringFamily(set) &&
           !hiddenFamilies.contains(set.systemDescription.accelerator.family);
}

bool ExplorerFilter::onlyScope() const {
    return scopeOnly() == *this;
}

ExplorerFilter ExplorerFilter::scopeOnly() const {
    ExplorerFilter f;
    f.round = round;
    f.benchmark = benchmark;
    return f;
}

QString canonicalBenchmarkId(const QString& benchmarkFolder) {
    return BenchmarkCatalog::lookup(benchmarkFolder).canonicalId;
}

QString benchmarkDisplayName(const QString& canonicalId) {
    // Canonical ids are folder names too ("retinanet", "rgat"), so the catalogue knows them.
    return BenchmarkCatalog::lookup(canonicalId).displayName;
}

} // namespace mlpe
