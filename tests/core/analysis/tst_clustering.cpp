// Auto-k clustering: choice of k, diagnostics, centroids, hulls and tiny inputs.
#include "core/analysis/clustering.h"

#include <QTest>
#include <cstdint>

using namespace mlpe::analysis;

namespace {

struct Blobs {
    std::vector<double> features; // rows x 2
    std::vector<ChartPoint> chart;
    std::vector<int> truth;
};

// `perBlob` points around each of three centres far apart relative to the spread.
Blobs threeBlobs(int perBlob, std::uint64_t state = 11) {
    const double centres[3][2] = {{3.0, 1.0}, {6.0, 0.6}, {9.0, 0.9}};
    Blobs b;
    for (int c = 0; c < 3; ++c)
        for (int i = 0; i < perBlob; ++i) {
            double jitter[2];
            for (double& j : jitter) {
                state = state * 6364136223846793005ULL + 1442695040888963407ULL;
                j = (static_cast<double>(state >> 11) / 9007199254740992.0 - 0.5) * 0.05;
            }
            const double x = centres[c][0] + jitter[0] * 10, y = centres[c][1] + jitter[1];
            b.features.insert(b.features.end(), {x, y});
            b.chart.push_back({x, y});
            b.truth.push_back(c);
        }
    return b;
}

ClusteringParams defaults() {
    ClusteringParams p;
    p.features = {Feature::Log2Accelerators, Feature::Efficiency};
    return p;
}

} // namespace

class TestClustering : public QObject {
    Q_OBJECT
private slots:
    void autoKFindsThreeBlobs();
    void centroidsAndHulls();
    void fixedKReducedWhenTooFewDistinct();
    void onePoint();
    void identicalPoints();
    void twoPointsAuto();
    void sampledSilhouettes();
    void disabled();
};

void TestClustering::autoKFindsThreeBlobs() {
    const Blobs b = threeBlobs(10);
    const ClusteringOutput out = clusterPoints(b.features, b.chart, defaults());
    QVERIFY(out.summary.performed);
    QVERIFY(out.summary.autoK);
    QCOMPARE(out.summary.chosenK, 3);
    QCOMPARE(out.summary.diagnostics.size(), std::size_t{7}); // k = 2..8
    double best = -2;
    int bestK = 0;
    for (const KDiagnostic& d : out.summary.diagnostics) {
        QVERIFY(std::isfinite(d.wcss) && d.wcss >= 0);
        QVERIFY(d.meanSilhouette >= -1 && d.meanSilhouette <= 1);
        if (d.meanSilhouette > best) {
            best = d.meanSilhouette;
            bestK = d.k;
        }
    }
    QCOMPARE(bestK, 3);
    QCOMPARE(out.summary.meanSilhouette, best);
    // Blobs in x order get labels 0, 1, 2 (canonical: ascending standardised centroid).
    QCOMPARE(out.labels, b.truth);
    for (double s : out.silhouettes)
        QVERIFY(s > 0.8); // tight, far-apart blobs
}

void TestClustering::centroidsAndHulls() {
    const Blobs b = threeBlobs(8);
    const ClusteringOutput out = clusterPoints(b.features, b.chart, defaults());
    QCOMPARE(out.summary.clusters.size(), std::size_t{3});
    for (const ClusterSummary& c : out.summary.clusters) {
        double mx = 0, my = 0;
        for (std::size_t i = 0; i < out.labels.size(); ++i)
            if (out.labels[i] == c.label) {
                mx += b.features[2 * i] / c.size;
                my += b.features[2 * i + 1] / c.size;
            }
        QCOMPARE(c.size, 8);
        // Original-unit centroid = mean of the members' raw features (standardisation is affine).
        QVERIFY(std::abs(c.centroidOriginal[0] - mx) < 1e-9);
        QVERIFY(std::abs(c.centroidOriginal[1] - my) < 1e-9);
        QVERIFY(std::abs(c.centroidChart.x - mx) < 1e-9); // chart = features here
        QVERIFY(c.hull.size() >= 3);
        for (const ChartPoint& h : c.hull) { // every hull vertex is one of the members
            bool member = false;
            for (std::size_t i = 0; i < b.chart.size(); ++i)
                member = member ||
                         (out.labels[i] == c.label && b.chart[i].x == h.x && b.chart[i].y == h.y);
            QVERIFY(member);
        }
    }
}

