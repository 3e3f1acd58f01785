// The assignment steps of k-means (kmeanssteps.h) against the same steps written the plain way:
// one loop over the rows, branches where the arithmetic decides. The fast steps reorder the
// work (bounds of every row first, then the rows they leave open; nearest centroids without
// branches), never the arithmetic, so every value they leave must be the same bits.
#include "core/analysis/kmeanssteps.h"

#include <QTest>
#include <cstdint>
#include <cstring>

using namespace mlpe::analysis;
using namespace mlpe::analysis::kmeanssteps;

namespace {

// The nearest and second-nearest centroid as a scan with branches (lowest index on ties).
void plainScan(const double* x, std::size_t dims, int k, const Workspace& w, int& best,
               double& bestD, double& secondD) {
    best = 0;
    bestD = squaredDistance<0>(x, &w.centroids[0], dims);
    secondD = std::numeric_limits<double>::infinity();
    for (int c = 1; c < k; ++c) {
        const double dist =
            squaredDistance<0>(x, &w.centroids[static_cast<std::size_t>(c) * dims], dims);
        if (dist < bestD) {
            secondD = bestD;
            bestD = dist;
            best = c;
        } else if (dist < secondD) {
            secondD = dist;
        }
    }
}

// Hamerly's bounded assignment as one loop over the rows.
bool plainBoundedAssign(const std::vector<double>& data, std::size_t rows, std::size_t dims, int k,
                        Workspace& w) {
    const CentroidMoves moved = measureMoves<0>(dims, k, w); // the same step as boundedAssign
    bool changed = false;
    for (std::size_t r = 0; r < rows; ++r) {
        const auto a = static_cast<std::size_t>(w.labels[r]);
        w.upper[r] += w.moves[a];
        w.lower[r] -= a == moved.largestAt ? moved.second : moved.largest;
        const double bound = std::max(w.halfSeparation[a], w.lower[r]);
        if (w.upper[r] < bound) {
            w.distances[r] = w.upper[r] * w.upper[r];
            continue;
        }
        const double* x = &data[r * dims];
        const double own = squaredDistance<0>(x, &w.centroids[a * dims], dims);
        w.upper[r] = std::sqrt(own);
        w.distances[r] = own;
        if (w.upper[r] < bound)
            continue;
        int best = 0;
        double bestD = 0.0, secondD = 0.0;
        plainScan(x, dims, k, w, best, bestD, secondD);
        w.distances[r] = bestD;
        w.upper[r] = std::sqrt(bestD);
        w.lower[r] = std::sqrt(secondD);
        if (w.labels[r] == best)
            continue;
        moveRow<0>(x, dims, r, best, w);
        changed = true;
    }
    return changed;
}

template <typename T> bool sameBits(const std::vector<T>& a, const std::vector<T>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0;
}

bool sameWorkspace(const Workspace& a, const Workspace& b) {
    return sameBits(a.centroids, b.centroids) && sameBits(a.sums, b.sums) &&
           sameBits(a.counts, b.counts) && sameBits(a.labels, b.labels) &&
           sameBits(a.distances, b.distances) && sameBits(a.upper, b.upper) &&
           sameBits(a.lower, b.lower) && sameBits(a.moves, b.moves) &&
           sameBits(a.halfSeparation, b.halfSeparation);
}

// Points on a coarse lattice (many exact ties between centroids) or spread out, with repeats.
std::vector<double> points(std::size_t rows, std::size_t dims, bool lattice, std::uint64_t state) {
    std::vector<double> data(rows * dims);
    for (double& v : data) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const double u = static_cast<double>(state >> 11) / 9007199254740992.0;
        v = lattice ? std::floor(u * 4.0) : std::exp2(u * 8.0) - 3.0;
    }
    for (std::size_t r = 5; r < rows; r += 7) // repeats
        std::copy_n(&data[(r - 1) * dims], dims, &data[r * dims]);
    return data;
}

} // namespace

class TestKMeansSteps : public QObject {
    Q_OBJECT
private slots:
    void sameAsPlainLoops_data();
    void sameAsPlainLoops();
};

void TestKMeansSteps::sameAsPlainLoops_data() {
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("dims");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("lattice");
    for (const bool lattice : {false, true})
        for (const int dims : {1, 2, 3, 4})
            for (const int k : {2, 3, 5, 8}) {
                const QByteArray name = QByteArray::number(dims) + "d, k " + QByteArray::number(k) +
                                        (lattice ? ", lattice" : "");
                QTest::newRow(name.constData()) << 600 << dims << k << lattice;
            }
}

// Lloyd from a k-means++ seeding, every assignment made both ways on copies of one workspace
// (each at its compile-time dimension where kmeans.cpp uses one, as the plain loops at none).
void TestKMeansSteps::sameAsPlainLoops() {
    QFETCH(int, rows);
    QFETCH(int, dims);
    QFETCH(int, k);
    QFETCH(bool, lattice);
    const auto n = static_cast<std::size_t>(rows);
    const auto d = static_cast<std::size_t>(dims);
    const auto kk = static_cast<std::size_t>(k);
    const std::vector<double> data = points(n, d, lattice, 7 + n * d + kk);
    Workspace w(n, d, kk);
    std::vector<double> nearest(n);
    DeterministicRandom random(11);
    seedCentroids<0>(data, n, d, k, random, w.centroids, nearest);

    // The first full assignment: the scan without branches against the one with.
    Workspace plain = w;
    for (std::size_t r = 0; r < n; ++r) {
        int best = 0, plainBest = 0;
        double bestD = 0, secondD = 0, plainBestD = 0, plainSecondD = 0;
        const double* x = &data[r * d];
        scan<0>(x, d, k, w, best, bestD, secondD);
        plainScan(x, d, k, w, plainBest, plainBestD, plainSecondD);
        QCOMPARE(best, plainBest);
        QCOMPARE(std::memcmp(&bestD, &plainBestD, sizeof(double)), 0);
        QCOMPARE(std::memcmp(&secondD, &plainSecondD, sizeof(double)), 0);
    }
    bool changed = true;
    const auto assignBoth = [&](bool first) {
        Workspace fast = w;
        switch (d) {
        case 2:
            changed =
                first ? assign<2>(data, n, d, k, fast) : boundedAssign<2>(data, n, d, k, fast);
            break;
        default:
            changed =
                first ? assign<0>(data, n, d, k, fast) : boundedAssign<0>(data, n, d, k, fast);
            break;
        }
        plain = w;
        bool plainChanged = false;
        if (first)
            for (std::size_t r = 0; r < n; ++r) {
                int best = 0;
                double bestD = 0, secondD = 0;
                plainScan(&data[r * d], d, k, plain, best, bestD, secondD);
                plain.distances[r] = bestD;
                plain.upper[r] = std::sqrt(bestD);
                plain.lower[r] = std::sqrt(secondD);
                if (plain.labels[r] != best) {
                    moveRow<0>(&data[r * d], d, r, best, plain);
                    plainChanged = true;
                }
            }
        else
            plainChanged = plainBoundedAssign(data, n, d, k, plain);
        QCOMPARE(changed, plainChanged);
        QVERIFY(sameWorkspace(fast, plain));
        w = fast;
    };
    assignBoth(true);
    if (QTest::currentTestFailed())
        return;
    int iterations = 0;
    for (; changed && iterations < 50; ++iterations) {
        w.previous = w.centroids;
        update<0>(data, n, d, k, w);
        assignBoth(false);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(iterations > 0);
}

QTEST_APPLESS_MAIN(TestKMeansSteps)
#include "tst_kmeanssteps.moc"
