// BenchmarkCatalog: names, run counts, drop counts and quality targets (mlperf-data.md).
#include "core/model/benchmarkcatalog.h"

#include <QTest>

using namespace mlpe;

class TestBenchmarkCatalog : public QObject {
    Q_OBJECT
private slots:
    void names_data();
    void names();
    void targets_data();
    void targets();
    void unknownBenchmark();
    void byRound_data();
    void byRound();
    void retiredBenchmarksByName();
};

void TestBenchmarkCatalog::names_data() {
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("canonicalId");
    QTest::addColumn<QString>("displayName");
    QTest::addColumn<int>("required");
    QTest::addColumn<int>("drop");
    // mlperf-data.md "Benchmarks" and "Required runs"; D = 4 for unet3d only.
    QTest::newRow("bert") << "bert"
                          << "bert"
                          << "BERT-large" << 10 << 1;
    QTest::newRow("dlrm_dcnv2") << "dlrm_dcnv2"
                                << "dlrm_dcnv2"
                                << "DLRM-DCNv2" << 10 << 1;
    QTest::newRow("gpt3") << "gpt3"
                          << "gpt3"
                          << "GPT-3 175B" << 3 << 1;
    QTest::newRow("ssd") << "ssd"
                         << "retinanet"
                         << "RetinaNet" << 5 << 1;
    QTest::newRow("retinanet") << "retinanet"
                               << "retinanet"
                               << "RetinaNet" << 5 << 1;
    QTest::newRow("gnn") << "gnn"
                         << "rgat"
                         << "R-GAT" << 10 << 1;
    QTest::newRow("rgat") << "rgat"
                          << "rgat"
                          << "R-GAT" << 10 << 1;
    QTest::newRow("stable_diffusion") << "stable_diffusion"
                                      << "stable_diffusion"
                                      << "Stable Diffusion v2" << 10 << 1;
    QTest::newRow("llama2_70b_lora") << "llama2_70b_lora"
                                     << "llama2_70b_lora"
                                     << "Llama 2 70B LoRA" << 10 << 1;
    QTest::newRow("llama31_405b") << "llama31_405b"
                                  << "llama31_405b"
                                  << "Llama 3.1 405B" << 3 << 1;
    QTest::newRow("llama31_8b") << "llama31_8b"
                                << "llama31_8b"
                                << "Llama 3.1 8B" << 10 << 1;
    QTest::newRow("flux1") << "flux1"
                           << "flux1"
                           << "FLUX.1" << 10 << 1;
    QTest::newRow("resnet") << "resnet"
                            << "resnet"
                            << "ResNet-50" << 5 << 1;
    QTest::newRow("maskrcnn") << "maskrcnn"
                              << "maskrcnn"
                              << "Mask R-CNN" << 5 << 1;
    QTest::newRow("rnnt") << "rnnt"
                          << "rnnt"
                          << "RNN-T" << 10 << 1;
    QTest::newRow("unet3d") << "unet3d"
                            << "unet3d"
                            << "3D U-Net" << 40 << 4;
}

void TestBenchmarkCatalog::names() {
    QFETCH(QString, folder);
    QFETCH(QString, canonicalId);
    QFETCH(QString, displayName);
    QFETCH(int, required);
    QFETCH(int, drop);
    const BenchmarkInfo info = BenchmarkCatalog::lookup(folder);
    QVERIFY(info.known);
    QCOMPARE(info.folder, folder);
    QCOMPARE(info.canonicalId, canonicalId);
    QCOMPARE(info.displayName, displayName);
    QCOMPARE(info.requiredRuns, required);
    QCOMPARE(info.olympicDrop, drop);
    QVERIFY(info.target.kind != TargetKind::Unknown);
}