void TestClustering::fixedKReducedWhenTooFewDistinct() {
    ClusteringParams p = defaults();
    p.k = 5;
    const std::vector<double> f{1, 1, 1, 1, 2, 2, 3, 3};
    const std::vector<ChartPoint> chart{{1, 1}, {1, 1}, {2, 2}, {3, 3}};
    const ClusteringOutput out = clusterPoints(f, chart, p);
    QCOMPARE(out.summary.chosenK, 3);
    QCOMPARE(out.labels, (std::vector<int>{0, 0, 1, 2}));
    QCOMPARE(out.notes.size(), std::size_t{1});
    QVERIFY(out.notes[0].find("reduced to 3") != std::string::npos);
}

void TestClustering::onePoint() {
    const ClusteringOutput out = clusterPoints({3, 0.9}, {{3, 0.9}}, defaults());
    QVERIFY(out.summary.performed);
    QCOMPARE(out.summary.chosenK, 1);
    QCOMPARE(out.labels, std::vector<int>{0});
    QVERIFY(std::isnan(out.silhouettes[0]));
    QVERIFY(!out.notes.empty());
    QCOMPARE(out.summary.clusters.size(), std::size_t{1});
    QCOMPARE(out.summary.clusters[0].hull.size(), std::size_t{1});
}

void TestClustering::identicalPoints() {
    const std::vector<double> f{2, 1, 2, 1, 2, 1, 2, 1};
    const std::vector<ChartPoint> chart(4, {2, 1});
    const ClusteringOutput out = clusterPoints(f, chart, defaults());
    QCOMPARE(out.summary.chosenK, 1);
    QCOMPARE(out.labels, std::vector<int>(4, 0));
    QVERIFY(std::isfinite(out.summary.clusters[0].centroidOriginal[0]));
    QCOMPARE(out.summary.clusters[0].centroidOriginal[0], 2.0);
}

void TestClustering::twoPointsAuto() {
    // k must be <= n - 1 for a silhouette: two points -> no k in 2..8 qualifies -> one cluster.
    const ClusteringOutput out = clusterPoints({1, 1, 5, 5}, {{1, 1}, {5, 5}}, defaults());
    QCOMPARE(out.summary.chosenK, 1);
    QCOMPARE(out.summary.diagnostics.size(), std::size_t{1});
    QCOMPARE(out.summary.diagnostics[0].k, 1);
}

void TestClustering::sampledSilhouettes() {
    const Blobs b = threeBlobs(1000);
    ClusteringParams p = defaults();
    p.silhouetteSampleLimit = 500;
    p.kMax = 4;
    const ClusteringOutput out = clusterPoints(b.features, b.chart, p);
    QVERIFY(out.summary.silhouetteSampled);
    QCOMPARE(out.summary.chosenK, 3);
    int computed = 0;
    for (double s : out.silhouettes)
        computed += std::isnan(s) ? 0 : 1;
    QCOMPARE(computed, 500);
    QVERIFY(!out.notes.empty());
}

void TestClustering::disabled() {
    ClusteringParams p = defaults();
    p.enabled = false;
    const Blobs b = threeBlobs(5);
    const ClusteringOutput out = clusterPoints(b.features, b.chart, p);
    QVERIFY(!out.summary.performed);
    QCOMPARE(out.labels, std::vector<int>(15, -1));
}

QTEST_APPLESS_MAIN(TestClustering)
#include "tst_clustering.moc"
