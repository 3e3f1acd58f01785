// k-means on the real data (the embedded dataset, all five rounds): the default restarts reach
// the best within-cluster sum of squares in the four (case, k) pairs where 10 restarts missed it
// (issue 11: an independent scikit-learn run with 50 initialisations found 0.6170 for v4.1
// Llama 2, paper rule, k = 8, where 10 restarts gave 0.7081). The best known WCSS of each case is
// re-established here by brute force: 3,000 restarts under two other seeds.
#include "core/analysis/analysisengine.h"
#include "core/data/analysisinput.h"
#include "core/data/embeddeddataset.h"

#include <QTest>

using namespace mlpe;
using namespace mlpe::analysis;

class TestRealClustering : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void defaultRestartsReachBestWcss_data();
    void defaultRestartsReachBestWcss();

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
    QTest::newRow("v4.1 Llama 2, paper rule, k = 8")
        << "4.1" << "llama2_70b_lora" << false << 8 << 0.6170;
    QTest::newRow("v4.1 Llama 2, per family, k = 7")
        << "4.1" << "llama2_70b_lora" << true << 7 << 0.0;
    QTest::newRow("v4.1 Stable Diffusion, k = 7") << "4.1" << "stable_diffusion" << false << 7 << 0.0;
    QTest::newRow("v5.1 Llama 2, k = 7") << "5.1" << "llama2_70b_lora" << false << 7 << 0.0;
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
    params.reference.strategy = perFamily ? ReferenceStrategy::PerFamily : ReferenceStrategy::PaperRule;
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

QTEST_GUILESS_MAIN(TestRealClustering)
#include "tst_realclustering.moc"
