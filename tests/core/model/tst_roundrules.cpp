// RoundRulesTable: the rules of each round, v0.6 to v5.1, as data (docs/scoring.md, "Rules by
// round"; sources named in roundrules.cpp).
#include "core/model/roundrules.h"

#include <QTest>

using namespace mlpe;

Q_DECLARE_METATYPE(mlpe::LogDialect)
Q_DECLARE_METATYPE(mlpe::ConvergenceRule)

class TestRoundRules : public QObject {
    Q_OBJECT
private slots:
    void everyRound();
    void benchmarksOfEachRound_data();
    void benchmarksOfEachRound();
    void targetsThatChanged_data();
    void targetsThatChanged();
    void eraRules_data();
    void eraRules();
    void openDivisionTarget();
    void unknownRoundsAndBenchmarks();
    void everyBenchmarkIsComplete();
};

void TestRoundRules::everyRound() {
    // The twelve rounds since v0.6, oldest first; v1.1, v2.0 and v3.0 too, though no copy of
    // them is at hand: the importer must score rounds it has never seen.
    QStringList rounds;
    for (const RoundRules& r : RoundRulesTable::all())
        rounds << r.round;
    QCOMPARE(rounds, QStringList({"0.6", "0.7", "1.0", "1.1", "2.0", "2.1", "3.0", "3.1", "4.0",
                                  "4.1", "5.0", "5.1"}));
    for (const RoundRules& r : RoundRulesTable::all())
        QCOMPARE(r.ruleset, QStringLiteral("training_%1.0").arg(r.round));
    QCOMPARE(RoundRulesTable::knownRounds(),
             QStringLiteral("0.6, 0.7, 1.0, 1.1, 2.0, 2.1, 3.0, 3.1, 4.0, 4.1, 5.0, 5.1"));
}

void TestRoundRules::benchmarksOfEachRound_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QStringList>("folders");
    // The summarizer's allowed benchmarks per ruleset (benchmark_meta.py) and, from v3.1, the
    // folders of the published rounds; v0.6 adds Google's "mask" (the summarizer's alias).
    QTest::newRow("0.6") << "0.6" << QStringList{"resnet", "ssd",         "maskrcnn", "mask",
                                                 "gnmt",   "transformer", "ncf",      "minigo"};
    QTest::newRow("0.7") << "0.7" << QStringList{"bert",   "dlrm",   "gnmt", "maskrcnn",
                                                 "minigo", "resnet", "ssd",  "transformer"};
    for (const char* r : {"1.0", "1.1", "2.0", "2.1"})
        QTest::newRow(r) << r << QStringList{"bert",   "dlrm", "maskrcnn", "minigo",
                                             "resnet", "ssd",  "rnnt",     "unet3d"};
    QTest::newRow("3.0") << "3.0" << QStringList{"bert",   "dlrm_dcnv2", "gpt3", "maskrcnn",
                                                 "resnet", "ssd",        "rnnt", "unet3d"};
    QTest::newRow("3.1") << "3.1"
                         << QStringList{"bert", "dlrm_dcnv2",       "gpt3",   "maskrcnn", "resnet",
                                        "rnnt", "stable_diffusion", "unet3d", "ssd"};
    QTest::newRow("4.0") << "4.0" << QStringList{"bert", "dlrm_dcnv2",       "gnn",
                                                 "gpt3", "llama2_70b_lora",  "resnet",
                                                 "ssd",  "stable_diffusion", "unet3d"};
    QTest::newRow("4.1") << "4.1"
                         << QStringList{"bert", "dlrm_dcnv2",      "gnn", "gpt3", "llama2_70b_lora",
                                        "ssd",  "stable_diffusion"};
    QTest::newRow("5.0") << "5.0"
                         << QStringList{
                                "bert",      "dlrm_dcnv2", "llama2_70b_lora", "llama31_405b",
                                "retinanet", "rgat",       "stable_diffusion"};
    QTest::newRow("5.1") << "5.1" << QStringList{"dlrm_dcnv2",   "flux1",      "llama2_70b_lora",
                                                 "llama31_405b", "llama31_8b", "retinanet",
                                                 "rgat"};
}

void TestRoundRules::benchmarksOfEachRound() {
    QFETCH(QString, round);
    QFETCH(QStringList, folders);
    const RoundRules* rules = RoundRulesTable::find(round);
    QVERIFY(rules);
    QStringList found;
    for (const RoundBenchmark& b : rules->benchmarks)
        found << b.folder;
    found.sort();
    folders.sort();
    QCOMPARE(found, folders);
}