void TestBenchmarkCatalog::targets_data() {
    QTest::addColumn<QString>("folder");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("reached");
    // Boundaries of the closed-division targets in mlperf-data.md, rule 3.
    QTest::newRow("bert 0.720") << "bert" << 0.720 << true;
    QTest::newRow("bert 0.7199") << "bert" << 0.7199 << false;
    QTest::newRow("bert 1.0") << "bert" << 1.0 << false;
    QTest::newRow("dlrm 0.80275") << "dlrm_dcnv2" << 0.80275 << true;
    QTest::newRow("dlrm 0.802588 (v5.1 Cisco aborted)") << "dlrm_dcnv2" << 0.802588 << false;
    QTest::newRow("dlrm 1.0") << "dlrm_dcnv2" << 1.0 << true;
    QTest::newRow("gnn 0.72") << "gnn" << 0.72 << true;
    QTest::newRow("ssd 0.340") << "ssd" << 0.340 << true;
    QTest::newRow("retinanet 0.339") << "retinanet" << 0.339 << false;
    QTest::newRow("gpt3 2.69") << "gpt3" << 2.69 << true;
    QTest::newRow("gpt3 2.6") << "gpt3" << 2.6 << false;
    QTest::newRow("gpt3 2.70") << "gpt3" << 2.70 << false;
    QTest::newRow("llama2 0.925") << "llama2_70b_lora" << 0.925 << true;
    QTest::newRow("llama2 0.926") << "llama2_70b_lora" << 0.926 << false;
    QTest::newRow("llama2 0") << "llama2_70b_lora" << 0.0 << false;
    QTest::newRow("llama31_405b 5.6") << "llama31_405b" << 5.6 << true;
    QTest::newRow("llama31_8b 3.3") << "llama31_8b" << 3.3 << true;
    QTest::newRow("llama31_8b 3.31") << "llama31_8b" << 3.31 << false;
    QTest::newRow("flux1 0.586") << "flux1" << 0.586 << true;
    QTest::newRow("flux1 0.587") << "flux1" << 0.587 << false;
    QTest::newRow("resnet 0.759") << "resnet" << 0.759 << true;
    QTest::newRow("resnet 0.75882 (aborted)") << "resnet" << 0.75882 << false;
    QTest::newRow("rnnt 0.058") << "rnnt" << 0.058 << true;
    QTest::newRow("rnnt 1.0 (v3.1 xFusion aborted)") << "rnnt" << 1.0 << false;
    QTest::newRow("unet3d 0.908") << "unet3d" << 0.908 << true;
    QTest::newRow("unet3d 1.2 (no upper bound)") << "unet3d" << 1.2 << true;
    QTest::newRow("unet3d 0.9") << "unet3d" << 0.9 << false;
}

void TestBenchmarkCatalog::targets() {
    QFETCH(QString, folder);
    QFETCH(double, value);
    QFETCH(bool, reached);
    const QualityTarget target = BenchmarkCatalog::lookup(folder).target;
    QCOMPARE(target.kind, TargetKind::Scalar);
    QCOMPARE(target.scalar.contains(value), reached);
}

void TestBenchmarkCatalog::unknownBenchmark() {
    const BenchmarkInfo info = BenchmarkCatalog::lookup(u"llama4_2t");
    QVERIFY(!info.known);
    QCOMPARE(info.folder, QStringLiteral("llama4_2t"));
    QCOMPARE(info.canonicalId, QStringLiteral("llama4_2t"));
    QCOMPARE(info.displayName, QStringLiteral("llama4_2t"));
    QCOMPARE(info.requiredRuns, 0);
    QCOMPARE(info.olympicDrop, 1);
    QCOMPARE(info.target.kind, TargetKind::Unknown);
    // Open division: value < 1.0.
    const QualityTarget open = QualityTarget::openDivision();
    QVERIFY(open.scalar.contains(0.5));
    QVERIFY(open.scalar.contains(-3.0));
    QVERIFY(!open.scalar.contains(1.0));
}

