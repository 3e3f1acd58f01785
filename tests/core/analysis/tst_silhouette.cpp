// Silhouettes against the O(n^2) textbook definition (Rousseeuw 1987), written out naively here.
#include "core/analysis/silhouette.h"

#include <QTest>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <set>

using namespace mlpe::analysis;

namespace {

std::vector<double> lcgPoints(std::size_t count, std::uint64_t state) {
    std::vector<double> v(count);
    for (double& x : v) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        x = static_cast<double>(state >> 11) / 9007199254740992.0 * 4.0;
    }
    return v;
}

double distance(const std::vector<double>& data, std::size_t dims, std::size_t i, std::size_t j) {
    double s = 0;
    for (std::size_t d = 0; d < dims; ++d)
        s += (data[i * dims + d] - data[j * dims + d]) * (data[i * dims + d] - data[j * dims + d]);
    return std::sqrt(s);
}

// s(i) straight from the definition: a(i) mean distance to the other members of its cluster,
// b(i) the smallest mean distance to another cluster; s = 0 for singletons.
std::vector<double> naive(const std::vector<double>& data, std::size_t dims,
                          const std::vector<int>& labels, int k) {
    const std::size_t n = labels.size();
    std::vector<double> s(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        double a = 0;
        int same = 0;
        for (std::size_t j = 0; j < n; ++j)
            if (j != i && labels[j] == labels[i]) {
                a += distance(data, dims, i, j);
                ++same;
            }
        if (same == 0)
            continue;
        a /= same;
        double b = std::numeric_limits<double>::infinity();
        for (int c = 0; c < k; ++c) {
            if (c == labels[i])
                continue;
            double sum = 0;
            int count = 0;
            for (std::size_t j = 0; j < n; ++j)
                if (labels[j] == c) {
                    sum += distance(data, dims, i, j);
                    ++count;
                }
            if (count)
                b = std::min(b, sum / count);
        }
        s[i] = std::max(a, b) > 0 ? (b - a) / std::max(a, b) : 0.0;
    }
    return s;
}

// The per-cluster sums in the one order that fixes their bits: for row i, the other rows j in
// ascending order (each pair's distance computed once, as the definition reads), then the
// silhouette from them. silhouettesForEach() must give these bits exactly, whatever its schedule.
std::vector<std::vector<double>> orderedSums(const std::vector<double>& data, std::size_t dims,
                                             const std::vector<std::size_t>& rows,
                                             const std::vector<std::vector<int>>& labellings,
                                             const std::vector<int>& ks) {
    const std::size_t n = rows.size();
    std::vector<std::vector<double>> result(labellings.size());
    for (std::size_t l = 0; l < labellings.size(); ++l) {
        if (ks[l] < 2)
            continue;
        const auto k = static_cast<std::size_t>(ks[l]);
        const std::vector<int>& labels = labellings[l];
        std::vector<int> counts(k, 0);
        for (int c : labels)
            ++counts[static_cast<std::size_t>(c)];
        result[l].assign(n, 0.0);
        for (std::size_t i = 0; i < n; ++i) {
            std::vector<double> sums(k, 0.0);
            for (std::size_t j = 0; j < n; ++j)
                if (j != i)
                    sums[static_cast<std::size_t>(labels[j])] +=
                        distance(data, dims, rows[i], rows[j]);
            const auto own = static_cast<std::size_t>(labels[i]);
            if (counts[own] <= 1)
                continue;
            const double a = sums[own] / (counts[own] - 1);
            double b = std::numeric_limits<double>::infinity();
            for (std::size_t c = 0; c < k; ++c)
                if (c != own && counts[c] > 0)
                    b = std::min(b, sums[c] / counts[c]);
            const double mx = std::max(a, b);
            result[l][i] = (std::isfinite(b) && mx > 0.0) ? (b - a) / mx : 0.0;
        }
    }
    return result;
}

std::vector<std::size_t> allRows(std::size_t n) {
    std::vector<std::size_t> rows(n);
    for (std::size_t i = 0; i < n; ++i)
        rows[i] = i;
    return rows;
}

} // namespace