void TestRoundRules::targetsThatChanged_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("drop");
    QTest::addColumn<double>("reached");
    QTest::addColumn<double>("missed");
    // Boundaries from the rounds' checkers and, where a target changed, the logs: every v0.7
    // BERT run that says success reached 0.712 (the lowest: 0.71200), every v1.0 one 0.720.
    QTest::newRow("bert v0.7") << "0.7"
                               << "bert"
                               << "bert" << 10 << 1 << 0.712 << 0.7119;
    QTest::newRow("bert v1.0") << "1.0"
                               << "bert"
                               << "bert" << 10 << 1 << 0.720 << 0.7199;
    // "ssd": SSD-ResNet34 at 23% mAP until v1.1, RetinaNet at 34% from v2.0.
    QTest::newRow("ssd v0.7") << "0.7"
                              << "ssd"
                              << "ssd_resnet34" << 5 << 1 << 0.230 << 0.2299;
    QTest::newRow("ssd v1.1") << "1.1"
                              << "ssd"
                              << "ssd_resnet34" << 5 << 1 << 0.230 << 0.2299;
    QTest::newRow("ssd v2.0") << "2.0"
                              << "ssd"
                              << "retinanet" << 5 << 1 << 0.340 << 0.339;
    QTest::newRow("retinanet v5.0") << "5.0"
                                    << "retinanet"
                                    << "retinanet" << 5 << 1 << 0.340 << 0.339;
    // GNMT and Transformer log BLEU points in v0.6 and a fraction from v0.7.
    QTest::newRow("gnmt v0.6") << "0.6"
                               << "gnmt"
                               << "gnmt" << 10 << 1 << 24.0 << 23.99;
    QTest::newRow("gnmt v0.7") << "0.7"
                               << "gnmt"
                               << "gnmt" << 10 << 1 << 0.24 << 0.2395;
    QTest::newRow("transformer v0.7") << "0.7"
                                      << "transformer"
                                      << "transformer" << 10 << 1 << 0.25 << 0.2499;
    // DLRM (AUC, 5 runs) until v2.1; DLRM-DCNv2 (10 runs) from v3.0.
    QTest::newRow("dlrm v2.1") << "2.1"
                               << "dlrm"
                               << "dlrm" << 5 << 1 << 0.8025 << 0.8024;
    QTest::newRow("dlrm_dcnv2 v3.0") << "3.0"
                                     << "dlrm_dcnv2"
                                     << "dlrm_dcnv2" << 10 << 1 << 0.80275 << 0.80274;
    // MiniGo: the 9x9 board of v0.6 is another benchmark than the 19x19 one of v0.7 to v2.1.
    QTest::newRow("minigo v0.6") << "0.6"
                                 << "minigo"
                                 << "minigo_9x9" << 10 << 1 << 0.5 << 0.49;
    QTest::newRow("minigo v2.1") << "2.1"
                                 << "minigo"
                                 << "minigo" << 10 << 1 << 0.5 << 0.49;
    // 3D U-Net: 40 runs, D = 4; every v1.0 run that says success reached 0.908.
    QTest::newRow("unet3d v1.0") << "1.0"
                                 << "unet3d"
                                 << "unet3d" << 40 << 4 << 0.908 << 0.9079;
    QTest::newRow("rnnt v1.0") << "1.0"
                               << "rnnt"
                               << "rnnt" << 10 << 1 << 0.058 << 0.0581;
    QTest::newRow("gpt3 v3.0") << "3.0"
                               << "gpt3"
                               << "gpt3" << 3 << 1 << 2.69 << 2.6901;
    QTest::newRow("mask v0.6") << "0.6"
                               << "mask"
                               << "maskrcnn" << 5 << 1 << -1.0 << -1.0;
    QTest::newRow("gnn v4.0") << "4.0"
                              << "gnn"
                              << "rgat" << 10 << 1 << 0.72 << 0.7199;
}

void TestRoundRules::targetsThatChanged() {
    QFETCH(QString, round);
    QFETCH(QString, folder);
    QFETCH(QString, benchmark);
    QFETCH(int, runs);
    QFETCH(int, drop);
    QFETCH(double, reached);
    QFETCH(double, missed);
    const RoundRules* rules = RoundRulesTable::find(round);
    QVERIFY(rules);
    const RoundBenchmark* b = rules->benchmark(folder);
    QVERIFY(b);
    QCOMPARE(b->benchmark, benchmark);
    QCOMPARE(b->requiredRuns, runs);
    QCOMPARE(b->olympicDrop, drop);
    if (b->target.kind == TargetKind::MaskRcnn) {
        QCOMPARE(b->target.bbox.low, 0.377);
        QCOMPARE(b->target.segm.low, 0.339);
        return;
    }
    QCOMPARE(b->target.kind, TargetKind::Scalar);
    QVERIFY(b->target.scalar.contains(reached));
    QVERIFY(!b->target.scalar.contains(missed));
}

