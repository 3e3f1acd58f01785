// Two reference choices compared: E' under A and B, their ratio, competition ranks and rank
// changes, on the hand-made two-family table (pointfixtures.h).
#include "core/analysis/analysisengine.h"
#include "core/analysis/comparison.h"
#include "core/analysis/pointfixtures.h"

#include <QTest>
#include <cmath>

using namespace mlpe::analysis;

class TestComparison : public QObject {
    Q_OBJECT
private slots:
    void paperAgainstPerFamily();
    void scenarioFamiliesNarrowTheView();
    void scenarioParamsKeepTheView();
    void sensitivityVerdictsCountTheAnalysis();
};

namespace {

ComparisonScenario scenario(ReferenceStrategy strategy, std::string key = {},
                            std::vector<std::string> families = {}) {
    ComparisonScenario s;
    s.reference.strategy = strategy;
    s.reference.userKey = std::move(key);
    s.families = std::move(families);
    return s;
}

} // namespace

// By hand (G = N T): a8 800, b8 960, h16 640, h32 800, a64 1024, h128 1024.
// A, paper rule -> b8 (N = 8, slowest): E' = 960 / G
//   a8 1.2, b8 1.0, h16 1.5, h32 1.2, a64 0.9375, h128 0.9375
//   ranks: h16 1; a8, h32 2 (tie); b8 4; a64, h128 5 (tie)
// B, per family -> H100: b8 (960), H200: h16 (640)
//   a8 1.2, b8 1.0, h16 1.0, h32 0.8, a64 0.9375, h128 0.625
//   ranks: a8 1; b8, h16 2 (tie); a64 4; h32 5; h128 6
void TestComparison::paperAgainstPerFamily() {
    const auto points = fixtures::twoFamilies();
    const ComparisonResult c =
        compareScenarios(points, AnalysisParams{}, scenario(ReferenceStrategy::PaperRule),
                         scenario(ReferenceStrategy::PerFamily));
    QCOMPARE(c.rows.size(), std::size_t{6});
    struct Expected {
        const char* system;
        double eA, eB;
        int rankA, rankB;
    };
    // Sorted by N, then key: a8, b8 (N = 8), h16, h32, a64, h128.
    const Expected expected[] = {
        {"a8", 1.2, 1.2, 2, 1},  {"b8", 1.0, 1.0, 4, 2},        {"h16", 1.5, 1.0, 1, 2},
        {"h32", 1.2, 0.8, 2, 5}, {"a64", 0.9375, 0.9375, 5, 4}, {"h128", 0.9375, 0.625, 5, 6},
    };
    for (std::size_t i = 0; i < c.rows.size(); ++i) {
        const ComparisonRow& r = c.rows[i];
        const Expected& e = expected[i];
        QCOMPARE(points[r.pointIndex].system, std::string(e.system));
        QVERIFY(r.inA && r.inB);
        QCOMPARE(r.efficiencyA, e.eA);
        QCOMPARE(r.efficiencyB, e.eB);
        QCOMPARE(r.ratio, e.eB / e.eA);
        QCOMPARE(r.rankA, e.rankA);
        QCOMPARE(r.rankB, e.rankB);
        QVERIFY(r.hasRankChange);
        QCOMPARE(r.rankChange, e.rankB - e.rankA);
    }
    // H200 points lose a third of their E' under their own family's reference: 640 / 960.
    QCOMPARE(c.rows[3].ratio, 2.0 / 3.0);
    QCOMPARE(c.rankChanges, 6); // every rank moved
    // References: one under A (b8), one per family under B; the rows point at them.
    QCOMPARE(c.a.references.size(), std::size_t{1});
    QCOMPARE(c.b.references.size(), std::size_t{2});
    QCOMPARE(c.a.references[std::size_t(c.rows[2].referenceA)].key, std::string("4.1/Beta/b8"));
    QCOMPARE(c.b.references[std::size_t(c.rows[2].referenceB)].key, std::string("4.1/Gamma/h16"));
}

