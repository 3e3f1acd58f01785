// Dataset -> analysis points: only scored sets, canonical benchmark ids, stable keys.
#include "core/analysis/analysisengine.h"
#include "core/model/analysisinput.h"

#include <QTest>

using namespace mlpe;

namespace {

ResultSet set(const QString& benchmark, ScoreStatus status, std::optional<double> minutes) {
    ResultSet s;
    s.round = QStringLiteral("4.1");
    s.submitter = QStringLiteral("NVIDIA");
    s.system = QStringLiteral("dgxh100_n8");
    s.benchmark = benchmark;
    s.hasSystemDescription = true;
    s.systemDescription.systemName = QStringLiteral("8x DGX H100");
    s.systemDescription.division = QStringLiteral("closed");
    s.systemDescription.availability = Availability::Cloud;
    s.systemDescription.nodes = 8;
    s.systemDescription.acceleratorsPerNode = 8;
    s.systemDescription.accelerator = {QStringLiteral("NVIDIA H100-SXM5-80GB"),
                                       QStringLiteral("H100"), QStringLiteral("SXM 80GB"), true};
    s.status = status;
    s.scoreMinutes = minutes;
    return s;
}

} // namespace

class TestAnalysisInput : public QObject {
    Q_OBJECT
private slots:
    void fields();
    void canonicalBenchmarks_data();
    void canonicalBenchmarks();
    void onlyScoredSets();
    void runsGoAlong();
    void energyOnlyWhenMeasured();
    void keyNamesTheBenchmark();
    void pickOnASystemWithSeveralBenchmarks();
    void legacyKeys();
};

void TestAnalysisInput::keyNamesTheBenchmark() {
    // Canonical id: the v4.1 ssd folder and the v5.0 retinanet folder are one benchmark.
    QCOMPARE(pointKeyOf(set("ssd", ScoreStatus::Ok, 1.0)),
             QStringLiteral("4.1/NVIDIA/dgxh100_n8/retinanet"));
    QCOMPARE(QString::fromStdString(toAnalysisPoint(set("bert", ScoreStatus::Ok, 1.0)).key),
             pointKeyOf(set("bert", ScoreStatus::Ok, 1.0)));
}

// A former bug: a system with results in several benchmarks had one key for all of them,
// so a pick (or an exclusion) hit whichever came first -- often another benchmark's point,
// outside the filter, and the paper rule applied instead.
void TestAnalysisInput::pickOnASystemWithSeveralBenchmarks() {
    Dataset d;
    d.resultSets.push_back(set("bert", ScoreStatus::Ok, 5.0)); // first: the old first match
    d.resultSets.push_back(set("llama2_70b_lora", ScoreStatus::Ok, 20.0));
    ResultSet other = set("llama2_70b_lora", ScoreStatus::Ok, 8.0);
    other.system = QStringLiteral("small");
    other.systemDescription.nodes = 1; // N = 8: the paper rule's choice
    d.resultSets.push_back(other);
    const auto points = toAnalysisPoints(d);
    analysis::AnalysisParams params;
    params.filter.benchmark = "llama2_70b_lora";
    params.reference.strategy = analysis::ReferenceStrategy::UserPick;
    params.reference.userKey = pointKeyOf(d.resultSets[1]).toStdString();
    // The bert point of the same system is excluded: that must not touch the Llama 2 point.
    params.filter.excludedKeys = {pointKeyOf(d.resultSets[0]).toStdString()};
    const analysis::AnalysisResult r = analysis::runAnalysis(points, params);
    QVERIFY2(!r.reference.fellBack, r.reference.reason.c_str());
    QCOMPARE(r.references.size(), std::size_t{1});
    QCOMPARE(r.references[0].pointIndex, std::size_t{1});
    QCOMPARE(r.references[0].key, std::string("4.1/NVIDIA/dgxh100_n8/llama2_70b_lora"));
    QCOMPARE(r.points[1].state, analysis::PointState::InView);
    QCOMPARE(r.points[0].state, analysis::PointState::FilteredOut);
    // E' of the N = 8 point against the N = 64 pick: (64 x 20) / (8 x 8) = 20.
    QCOMPARE(r.points[2].efficiency, 20.0);
}

void TestAnalysisInput::legacyKeys() {
    QCOMPARE(upgradeLegacyPointKey(QStringLiteral("4.1/A/b"), QStringLiteral("bert")),
             QStringLiteral("4.1/A/b/bert"));
    QCOMPARE(upgradeLegacyPointKey(QStringLiteral("4.1/A/b/gpt3"), QStringLiteral("bert")),
             QStringLiteral("4.1/A/b/gpt3"));
    QCOMPARE(upgradeLegacyPointKey(QStringLiteral("4.1/A/b"), QString()),
             QStringLiteral("4.1/A/b"));
}

