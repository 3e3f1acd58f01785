// AcceleratorFamilies: one row per accelerator_model_name found in rounds v3.1..v5.1
// (`cat training_results_v*/*/systems/*.json | grep accelerator_model_name | sort -u`), plus the
// ordering traps the rule table must get right.
#include "core/model/acceleratorfamilies.h"

#include <QRegularExpression>
#include <QTest>

using namespace mlpe;

class TestAcceleratorFamilies : public QObject {
    Q_OBJECT
private slots:
    void identify_data();
    void identify();
    void unmatchedNamesStayVisible_data();
    void unmatchedNamesStayVisible();
    void everyRuleCompiles();
    void bareTpuTakesTheSystemsGeneration();
    void manyNamesChangeNoAnswer();
};

void TestAcceleratorFamilies::identify_data() {
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("variant");

    // Real names, exactly as written in the system JSONs (some with padding).
    QTest::newRow("A100 PCIe spaced") << "NVIDIA A100 - PCIe - 80 GB"
                                      << "A100"
                                      << "PCIe 80GB";
    QTest::newRow("A100 PCIe") << "NVIDIA A100-PCIe-80GB"
                               << "A100"
                               << "PCIe 80GB";
    QTest::newRow("A100 SXM 40") << "NVIDIA A100-SXM-40GB"
                                 << "A100"
                                 << "SXM 40GB";
    QTest::newRow("A100 SXM4 80") << "NVIDIA A100-SXM4-80GB"
                                  << "A100"
                                  << "SXM 80GB";
    QTest::newRow("A10G") << "NVIDIA A10G"
                          << "A10G"
                          << "";
    QTest::newRow("A30") << "NVIDIA A30"
                         << "A30"
                         << "";
    QTest::newRow("B200") << "NVIDIA Blackwell GPU (B200-SXM-180GB)"
                          << "B200"
                          << "SXM 180GB";
    QTest::newRow("GB200") << "NVIDIA Blackwell GPU (GB200)"
                           << "GB200"
                           << "";
    QTest::newRow("B300") << "NVIDIA Blackwell Ultra GPU (B300-SXM-270GB)"
                          << "B300"
                          << "SXM 270GB";
    QTest::newRow("GB300") << "NVIDIA Blackwell Ultra GPU (GB300)"
                           << "GB300"
                           << "";
    QTest::newRow("H100 PCIe") << "NVIDIA H100-PCIe-80GB"
                               << "H100"
                               << "PCIe 80GB";
    QTest::newRow("H100 SXM") << "NVIDIA H100-SXM-80GB"
                              << "H100"
                              << "SXM 80GB";
    QTest::newRow("H100 SXM5") << "NVIDIA H100-SXM5-80GB"
                               << "H100"
                               << "SXM 80GB";
    QTest::newRow("H100 SXM5 padded") << " NVIDIA H100-SXM5-80GB "
                                      << "H100"
                                      << "SXM 80GB";
    QTest::newRow("H100 SXM5 96") << "NVIDIA H100-SXM5-96GB"
                                  << "H100"
                                  << "SXM 96GB";
    QTest::newRow("H100 HBM3") << "NVIDIA H100 80GB HBM3"
                               << "H100"
                               << "SXM 80GB";
    QTest::newRow("H100 NVL") << "H100 NVL Tensor Core GPU (PCIe)"
                              << "H100"
                              << "NVL PCIe";
    QTest::newRow("H200 SXM5") << "NVIDIA H200-SXM5-141GB"
                               << "H200"
                               << "SXM 141GB";
    QTest::newRow("H200 NVL dashed") << "NVIDIA H200-NVL-141GB"
                                     << "H200"
                                     << "NVL 141GB";
    QTest::newRow("H200 NVL spaced") << "NVIDIA H200 NVL 141GB"
                                     << "H200"
                                     << "NVL 141GB";
    QTest::newRow("L4") << "NVIDIA L4"
                        << "L4"
                        << "";
    QTest::newRow("L40") << "NVIDIA L40"
                         << "L40"
                         << "";
    QTest::newRow("L40S") << "NVIDIA L40S"
                          << "L40S"
                          << "";
    QTest::newRow("RTX A5000") << "NVIDIA RTX A5000"
                               << "RTX A5000"
                               << "";
    QTest::newRow("RTX 4090") << "NVIDIA GeForce RTX 4090"
                              << "RTX 4090"
                              << "GeForce";
    QTest::newRow("RTX Pro 6000") << "NVIDIA RTX Pro 6000 SE PCIe 96GB"
                                  << "RTX PRO 6000"
                                  << "96GB";
    QTest::newRow("MI300X") << "AMD Instinct MI300X 192GB HBM3"
                            << "MI300X"
                            << "192GB HBM3";
    QTest::newRow("MI325X") << "AMD Instinct MI325X 256GB HBM3E"
                            << "MI325X"
                            << "256GB HBM3E";
    QTest::newRow("MI325X e") << "AMD Instinct MI325X 256GB HBM3e"
                              << "MI325X"
                              << "256GB HBM3E";
    QTest::newRow("MI325X DLC") << "AMD Instinct MI325X 256GB HBM3E DLC"
                                << "MI325X"
                                << "256GB HBM3E DLC";
    QTest::newRow("MI350X") << "AMD Instinct MI350X"
                            << "MI350X"
                            << "";
    QTest::newRow("MI355X") << "AMD Instinct MI355X"
                            << "MI355X"
                            << "";
    QTest::newRow("RX 7900 XTX") << "AMD Radeon RX 7900 XTX"
                                 << "Radeon RX"
                                 << "7900 XTX";
    QTest::newRow("Gaudi2") << "Intel Gaudi2"
                            << "Gaudi 2"
                            << "";
    QTest::newRow("Gaudi(R) 2") << "Intel(R) Gaudi(R) 2 AI Accelerator"
                                << "Gaudi 2"
                                << "";
    QTest::newRow("TPU v5e") << "TPU-v5e"
                             << "TPU v5e"
                             << "";
    QTest::newRow("TPU v5p") << "TPU-v5p"
                             << "TPU v5p"
                             << "";
    QTest::newRow("Trillium") << "TPU-trillium"
                              << "Trillium"
                              << "";
    QTest::newRow("CPU only") << "N/A"
                              << "CPU only"
                              << "";
    // Rounds v0.6 to v2.1 (docs/scoring.md): Volta, older Ampere spellings, TPU v3, Huawei,
    // Graphcore, the first Gaudi, A40.
    QTest::newRow("V100 v0.6") << "Tesla V100-SXM2-16GB"
                               << "V100"
                               << "SXM2 16GB";
    QTest::newRow("V100 SXM3 450W") << "NVIDIA V100-SXM3-32GB (450W)"
                                    << "V100"
                                    << "SXM3 32GB";
    QTest::newRow("V100S PCIe") << "Nvidia Tesla V100S-PCIe-32GB"
                                << "V100"
                                << "V100S PCIe 32GB";
    QTest::newRow("bare V100") << "Nvidia Tesla V100"
                               << "V100"
                               << "";
    QTest::newRow("A100 with power") << "NVIDIA A100-SXM4-40GB (400W)"
                                     << "A100"
                                     << "SXM 40GB";
    QTest::newRow("A100 PCIE 250W") << "NVIDIA A100-PCIe-40GB(250W)"
                                    << "A100"
                                    << "PCIe 40GB";
    QTest::newRow("A40") << "NVIDIA A40"
                         << "A40"
                         << "";
    QTest::newRow("TPU v3 v0.6") << "tpu-v3"
                                 << "TPU v3"
                                 << "";
    QTest::newRow("TPU v3 v0.7") << "TPU v3"
                                 << "TPU v3"
                                 << "";
    QTest::newRow("Ascend 910") << "Ascend910"
                                << "Ascend 910"
                                << "";
    QTest::newRow("Ascend 910 Pro A") << "Ascend 910 Pro A"
                                      << "Ascend 910"
                                      << "PRO A";
    QTest::newRow("Graphcore") << "Graphcore IPU GC200"
                               << "IPU GC200"
                               << "";
    QTest::newRow("Gaudi (first)") << "Habana Gaudi"
                                   << "Gaudi"
                                   << "";
    QTest::newRow("Gaudi2 v2.1") << "Habana Gaudi2"
                                 << "Gaudi 2"
                                 << "";
    QTest::newRow("CPU only v0.6") << "NA"
                                   << "CPU only"
                                   << "";
    // Ordering traps (mlperf-data.md): case-insensitive, most specific first.
    QTest::newRow("lower-case gb200") << "nvidia blackwell gpu (gb200)"
                                      << "GB200"
                                      << "";
    QTest::newRow("bare B200") << "NVIDIA B200"
                               << "B200"
                               << "";
}