// "H200 only, h16 as reference" against the paper rule: H100 points are in view under A only.
void TestComparison::scenarioFamiliesNarrowTheView() {
    const auto points = fixtures::twoFamilies();
    const ComparisonResult c =
        compareScenarios(points, AnalysisParams{}, scenario(ReferenceStrategy::PaperRule),
                         scenario(ReferenceStrategy::UserPick, "4.1/Gamma/h16", {"H200"}));
    QCOMPARE(c.rows.size(), std::size_t{6});
    QCOMPARE(c.b.pointsInView, 3);
    QVERIFY(!c.b.reference.fellBack);
    int rankChanges = 0;
    for (const ComparisonRow& r : c.rows) {
        const AnalysisPoint& p = points[r.pointIndex];
        QCOMPARE(r.inB, p.family == "H200");
        if (!r.inB) {
            QCOMPARE(r.rankB, 0);
            QVERIFY(!r.hasRankChange);
            QVERIFY(std::isnan(r.efficiencyB));
            QVERIFY(std::isnan(r.ratio));
            continue;
        }
        rankChanges += r.rankChange != 0;
    }
    // Under B: h16 1.0 (1), h32 0.8 (2), h128 0.625 (3); under A: 1, 2, 5.
    QCOMPARE(c.rows[2].rankB, 1);
    QCOMPARE(c.rows[3].rankB, 2);
    QCOMPARE(c.rows[5].rankB, 3);
    QCOMPARE(c.rows[5].rankChange, 3 - 5);
    QCOMPARE(rankChanges, 1);
    QCOMPARE(c.rankChanges, 1);
}

void TestComparison::scenarioParamsKeepTheView() {
    AnalysisParams view;
    view.breakEven.tau = 0.8;
    view.filter.excludedKeys = {"x"};
    view.filter.families = {"H100", "H200"};
    const AnalysisParams p =
        scenarioParams(view, scenario(ReferenceStrategy::PerFamily, {}, {"H200", "MI300X"}));
    QCOMPARE(p.breakEven.tau, 0.8);
    QCOMPARE(p.filter.excludedKeys, std::vector<std::string>{"x"});
    // Both lists apply: the view's and the scenario's groups (here H200 alone).
    QCOMPARE(p.filter.families, (std::vector<std::string>{"H100", "H200"}));
    QCOMPARE(p.filter.scenarioFamilies, (std::vector<std::string>{"H200", "MI300X"}));
    QCOMPARE(runAnalysis(fixtures::twoFamilies(), p).pointsInView, 3);
    QCOMPARE(p.reference.strategy, ReferenceStrategy::PerFamily);
    QVERIFY(!p.clustering.enabled);
    QVERIFY(!p.fits.enabled);
    // No family in common: nothing in view (an empty list would mean "every family").
    const AnalysisParams none =
        scenarioParams(view, scenario(ReferenceStrategy::PaperRule, {}, {"MI300X"}));
    QCOMPARE(runAnalysis(fixtures::twoFamilies(), none).pointsInView, 0);
}

// Candidates N <= 16: a8 (G 800), b8 (960), h16 (640); best G per N: 8: 800, 16: 640,
// 32: 800, 64: 1024, 128: 1024. tau = 1, largest N with E' >= 1, log2 interpolation:
//   h16: E' 0.8, 1.0, 0.8, ... -> N* = 16;   a8: 1.0, 1.25, 1.0, 0.78 -> N* = 32;
//   b8: 1.2, 1.5, 1.2, 0.9375 -> log2 N* = 5 + 0.2 / 0.2625 -> N* = 54.26.
// tau = 0.5: every N meets it under every candidate -> at or above 128, three times.
void TestComparison::sensitivityVerdictsCountTheAnalysis() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams view;
    view.sensitivity.maxReferenceAccelerators = 16;
    const ComparisonResult c =
        compareScenarios(points, view, scenario(ReferenceStrategy::PaperRule),
                         scenario(ReferenceStrategy::PerFamily));
    QCOMPARE(c.sensitivityA.references, 3);
    QCOMPARE(c.sensitivityA.found, 3);
    QCOMPARE(c.sensitivityA.foundMin, 16.0);
    QVERIFY(std::fabs(c.sensitivityA.foundMax - std::exp2(5 + 0.2 / 0.2625)) < 1e-9);
    QCOMPARE(c.sensitivityA.atOrAbove, 0);
    QCOMPARE(c.sensitivityA.below, 0);
    view.breakEven.tau = 0.5;
    const ComparisonResult low =
        compareScenarios(points, view, scenario(ReferenceStrategy::PaperRule),
                         scenario(ReferenceStrategy::PerFamily));
    QCOMPARE(low.sensitivityB.atOrAbove, 3);
    QCOMPARE(low.sensitivityB.atOrAbove, low.b.sensitivity.atOrAbove);
    // The words ("N* found under 0 of 3 references; at or above 128 under 3"):
    // tst_sensitivityverdict.
    QCOMPARE(low.sensitivityB.found, 0);
    QCOMPARE(low.sensitivityB.largestN, 128.0);
}

QTEST_APPLESS_MAIN(TestComparison)
#include "tst_comparison.moc"
