// Pareto frontier of (T, G) against brute force over all pairs.
#include "core/analysis/paretofrontier.h"

#include <QTest>
#include <cstdint>

using namespace mlpe::analysis;

namespace {

// O(n^2) from the definition in paretofrontier.h, written independently.
std::vector<std::size_t> bruteForce(const std::vector<double>& t, const std::vector<double>& g,
                                    double eps) {
    std::vector<std::size_t> keep;
    for (std::size_t p = 0; p < t.size(); ++p) {
        const double tt = t[p] / (1.0 + eps), gg = g[p] / (1.0 + eps);
        bool dominated = false;
        for (std::size_t q = 0; q < t.size() && !dominated; ++q)
            dominated = q != p && t[q] <= tt && g[q] <= gg && (t[q] < tt || g[q] < gg);
        if (!dominated)
            keep.push_back(p);
    }
    return keep;
}

std::vector<std::size_t> sorted(std::vector<std::size_t> v) {
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class TestParetoFrontier : public QObject {
    Q_OBJECT
private slots:
    void handExample();
    void matchesBruteForce_data();
    void matchesBruteForce();
    void epsilonKeepsNearTies();
    void duplicatesStay();
};

// (T, G): A(10, 80) B(20, 40) C(40, 40) D(5, 160) E(12, 100).
// C is dominated by B (same G, slower); E by A (slower and costlier). Frontier by T: D, A, B.
void TestParetoFrontier::handExample() {
    const std::vector<double> t{10, 20, 40, 5, 12}, g{80, 40, 40, 160, 100};
    QCOMPARE(paretoFrontier(t, g, 0.0), (std::vector<std::size_t>{3, 0, 1}));
}

void TestParetoFrontier::matchesBruteForce_data() {
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("eps");
    QTest::addColumn<int>("grid"); // values on a small grid create many exact ties
    for (int n : {1, 2, 10, 60, 300})
        for (double eps : {0.0, 0.05, 0.3})
            for (int grid : {0, 6})
                QTest::addRow("n%d eps%.2f grid%d", n, eps, grid) << n << eps << grid;
}

void TestParetoFrontier::matchesBruteForce() {
    QFETCH(int, n);
    QFETCH(double, eps);
    QFETCH(int, grid);
    std::uint64_t state = 1234567 + static_cast<std::uint64_t>(n);
    const auto next = [&]() {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const double u = static_cast<double>(state >> 11) / 9007199254740992.0;
        return grid ? 1.0 + std::floor(u * grid) : 1.0 + 99.0 * u;
    };
    std::vector<double> t(static_cast<std::size_t>(n)), g(t.size());
    for (std::size_t i = 0; i < t.size(); ++i) {
        t[i] = next();
        g[i] = next() * 10.0;
    }
    const std::vector<std::size_t> fast = paretoFrontier(t, g, eps);
    QCOMPARE(sorted(fast), bruteForce(t, g, eps));
    for (std::size_t i = 1; i < fast.size(); ++i)
        QVERIFY(t[fast[i - 1]] <= t[fast[i]]);
}

// B(10.5, 79) is 5 % slower than A(10, 80) but 1 % cheaper: not dominated anyway.
// C(10.2, 81) is dominated by A at eps = 0 but within 3 % in both: kept at eps = 0.03.
void TestParetoFrontier::epsilonKeepsNearTies() {
    const std::vector<double> t{10, 10.5, 10.2}, g{80, 79, 81};
    QCOMPARE(sorted(paretoFrontier(t, g, 0.0)), (std::vector<std::size_t>{0, 1}));
    QCOMPARE(sorted(paretoFrontier(t, g, 0.03)), (std::vector<std::size_t>{0, 1, 2}));
}

void TestParetoFrontier::duplicatesStay() {
    const std::vector<double> t{10, 10, 20}, g{50, 50, 60};
    QCOMPARE(sorted(paretoFrontier(t, g, 0.0)), (std::vector<std::size_t>{0, 1}));
}

QTEST_APPLESS_MAIN(TestParetoFrontier)
#include "tst_paretofrontier.moc"
