// ClusteringMemo: the same input gives clusterPoints()'s own answer without computing it again;
// any other input is computed. Through runAnalysis: a change of tau reuses the clustering.
#include "core/analysis/analysisengine.h"
#include "core/analysis/clustering.h"
#include "core/analysis/clusteringmemo.h"
#include "pointfixtures.h"

#include <QTest>
#include <cmath>
#include <cstdint>

using namespace mlpe::analysis;

namespace {

// Two features per row, three groups with a little deterministic jitter.
void makeInput(std::vector<double>& features, std::vector<ChartPoint>& chart) {
    std::uint64_t state = 7;
    for (int i = 0; i < 60; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const double jitter = static_cast<double>(state >> 11) / 9007199254740992.0;
        const double x = (i % 3) * 3.0 + jitter;
        const double y = 1.0 - (i % 3) * 0.2 + jitter * 0.1;
        features.insert(features.end(), {x, y});
        chart.push_back({x, y});
    }
}

void compareOutputs(const ClusteringOutput& a, const ClusteringOutput& b) {
    QCOMPARE(a.labels, b.labels);
    QCOMPARE(a.silhouettes.size(), b.silhouettes.size());
    for (std::size_t i = 0; i < a.silhouettes.size(); ++i)
        QVERIFY(a.silhouettes[i] == b.silhouettes[i] ||
                (std::isnan(a.silhouettes[i]) && std::isnan(b.silhouettes[i])));
    QCOMPARE(a.summary.chosenK, b.summary.chosenK);
    QCOMPARE(a.summary.diagnostics.size(), b.summary.diagnostics.size());
    for (std::size_t i = 0; i < a.summary.diagnostics.size(); ++i)
        QCOMPARE(a.summary.diagnostics[i].wcss, b.summary.diagnostics[i].wcss);
    QCOMPARE(a.notes, b.notes);
}

} // namespace

class TestClusteringMemo : public QObject {
    Q_OBJECT
private slots:
    void sameInputIsAnsweredFromTheMemo();
    void anyChangeIsComputed();
    void tauChangeReusesTheClustering();
    void kChangeReusesTheRunsOfEachK();
};

void TestClusteringMemo::sameInputIsAnsweredFromTheMemo() {
    std::vector<double> features;
    std::vector<ChartPoint> chart;
    makeInput(features, chart);
    const ClusteringParams params;
    ClusteringMemo memo;
    const ClusteringOutput first = memo.cluster(features, chart, params);
    QCOMPARE(memo.computations(), 1);
    compareOutputs(first, clusterPoints(features, chart, params));
    const ClusteringOutput again = memo.cluster(features, chart, params);
    QCOMPARE(memo.computations(), 1);
    compareOutputs(again, first);
}

void TestClusteringMemo::anyChangeIsComputed() {
    std::vector<double> features;
    std::vector<ChartPoint> chart;
    makeInput(features, chart);
    ClusteringParams params;
    ClusteringMemo memo;
    memo.cluster(features, chart, params);
    // One feature value, one chart coordinate, the parameters, the number of rows: each is
    // another input, computed and answered as clusterPoints() answers it.
    features[10] += 1e-12;
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.computations(), 2);
    chart[5].y += 0.5;
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.computations(), 3);
    params.k = 3;
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.computations(), 4);
    params.seed += 1;
    memo.cluster(features, chart, params);
    QCOMPARE(memo.computations(), 5);
    features.resize(features.size() - 2);
    chart.pop_back();
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.computations(), 6);
}

void TestClusteringMemo::tauChangeReusesTheClustering() {
    const std::vector<AnalysisPoint> points = fixtures::twoFamilies();
    AnalysisParams params;
    ClusteringMemo memo;
    runAnalysis(points, params, &memo);
    QCOMPARE(memo.computations(), 1);
    params.breakEven.tau = 0.8; // E' and N do not change: neither do the clusters
    const AnalysisResult reused = runAnalysis(points, params, &memo);
    QCOMPARE(memo.computations(), 1);
    const AnalysisResult computed = runAnalysis(points, params);
    QCOMPARE(reused.clustering.chosenK, computed.clustering.chosenK);
    QCOMPARE(reused.notes, computed.notes);
    for (std::size_t i = 0; i < points.size(); ++i) {
        QCOMPARE(reused.points[i].cluster, computed.points[i].cluster);
        QVERIFY(
            reused.points[i].silhouette == computed.points[i].silhouette ||
            (std::isnan(reused.points[i].silhouette) && std::isnan(computed.points[i].silhouette)));
    }
    // Another reference rule changes E': computed again.
    params.reference.strategy = ReferenceStrategy::PerFamily;
    runAnalysis(points, params, &memo);
    QCOMPARE(memo.computations(), 2);
}

// The auto range runs k = 2..8 on these 60 rows; k = 3 and back to auto are then answered from
// those runs (no k-means), and every answer is the one clusterPoints() gives alone. Other
// points run again.
void TestClusteringMemo::kChangeReusesTheRunsOfEachK() {
    std::vector<double> features;
    std::vector<ChartPoint> chart;
    makeInput(features, chart);
    ClusteringParams params; // auto k
    ClusteringMemo memo;
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.kMeansRuns(), 7);
    params.k = 3;
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.kMeansRuns(), 7);
    params.k = 0;
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.computations(), 3);
    QCOMPARE(memo.kMeansRuns(), 7);
    params.k = 12; // not tried by the auto range
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.kMeansRuns(), 8);
    features[0] += 0.5; // other points: every k runs again
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.kMeansRuns(), 9);
    params.seed += 1; // another seed: every k runs again
    params.k = 0;
    compareOutputs(memo.cluster(features, chart, params), clusterPoints(features, chart, params));
    QCOMPARE(memo.kMeansRuns(), 16);
}

QTEST_MAIN(TestClusteringMemo)
#include "tst_clusteringmemo.moc"
