#include "clusteringmemo.h"

#include <cstring>

namespace mlpe::analysis {

namespace {

// Bit for bit, so that a NaN feature (a point without E') matches itself.
template <typename T> bool sameBits(const std::vector<T>& a, const std::vector<T>& b) {
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

bool sameParams(const ClusteringParams& a, const ClusteringParams& b) {
    return a.enabled == b.enabled && a.k == b.k && a.kMin == b.kMin && a.kMax == b.kMax &&
           a.seed == b.seed && a.restarts == b.restarts && a.bayesianStop == b.bayesianStop &&
           a.minRestarts == b.minRestarts && a.maxIterations == b.maxIterations &&
           std::memcmp(&a.tolerance, &b.tolerance, sizeof(double)) == 0 &&
           a.mediumInputRows == b.mediumInputRows &&
           a.mediumInputRestarts == b.mediumInputRestarts && a.largeInputRows == b.largeInputRows &&
           a.largeInputRestarts == b.largeInputRestarts && a.features == b.features &&
           a.standardisation == b.standardisation &&
           a.silhouetteSampleLimit == b.silhouetteSampleLimit && a.hullMetric == b.hullMetric;
}

} // namespace

bool ClusteringMemo::sameInput(const std::vector<double>& features,
                               const std::vector<ChartPoint>& chart,
                               const ClusteringParams& params) const {
    static_assert(sizeof(ChartPoint) == 2 * sizeof(double), "ChartPoint compared as its bytes");
    return m_valid && sameParams(m_params, params) && sameBits(m_features, features) &&
           sameBits(m_chart, chart);
}

ClusteringOutput ClusteringMemo::cluster(const std::vector<double>& features,
                                         const std::vector<ChartPoint>& chart,
                                         const ClusteringParams& params) {
    KMeansRuns runs;
    {
        const std::lock_guard lock(m_mutex);
        if (sameInput(features, chart, params))
            return m_output;
        runs = m_runs;
    }
    ClusteringOutput output = clusterPoints(features, chart, params, &runs);
    const std::lock_guard lock(m_mutex);
    ++m_computations;
    m_runs = std::move(runs);
    m_valid = true;
    m_features = features;
    m_chart = chart;
    m_params = params;
    m_output = output;
    return output;
}

int ClusteringMemo::kMeansRuns() const {
    const std::lock_guard lock(m_mutex);
    return m_runs.computed;
}

int ClusteringMemo::computations() const {
    const std::lock_guard lock(m_mutex);
    return m_computations;
}

} // namespace mlpe::analysis
