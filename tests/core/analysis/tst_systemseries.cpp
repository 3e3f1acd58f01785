// System series: the design a system's folder name describes once its size is taken out, on
// real names of the published rounds, and the series grouping of points (one submitter's design
// of one family at several sizes) with the family read back from it.
#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/pointfixtures.h"

#include <QTest>

using namespace mlpe::analysis;

class TestSystemSeries : public QObject {
    Q_OBJECT
private slots:
    void designOfRealNames_data();
    void designOfRealNames();
    void seriesGrouping();
};

void TestSystemSeries::designOfRealNames_data() {
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("design");
    // v4.1 NVIDIA: node count and container version differ between sizes of one design.
    QTest::newRow("NVIDIA eos n434") << "eos_n434_ngc23.09_pytorch"
                                     << "eos pytorch";
    QTest::newRow("NVIDIA eos n8") << "eos_n8_ngc23.04_pytorch"
                                   << "eos pytorch";
    // v5.1 NVIDIA tyche: GPU count in the name.
    QTest::newRow("NVIDIA tyche 512") << "tyche_ngpu512_ngc25.04_pytorch"
                                      << "tyche pytorch";
    // v4.0 smc / v5.1 Dell: a leading node count; "x8" (per node) is part of the design.
    QTest::newRow("SMC 64x") << "64xSMC-H100-SXM-80GB"
                             << "smc h100 sxm 80gb";
    QTest::newRow("Dell 2x") << "2xXE9680Lx8B200-SXM-180GB"
                             << "xe9680lx8b200 sxm 180gb";
    // v5.1 University of Florida: "n16" at the end.
    QTest::newRow("UF n16") << "hpg.dgxb200x8.n16"
                            << "hpg dgxb200x8";
    // v4.1 Google: a plain count between dashes.
    QTest::newRow("Google 1024") << "cloud-tpu-trillium-1024-maxtext"
                                 << "cloud tpu trillium maxtext";
    // Nothing to take out.
    QTest::newRow("Lenovo") << "SR680aV3-8xB200_SXM_180GB"
                            << "sr680av3 8xb200 sxm 180gb";
}

void TestSystemSeries::designOfRealNames() {
    QFETCH(QString, system);
    QFETCH(QString, design);
    QCOMPARE(QString::fromStdString(systemDesign(system.toStdString())), design);
}

void TestSystemSeries::seriesGrouping() {
    auto points = fixtures::twoFamilies();
    points[0].system = "dgx_n1_ngc24.04";
    points[2].system = "dgx_n8_ngc24.09";
    const std::vector<AnalysisPoint> grouped = regroupPoints(points, HardwareGrouping::Series);
    QCOMPARE(grouped[0].family, std::string("H100 · Alpha dgx"));
    QCOMPARE(grouped[2].family, grouped[0].family);  // one series at two sizes
    QVERIFY(grouped[1].family != grouped[0].family); // another submitter
    QCOMPARE(familyOf(grouped[0]), std::string("H100"));
    QCOMPARE(groupingOf(grouped), HardwareGrouping::Series);
    QCOMPARE(hardwareGroupNoun(HardwareGrouping::Series, true), std::string("series"));
    QCOMPARE(parseHardwareGrouping("series"), std::optional(HardwareGrouping::Series));
    // Regrouping twice gives the same groups.
    QCOMPARE(regroupPoints(grouped, HardwareGrouping::Series)[0].family, grouped[0].family);
}

QTEST_APPLESS_MAIN(TestSystemSeries)
#include "tst_systemseries.moc"
