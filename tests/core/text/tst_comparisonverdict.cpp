// The Compare view's verdicts in words, on the hand-made two-family table (pointfixtures.h).
#include "core/analysis/comparison.h"
#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/pointfixtures.h"
#include "core/text/comparisonverdict.h"

#include <QTest>

using namespace mlpe::analysis;
using namespace mlpe::text;

class TestComparisonVerdict : public QObject {
    Q_OBJECT
private slots:
    void paperRuleAgainstPerFamily();
    void sameScenarioTwice();
    void oneFamily();
    void variantsNamedVariants();
    void nothingInView();
};

namespace {
ComparisonScenario perFamily() {
    ComparisonScenario s;
    s.reference.strategy = ReferenceStrategy::PerFamily;
    return s;
}
} // namespace

// G = N T: a8 800, b8 960, a64 1024, h16 640, h32 800, h128 1024.
// A, paper rule (b8, G 960): E' a8 1.2, b8 1, a64 0.9375, h16 1.5, h32 1.2, h128 0.9375; ranks
// h16 1, a8 2, h32 2, b8 4, a64 5, h128 5. B, per family (b8 for H100; h16, G 640, for H200):
// a8 1.2, b8 1, a64 0.9375, h16 1, h32 0.8, h128 0.625; ranks a8 1, b8 2, h16 2, a64 4, h32 5,
// h128 6. Every row moves; h32 the most (2 -> 5).
// Threshold, best E' per N: A 1.2, 1.5, 1.2, 0.9375, 0.9375 -> N* = 2^(5 + 0.2 / 0.2625) = 54.3;
// B 1.2, 1, 0.8, 0.9375, 0.625 -> the largest N with E' >= 1 is 16 (E' = 1 exactly): N* = 16.
void TestComparisonVerdict::paperRuleAgainstPerFamily() {
    const auto points = fixtures::twoFamilies();
    const ComparisonResult c =
        compareScenarios(points, AnalysisParams{}, ComparisonScenario{}, perFamily());
    const ComparisonVerdicts v = comparisonVerdicts(points, c);
    QCOMPARE(QString::fromStdString(v.ranking),
             QStringLiteral("Ranking: depends on the reference — 6 of the 6 systems ranked by E′ "
                            "under both A and B change rank; the largest move is Gamma h32 (N = "
                            "32), rank 2 under A, 5 under B (3 places)."));
    QCOMPARE(QString::fromStdString(v.breakEven),
             QStringLiteral("Break-even (largest N with E′ ≥ τ = 1, all points in view): moves "
                            "with the reference — N* ≈ 54.3 under A, N* ≈ 16 under B (B at 0.29 × "
                            "A)."));
    QCOMPARE(QString::fromStdString(v.hardware),
             QStringLiteral("Hardware: A measures 2 families against one H100 reference — its E′ "
                            "mixes hardware with scaling; B measures each of 2 families against "
                            "its own reference (2 references) — like with like within a family."));
}

void TestComparisonVerdict::sameScenarioTwice() {
    const auto points = fixtures::twoFamilies();
    const ComparisonResult c =
        compareScenarios(points, AnalysisParams{}, ComparisonScenario{}, ComparisonScenario{});
    const ComparisonVerdicts v = comparisonVerdicts(points, c);
    QCOMPARE(QString::fromStdString(v.ranking),
             QStringLiteral("Ranking: the same under A and B — none of the 6 systems ranked by E′ "
                            "under both A and B changes rank."));
    QCOMPARE(QString::fromStdString(v.breakEven),
             QStringLiteral("Break-even (largest N with E′ ≥ τ = 1, all points in view): the "
                            "same, N* ≈ 54.3, under A and B."));
}

// B keeps H200 only: its reference is h16, of the same family.
void TestComparisonVerdict::oneFamily() {
    const auto points = fixtures::twoFamilies();
    ComparisonScenario b = perFamily();
    b.families = {"H200"};
    const ComparisonResult c = compareScenarios(points, AnalysisParams{}, ComparisonScenario{}, b);
    const ComparisonVerdicts v = comparisonVerdicts(points, c);
    QVERIFY2(QString::fromStdString(v.hardware)
                 .endsWith(QStringLiteral("B compares one family (H200) against its own "
                                          "reference — like with like.")),
             v.hardware.c_str());
    // Ranked under both: the three H200 rows (h16 1 -> 1, h32 2 -> 2, h128 5 -> 3).
    QVERIFY2(QString::fromStdString(v.ranking).contains(QStringLiteral("1 of the 3 systems")),
             v.ranking.c_str());
}

// The same points regrouped by variant (one variant per family): the same verdict, naming the
// groups as variants; scenario B's family name "H200" keeps its variant.
void TestComparisonVerdict::variantsNamedVariants() {
    auto points = fixtures::twoFamilies();
    for (std::size_t i = 0; i < points.size(); ++i)
        points[i].variant = i < 3 ? "SXM 80GB" : "SXM 141GB";
    points = regroupPoints(points, HardwareGrouping::Variant);
    const ComparisonResult c =
        compareScenarios(points, AnalysisParams{}, ComparisonScenario{}, perFamily());
    QCOMPARE(QString::fromStdString(comparisonVerdicts(points, c).hardware),
             QStringLiteral("Hardware: A measures 2 variants against one H100 SXM 80GB reference "
                            "— its E′ mixes hardware with scaling; B measures each of 2 variants "
                            "against its own reference (2 references) — like with like within a "
                            "variant."));
    ComparisonScenario b = perFamily();
    b.families = {"H200"};
    const ComparisonResult one =
        compareScenarios(points, AnalysisParams{}, ComparisonScenario{}, b);
    QVERIFY2(QString::fromStdString(comparisonVerdicts(points, one).hardware)
                 .endsWith(QStringLiteral("B compares one variant (H200 SXM 141GB) against its "
                                          "own reference — like with like.")),
             comparisonVerdicts(points, one).hardware.c_str());
}

void TestComparisonVerdict::nothingInView() {
    AnalysisParams view;
    view.filter.families = {"TPU"};
    const auto points = fixtures::twoFamilies();
    const ComparisonResult c = compareScenarios(points, view, ComparisonScenario{}, perFamily());
    const ComparisonVerdicts v = comparisonVerdicts(points, c);
    QVERIFY(v.ranking.empty() && v.hardware.empty());
}

QTEST_APPLESS_MAIN(TestComparisonVerdict)
#include "tst_comparisonverdict.moc"
