// Auto-k clustering: choice of k, diagnostics, centroids, hulls and tiny inputs.
#include "core/analysis/clustering.h"

#include <QTest>
#include <cstdint>
#include <limits>

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
    void nonFiniteFeaturesLeftOut_data();
    void nonFiniteFeaturesLeftOut();
    void onlyNonFiniteFeatures();
    void spreadTooLargeToStandardise_data();
    void spreadTooLargeToStandardise();
    void nonFiniteChartCoordinateNotInHull();
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

void TestClustering::nonFiniteFeaturesLeftOut_data() {
    QTest::addColumn<double>("bad");
    QTest::addColumn<bool>("autoK");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (bool autoK : {true, false}) {
        QTest::addRow("NaN, %s", autoK ? "auto k" : "k = 3") << nan << autoK;
        QTest::addRow("+inf, %s", autoK ? "auto k" : "k = 3") << inf << autoK;
        QTest::addRow("-inf, %s", autoK ? "auto k" : "k = 3") << -inf << autoK;
    }
}

// A point whose feature is NaN or infinite (no reference; S or E' overflowing) crashed k-means
// or, through the standardisation, turned every row NaN. It now stays out of every cluster
// with a note, and the others are clustered exactly as without it.
void TestClustering::nonFiniteFeaturesLeftOut() {
    QFETCH(double, bad);
    QFETCH(bool, autoK);
    ClusteringParams params = defaults();
    params.k = autoK ? 0 : 3;
    const Blobs clean = threeBlobs(8);
    Blobs dirty = clean;
    dirty.features.insert(dirty.features.begin() + 10, {4.0, bad});
    dirty.chart.insert(dirty.chart.begin() + 5, {4.0, bad});
    dirty.features.insert(dirty.features.end(), {bad, 0.5});
    dirty.chart.push_back({bad, 0.5});

    const ClusteringOutput expected = clusterPoints(clean.features, clean.chart, params);
    const ClusteringOutput out = clusterPoints(dirty.features, dirty.chart, params);
    QVERIFY(out.summary.performed);
    QCOMPARE(out.labels.size(), std::size_t{26});
    QCOMPARE(out.labels[5], -1);
    QCOMPARE(out.labels[25], -1);
    QVERIFY(std::isnan(out.silhouettes[5]));
    QVERIFY(std::isnan(out.silhouettes[25]));
    std::vector<int> labels = out.labels;
    labels.erase(labels.begin() + 25);
    labels.erase(labels.begin() + 5);
    QCOMPARE(labels, expected.labels);
    QCOMPARE(out.summary.chosenK, expected.summary.chosenK);
    QCOMPARE(out.summary.meanSilhouette, expected.summary.meanSilhouette);
    QCOMPARE(out.summary.pointsClustered, 24);
    QCOMPARE(out.summary.clusters.size(), expected.summary.clusters.size());
    for (std::size_t c = 0; c < out.summary.clusters.size(); ++c) {
        QCOMPARE(out.summary.clusters[c].size, expected.summary.clusters[c].size);
        QCOMPARE(out.summary.clusters[c].centroidOriginal,
                 expected.summary.clusters[c].centroidOriginal);
    }
    QVERIFY(std::find(out.notes.begin(), out.notes.end(),
                      "clustering: 2 point(s) left out: a feature is not a finite number") !=
            out.notes.end());
}

void TestClustering::onlyNonFiniteFeatures() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const ClusteringOutput out = clusterPoints({nan, 1.0, 2.0, nan}, {{0, 0}, {1, 1}}, defaults());
    QVERIFY(!out.summary.performed);
    QCOMPARE(out.labels, (std::vector<int>{-1, -1}));
    QCOMPARE(out.notes.back(), std::string("clustering skipped: no point has finite features"));
}

// Finite features whose sum overflows: the z-score's mean is infinite, so every standardised
// value would be NaN and k-means would put all points in arbitrary clusters.
// Min-max: the range overflows, every value would become 0 and the feature silently vanish.
void TestClustering::spreadTooLargeToStandardise_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("low");
    const double big = std::numeric_limits<double>::max();
    QTest::addRow("z-score") << static_cast<int>(Standardisation::ZScore) << big;
    QTest::addRow("min-max") << static_cast<int>(Standardisation::MinMax) << -big;
}

void TestClustering::spreadTooLargeToStandardise() {
    QFETCH(int, kind);
    QFETCH(double, low);
    const double big = std::numeric_limits<double>::max();
    const std::vector<double> features{1.0, big, 2.0, low, 3.0, 1.0, 4.0, 2.0};
    const std::vector<ChartPoint> chart{{1, 1}, {2, 2}, {3, 1}, {4, 2}};
    ClusteringParams params = defaults();
    params.standardisation = static_cast<Standardisation>(kind);
    const ClusteringOutput out = clusterPoints(features, chart, params);
    QVERIFY(!out.summary.performed);
    QCOMPARE(out.labels, std::vector<int>(4, -1));
    QCOMPARE(out.notes.back(),
             std::string("clustering skipped: feature values too far apart to standardise"));
}

// The hull metric may be infinite where the features are finite: the point is clustered and
// counted, but neither its hull nor its chart centroid takes an infinity.
void TestClustering::nonFiniteChartCoordinateNotInHull() {
    Blobs b = threeBlobs(6);
    b.chart[2].y = std::numeric_limits<double>::infinity();
    ClusteringParams params = defaults();
    params.k = 3;
    const ClusteringOutput out = clusterPoints(b.features, b.chart, params);
    QVERIFY(out.summary.performed);
    int total = 0;
    for (const ClusterSummary& c : out.summary.clusters) {
        total += c.size;
        QVERIFY(std::isfinite(c.centroidChart.x) && std::isfinite(c.centroidChart.y));
        for (const ChartPoint& p : c.hull)
            QVERIFY(std::isfinite(p.x) && std::isfinite(p.y));
    }
    QCOMPARE(total, 18);
}

QTEST_APPLESS_MAIN(TestClustering)
#include "tst_clustering.moc"
