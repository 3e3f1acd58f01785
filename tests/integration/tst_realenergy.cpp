// Energy where it was measured, on the real data (embedded dataset): energy to train goes from
// the result set to its analysis point unchanged, energy per accelerator-minute = E / (N T) equals
// a hand computation, and the points without power logs get none (never estimated).
//
// The hand computation (Python's decimal module, 30 digits, from the numbers `summarize` prints
// for the sets: energy_joules E, accelerators N, score_minutes T):
//   v5.0 Lenovo SR780aV3-8xB200_SXM_180GB bert: E = 1949215.9387540054 J, N = 8,
//       T = 3.5712666666666664 min, G = 28.570133333333331 acc-min,
//       E / G = 68225.650752557643 J per accelerator-minute (1137.09 W per accelerator)
//   v5.0 Lenovo SR780aV3-8xB200_SXM_180GB stable_diffusion: E = 8071166.145710206 J, N = 8,
//       T = 14.247654166666667 min, G = 113.98123333333334, E / G = 70811.359990345245
//   v4.1 Dell 8xXE9680x8H100-SXM-80GB-POWER llama2_70b_lora: E = 16384267.9502019 J, N = 64,
//       T = 5.051522250280583 min, G = 323.29742401795731, E / G = 50678.622014915430
//       (844.64 W per accelerator)
// Of the 29 sets with power folders, 15 have energy (docs/scoring.md: partial or surplus logs
// give none): 10 in v4.0, 1 in v4.1, 4 in v5.0. The v4.0 ten are five runs measured twice
// (smc-ac-power and smc-dc-power publish the same run logs with their AC and DC power logs):
// the analysis counts each set of runs once, with the AC measurement, so 5 points in v4.0.
#include "core/analysis/analysisengine.h"
#include "core/model/analysisinput.h"
#include "core/store/embeddeddataset.h"
#include "core/text/energysummarytext.h"

#include <QTest>
#include <cmath>

using namespace mlpe;
using namespace mlpe::analysis;
using namespace mlpe::text;

class TestRealEnergy : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void handComputation_data();
    void handComputation();
    void measuredSetsPerRound();
    void countInView_data();
    void countInView();

private:
    std::vector<AnalysisPoint> m_points;
};

void TestRealEnergy::initTestCase() {
    QVERIFY2(EmbeddedDataset::isAvailable(), "this build has no embedded dataset");
    m_points = toAnalysisPoints(loadEmbeddedDataset());
    QVERIFY(m_points.size() > 500);
}

void TestRealEnergy::handComputation_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<double>("joules");
    QTest::addColumn<int>("accelerators");
    QTest::addColumn<double>("minutes");
    QTest::addColumn<double>("perAcceleratorMinute"); // by hand, see the top of the file
    QTest::newRow("v5.0 Lenovo B200 BERT")
        << "5.0/Lenovo/SR780aV3-8xB200_SXM_180GB/bert"
        << "bert" << 1949215.9387540054 << 8 << 3.5712666666666664 << 68225.650752557643;
    QTest::newRow("v5.0 Lenovo B200 Stable Diffusion")
        << "5.0/Lenovo/SR780aV3-8xB200_SXM_180GB/stable_diffusion"
        << "stable_diffusion" << 8071166.145710206 << 8 << 14.247654166666667 << 70811.359990345245;
    QTest::newRow("v4.1 Dell H100 Llama 2 70B LoRA")
        << "4.1/Dell/8xXE9680x8H100-SXM-80GB-POWER/llama2_70b_lora"
        << "llama2_70b_lora" << 16384267.9502019 << 64 << 5.051522250280583 << 50678.622014915430;
}

