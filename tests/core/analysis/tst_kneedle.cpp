// Kneedle against the worked example of its paper and the reference implementation's shapes.
#include "core/analysis/kneedle.h"

#include <QTest>

using namespace mlpe::analysis;

namespace {

const std::vector<double> kX{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
// The four 10-point curves of the reference implementation kneed (Arvai; tests/test_sample.py):
// convex increasing and its mirror images.
const std::vector<double> kConvexInc{1, 2, 3, 4, 5, 10, 15, 20, 40, 100};
std::vector<double> reversed(std::vector<double> v) {
    std::reverse(v.begin(), v.end());
    return v;
}
std::vector<double> hundredMinus(std::vector<double> v) {
    for (double& y : v)
        y = 100 - y;
    return v;
}

} // namespace

class TestKneedle : public QObject {
    Q_OBJECT
private slots:
    void paperFigure2();
    void shapes_data();
    void shapes();
    void convexDecreasingByHand();
    void noKnee();
};

// Satopaa et al. 2011, Figure 2: y = -1/(x + 0.1) + 5 sampled at 10 points of [0, 1], concave
// increasing, S = 1. The paper (and kneed's test_figure2) finds the knee at x = 0.22; kneed
// reports exactly x = 2/9 = 0.2222..., y = -1/(2/9 + 0.1) + 5 = 1.89655...
void TestKneedle::paperFigure2() {
    std::vector<double> x(10), y(10);
    for (int i = 0; i < 10; ++i) {
        x[i] = i / 9.0;
        y[i] = -1.0 / (x[i] + 0.1) + 5.0;
    }
    const KneedleResult r = findKnee(x, y, {1.0, CurveShape::Concave, CurveDirection::Increasing});
    QVERIFY(r.found);
    QCOMPARE(r.index, std::size_t{2});
    QVERIFY(std::abs(r.x - 0.2222222222222222) < 1e-12);
    QVERIFY(std::abs(r.y - 1.8965517241379306) < 1e-12);
}

void TestKneedle::shapes_data() {
    QTest::addColumn<std::vector<double>>("y");
    QTest::addColumn<int>("shape");
    QTest::addColumn<int>("direction");
    QTest::addColumn<int>("knee");
    // Expected knees as asserted by kneed's tests (test_convex_increasing == 7, etc.).
    QTest::newRow("convex increasing")
        << kConvexInc << int(CurveShape::Convex) << int(CurveDirection::Increasing) << 7;
    QTest::newRow("convex decreasing")
        << reversed(kConvexInc) << int(CurveShape::Convex) << int(CurveDirection::Decreasing) << 2;
    QTest::newRow("concave decreasing") << hundredMinus(kConvexInc) << int(CurveShape::Concave)
                                        << int(CurveDirection::Decreasing) << 7;
    QTest::newRow("concave increasing")
        << hundredMinus(reversed(kConvexInc)) << int(CurveShape::Concave)
        << int(CurveDirection::Increasing) << 2;
}

void TestKneedle::shapes() {
    QFETCH(std::vector<double>, y);
    QFETCH(int, shape);
    QFETCH(int, direction);
    QFETCH(int, knee);
    const KneedleResult r = findKnee(
        kX, y, {1.0, static_cast<CurveShape>(shape), static_cast<CurveDirection>(direction)});
    QVERIFY(r.found);
    QCOMPARE(r.x, double(knee));
}

// The convex decreasing case worked by hand (this is how the Pareto knee is used):
// y = 100 40 20 15 10 5 4 3 2 1 -> yn = (y - 1)/99; convex: 1 - yn =
//   0 .6061 .8081 .8586 .9091 .9596 .9697 .9798 .9899 1;  xn = i/9;
// d = 0 .4949 .5859 .5253 .4646 .4040 .3030 .2020 .1010 0.
// First local maximum d[2] = .5859, threshold .5859 - 1 * (1/9) = .4747;
// d[3] = .5253 stays above, d[4] = .4646 falls below -> knee at index 2.
void TestKneedle::convexDecreasingByHand() {
    const KneedleResult r =
        findKnee(kX, reversed(kConvexInc), {1.0, CurveShape::Convex, CurveDirection::Decreasing});
    QVERIFY(r.found);
    QCOMPARE(r.index, std::size_t{2});
    QVERIFY(std::abs(r.difference[2] - (1.0 - 19.0 / 99.0 - 2.0 / 9.0)) < 1e-12);
    QVERIFY(std::abs(r.difference[4] - (1.0 - 9.0 / 99.0 - 4.0 / 9.0)) < 1e-12);
    // S scales the drop required after the maximum. S = 5: threshold .5859 - 5/9 = .0303 and the
    // last value d[9] = 0 is below it -> still index 2. S = 6: threshold .5859 - 6/9 < 0, which
    // d (>= 0) never falls below -> no knee.
    const KneedleResult s5 =
        findKnee(kX, reversed(kConvexInc), {5.0, CurveShape::Convex, CurveDirection::Decreasing});
    QVERIFY(s5.found);
    QCOMPARE(s5.index, std::size_t{2});
    QVERIFY(
        !findKnee(kX, reversed(kConvexInc), {6.0, CurveShape::Convex, CurveDirection::Decreasing})
             .found);
}

void TestKneedle::noKnee() {
    // Too few points; a flat y; a straight line (d == 0 everywhere: every point is a local
    // maximum and minimum, so the threshold is reset to 0 and d never drops below it).
    QVERIFY(!findKnee({0, 1}, {0, 1}, {}).found);
    QVERIFY(!findKnee({0, 1, 2, 3}, {5, 5, 5, 5}, {}).found);
    QVERIFY(!findKnee({0, 1, 2, 3, 4}, {0, 1, 2, 3, 4},
                      {1.0, CurveShape::Concave, CurveDirection::Increasing})
                 .found);
}

QTEST_APPLESS_MAIN(TestKneedle)
#include "tst_kneedle.moc"
