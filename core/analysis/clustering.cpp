#include "clustering.h"

#include "analysislabels.h"
#include "convexhull.h"
#include "kmeans.h"
#include "silhouette.h"
#include "standardisation.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <thread>

namespace mlpe::analysis {

namespace {

// Sample seed derived from the clustering seed, so one saved seed reproduces everything.
constexpr std::uint64_t kSampleSeedSalt = 0x5111'0E77'E5A3'9B1DULL;

void describeClusters(ClusteringOutput& out, const KMeansResult& km, std::size_t dims,
                      const FeatureScaling& scaling, const std::vector<ChartPoint>& chart) {
    const auto k = static_cast<std::size_t>(km.k);
    // Chart coordinates may be non-finite where the features are not (the hull metric is
    // another quantity): such a point counts in its cluster but is not drawn in its hull.
    std::vector<std::vector<ChartPoint>> members(k);
    std::vector<int> sizes(k, 0);
    for (std::size_t r = 0; r < km.labels.size(); ++r) {
        const auto c = static_cast<std::size_t>(km.labels[r]);
        ++sizes[c];
        if (std::isfinite(chart[r].x) && std::isfinite(chart[r].y))
            members[c].push_back(chart[r]);
    }
    for (std::size_t c = 0; c < k; ++c) {
        ClusterSummary s;
        s.label = static_cast<int>(c);
        s.size = sizes[c];
        s.centroidStandardised.assign(km.centroids.begin() + static_cast<std::ptrdiff_t>(c * dims),
                                      km.centroids.begin() +
                                          static_cast<std::ptrdiff_t>((c + 1) * dims));
        s.centroidOriginal = invertScaling(s.centroidStandardised, scaling);
        const auto drawn = static_cast<double>(members[c].size());
        for (const ChartPoint& p : members[c]) {
            s.centroidChart.x += p.x / drawn;
            s.centroidChart.y += p.y / drawn;
        }
        s.hull = convexHull(members[c]);
        out.summary.clusters.push_back(std::move(s));
    }
}

// k-means for k = kFrom..kTo. The k are independent and each seeds its own generator from
// kp.seed, so they may run on two threads (the machine's second core) with the same results in
// any schedule: largest k first (they cost most), each thread taking the next k left.
std::vector<KMeansResult> runEveryK(const std::vector<double>& data, std::size_t dims,
                                    const KMeansParams& kp, int kFrom, int kTo,
                                    const KMeansRuns* reuse) {
    const auto count = static_cast<std::size_t>(kTo - kFrom + 1);
    std::vector<KMeansResult> runs(count);
    std::vector<int> missing; // the k to run, largest first
    for (int k = kTo; k >= kFrom; --k) {
        const auto it = reuse ? reuse->byK.find(k) : std::map<int, KMeansResult>::const_iterator{};
        if (reuse && it != reuse->byK.end())
            runs[static_cast<std::size_t>(k - kFrom)] = it->second;
        else
            missing.push_back(k);
    }
    const std::size_t toRun = missing.size();
    std::atomic<std::size_t> taken{0};
    const auto work = [&] {
        for (std::size_t i = taken++; i < toRun; i = taken++) {
            KMeansParams p = kp;
            p.k = missing[i];
            runs[static_cast<std::size_t>(p.k - kFrom)] = runKMeans(data, dims, p);
        }
    };
    // A thread costs tens of microseconds: only worth it for more than a few thousand
    // row x restart steps.
    const std::size_t rows = data.size() / dims;
    const bool twoThreads = toRun >= 2 && std::thread::hardware_concurrency() >= 2 &&
                            rows * toRun * static_cast<std::size_t>(kp.restarts) >= 4000;
    if (!twoThreads) {
        work();
        return runs;
    }
    std::thread second(work);
    work();
    second.join();
    return runs;
}

bool sameKMeansInput(const KMeansRuns& runs, const std::vector<double>& data,
                     const KMeansParams& kp) {
    const KMeansParams& a = runs.params;
    return runs.data.size() == data.size() &&
           (data.empty() ||
            std::memcmp(runs.data.data(), data.data(), data.size() * sizeof(double)) == 0) &&
           a.seed == kp.seed && a.restarts == kp.restarts && a.maxIterations == kp.maxIterations &&
           std::memcmp(&a.tolerance, &kp.tolerance, sizeof(double)) == 0 &&
           a.bayesianStop == kp.bayesianStop && a.minRestarts == kp.minRestarts;
}

} // namespace

ClusteringOutput clusterPoints(const std::vector<double>& features,
                               const std::vector<ChartPoint>& chart, const ClusteringParams& params,
                               KMeansRuns* reuse) {
    ClusteringOutput out;
    ClusteringResult& summary = out.summary;
    summary.features = params.features;
    summary.standardisation = params.standardisation;
    summary.hullMetric = params.hullMetric;
    summary.seed = params.seed;
    summary.autoK = params.k <= 0;
    const std::size_t dims = params.features.size();
    const std::size_t inputRows = dims ? features.size() / dims : 0;
    out.labels.assign(inputRows, -1);
    out.silhouettes.assign(inputRows, kNaN);
    if (!params.enabled)
        return out;
    if (inputRows == 0 || dims == 0) {
        out.notes.push_back(dims == 0 ? "clustering skipped: no features chosen"
                                      : "clustering skipped: no points in view");
        return out;
    }

    // Rows with a NaN or an infinity (a point without a reference, or times so extreme that S
    // or E' overflow) cannot be placed: they stay out of every cluster, with a note, rather than
    // being put silently in the wrong one.
    std::vector<std::size_t> kept; // input row of each clustered row
    std::vector<double> data;
    data.reserve(features.size());
    for (std::size_t r = 0; r < inputRows; ++r) {
        const auto first = features.begin() + static_cast<std::ptrdiff_t>(r * dims);
        if (std::all_of(first, first + static_cast<std::ptrdiff_t>(dims),
                        [](double v) { return std::isfinite(v); })) {
            kept.push_back(r);
            data.insert(data.end(), first, first + static_cast<std::ptrdiff_t>(dims));
        }
    }
    if (kept.size() < inputRows)
        out.notes.push_back("clustering: " + std::to_string(inputRows - kept.size()) +
                            " point(s) left out: a feature is not a finite number");
    if (kept.empty()) {
        out.notes.push_back("clustering skipped: no point has finite features");
        return out;
    }
    std::vector<ChartPoint> keptChart;
    keptChart.reserve(kept.size());
    for (std::size_t r : kept)
        keptChart.push_back(chart[r]);
    const FeatureScaling scaling = fitScaling(data, dims, params.standardisation);
    applyScaling(data, scaling);
    // Finite values so far apart that their spread overflows cannot be standardised: the mean
    // (z-score) turns every value NaN, the range (min-max) turns every value 0.
    const auto finite = [](double v) { return std::isfinite(v); };
    if (!std::all_of(scaling.offset.begin(), scaling.offset.end(), finite) ||
        !std::all_of(scaling.scale.begin(), scaling.scale.end(), finite) ||
        !std::all_of(data.begin(), data.end(), finite)) {
        out.notes.push_back("clustering skipped: feature values too far apart to standardise");
        return out;
    }
    const std::size_t rows = kept.size(); // from here on, rows of `data`
    for (std::size_t d = 0; d < dims; ++d)
        if (scaling.constant[d] && rows > 1)
            out.notes.push_back("clustering: feature " + featureLabel(params.features[d]) +
                                " is the same for every point and does not separate clusters");

    const int distinct = static_cast<int>(countDistinctRows(data, dims));
    const int n = static_cast<int>(rows);
    int kFrom = 1, kTo = 1;
    if (summary.autoK) {
        kFrom = std::max(2, params.kMin);
        kTo = std::min({params.kMax, n - 1, distinct});
        if (kTo < kFrom) {
            kFrom = kTo = 1;
            out.notes.push_back("clustering: " + std::to_string(n) + " point(s), " +
                                std::to_string(distinct) +
                                " distinct: too few to choose k by silhouette; one cluster");
        }
    } else {
        kFrom = kTo = std::min(params.k, distinct);
        if (kFrom < params.k)
            out.notes.push_back("clustering: k = " + std::to_string(params.k) + " reduced to " +
                                std::to_string(kFrom) + " (only " + std::to_string(distinct) +
                                " distinct point(s))");
    }

    // Silhouettes: all rows, or a fixed-seed sample; one distance matrix shared by every k.
    const std::size_t limit = static_cast<std::size_t>(std::max(2, params.silhouetteSampleLimit));
    const std::vector<std::size_t> sample =
        silhouetteSample(rows, limit, params.seed ^ kSampleSeedSalt);
    summary.silhouetteSampled = sample.size() < rows;
    if (summary.silhouetteSampled)
        out.notes.push_back("clustering: silhouettes computed on a fixed-seed sample of " +
                            std::to_string(sample.size()) + " of " + std::to_string(rows) +
                            " points");
    const bool needSilhouettes = kTo >= 2;

    KMeansParams kp;
    kp.seed = params.seed;
    kp.restarts = std::max(1, params.restarts);
    const int tierRestarts = n > params.largeInputRows    ? params.largeInputRestarts
                             : n > params.mediumInputRows ? params.mediumInputRestarts
                                                          : params.restarts;
    if (tierRestarts < params.restarts) {
        kp.restarts = std::max(1, tierRestarts);
        out.notes.push_back("clustering: " + std::to_string(n) + " points: " +
                            std::to_string(kp.restarts) + " k-means++ restarts per k instead of " +
                            std::to_string(params.restarts) + " (large input)");
    }
    summary.restartsPerK = kp.restarts;
    kp.bayesianStop = params.bayesianStop;
    kp.minRestarts = params.minRestarts;
    summary.bayesianStop = params.bayesianStop;
    kp.maxIterations = params.maxIterations;
    kp.tolerance = params.tolerance;
    // Every k first, then all their silhouettes in one pass over the distance matrix.
    if (reuse && !sameKMeansInput(*reuse, data, kp)) {
        reuse->data = data;
        reuse->params = kp;
        reuse->byK.clear();
    }
    const std::vector<KMeansResult> runs = runEveryK(data, dims, kp, kFrom, kTo, reuse);
    if (reuse)
        for (std::size_t r = 0; r < runs.size(); ++r)
            if (reuse->byK.emplace(kFrom + static_cast<int>(r), runs[r]).second)
                ++reuse->computed;
    std::vector<std::vector<int>> sampleLabels(runs.size(), std::vector<int>(sample.size()));
    std::vector<int> ks;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        ks.push_back(runs[r].k);
        for (std::size_t i = 0; i < sample.size(); ++i)
            sampleLabels[r][i] = runs[r].labels[sample[i]];
    }
    std::vector<std::vector<double>> sil =
        needSilhouettes ? silhouettesForEach(data, dims, sample, sampleLabels, ks)
                        : std::vector<std::vector<double>>(runs.size());

    std::size_t chosen = 0;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        KDiagnostic diag;
        diag.k = runs[r].k;
        diag.wcss = runs[r].inertia;
        diag.restarts = runs[r].restartsRun;
        diag.distinctOptima = runs[r].distinctOptima;
        if (runs[r].k >= 2)
            diag.meanSilhouette = meanSilhouette(sil[r], runs[r].k);
        summary.diagnostics.push_back(diag);
        const bool better = r == 0 || (std::isfinite(diag.meanSilhouette) &&
                                       !(diag.meanSilhouette <= summary.meanSilhouette));
        if (better) {
            summary.meanSilhouette = diag.meanSilhouette;
            chosen = r;
        }
    }

    summary.performed = true;
    summary.chosenK = runs[chosen].k;
    summary.pointsClustered = n;
    for (std::size_t i = 0; i < rows; ++i)
        out.labels[kept[i]] = runs[chosen].labels[i];
    if (!sil[chosen].empty())
        for (std::size_t i = 0; i < sample.size(); ++i)
            out.silhouettes[kept[sample[i]]] = sil[chosen][i];
    describeClusters(out, runs[chosen], dims, scaling, keptChart);
    return out;
}

} // namespace mlpe::analysis