class TestSilhouette : public QObject {
    Q_OBJECT
private slots:
    void matchesDefinition_data();
    void matchesDefinition();
    void handExample();
    void severalLabellingsAtOnce();
    void undefinedCases();
    void sameBitsAsOrderedSums_data();
    void sameBitsAsOrderedSums();
    void sample();
};

void TestSilhouette::matchesDefinition_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("dims");
    QTest::addColumn<int>("k");
    QTest::newRow("10 x 2, k 2") << 10 << 2 << 2;
    QTest::newRow("25 x 2, k 4") << 25 << 2 << 4;
    QTest::newRow("40 x 3, k 6") << 40 << 3 << 6;
    QTest::newRow("7 x 1, k 3") << 7 << 1 << 3;
}

void TestSilhouette::matchesDefinition() {
    QFETCH(int, rows);
    QFETCH(int, dims);
    QFETCH(int, k);
    const auto n = static_cast<std::size_t>(rows);
    const auto d = static_cast<std::size_t>(dims);
    const std::vector<double> data = lcgPoints(n * d, 77 + n);
    std::vector<int> labels(n);
    for (std::size_t i = 0; i < n; ++i) // arbitrary but every cluster used, one singleton
        labels[i] = i == 0 ? k - 1 : static_cast<int>(i % static_cast<std::size_t>(k - 1));
    const std::vector<double> expected = naive(data, d, labels, k);
    const std::vector<double> actual = silhouettes(data, d, allRows(n), labels, k);
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < n; ++i)
        QVERIFY2(std::abs(actual[i] - expected[i]) < 1e-12, qPrintable(QString::number(i)));
    QCOMPARE(actual[0], 0.0); // the singleton
}

// 1-D points {0, 1} and {10}: worked by hand.
// x=0: a = 1, b = 10 -> s = 0.9.  x=1: a = 1, b = 9 -> s = 8/9.  x=10: singleton -> 0.
void TestSilhouette::handExample() {
    const std::vector<double> data{0, 1, 10};
    const std::vector<double> s = silhouettes(data, 1, allRows(3), {0, 0, 1}, 2);
    QVERIFY(std::abs(s[0] - 0.9) < 1e-15);
    QVERIFY(std::abs(s[1] - 8.0 / 9.0) < 1e-15);
    QCOMPARE(s[2], 0.0);
    QVERIFY(std::abs(meanSilhouette(s, 2) - (0.9 + 8.0 / 9.0) / 3.0) < 1e-15);
}

// The one-pass variant used for auto-k equals the definition for each labelling.
void TestSilhouette::severalLabellingsAtOnce() {
    const std::size_t n = 30;
    const std::vector<double> data = lcgPoints(n * 2, 5);
    std::vector<std::vector<int>> labellings;
    std::vector<int> ks{2, 1, 3, 5};
    for (int k : ks) {
        std::vector<int> labels(n);
        for (std::size_t i = 0; i < n; ++i)
            labels[i] = static_cast<int>((i * 7 + 3) % static_cast<std::size_t>(k));
        labellings.push_back(labels);
    }
    const auto all = silhouettesForEach(data, 2, allRows(n), labellings, ks);
    QCOMPARE(all.size(), ks.size());
    QVERIFY(all[1].empty()); // k = 1: undefined
    for (std::size_t l : {0u, 2u, 3u}) {
        const std::vector<double> expected = naive(data, 2, labellings[l], ks[l]);
        for (std::size_t i = 0; i < n; ++i)
            QVERIFY(std::abs(all[l][i] - expected[i]) < 1e-12);
    }
}

void TestSilhouette::undefinedCases() {
    const std::vector<double> data{0, 1, 2};
    QVERIFY(silhouettes(data, 1, allRows(3), {0, 0, 0}, 1).empty());
    QVERIFY(std::isnan(meanSilhouette({0.5, 0.5, 0.5}, 1)));
    QVERIFY(std::isnan(meanSilhouette({0.0, 0.0, 0.0}, 3))); // k = n: every point alone
    // Identical points split into two clusters: a = b = 0 -> s = 0, not NaN.
    const std::vector<double> same{4, 4, 4, 4};
    const std::vector<double> s = silhouettes(same, 1, allRows(4), {0, 0, 1, 1}, 2);
    for (double v : s)
        QCOMPARE(v, 0.0);
}

