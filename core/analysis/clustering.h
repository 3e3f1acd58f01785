#pragma once

#include "analysisparams.h"
#include "analysisresult.h"
#include "kmeans.h"

#include <map>
#include <string>
#include <vector>

namespace mlpe::analysis {

struct ClusteringOutput {
    ClusteringResult summary;
    std::vector<int> labels;         // per row; -1 when not clustered
    std::vector<double> silhouettes; // per row; NaN when not computed
    std::vector<std::string> notes;
};

// Standardises `features` (rows x params.features.size(), row-major, in the caller's canonical
// row order), runs k-means for the fixed k or for every k of the auto range, computes WCSS and
// mean silhouette per k, picks k (auto: best mean silhouette, smaller k on ties) and describes
// the clusters (centroids, hulls of `chart` coordinates). Auto range: max(2, kMin) ..
// min(kMax, rows - 1, distinct rows). Fewer than 2 distinct rows, or too few rows for the
// auto range: one cluster holding everything, with a note. A fixed k above the number of
// distinct rows is reduced, with a note. Silhouettes on a fixed-seed sample above
// silhouetteSampleLimit rows (unsampled rows keep NaN).
//
// `reuse` (optional, in and out): the k-means runs of an earlier call. Each k seeds its own
// generator, so the run of a k depends only on the standardised rows, k and the k-means
// parameters: when those are the same bit for bit, a k already run (by the auto range or as a
// fixed k) is taken from here instead of run again, and the runs made are added.
struct KMeansRuns {
    std::vector<double> data; // standardised rows the runs were made on
    KMeansParams params;      // their parameters, k aside
    std::map<int, KMeansResult> byK;
    int computed = 0; // k-means runs made (not taken from byK), over every call
};
ClusteringOutput clusterPoints(const std::vector<double>& features,
                               const std::vector<ChartPoint>& chart, const ClusteringParams& params,
                               KMeansRuns* reuse = nullptr);

} // namespace mlpe::analysis
