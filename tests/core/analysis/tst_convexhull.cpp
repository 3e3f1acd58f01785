// Convex hull in chart coordinates.
#include "core/analysis/convexhull.h"

#include <QTest>

using namespace mlpe::analysis;

namespace {
bool same(const std::vector<ChartPoint>& a, const std::vector<ChartPoint>& b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].x != b[i].x || a[i].y != b[i].y)
            return false;
    return true;
}
} // namespace

class TestConvexHull : public QObject {
    Q_OBJECT
private slots:
    void squareWithInteriorAndEdgePoints();
    void degenerate();
    void counterClockwise();
};

void TestConvexHull::squareWithInteriorAndEdgePoints() {
    // Corners of [0,2]^2, an interior point (1,1) and an edge midpoint (1,0): the hull is the four
    // corners, counter-clockwise from the lowest-x, lowest-y corner.
    const std::vector<ChartPoint> in{{1, 1}, {2, 2}, {0, 2}, {1, 0}, {2, 0}, {0, 0}};
    QVERIFY(same(convexHull(in), {{0, 0}, {2, 0}, {2, 2}, {0, 2}}));
}

void TestConvexHull::degenerate() {
    QVERIFY(convexHull({}).empty());
    QVERIFY(same(convexHull({{3, 1}, {3, 1}, {3, 1}}), {{3, 1}}));
    QVERIFY(same(convexHull({{0, 0}, {2, 2}, {1, 1}, {3, 3}}), {{0, 0}, {3, 3}}));
    QVERIFY(same(convexHull({{5, 1}, {4, 2}}), {{4, 2}, {5, 1}}));
}

void TestConvexHull::counterClockwise() {
    std::vector<ChartPoint> in;
    for (int i = 0; i < 50; ++i)
        in.push_back({std::cos(i * 0.7) * (1 + i % 3), std::sin(i * 1.3) * (2 + i % 5)});
    const std::vector<ChartPoint> h = convexHull(in);
    QVERIFY(h.size() >= 3);
    for (std::size_t i = 0; i < h.size(); ++i) {
        const ChartPoint& a = h[i];
        const ChartPoint& b = h[(i + 1) % h.size()];
        // Every input point lies on the left of (or on) each directed hull edge.
        for (const ChartPoint& p : in)
            QVERIFY((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= -1e-12);
    }
}

QTEST_APPLESS_MAIN(TestConvexHull)
#include "tst_convexhull.moc"
