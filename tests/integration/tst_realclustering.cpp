// k-means on the real data (the embedded dataset, all five rounds): the default restarts reach
// the best within-cluster sum of squares in the four (case, k) pairs where 10 restarts missed it
// (an independent scikit-learn run with 50 initialisations found 0.6170 for v4.1
// Llama 2, paper rule, k = 8, where 10 restarts gave 0.7081; that was with Dell's -POWER set,
// which repeats another set's runs, counted twice: counted once, no published figure applies). The
// best known WCSS of each case is re-established here by brute force: 3,000 restarts under two
// other seeds. The Bayesian stop (Boender & Rinnooy Kan) may end a k's restarts before the cap of
// 100: it must reach the same WCSS as 1,000 restarts in every real case, at every k of the auto
// range.
#include "core/analysis/analysisengine.h"
#include "core/model/analysisinput.h"
#include "core/store/embeddeddataset.h"

#include <QTest>
#include <set>
#include <string>
#include <utility>

using namespace mlpe;
using namespace mlpe::analysis;

class TestRealClustering : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void defaultRestartsReachBestWcss_data();
    void defaultRestartsReachBestWcss();
    void bayesianStopLosesNothingOnRealData();

private:
    std::vector<AnalysisPoint> m_points;
};

void TestRealClustering::initTestCase() {
    QVERIFY2(EmbeddedDataset::isAvailable(), "this build has no embedded dataset");
    m_points = toAnalysisPoints(loadEmbeddedDataset());
    QVERIFY(!m_points.empty());
}

void TestRealClustering::defaultRestartsReachBestWcss_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<bool>("perFamily");
    QTest::addColumn<int>("k");
    QTest::addColumn<double>("published"); // best WCSS known from scikit-learn; 0 = none quoted
    QTest::newRow("v4.1 Llama 2, paper rule, k = 8") << "4.1"
                                                     << "llama2_70b_lora" << false << 8 << 0.0;
    QTest::newRow("v4.1 Llama 2, per family, k = 7") << "4.1"
                                                     << "llama2_70b_lora" << true << 7 << 0.0;
    QTest::newRow("v4.1 Stable Diffusion, k = 7") << "4.1"
                                                  << "stable_diffusion" << false << 7 << 0.0;
    QTest::newRow("v5.1 Llama 2, k = 7") << "5.1"
                                         << "llama2_70b_lora" << false << 7 << 0.0;
}

void TestRealClustering::defaultRestartsReachBestWcss() {
    QFETCH(QString, round);
    QFETCH(QString, benchmark);
    QFETCH(bool, perFamily);
    QFETCH(int, k);
    QFETCH(double, published);
    AnalysisParams params;
    params.filter.rounds = {round.toStdString()};
    params.filter.benchmark = benchmark.toStdString();
    params.reference.strategy =
        perFamily ? ReferenceStrategy::PerFamily : ReferenceStrategy::PaperRule;
    params.clustering.k = k;
    params.fits.enabled = false;
    const AnalysisResult result = runAnalysis(m_points, params);
    QVERIFY(result.clustering.performed);
    QCOMPARE(result.clustering.chosenK, k);
    QCOMPARE(result.clustering.restartsPerK, 100);
    const double found = result.clustering.diagnostics.front().wcss;

    double best = found;
    for (std::uint64_t seed : {1u, 2u}) {
        AnalysisParams brute = params;
        brute.clustering.restarts = 3000;
        brute.clustering.bayesianStop = false;
        brute.clustering.seed = seed;
        best = std::min(best, runAnalysis(m_points, brute).clustering.diagnostics.front().wcss);
    }
    QVERIFY2(found <= best * (1.0 + 1e-9),
             qPrintable(QStringLiteral("WCSS %1 with the default restarts, %2 by brute force")
                            .arg(found, 0, 'g', 10)
                            .arg(best, 0, 'g', 10)));
    if (published > 0.0)
        QVERIFY2(std::abs(found - published) < 5e-5, qPrintable(QString::number(found, 'g', 10)));
}

void TestRealClustering::bayesianStopLosesNothingOnRealData() {
    std::set<std::pair<std::string, std::string>> cases;
    for (const AnalysisPoint& p : m_points)
        cases.insert({p.round, p.benchmark});
    int compared = 0, stoppedEarly = 0, restartsRun = 0;
    for (const auto& [round, benchmark] : cases) {
        for (ReferenceStrategy strategy :
             {ReferenceStrategy::PaperRule, ReferenceStrategy::PerFamily}) {
            AnalysisParams params;
            params.filter.rounds = {round};
            params.filter.benchmark = benchmark;
            params.reference.strategy = strategy;
            params.fits.enabled = false;
            params.sensitivity.enabled = false;
            AnalysisParams full = params;
            full.clustering.bayesianStop = false;
            full.clustering.restarts = 1000;
            const ClusteringResult adaptive = runAnalysis(m_points, params).clustering;
            const ClusteringResult all = runAnalysis(m_points, full).clustering;
            QCOMPARE(adaptive.performed, all.performed);
            QCOMPARE(adaptive.diagnostics.size(), all.diagnostics.size());
            for (std::size_t i = 0; i < all.diagnostics.size(); ++i) {
                const KDiagnostic& a = adaptive.diagnostics[i];
                const KDiagnostic& f = all.diagnostics[i];
                const QString where =
                    QStringLiteral("v%1 %2 %3 k = %4: WCSS %5 after %6 restarts, "
                                   "%7 after all %8")
                        .arg(QString::fromStdString(round), QString::fromStdString(benchmark),
                             strategy == ReferenceStrategy::PerFamily
                                 ? QStringLiteral("per family")
                                 : QStringLiteral("paper rule"))
                        .arg(a.k)
                        .arg(a.wcss, 0, 'g', 12)
                        .arg(a.restarts)
                        .arg(f.wcss, 0, 'g', 12)
                        .arg(f.restarts);
                QCOMPARE(f.restarts, 1000);
                QCOMPARE(adaptive.restartsPerK, 100);
                QVERIFY2(a.restarts >= 20 && a.restarts <= 100, qPrintable(where));
                QVERIFY2(a.wcss <= f.wcss * (1.0 + 1e-9), qPrintable(where));
                ++compared;
                stoppedEarly += a.restarts < f.restarts ? 1 : 0;
                restartsRun += a.restarts;
            }
            QCOMPARE(adaptive.chosenK, all.chosenK);
        }
    }
    // The rule must actually save work somewhere, or it is dead code.
    QVERIFY2(compared > 500, qPrintable(QString::number(compared)));
    QVERIFY2(stoppedEarly > 0, "the Bayesian stop never ended a k early on the real data");
    qInfo("%d (case, k) pairs: %d stopped early; %d restarts instead of %d", compared, stoppedEarly,
          restartsRun, 100 * compared);
}

QTEST_GUILESS_MAIN(TestRealClustering)
#include "tst_realclustering.moc"
