// k-means against an exhaustive search of all partitions, plus the tiny-input edge cases.
#include "core/analysis/kmeans.h"

#include <QTest>
#include <cstdint>
#include <limits>

using namespace mlpe::analysis;

namespace {

// Independent data generator (a 64-bit LCG, Knuth's MMIX constants), so the fixtures do not
// depend on the code under test.
std::vector<double> lcgPoints(std::size_t rows, std::size_t dims, std::uint64_t state) {
    std::vector<double> data(rows * dims);
    for (double& v : data) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        v = static_cast<double>(state >> 11) / 9007199254740992.0 * 10.0;
    }
    return data;
}

// WCSS of a labelling with centroids at the cluster means (the definition).
double wcss(const std::vector<double>& data, std::size_t dims, const std::vector<int>& labels,
            int k) {
    double total = 0.0;
    for (int c = 0; c < k; ++c) {
        std::vector<double> mean(dims, 0.0);
        int count = 0;
        for (std::size_t r = 0; r < labels.size(); ++r)
            if (labels[r] == c) {
                ++count;
                for (std::size_t d = 0; d < dims; ++d)
                    mean[d] += data[r * dims + d];
            }
        if (count == 0)
            return std::numeric_limits<double>::infinity(); // not a partition into k groups
        for (double& m : mean)
            m /= count;
        for (std::size_t r = 0; r < labels.size(); ++r)
            if (labels[r] == c)
                for (std::size_t d = 0; d < dims; ++d)
                    total += (data[r * dims + d] - mean[d]) * (data[r * dims + d] - mean[d]);
    }
    return total;
}

// Minimum WCSS over every assignment of rows to k non-empty groups (k^n labellings).
double exhaustiveMinimum(const std::vector<double>& data, std::size_t dims, int k) {
    const std::size_t n = data.size() / dims;
    std::vector<int> labels(n, 0);
    double best = std::numeric_limits<double>::infinity();
    while (true) {
        best = std::min(best, wcss(data, dims, labels, k));
        std::size_t i = 0;
        while (i < n && ++labels[i] == k)
            labels[i++] = 0;
        if (i == n)
            break;
    }
    return best;
}

} // namespace

class TestKMeans : public QObject {
    Q_OBJECT
private slots:
    void matchesExhaustiveSearch_data();
    void matchesExhaustiveSearch();
    void centroidsAreMeans();
    void canonicalLabelsFollowCentroidOrder();
    void sameSeedSameResult();
    void fewerPointsThanK();
    void identicalPoints();
    void onePoint();
    void noRows();
    void nonFiniteRowsAreSkipped_data();
    void nonFiniteRowsAreSkipped();
    void onlyNonFiniteRows();
};

void TestKMeans::matchesExhaustiveSearch_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("dims");
    QTest::addColumn<int>("k");
    QTest::addColumn<quint64>("dataSeed");
    for (int rows = 4; rows <= 8; ++rows)
        for (int k = 2; k <= 4; ++k)
            for (quint64 s = 1; s <= 4; ++s)
                QTest::addRow("n%d k%d data%llu", rows, k, s)
                    << rows << (s % 2 ? 2 : 1) << k << s * 7919;
}

void TestKMeans::matchesExhaustiveSearch() {
    QFETCH(int, rows);
    QFETCH(int, dims);
    QFETCH(int, k);
    QFETCH(quint64, dataSeed);
    const auto d = static_cast<std::size_t>(dims);
    const std::vector<double> data = lcgPoints(static_cast<std::size_t>(rows), d, dataSeed);
    const KMeansResult result = runKMeans(data, d, KMeansParams{k, 42, 10, 100});
    QCOMPARE(result.k, k);
    const double optimum = exhaustiveMinimum(data, d, k);
    // The reported inertia is the WCSS of the returned labels, and it is the global optimum.
    const double own = wcss(data, d, result.labels, k);
    QVERIFY2(std::abs(result.inertia - own) <= 1e-9 * (1.0 + own), "inertia != WCSS of labels");
    QVERIFY2(std::abs(own - optimum) <= 1e-9 * (1.0 + optimum),
             qPrintable(QStringLiteral("k-means %1 vs optimum %2").arg(own).arg(optimum)));
}

void TestKMeans::centroidsAreMeans() {
    const std::vector<double> data = lcgPoints(40, 2, 99);
    const KMeansResult r = runKMeans(data, 2, {4, 7, 5, 100});
    QCOMPARE(r.k, 4);
    QVERIFY(r.converged);
    for (int c = 0; c < r.k; ++c) {
        double sx = 0, sy = 0;
        int n = 0;
        for (std::size_t i = 0; i < 40; ++i)
            if (r.labels[i] == c) {
                sx += data[2 * i];
                sy += data[2 * i + 1];
                ++n;
            }
        QVERIFY(n > 0);
        QVERIFY(std::abs(r.centroids[2 * c] - sx / n) < 1e-12);
        QVERIFY(std::abs(r.centroids[2 * c + 1] - sy / n) < 1e-12);
    }
}

