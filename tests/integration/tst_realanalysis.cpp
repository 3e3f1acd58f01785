// The analysis on the real v4.1 round ($MLPE_DATA_DIR, skipped when absent): the paper-rule
// references of BERT, Llama 2 70B LoRA, RetinaNet (ssd) and Stable Diffusion, E' = 1 at the
// reference and finite, positive E' everywhere else.
//
// Expected references, checked independently of the analysis code from the importer's table:
//   mlperf-explorer summarize training_results_v4.1 | awk -F, '$7==B && $19=="ok"
//       {print $12","$16","$4"/"$5}' | sort -t, -k1,1n -k2,2nr | head -1
// (smallest N, then the largest score = the slowest).
// E' ranges of the documented run (mlperf-explorer analyze --round 4.1 --benchmark B):
//   bert 0.307 .. 24.12 (the reference is a 2 x RTX A5000 workstation, hence E' >> 1 for H100s),
//   llama2_70b_lora 0.204 .. 2.387, ssd 0.176 .. 1.919, stable_diffusion 0.0967 .. 1.552.
#include "core/analysis/analysisengine.h"
#include "core/import/roundimporter.h"
#include "core/model/analysisinput.h"

#include <QDir>
#include <QTest>
#include <cmath>

using namespace mlpe;
using namespace mlpe::analysis;

class TestRealAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void paperRuleReferences_data();
    void paperRuleReferences();
    void perFamilyReferencesAreSmallestNPerFamily();

private:
    std::vector<AnalysisPoint> m_points;
};

void TestRealAnalysis::initTestCase() {
    const QString dir =
        qEnvironmentVariable("MLPE_DATA_DIR") + QStringLiteral("/training_results_v4.1");
    if (qEnvironmentVariable("MLPE_DATA_DIR").isEmpty() || !QDir(dir).exists())
        QSKIP(
            qPrintable(QStringLiteral("no %1: the MLPerf v4.1 archive is not available").arg(dir)));
    const ImportResult imported = RoundImporter::importRounds({dir});
    QCOMPARE(imported.status, ImportStatus::Ok);
    m_points = toAnalysisPoints(imported.dataset);
    QVERIFY(m_points.size() > 100);
}

void TestRealAnalysis::paperRuleReferences_data() {
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<int>("referenceN");
    QTest::addColumn<double>("minEfficiency"); // documented run, rounded outwards
    QTest::addColumn<double>("maxEfficiency");
    QTest::newRow("bert") << "bert"
                          << "4.1/Krai/7920T_2xA5000_hdd/bert" << 2 << 0.30 << 24.2;
    QTest::newRow("llama2_70b_lora")
        << "llama2_70b_lora"
        << "4.1/Dell/XE9640x4H100-SXM-80GB/llama2_70b_lora" << 4 << 0.20 << 2.39;
    QTest::newRow("retinanet (ssd)")
        << "ssd"
        << "4.1/Dell/R760x2H100NVL-PCIe-94GB/retinanet" << 2 << 0.17 << 1.92;
    QTest::newRow("stable_diffusion")
        << "stable_diffusion"
        << "4.1/Dell/XE8640x4H100-SXM-80GB/stable_diffusion" << 4 << 0.096 << 1.56;
}

void TestRealAnalysis::paperRuleReferences() {
    QFETCH(QString, benchmark);
    QFETCH(QString, reference);
    QFETCH(int, referenceN);
    QFETCH(double, minEfficiency);
    QFETCH(double, maxEfficiency);
    AnalysisParams params;
    params.filter.rounds = {"4.1"};
    // The analysis sees canonical ids: ssd is "retinanet" (mlperf-data.md, Benchmarks).
    params.filter.benchmark =
        benchmark == QLatin1String("ssd") ? "retinanet" : benchmark.toStdString();
    const AnalysisResult r = runAnalysis(m_points, params);
    QVERIFY(r.pointsInView >= 10);
    QCOMPARE(r.references.size(), std::size_t{1});
    QCOMPARE(QString::fromStdString(r.references[0].key), reference);
    QCOMPARE(r.references[0].accelerators, referenceN);
    QVERIFY(!r.reference.fellBack);
    double lo = INFINITY, hi = -INFINITY;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const PointResult& p = r.points[i];
        if (p.state != PointState::InView)
            continue;
        QVERIFY2(std::isfinite(p.efficiency) && p.efficiency > 0, m_points[i].key.c_str());
        lo = std::min(lo, p.efficiency);
        hi = std::max(hi, p.efficiency);
        if (m_points[i].key == reference.toStdString()) {
            QVERIFY(p.isReference);
            QCOMPARE(p.efficiency, 1.0); // (N_ref T_ref) / (N_ref T_ref), exactly
        }
    }
    QVERIFY2(lo >= minEfficiency && hi <= maxEfficiency,
             qPrintable(QStringLiteral("E' range %1 .. %2").arg(lo).arg(hi)));
    QVERIFY(lo < 1.0 && hi >= 1.0);
}

// Under the per-family strategy each family's reference is its own smallest-N, slowest system.
void TestRealAnalysis::perFamilyReferencesAreSmallestNPerFamily() {
    AnalysisParams params;
    params.filter.rounds = {"4.1"};
    params.filter.benchmark = "llama2_70b_lora";
    params.reference.strategy = ReferenceStrategy::PerFamily;
    const AnalysisResult r = runAnalysis(m_points, params);
    QVERIFY(r.references.size() >= 3); // H100, H200, B200 at least
    for (const ReferenceAssignment& ref : r.references) {
        for (std::size_t i = 0; i < m_points.size(); ++i) {
            const AnalysisPoint& p = m_points[i];
            if (r.points[i].state != PointState::InView || p.family != ref.family)
                continue;
            QVERIFY(p.accelerators >= ref.accelerators);
            if (p.accelerators == ref.accelerators)
                QVERIFY(p.minutes <= ref.minutes);
            QCOMPARE(r.references[static_cast<std::size_t>(r.points[i].reference)].key, ref.key);
        }
    }
}

QTEST_APPLESS_MAIN(TestRealAnalysis)
#include "tst_realanalysis.moc"
