// Amdahl / USL fits on the real data (embedded dataset): for every series (all points and each
// family) of the four v4.1 workloads of the study, the fitted SSE is no larger than the best of a
// dense brute-force grid over the whole (sigma, kappa) box, computed here independently of
// scalingfit.cpp. The USL fits (with bootstrap intervals) are printed: they are the issue's
// closing table.
#include "core/analysis/analysisengine.h"
#include "core/analysis/analysislabels.h"
#include "core/model/analysisinput.h"
#include "core/store/embeddeddataset.h"

#include <QTest>
#include <cmath>

using namespace mlpe;
using namespace mlpe::analysis;

class TestRealFits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fitsBeatDenseGrid_data();
    void fitsBeatDenseGrid();

private:
    std::vector<AnalysisPoint> m_points;
};

namespace {

// Profiled SSE of ln T at (sigma, kappa), written out from the definition.
double sseAt(const std::vector<std::pair<double, double>>& nt, double sigma, double kappa) {
    const auto f = [&](double n) { return 1.0 + sigma * (n - 1.0) + kappa * n * (n - 1.0); };
    double c = 0.0;
    for (const auto& [n, t] : nt)
        c += std::log(t) + std::log(n) - std::log(f(n));
    c /= static_cast<double>(nt.size());
    double sse = 0.0;
    for (const auto& [n, t] : nt) {
        const double r = std::log(t) - (c + std::log(f(n)) - std::log(n));
        sse += r * r;
    }
    return sse;
}

QString number(double v, int digits = 3) {
    return std::isfinite(v) ? QString::number(v, 'g', digits) : QStringLiteral("inf");
}

} // namespace

void TestRealFits::initTestCase() {
    QVERIFY2(EmbeddedDataset::isAvailable(), "this build has no embedded dataset");
    m_points = toAnalysisPoints(loadEmbeddedDataset());
}

void TestRealFits::fitsBeatDenseGrid_data() {
    QTest::addColumn<QString>("benchmark");
    for (const char* b : {"bert", "llama2_70b_lora", "retinanet", "stable_diffusion"})
        QTest::newRow(b) << QString::fromLatin1(b);
}

void TestRealFits::fitsBeatDenseGrid() {
    QFETCH(QString, benchmark);
    AnalysisParams params;
    params.filter.rounds = {"4.1"};
    params.filter.benchmark = benchmark.toStdString();
    params.reference.strategy = ReferenceStrategy::PerFamily;
    params.fits.bootstrap = true;
    const AnalysisResult result = runAnalysis(m_points, params);
    int fitted = 0;
    for (const ScalingFit& fit : result.fits) {
        if (fit.outcome != FitOutcome::Fitted)
            continue;
        ++fitted;
        std::vector<std::pair<double, double>> nt;
        for (std::size_t i = 0; i < m_points.size(); ++i)
            if (result.points[i].state == PointState::InView &&
                (fit.series == "all" || m_points[i].family == fit.series))
                nt.emplace_back(m_points[i].accelerators, m_points[i].minutes);
        QCOMPARE(static_cast<int>(nt.size()), fit.points);
        const bool usl = fit.model == FitModel::Usl;
        double best = std::numeric_limits<double>::infinity();
        const int steps = usl ? 240 : 20000;
        for (int i = 0; i <= steps; ++i) {
            const double sigma = i == 0 ? 0.0 : std::pow(10.0, -8.0 + 8.0 * i / steps);
            for (int j = 0; j <= (usl ? 240 : 0); ++j) {
                const double kappa = j == 0 ? 0.0 : std::pow(10.0, -12.0 + 12.0 * j / 240);
                best = std::min(best, sseAt(nt, sigma, kappa));
            }
        }
        QVERIFY2(fit.sse <= best * (1.0 + 1e-9),
                 qPrintable(QStringLiteral("%1 %2: fit SSE %3 > grid %4")
                                .arg(QString::fromStdString(fit.series),
                                     QString::fromStdString(fitModelLabel(fit.model)))
                                .arg(fit.sse, 0, 'g', 12)
                                .arg(best, 0, 'g', 12)));
        if (usl)
            qInfo("USL v4.1 %s [%s]: %d points, %d N; sigma %s (%s-%s), kappa %s (%s-%s), "
                  "N_peak %s (%s-%s), AICc USL vs Amdahl decides kappa",
                  qPrintable(benchmark), fit.series.c_str(), fit.points, fit.distinctAccelerators,
                  qPrintable(number(fit.sigma)), qPrintable(number(fit.sigmaInterval.low)),
                  qPrintable(number(fit.sigmaInterval.high)), qPrintable(number(fit.kappa)),
                  qPrintable(number(fit.kappaInterval.low)),
                  qPrintable(number(fit.kappaInterval.high)),
                  qPrintable(number(fit.peakAccelerators)),
                  qPrintable(number(fit.peakInterval.low)),
                  qPrintable(number(fit.peakInterval.high)));
    }
    QVERIFY(fitted >= 2); // at least "all" with both models
}

QTEST_GUILESS_MAIN(TestRealFits)
#include "tst_realfits.moc"
