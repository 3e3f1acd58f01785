// One family across rounds: per-round and fixed references, numeric round order, joined
// benchmarks (the caller passes canonical ids: ssd and retinanet points both say "retinanet").
#include "core/analysis/acrossrounds.h"
#include "core/analysis/pointfixtures.h"

#include <QTest>

using namespace mlpe::analysis;
using fixtures::point;

class TestAcrossRounds : public QObject {
    Q_OBJECT
private slots:
    void perRoundAndFixedReference();
    void versionsAreNotJoined();
};

// H100 on "retinanet": v4.0 a8 (8 x 30 = 240), a16 (16 x 20 = 320); v4.1 b8 (8 x 24 = 192),
// b64 (64 x 4 = 256); v10.0 c8 (8 x 12 = 96). Other family and benchmark points are ignored.
//   per round: 4.0 -> a8: a8 1, a16 0.75;  4.1 -> b8: 1, 0.75;  10.0 -> c8: 1
//   fixed (a8, G 240): 4.1: b8 1.25, b64 0.9375;  10.0: c8 2.5
void TestAcrossRounds::perRoundAndFixedReference() {
    const std::vector<AnalysisPoint> points{
        point("4.1", "B", "b64", "H100", 64, 4.0, "retinanet"),
        point("10.0", "C", "c8", "H100", 8, 12.0, "retinanet"),
        point("4.0", "A", "a16", "H100", 16, 20.0, "retinanet"),
        point("4.0", "A", "a8", "H100", 8, 30.0, "retinanet"),
        point("4.1", "B", "b8", "H100", 8, 24.0, "retinanet"),
        point("4.1", "X", "h200", "H200", 8, 10.0, "retinanet"),
        point("4.1", "B", "bert8", "H100", 8, 5.0, "bert"),
    };
    const auto perRound =
        acrossRounds(points, "retinanet", "H100", AcrossRoundsReference::PerRound);
    QCOMPARE(perRound.size(), std::size_t{3});
    QCOMPARE(perRound[0].round, std::string("4.0"));
    QCOMPARE(perRound[1].round, std::string("4.1"));
    QCOMPARE(perRound[2].round, std::string("10.0")); // numeric, not text order
    QCOMPARE(perRound[0].reference, std::size_t{3});
    QCOMPARE(perRound[0].points, (std::vector<std::size_t>{3, 2}));
    QCOMPARE(perRound[0].efficiency, (std::vector<double>{1.0, 0.75}));
    QCOMPARE(perRound[1].reference, std::size_t{4});
    QCOMPARE(perRound[1].efficiency, (std::vector<double>{1.0, 0.75}));
    const auto fixed = acrossRounds(points, "retinanet", "H100", AcrossRoundsReference::Fixed);
    QCOMPARE(fixed[1].reference, std::size_t{3});
    QCOMPARE(fixed[1].efficiency, (std::vector<double>{1.25, 0.9375}));
    QCOMPARE(fixed[2].efficiency, (std::vector<double>{2.5}));
    QVERIFY(acrossRounds(points, "retinanet", "TPU", AcrossRoundsReference::Fixed).empty());
}

// BERT on A100 (versions from core/model's BenchmarkComparability: the target rose in v1.0):
// v0.7 a8 (8 x 60 = 480); v1.0 b8 (8 x 40 = 320), b16 (16 x 25 = 400); v2.1 c8 (8 x 20 = 160).
//   fixed: v0.7 -> a8: 1;  v1.0 -> b8 (a new version, a new reference): 1, 0.8;
//          v2.1 -> b8 (G 320): c8 2.0. Against a8, b8 would have read 1.5: a number across the
//          break that MLCommons does not compare.
void TestAcrossRounds::versionsAreNotJoined() {
    std::vector<AnalysisPoint> points{
        point("0.7", "A", "a8", "A100", 8, 60.0, "bert"),
        point("1.0", "B", "b8", "A100", 8, 40.0, "bert"),
        point("1.0", "B", "b16", "A100", 16, 25.0, "bert"),
        point("2.1", "C", "c8", "A100", 8, 20.0, "bert"),
    };
    points[0].benchmarkVersion = "BERT-large v0.7";
    for (std::size_t i = 1; i < points.size(); ++i)
        points[i].benchmarkVersion = "BERT-large v1.0-v5.0";
    const auto fixed = acrossRounds(points, "bert", "A100", AcrossRoundsReference::Fixed);
    QCOMPARE(fixed.size(), std::size_t{3});
    QCOMPARE(fixed[0].version, std::string("BERT-large v0.7"));
    QVERIFY(!fixed[0].breakBefore);
    QVERIFY(fixed[1].breakBefore); // v0.7 -> v1.0
    QVERIFY(!fixed[2].breakBefore);
    QCOMPARE(fixed[0].reference, std::size_t{0});
    QCOMPARE(fixed[1].reference, std::size_t{1});
    QCOMPARE(fixed[1].efficiency, (std::vector<double>{1.0, 0.8}));
    QCOMPARE(fixed[2].reference, std::size_t{1});
    QCOMPARE(fixed[2].efficiency, (std::vector<double>{2.0}));
    // Per round: the same break is reported, the references are each round's own.
    const auto perRound = acrossRounds(points, "bert", "A100", AcrossRoundsReference::PerRound);
    QVERIFY(perRound[1].breakBefore);
    QCOMPARE(perRound[2].reference, std::size_t{3});
}

QTEST_APPLESS_MAIN(TestAcrossRounds)
#include "tst_acrossrounds.moc"