void TestKMeans::canonicalLabelsFollowCentroidOrder() {
    // Three well-separated 1-D groups given in the order high, low, middle: labels must number
    // them by ascending centroid whatever the seed.
    const std::vector<double> data{100, 101, 102, 0, 1, 2, 50, 51, 52};
    for (std::uint64_t seed : {1ULL, 2ULL, 3ULL, 12345ULL}) {
        const KMeansResult r = runKMeans(data, 1, {3, seed, 3, 100});
        QCOMPARE(r.labels, (std::vector<int>{2, 2, 2, 0, 0, 0, 1, 1, 1}));
        // Hand-computed: means 1, 51, 101; WCSS = 3 groups x (1 + 0 + 1) = 6.
        QCOMPARE(r.centroids, (std::vector<double>{1, 51, 101}));
        QCOMPARE(r.inertia, 6.0);
    }
}

void TestKMeans::sameSeedSameResult() {
    const std::vector<double> data = lcgPoints(200, 2, 5);
    const KMeansResult a = runKMeans(data, 2, {5, 2026, 4, 100});
    const KMeansResult b = runKMeans(data, 2, {5, 2026, 4, 100});
    QCOMPARE(a.labels, b.labels);
    QCOMPARE(a.centroids, b.centroids);
    QCOMPARE(a.inertia, b.inertia);
}

void TestKMeans::fewerPointsThanK() {
    const std::vector<double> data{0, 0, 1, 1, 5, 5};
    const KMeansResult r = runKMeans(data, 2, {5, 1, 3, 100});
    QCOMPARE(r.k, 3); // reduced to the number of distinct rows
    QCOMPARE(r.labels, (std::vector<int>{0, 1, 2}));
    QCOMPARE(r.inertia, 0.0);
}

void TestKMeans::identicalPoints() {
    const std::vector<double> data(10, 3.5); // five identical 2-D rows
    const KMeansResult r = runKMeans(data, 2, {3, 1, 3, 100});
    QCOMPARE(r.k, 1);
    QCOMPARE(r.labels, std::vector<int>(5, 0));
    QCOMPARE(r.centroids, (std::vector<double>{3.5, 3.5}));
    QCOMPARE(r.inertia, 0.0);
}

void TestKMeans::onePoint() {
    const KMeansResult r = runKMeans({2.0, -1.0}, 2, {2, 1, 3, 100});
    QCOMPARE(r.k, 1);
    QCOMPARE(r.labels, std::vector<int>{0});
    QCOMPARE(r.centroids, (std::vector<double>{2.0, -1.0}));
}

void TestKMeans::noRows() {
    const KMeansResult r = runKMeans({}, 2, {2, 1, 3, 100});
    QCOMPARE(r.k, 0);
    QVERIFY(r.labels.empty());
}

void TestKMeans::nonFiniteRowsAreSkipped_data() {
    QTest::addColumn<int>("dims");
    QTest::addColumn<double>("bad");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (int dims = 1; dims <= 4; ++dims) { // 1-3 have their own compiled paths
        QTest::addRow("NaN, %d-D", dims) << dims << nan;
        QTest::addRow("+inf, %d-D", dims) << dims << inf;
        QTest::addRow("-inf, %d-D", dims) << dims << -inf;
    }
}

// Today's code read past its rows (a crash) when one feature was NaN: the seeding found no
// row at a finite distance. Bad rows get -1 and the rest cluster exactly as if alone.
void TestKMeans::nonFiniteRowsAreSkipped() {
    QFETCH(int, dims);
    QFETCH(double, bad);
    const auto d = static_cast<std::size_t>(dims);
    std::vector<double> finite;
    for (int r = 0; r < 12; ++r)
        for (int c = 0; c < dims; ++c)
            finite.push_back((r < 6 ? 0.0 : 10.0) + 0.1 * r + 0.01 * c);
    // Bad rows first, in the middle and last, each with the bad value in a different column.
    std::vector<double> data;
    std::vector<bool> isBad;
    const auto addBad = [&](int column) {
        for (int c = 0; c < dims; ++c)
            data.push_back(c == column % dims ? bad : 1.0);
        isBad.push_back(true);
    };
    addBad(0);
    for (int r = 0; r < 12; ++r) {
        if (r == 6)
            addBad(1);
        data.insert(data.end(), finite.begin() + r * dims, finite.begin() + (r + 1) * dims);
        isBad.push_back(false);
    }
    addBad(2);

    const KMeansParams params{3, 11, 5, 100};
    const KMeansResult alone = runKMeans(finite, d, params);
    const KMeansResult r = runKMeans(data, d, params);
    QCOMPARE(r.skippedRows, 3);
    QCOMPARE(r.k, alone.k);
    QCOMPARE(r.centroids, alone.centroids);
    QCOMPARE(r.inertia, alone.inertia);
    QCOMPARE(r.labels.size(), isBad.size());
    std::vector<int> finiteLabels;
    for (std::size_t i = 0; i < isBad.size(); ++i) {
        if (isBad[i])
            QCOMPARE(r.labels[i], -1);
        else
            finiteLabels.push_back(r.labels[i]);
    }
    QCOMPARE(finiteLabels, alone.labels);
}

void TestKMeans::onlyNonFiniteRows() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const KMeansResult r = runKMeans({nan, 1.0, 2.0, nan}, 2, {2, 1, 3, 100});
    QCOMPARE(r.k, 0);
    QCOMPARE(r.skippedRows, 2);
    QCOMPARE(r.labels, (std::vector<int>{-1, -1}));
    QVERIFY(r.centroids.empty());
}

QTEST_APPLESS_MAIN(TestKMeans)
#include "tst_kmeans.moc"