void TestAnalysisInput::runsGoAlong() {
    // Valid runs keep their minutes (unscaled); invalid ones are counted; D and the factor too.
    ResultSet s = set("unet3d", ScoreStatus::Ok, 20.0);
    s.round = QStringLiteral("4.0"); // 3D U-Net's last round
    s.scalingFactor = 1.25;
    for (double m : {15.0, 16.0, 17.0}) {
        RunResult r;
        r.validity = RunValidity::Valid;
        r.minutes = m;
        s.runs.push_back(r);
    }
    RunResult bad;
    bad.validity = RunValidity::NoRunStop;
    s.runs.push_back(bad);
    const analysis::AnalysisPoint p = toAnalysisPoint(s);
    QCOMPARE(p.runMinutes, (std::vector<double>{15.0, 16.0, 17.0}));
    QCOMPARE(p.invalidRuns, 1);
    QCOMPARE(p.olympicDrop, 4); // unet3d drops 4 (mlperf-data.md)
    QCOMPARE(p.scalingFactor, 1.25);
}

void TestAnalysisInput::energyOnlyWhenMeasured() {
    ResultSet s = set("bert", ScoreStatus::Ok, 5.0);
    QVERIFY(!toAnalysisPoint(s).energyJoules);
    s.energyJoules = 1949215.9387540054;
    QCOMPARE(toAnalysisPoint(s).energyJoules, std::optional<double>(1949215.9387540054));
}

void TestAnalysisInput::fields() {
    const analysis::AnalysisPoint p = toAnalysisPoint(set("bert", ScoreStatus::Ok, 5.116));
    QCOMPARE(p.key, std::string("4.1/NVIDIA/dgxh100_n8/bert"));
    QCOMPARE(p.round, std::string("4.1"));
    QCOMPARE(p.submitter, std::string("NVIDIA"));
    QCOMPARE(p.system, std::string("dgxh100_n8"));
    QCOMPARE(p.systemName, std::string("8x DGX H100"));
    QCOMPARE(p.division, std::string("closed"));
    QCOMPARE(p.availability, std::string("Available cloud"));
    QCOMPARE(p.family, std::string("H100"));
    QCOMPARE(p.variant, std::string("SXM 80GB"));
    QCOMPARE(p.acceleratorName, std::string("NVIDIA H100-SXM5-80GB"));
    QCOMPARE(p.benchmark, std::string("bert"));
    QCOMPARE(p.accelerators, 64);
    QCOMPARE(p.minutes, 5.116);
}

void TestAnalysisInput::canonicalBenchmarks_data() {
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("canonical");
    // mlperf-data.md: ssd (<= v4.1) and retinanet (v5.x) are one benchmark, as are gnn and rgat.
    QTest::newRow("ssd") << "ssd"
                         << "retinanet";
    QTest::newRow("retinanet") << "retinanet"
                               << "retinanet";
    QTest::newRow("gnn") << "gnn"
                         << "rgat";
    QTest::newRow("rgat") << "rgat"
                          << "rgat";
    QTest::newRow("llama2_70b_lora") << "llama2_70b_lora"
                                     << "llama2_70b_lora";
    QTest::newRow("unknown loads as-is") << "future_bench"
                                         << "future_bench";
}

void TestAnalysisInput::canonicalBenchmarks() {
    QFETCH(QString, folder);
    QFETCH(QString, canonical);
    QCOMPARE(QString::fromStdString(toAnalysisPoint(set(folder, ScoreStatus::Ok, 1.0)).benchmark),
             canonical);
}

void TestAnalysisInput::onlyScoredSets() {
    Dataset d;
    d.resultSets.push_back(set("bert", ScoreStatus::Ok, 5.0));
    d.resultSets.push_back(set("gpt3", ScoreStatus::Incomplete, std::nullopt));
    d.resultSets.back().provisionalMinutes = 50.0; // provisional numbers never enter the analysis
    d.resultSets.push_back(set("ssd", ScoreStatus::TooManyInvalid, std::nullopt));
    d.resultSets.push_back(set("gnn", ScoreStatus::Ok, 12.5));
    const auto points = toAnalysisPoints(d);
    QCOMPARE(points.size(), std::size_t{2});
    QCOMPARE(points[0].benchmark, std::string("bert"));
    QCOMPARE(points[1].benchmark, std::string("rgat"));
    QCOMPARE(points[1].minutes, 12.5);
}

QTEST_APPLESS_MAIN(TestAnalysisInput)
#include "tst_analysisinput.moc"