void TestRealEnergy::handComputation() {
    QFETCH(QString, key);
    QFETCH(QString, benchmark);
    QFETCH(double, joules);
    QFETCH(int, accelerators);
    QFETCH(double, minutes);
    QFETCH(double, perAcceleratorMinute);
    const std::string round = key.section(QLatin1Char('/'), 0, 0).toStdString();
    AnalysisParams params;
    params.filter.rounds = {round};
    params.filter.benchmark = benchmark.toStdString();
    params.clustering.enabled = false;
    params.fits.enabled = false;
    params.hardwareFit.enabled = false;
    const AnalysisResult r = runAnalysis(m_points, params);
    bool found = false;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        if (m_points[i].key != key.toStdString())
            continue;
        found = true;
        // The numbers the hand computation started from are the data's.
        QCOMPARE(m_points[i].energyJoules, std::optional<double>(joules));
        QCOMPARE(m_points[i].accelerators, accelerators);
        QCOMPARE(m_points[i].minutes, minutes);
        QCOMPARE(r.points[i].state, PointState::InView);
        const double v = r.points[i].energyPerAcceleratorMinute;
        QVERIFY2(std::abs(v - perAcceleratorMinute) <= 1e-12 * perAcceleratorMinute,
                 qPrintable(QString::number(v, 'g', 17)));
    }
    QVERIFY2(found, qPrintable(key));
}

// Only sets with power logs carry energy: 10 points, 5 + 1 + 4 (see the top of the file).
void TestRealEnergy::measuredSetsPerRound() {
    std::map<std::string, int> perRound;
    for (const AnalysisPoint& p : m_points)
        if (p.energyJoules)
            ++perRound[p.round];
    QCOMPARE(perRound, (std::map<std::string, int>{{"4.0", 5}, {"4.1", 1}, {"5.0", 4}}));
}

void TestRealEnergy::countInView_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<int>("measured");
    QTest::newRow("v5.0 BERT") << "5.0"
                               << "bert" << 1;
    QTest::newRow("v4.1 Llama 2 70B LoRA") << "4.1"
                                           << "llama2_70b_lora" << 1;
    QTest::newRow("v4.0 Llama 2 70B LoRA") << "4.0"
                                           << "llama2_70b_lora" << 2;
    QTest::newRow("v5.1 Llama 2 70B LoRA (no power logs)") << "5.1"
                                                           << "llama2_70b_lora" << 0;
}

// The count agrees with the per-point values, and no point without energy gets a value.
void TestRealEnergy::countInView() {
    QFETCH(QString, round);
    QFETCH(QString, benchmark);
    QFETCH(int, measured);
    AnalysisParams params;
    params.filter.rounds = {round.toStdString()};
    params.filter.benchmark = benchmark.toStdString();
    params.clustering.enabled = false;
    params.fits.enabled = false;
    params.hardwareFit.enabled = false;
    const AnalysisResult r = runAnalysis(m_points, params);
    QCOMPARE(r.energy.measuredPoints, measured);
    QCOMPARE(r.energy.pointsInView, r.pointsInView);
    QVERIFY(r.pointsInView > measured);
    int withValue = 0;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const bool has = std::isfinite(r.points[i].energyPerAcceleratorMinute);
        if (has)
            QVERIFY(m_points[i].energyJoules.has_value());
        withValue += has && r.points[i].state == PointState::InView ? 1 : 0;
    }
    QCOMPARE(withValue, measured);
    QCOMPARE(std::isfinite(r.energy.perAcceleratorMinuteMin), measured > 0);
    // The sentence for people (stderr, report) counts the same points and names what is missing.
    const QString text = QString::fromStdString(energySummaryText(r.energy));
    const QString ofInView = QStringLiteral("%1 points in view").arg(r.pointsInView);
    if (measured == 0) {
        QCOMPARE(text,
                 "energy: no power log among the " + ofInView + " (energy is never estimated)");
    } else {
        QVERIFY2(text.startsWith(
                     QStringLiteral("energy measured (power logs) for %1 of ").arg(measured) +
                     ofInView) &&
                     text.contains(" MJ to train, ") &&
                     text.endsWith(QStringLiteral("J per accelerator-minute; never estimated for "
                                                  "the other %1")
                                       .arg(r.pointsInView - measured)),
                 qPrintable(text));
    }
}

QTEST_GUILESS_MAIN(TestRealEnergy)
#include "tst_realenergy.moc"