void TestSilhouette::sameBitsAsOrderedSums_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("dims");
    QTest::addColumn<bool>("subset");     // every other row of twice as many
    QTest::addColumn<bool>("duplicates"); // every third row a copy of the one before
    // Around the block of 16 rows computed together, and the sizes the window sees.
    QTest::newRow("1 x 2") << 1 << 2 << false << false;
    QTest::newRow("2 x 1") << 2 << 1 << false << false;
    QTest::newRow("15 x 2") << 15 << 2 << false << false;
    QTest::newRow("16 x 2") << 16 << 2 << false << false;
    QTest::newRow("17 x 3") << 17 << 3 << false << true;
    QTest::newRow("33 x 5") << 33 << 5 << true << false;
    QTest::newRow("250 x 2, duplicates") << 250 << 2 << false << true;
    QTest::newRow("1000 x 2, subset") << 1000 << 2 << true << false;
    QTest::newRow("1001 x 3, both") << 1001 << 3 << true << true;
}

void TestSilhouette::sameBitsAsOrderedSums() {
    QFETCH(int, rows);
    QFETCH(int, dims);
    QFETCH(bool, subset);
    QFETCH(bool, duplicates);
    const auto n = static_cast<std::size_t>(rows);
    const auto d = static_cast<std::size_t>(dims);
    const std::size_t stored = subset ? 2 * n : n;
    // Spread over several orders of magnitude, so that the order of the additions shows.
    std::vector<double> data = lcgPoints(stored * d, 1234 + n);
    for (std::size_t i = 0; i < data.size(); ++i)
        data[i] = std::exp2(data[i] * 6.0) * (i % 3 == 0 ? -1.0 : 1.0);
    if (duplicates)
        for (std::size_t r = 2; r < stored; r += 3)
            std::copy_n(&data[(r - 1) * d], d, &data[r * d]);
    std::vector<std::size_t> selected;
    for (std::size_t r = 0; r < stored; r += subset ? 2 : 1)
        selected.push_back(r);
    std::vector<std::vector<int>> labellings;
    const std::vector<int> ks{2, 3, 1, 4, 5, 6, 7, 8}; // the auto range, and a k = 1 between
    std::uint64_t state = 99 + n;
    for (int k : ks) {
        std::vector<int> labels(n);
        for (int& label : labels) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            label = static_cast<int>((state >> 33) % static_cast<std::uint64_t>(k));
        }
        if (k >= 3 && n > 4)
            labels[n / 2] = k - 1; // a cluster that may be a singleton
        labellings.push_back(labels);
    }
    const auto actual = silhouettesForEach(data, d, selected, labellings, ks);
    const auto expected = orderedSums(data, d, selected, labellings, ks);
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t l = 0; l < ks.size(); ++l) {
        QCOMPARE(actual[l].size(), expected[l].size());
        for (std::size_t i = 0; i < actual[l].size(); ++i)
            QVERIFY2(std::memcmp(&actual[l][i], &expected[l][i], sizeof(double)) == 0,
                     qPrintable(QStringLiteral("k %1, row %2: %3 against %4")
                                    .arg(ks[l])
                                    .arg(i)
                                    .arg(actual[l][i], 0, 'g', 17)
                                    .arg(expected[l][i], 0, 'g', 17)));
    }
}

void TestSilhouette::sample() {
    QCOMPARE(silhouetteSample(5, 10, 1), allRows(5));
    const std::vector<std::size_t> a = silhouetteSample(10000, 2000, 9);
    QCOMPARE(a.size(), std::size_t{2000});
    QCOMPARE(std::set<std::size_t>(a.begin(), a.end()).size(), std::size_t{2000}); // no repeats
    QVERIFY(std::is_sorted(a.begin(), a.end()));
    QVERIFY(a.back() < 10000);
    QCOMPARE(silhouetteSample(10000, 2000, 9), a); // fixed seed, same sample
    QVERIFY(silhouetteSample(10000, 2000, 10) != a);
}

QTEST_APPLESS_MAIN(TestSilhouette)
#include "tst_silhouette.moc"
