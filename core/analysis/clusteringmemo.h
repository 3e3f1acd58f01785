#pragma once

#include "analysisparams.h"
#include "analysisresult.h"
#include "clustering.h"

#include <mutex>
#include <vector>

namespace mlpe::analysis {

// The last clustering computed, handed out again when asked for the same input. In the window,
// a change of tau, lambda, prices or fits leaves the clustered features (log2 N, E', ...) as
// they were, and k-means with silhouettes is most of a recompute at 10,000 points. The input
// must be the same bit for bit (features, chart coordinates, parameters): clusterPoints() is a
// deterministic function of it, so the answer is the one it would compute. Thread-safe (the
// window's analyses run on the thread pool); two callers at once may both compute.
class ClusteringMemo {
public:
    ClusteringOutput cluster(const std::vector<double>& features,
                             const std::vector<ChartPoint>& chart, const ClusteringParams& params);
    // How many times cluster() ran clusterPoints() (the others were answered from the memo).
    int computations() const;
    // How many k-means runs (one k each) it made: a k change on unchanged points reuses the
    // runs of the k already tried (the auto range runs k = 2..8; each k has its own seed).
    int kMeansRuns() const;

private:
    bool sameInput(const std::vector<double>& features, const std::vector<ChartPoint>& chart,
                   const ClusteringParams& params) const;

    mutable std::mutex m_mutex;
    bool m_valid = false;
    std::vector<double> m_features;
    std::vector<ChartPoint> m_chart;
    ClusteringParams m_params;
    ClusteringOutput m_output;
    KMeansRuns m_runs;
    int m_computations = 0;
};

} // namespace mlpe::analysis