void TestAcceleratorFamilies::identify() {
    QFETCH(QString, raw);
    QFETCH(QString, family);
    QFETCH(QString, variant);
    for (int pass = 0; pass < 2; ++pass) { // the second answer is the remembered one
        const AcceleratorIdentity id = AcceleratorFamilies::identify(raw);
        QVERIFY2(id.matched, qPrintable(raw));
        QCOMPARE(id.rawName, raw.trimmed());
        QCOMPARE(id.family, family);
        QCOMPARE(id.variant, variant);
    }
}

// The names remembered are bounded; answers stay the same past the bound.
void TestAcceleratorFamilies::manyNamesChangeNoAnswer() {
    const QString h100 = QStringLiteral(" NVIDIA H100-SXM5-80GB ");
    const AcceleratorIdentity before = AcceleratorFamilies::identify(h100);
    for (int i = 0; i < 3000; ++i)
        QVERIFY(!AcceleratorFamilies::identify(QStringLiteral("Acme %1").arg(i)).matched);
    for (const AcceleratorIdentity& after :
         {AcceleratorFamilies::identify(h100), AcceleratorFamilies::identify(h100)}) {
        QCOMPARE(after.rawName, before.rawName);
        QCOMPARE(after.family, before.family);
        QCOMPARE(after.variant, before.variant);
        QCOMPARE(after.matched, before.matched);
    }
    QCOMPARE(before.family, QStringLiteral("H100"));
}