void TestRoundRules::eraRules_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<LogDialect>("dialect");
    QTest::addColumn<ConvergenceRule>("convergence");
    QTest::addColumn<double>("closedInit");
    QTest::addColumn<double>("openInit");
    QTest::addColumn<int>("summarizerFields");
    // v0.6: ":::MLL" lines, run_stop's status decides (training_0.6.0 prints no target), 20 min
    // to initialise, and no summarizer read its logs. v0.7: 20 min, seven fields required by the
    // 0.7-era summarizer. v1.0 to v2.1: 30 min for both divisions (real v1.0 runs initialise in
    // up to 29.7 min); v3.0 on: 30 closed, 240 open; the summarizer requires 13 fields.
    QTest::newRow("0.6") << "0.6" << LogDialect::Mll << ConvergenceRule::RunStopSuccess << 20.0
                         << 20.0 << 0;
    QTest::newRow("0.7") << "0.7" << LogDialect::Mllog << ConvergenceRule::QualityTarget << 20.0
                         << 20.0 << 7;
    QTest::newRow("1.0") << "1.0" << LogDialect::Mllog << ConvergenceRule::QualityTarget << 30.0
                         << 30.0 << 13;
    QTest::newRow("2.1") << "2.1" << LogDialect::Mllog << ConvergenceRule::QualityTarget << 30.0
                         << 30.0 << 13;
    QTest::newRow("3.0") << "3.0" << LogDialect::Mllog << ConvergenceRule::QualityTarget << 30.0
                         << 240.0 << 13;
    QTest::newRow("5.1") << "5.1" << LogDialect::Mllog << ConvergenceRule::QualityTarget << 30.0
                         << 240.0 << 13;
}

void TestRoundRules::eraRules() {
    QFETCH(QString, round);
    QFETCH(LogDialect, dialect);
    QFETCH(ConvergenceRule, convergence);
    QFETCH(double, closedInit);
    QFETCH(double, openInit);
    QFETCH(int, summarizerFields);
    const RoundRules* rules = RoundRulesTable::find(round);
    QVERIFY(rules);
    QCOMPARE(rules->dialect, dialect);
    QCOMPARE(rules->convergence, convergence);
    QCOMPARE(rules->initLimitMinutes(false), closedInit);
    QCOMPARE(rules->initLimitMinutes(true), openInit);
    QCOMPARE(rules->summarizerSystemFields.size(), summarizerFields);
    if (summarizerFields == 13) {
        QVERIFY(rules->summarizerSystemFields.contains(QStringLiteral("division")));
        QVERIFY(rules->summarizerSystemFields.contains(QStringLiteral("number_of_nodes")));
    }
    QCOMPARE(rules->label(), QStringLiteral("v%1 (training_%1.0)").arg(round));
}

void TestRoundRules::openDivisionTarget() {
    // v0.7 and v1.0 checked open runs against the closed target; from v1.1 any value < 1.0.
    const RoundRules* v10 = RoundRulesTable::find(u"1.0");
    const RoundRules* v11 = RoundRulesTable::find(u"1.1");
    QVERIFY(v10 && v11);
    const QualityTarget open10 = v10->target(*v10->benchmark(u"bert"), true);
    QVERIFY(!open10.scalar.contains(0.5));
    QVERIFY(open10.scalar.contains(0.72));
    const QualityTarget open11 = v11->target(*v11->benchmark(u"bert"), true);
    QVERIFY(open11.scalar.contains(0.5));
    QVERIFY(!open11.scalar.contains(1.0));
    QVERIFY(!v11->target(*v11->benchmark(u"bert"), false).scalar.contains(0.5));
}

void TestRoundRules::unknownRoundsAndBenchmarks() {
    QVERIFY(!RoundRulesTable::find(u"0.5")); // another folder layout, no official checker
    QVERIFY(!RoundRulesTable::find(u"6.0"));
    QVERIFY(!RoundRulesTable::find(u""));
    QVERIFY(!RoundRulesTable::find(u"4.10"));
    const RoundRules* v41 = RoundRulesTable::find(u"4.1");
    QVERIFY(v41);
    QVERIFY(!v41->benchmark(u"resnet"));    // ResNet-50's last round was v4.0
    QVERIFY(!v41->benchmark(u"retinanet")); // still "ssd" in v4.1
    QVERIFY(!RoundRulesTable::find(u"0.6")->benchmark(u"bert"));
}

void TestRoundRules::everyBenchmarkIsComplete() {
    for (const RoundRules& r : RoundRulesTable::all()) {
        for (const RoundBenchmark& b : r.benchmarks) {
            const QString what = r.round + QLatin1Char('/') + b.folder;
            QVERIFY2(!b.benchmark.isEmpty(), qPrintable(what));
            QVERIFY2(b.requiredRuns >= 3, qPrintable(what));
            QVERIFY2(b.requiredRuns > 2 * b.olympicDrop, qPrintable(what));
            QVERIFY2(b.target.kind != TargetKind::Unknown, qPrintable(what));
            QCOMPARE(r.benchmark(b.folder), &b); // folders are unique in a round
        }
    }
}

QTEST_APPLESS_MAIN(TestRoundRules)
#include "tst_roundrules.moc"