void TestBenchmarkCatalog::byRound_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<bool>("known");
    QTest::addColumn<QString>("canonicalId");
    QTest::addColumn<QString>("displayName");
    QTest::addColumn<int>("required");
    // A folder name means what its round's ruleset says (RoundRulesTable): "ssd" was
    // SSD-ResNet34 until v1.1 and RetinaNet from v2.0; "minigo" a 9x9 board in v0.6.
    QTest::newRow("ssd v1.0") << "1.0"
                              << "ssd" << true << "ssd_resnet34"
                              << "SSD-ResNet34" << 5;
    QTest::newRow("ssd v2.1") << "2.1"
                              << "ssd" << true << "retinanet"
                              << "RetinaNet" << 5;
    QTest::newRow("mask v0.6") << "0.6"
                               << "mask" << true << "maskrcnn"
                               << "Mask R-CNN" << 5;
    QTest::newRow("minigo v0.6") << "0.6"
                                 << "minigo" << true << "minigo_9x9"
                                 << "MiniGo 9x9" << 10;
    QTest::newRow("minigo v0.7") << "0.7"
                                 << "minigo" << true << "minigo"
                                 << "MiniGo" << 10;
    QTest::newRow("dlrm v2.1") << "2.1"
                               << "dlrm" << true << "dlrm"
                               << "DLRM" << 5;
    QTest::newRow("gnmt v0.7") << "0.7"
                               << "gnmt" << true << "gnmt"
                               << "GNMT" << 10;
    QTest::newRow("gnn v4.1") << "4.1"
                              << "gnn" << true << "rgat"
                              << "R-GAT" << 10;
    // Not in the round's ruleset: not known (no run count, no target), but still named.
    QTest::newRow("resnet v4.1") << "4.1"
                                 << "resnet" << false << "resnet"
                                 << "ResNet-50" << 0;
    QTest::newRow("bert v0.6") << "0.6"
                               << "bert" << false << "bert"
                               << "BERT-large" << 0;
    QTest::newRow("bert v6.0") << "6.0"
                               << "bert" << false << "bert"
                               << "BERT-large" << 0;
    QTest::newRow("newbench v4.1") << "4.1"
                                   << "newbench" << false << "newbench"
                                   << "newbench" << 0;
}

void TestBenchmarkCatalog::byRound() {
    QFETCH(QString, round);
    QFETCH(QString, folder);
    QFETCH(bool, known);
    QFETCH(QString, canonicalId);
    QFETCH(QString, displayName);
    QFETCH(int, required);
    const BenchmarkInfo info = BenchmarkCatalog::lookup(round, folder);
    QCOMPARE(info.known, known);
    QCOMPARE(info.folder, folder);
    QCOMPARE(info.canonicalId, canonicalId);
    QCOMPARE(info.displayName, displayName);
    QCOMPARE(info.requiredRuns, required);
    QCOMPARE(info.target.kind == TargetKind::Unknown, !known);
    QCOMPARE(canonicalBenchmarkId(round, folder), canonicalId);
    QCOMPARE(benchmarkDisplayName(canonicalId), displayName);
}

void TestBenchmarkCatalog::retiredBenchmarksByName() {
    // Canonical ids of benchmarks no folder is named after resolve too (filters, --benchmark).
    const BenchmarkInfo ssd = BenchmarkCatalog::lookup(u"ssd_resnet34");
    QVERIFY(ssd.known);
    QCOMPARE(ssd.canonicalId, QStringLiteral("ssd_resnet34"));
    QCOMPARE(ssd.displayName, QStringLiteral("SSD-ResNet34"));
    QCOMPARE(ssd.requiredRuns, 5);
    QCOMPARE(BenchmarkCatalog::lookup(u"minigo_9x9").displayName, QStringLiteral("MiniGo 9x9"));
    // A folder name without a round means what the newest round publishing it means.
    QCOMPARE(canonicalBenchmarkId(QStringLiteral("ssd")), QStringLiteral("retinanet"));
    QCOMPARE(canonicalBenchmarkId(QStringLiteral("minigo")), QStringLiteral("minigo"));
    QCOMPARE(canonicalBenchmarkId(QStringLiteral("mask")), QStringLiteral("maskrcnn"));
    QCOMPARE(benchmarkDisplayName(QStringLiteral("ssd")), QStringLiteral("RetinaNet"));
    // A name typed for a view of some rounds means what those rounds mean by it.
    QCOMPARE(canonicalBenchmarkFor(QStringLiteral("ssd"), {QStringLiteral("1.0")}),
             QStringLiteral("ssd_resnet34"));
    QCOMPARE(canonicalBenchmarkFor(QStringLiteral("ssd"), {QStringLiteral("1.0"), "2.1"}),
             QStringLiteral("retinanet")); // the newest of the rounds
    QCOMPARE(canonicalBenchmarkFor(QStringLiteral("ssd"), {}), QStringLiteral("retinanet"));
    QCOMPARE(canonicalBenchmarkFor(QStringLiteral("minigo"), {QStringLiteral("0.6")}),
             QStringLiteral("minigo_9x9"));
    QCOMPARE(canonicalBenchmarkFor(QStringLiteral("retinanet"), {QStringLiteral("4.1")}),
             QStringLiteral("retinanet")); // a canonical id stays itself
}

QTEST_APPLESS_MAIN(TestBenchmarkCatalog)
#include "tst_benchmarkcatalog.moc"