void TestAcceleratorFamilies::unmatchedNamesStayVisible_data() {
    QTest::addColumn<QString>("raw");
    QTest::newRow("unknown vendor") << "Acme Tensor Engine 9000";
    QTest::newRow("empty") << "";
    // Not an L4 / L40 / A100 just because the text is close.
    QTest::newRow("L400") << "NVIDIA L400";
    QTest::newRow("A1000") << "NVIDIA A1000";
}

void TestAcceleratorFamilies::unmatchedNamesStayVisible() {
    QFETCH(QString, raw);
    const AcceleratorIdentity id = AcceleratorFamilies::identify(raw);
    QVERIFY(!id.matched);
    QCOMPARE(id.family, raw.trimmed());
    QVERIFY(id.variant.isEmpty());
}

void TestAcceleratorFamilies::everyRuleCompiles() {
    QVERIFY(!AcceleratorFamilies::rules().empty());
    for (const auto& rule : AcceleratorFamilies::rules()) {
        const QRegularExpression regex(QString::fromUtf8(rule.pattern));
        QVERIFY2(regex.isValid(), rule.pattern);
        QVERIFY(!QString::fromUtf8(rule.family).isEmpty());
    }
}

void TestAcceleratorFamilies::bareTpuTakesTheSystemsGeneration() {
    // Google's v0.7 and v1.0 descriptions name the accelerator "TPU" and the system
    // "tpu-v4-2048": the family comes from the system name, the raw name stays.
    const AcceleratorIdentity v4 = AcceleratorFamilies::identify(u"TPU", u"tpu-v4-2048");
    QVERIFY(v4.matched);
    QCOMPARE(v4.family, QStringLiteral("TPU v4"));
    QCOMPARE(v4.rawName, QStringLiteral("TPU"));
    // No generation in the system name: "TPU" stays unmatched, its own family.
    const AcceleratorIdentity plain = AcceleratorFamilies::identify(u"TPU", u"pod-42");
    QVERIFY(!plain.matched);
    QCOMPARE(plain.family, QStringLiteral("TPU"));
    // Only a bare TPU looks at the system name: a GPU in a "tpu-v4" system stays a GPU.
    QCOMPARE(AcceleratorFamilies::identify(u"NVIDIA A100", u"tpu-v4-2048").family,
             QStringLiteral("A100"));
    QVERIFY(!AcceleratorFamilies::identify(u"Acme", u"tpu-v4-2048").matched);
}

QTEST_GUILESS_MAIN(TestAcceleratorFamilies)
#include "tst_acceleratorfamilies.moc"
