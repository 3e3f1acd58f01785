// Amdahl / USL fits: recovery of known parameters from synthetic data with noise, the global
// minimum against a brute-force grid, the not-fitted reasons, AICc, bootstrap intervals.
#include "core/analysis/deterministicrandom.h"
#include "core/analysis/percentile.h"
#include "core/analysis/scalingfit.h"

#include <QTest>
#include <cmath>
#include <cstring>

using namespace mlpe::analysis;

class TestScalingFit : public QObject {
    Q_OBJECT
private slots:
    void recoversUslWithNoise();
    void recoversAmdahlExactly();
    void noBetterPointOnDenseGrid();
    void notFittedReasons();
    void peakAndEfficiencyCurve();
    void bootstrapIntervalsCoverTruth();
    void sharedBootstrapEqualsOneModelAtATime_data();
    void sharedBootstrapEqualsOneModelAtATime();
    void percentileInterpolates();
};

namespace {

double usl(double t1, double sigma, double kappa, double n) {
    return t1 * (1.0 + sigma * (n - 1.0) + kappa * n * (n - 1.0)) / n;
}

// Log-normal noise of standard deviation `spread` (Box-Muller on DeterministicRandom), two
// systems per N as in MLPerf, N = 1 .. 1024.
std::vector<FitSample> noisyUsl(double t1, double sigma, double kappa, double spread,
                                std::uint64_t seed) {
    DeterministicRandom random(seed);
    std::vector<FitSample> samples;
    for (double n = 1; n <= 1024; n *= 2)
        for (int copy = 0; copy < 2; ++copy) {
            const double u1 = 1.0 - random.uniform();
            const double u2 = random.uniform();
            const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
            samples.push_back({n, usl(t1, sigma, kappa, n) * std::exp(spread * z)});
        }
    return samples;
}

double sseOf(const std::vector<FitSample>& samples, double sigma, double kappa) {
    // Best ln T1 in closed form, then the SSE, written out independently of scalingfit.cpp.
    double c = 0.0;
    for (const FitSample& s : samples)
        c += std::log(s.minutes) - std::log(usl(1.0, sigma, kappa, s.accelerators));
    c /= static_cast<double>(samples.size());
    double sse = 0.0;
    for (const FitSample& s : samples) {
        const double r = std::log(s.minutes) - c - std::log(usl(1.0, sigma, kappa, s.accelerators));
        sse += r * r;
    }
    return sse;
}

bool sameBits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// Many points on few N with noise: resamples full of ties in N, whose order std::sort leaves
// them in decides the summation order (and the bits).
std::vector<FitSample> crowdedUsl(int perN, std::initializer_list<double> ns, std::uint64_t seed) {
    DeterministicRandom random(seed);
    std::vector<FitSample> samples;
    for (int copy = 0; copy < perN; ++copy)
        for (double n : ns)
            samples.push_back({n, usl(600.0, 0.01, 1e-6, n) * (0.97 + 0.06 * random.uniform())});
    return samples;
}

} // namespace

void TestScalingFit::recoversUslWithNoise() {
    // T1 = 600 min, sigma = 0.02, kappa = 1e-5 (N_peak = sqrt(0.98 / 1e-5) = 313), 2 % noise.
    const std::vector<FitSample> samples = noisyUsl(600.0, 0.02, 1e-5, 0.02, 7);
    const ScalingFit fit = fitScalingLaw(samples, FitModel::Usl);
    QCOMPARE(fit.outcome, FitOutcome::Fitted);
    QCOMPARE(fit.points, 22);
    QCOMPARE(fit.distinctAccelerators, 11);
    QVERIFY2(std::abs(fit.sigma - 0.02) < 0.004, qPrintable(QString::number(fit.sigma)));
    QVERIFY2(std::abs(fit.kappa - 1e-5) < 3e-6, qPrintable(QString::number(fit.kappa)));
    QVERIFY2(std::abs(fit.t1Minutes / 600.0 - 1.0) < 0.03,
             qPrintable(QString::number(fit.t1Minutes)));
    QVERIFY(std::abs(fit.peakAccelerators - 313.0) < 60.0);
    QVERIFY(fit.r2 > 0.99);
    QVERIFY(std::isfinite(fit.aicc));
    // The USL explains the retrograde part, Amdahl cannot: AICc says kappa is warranted.
    const ScalingFit amdahl = fitScalingLaw(samples, FitModel::Amdahl);
    QCOMPARE(amdahl.outcome, FitOutcome::Fitted);
    QCOMPARE(amdahl.kappa, 0.0);
    QVERIFY(amdahl.sse > fit.sse);
    QVERIFY(fit.aicc < amdahl.aicc);
    QVERIFY(std::isnan(amdahl.peakAccelerators));
}

void TestScalingFit::recoversAmdahlExactly() {
    // Noise-free Amdahl, sigma = 0.05, T1 = 100: SSE ~ 0, exact parameters; the USL finds
    // kappa ~ 0 on the same data.
    std::vector<FitSample> samples;
    for (double n : {1.0, 2.0, 4.0, 8.0, 16.0, 64.0})
        samples.push_back({n, usl(100.0, 0.05, 0.0, n)});
    const ScalingFit fit = fitScalingLaw(samples, FitModel::Amdahl);
    QVERIFY(fit.sse < 1e-20);
    QVERIFY(std::abs(fit.sigma - 0.05) < 1e-8);
    QVERIFY(std::abs(fit.t1Minutes - 100.0) < 1e-6);
    QVERIFY(std::abs(fit.r2 - 1.0) < 1e-12);
    const ScalingFit u = fitScalingLaw(samples, FitModel::Usl);
    QVERIFY(u.sse < 1e-16);
    QVERIFY(u.kappa < 1e-9);
    QVERIFY(std::abs(u.sigma - 0.05) < 1e-5);
}

void TestScalingFit::noBetterPointOnDenseGrid() {
    // Brute force over a dense (sigma, kappa) grid, 400 x 400 log-spaced plus the zeros: the fit
    // must be at least as good (up to rounding) as every grid point. Several noisy cases.
    for (std::uint64_t seed : {1, 2, 3}) {
        const std::vector<FitSample> samples = noisyUsl(300.0, 0.1, 2e-4, 0.15, seed);
        const ScalingFit fit = fitScalingLaw(samples, FitModel::Usl);
        double best = sseOf(samples, 0.0, 0.0);
        for (int i = 0; i <= 400; ++i)
            for (int j = 0; j <= 400; ++j) {
                const double sigma = i == 0 ? 0.0 : std::pow(10.0, -7.0 + 7.0 * i / 400.0);
                const double kappa = j == 0 ? 0.0 : std::pow(10.0, -11.0 + 11.0 * j / 400.0);
                best = std::min(best, sseOf(samples, sigma, kappa));
            }
        QVERIFY2(fit.sse <= best * (1.0 + 1e-9),
                 qPrintable(QStringLiteral("seed %1: fit %2 > grid %3")
                                .arg(seed)
                                .arg(fit.sse, 0, 'g', 17)
                                .arg(best, 0, 'g', 17)));
        QVERIFY(std::abs(fit.sse - sseOf(samples, fit.sigma, fit.kappa)) < 1e-9);
    }
}

void TestScalingFit::notFittedReasons() {
    const std::vector<FitSample> three{{8, 10.0}, {16, 6.0}, {16, 5.5}, {32, 4.0}};
    const ScalingFit amdahl = fitScalingLaw(three, FitModel::Amdahl);
    QCOMPARE(amdahl.outcome, FitOutcome::Fitted);
    const ScalingFit u = fitScalingLaw(three, FitModel::Usl);
    QCOMPARE(u.outcome, FitOutcome::NotFitted);
    QCOMPARE(u.reason, std::string("3 distinct N; USL needs at least 4"));
    QCOMPARE(u.points, 4);
    QCOMPARE(u.distinctAccelerators, 3);
    QVERIFY(std::isnan(u.sigma));
    const std::vector<FitSample> two{{8, 10.0}, {16, 6.0}};
    QCOMPARE(fitScalingLaw(two, FitModel::Amdahl).reason,
             std::string("2 distinct N; Amdahl needs at least 3"));
    const std::vector<FitSample> bad{{8, 10.0}, {16, 0.0}, {32, 4.0}, {64, 2.0}};
    QCOMPARE(fitScalingLaw(bad, FitModel::Usl).outcome, FitOutcome::NotFitted);
}

void TestScalingFit::peakAndEfficiencyCurve() {
    std::vector<FitSample> samples;
    for (double n : {1.0, 4.0, 16.0, 64.0, 256.0})
        samples.push_back({n, usl(50.0, 0.01, 1e-4, n)});
    ScalingFit fit = fitScalingLaw(samples, FitModel::Usl);
    QVERIFY(std::abs(fit.peakAccelerators - std::sqrt(0.99 / 1e-4)) < 1e-3);
    // E'_fit(N) = N_ref T(N_ref) / (N T(N)) = f(N_ref) / f(N): 1 at the reference.
    QVERIFY(std::isnan(fit.efficiencyAt(64))); // no reference given
    fit.referenceAccelerators = 4;
    QVERIFY(std::abs(fit.efficiencyAt(4) - 1.0) < 1e-12);
    const double f4 = 1 + 0.01 * 3 + 1e-4 * 12, f64 = 1 + 0.01 * 63 + 1e-4 * 64 * 63;
    QVERIFY(std::abs(fit.efficiencyAt(64) - f4 / f64) < 1e-6);
    QVERIFY(std::abs(fit.minutesAt(64) - usl(50.0, 0.01, 1e-4, 64)) < 1e-6);
}

void TestScalingFit::bootstrapIntervalsCoverTruth() {
    const std::vector<FitSample> samples = noisyUsl(600.0, 0.02, 1e-5, 0.02, 11);
    const ScalingFit a = fitScalingLawWithBootstrap(samples, FitModel::Usl, 300, 0.95, 5);
    const ScalingFit b = fitScalingLawWithBootstrap(samples, FitModel::Usl, 300, 0.95, 5);
    QCOMPARE(a.resamples, b.resamples); // fixed seed: identical
    QCOMPARE(a.sigmaInterval.low, b.sigmaInterval.low);
    QCOMPARE(a.peakInterval.high, b.peakInterval.high);
    QVERIFY(a.resamples > 250);
    QVERIFY(a.sigmaInterval.low <= a.sigma && a.sigma <= a.sigmaInterval.high);
    QVERIFY(a.kappaInterval.low <= a.kappa && a.kappa <= a.kappaInterval.high);
    QVERIFY(a.sigmaInterval.low < 0.02 && 0.02 < a.sigmaInterval.high);
    QVERIFY(a.kappaInterval.low < 1e-5 && 1e-5 < a.kappaInterval.high);
    QVERIFY(a.peakInterval.low < 313.0 && 313.0 < a.peakInterval.high);
    QVERIFY(a.sigmaInterval.high - a.sigmaInterval.low < 0.02);
}

void TestScalingFit::sharedBootstrapEqualsOneModelAtATime_data() {
    QTest::addColumn<std::vector<FitSample>>("samples");
    QTest::addColumn<int>("resamples");
    QTest::newRow("two per N, 11 N") << noisyUsl(600.0, 0.02, 1e-5, 0.02, 11) << 200;
    // 1,200 points on 6 N: introsort partitions (not only its insertion sort) sort the ties.
    QTest::newRow("200 per N, 6 N") << crowdedUsl(200, {1, 2, 8, 32, 128, 512}, 3) << 40;
    // 3 distinct N: Amdahl is fitted and bootstrapped, USL is not fitted.
    QTest::newRow("3 N: USL not fitted") << crowdedUsl(5, {1, 4, 16}, 4) << 100;
    // 4 distinct N, one point each: most resamples lose an N (the "no intervals" reason).
    QTest::newRow("too few distinct N per resample") << crowdedUsl(1, {1, 2, 4, 8}, 5) << 50;
}

// fitScalingLawsWithBootstrap() draws and groups each resample once for both models and sorts
// 8-byte indices instead of samples: each fit must equal the one-model bootstrap bit for bit.
void TestScalingFit::sharedBootstrapEqualsOneModelAtATime() {
    QFETCH(std::vector<FitSample>, samples);
    QFETCH(int, resamples);
    const std::vector<FitModel> models{FitModel::Amdahl, FitModel::Usl};
    const std::vector<ScalingFit> shared =
        fitScalingLawsWithBootstrap(samples, models, resamples, 0.95, 20261202);
    QCOMPARE(shared.size(), models.size());
    for (std::size_t i = 0; i < models.size(); ++i) {
        const ScalingFit one =
            fitScalingLawWithBootstrap(samples, models[i], resamples, 0.95, 20261202);
        const ScalingFit& s = shared[i];
        QCOMPARE(s.model, models[i]);
        QCOMPARE(s.outcome, one.outcome);
        QCOMPARE(s.reason, one.reason);
        QCOMPARE(s.resamples, one.resamples);
        QCOMPARE(s.peakResamples, one.peakResamples);
        for (const auto& [a, b] :
             std::vector<std::pair<double, double>>{{s.sigma, one.sigma},
                                                    {s.kappa, one.kappa},
                                                    {s.t1Minutes, one.t1Minutes},
                                                    {s.sse, one.sse},
                                                    {s.aicc, one.aicc},
                                                    {s.sigmaInterval.low, one.sigmaInterval.low},
                                                    {s.sigmaInterval.high, one.sigmaInterval.high},
                                                    {s.kappaInterval.low, one.kappaInterval.low},
                                                    {s.kappaInterval.high, one.kappaInterval.high},
                                                    {s.peakInterval.low, one.peakInterval.low},
                                                    {s.peakInterval.high, one.peakInterval.high}})
            QVERIFY2(sameBits(a, b),
                     qPrintable(QString("%1 against %2").arg(a, 0, 'g', 17).arg(b, 0, 'g', 17)));
    }
    if (QByteArray(QTest::currentDataTag()) == "3 N: USL not fitted") {
        QCOMPARE(shared[0].outcome, FitOutcome::Fitted);
        QVERIFY(shared[0].resamples > 0);
        QCOMPARE(shared[1].outcome, FitOutcome::NotFitted);
    }
    if (QByteArray(QTest::currentDataTag()) == "too few distinct N per resample")
        QVERIFY(shared[1].reason.find("no intervals") == 0);
    else
        QVERIFY(shared[0].resamples > 0);
}

void TestScalingFit::percentileInterpolates() {
    std::vector<double> v{4, 1, 3, 2, 5};
    QCOMPARE(percentile(v, 0.0), 1.0);
    QCOMPARE(percentile(v, 0.5), 3.0);
    QCOMPARE(percentile(v, 0.125), 1.5); // numpy: position 0.5 between 1 and 2
    QCOMPARE(percentile(v, 1.0), 5.0);
    std::vector<double> empty;
    QVERIFY(std::isnan(percentile(empty, 0.5)));
}

QTEST_APPLESS_MAIN(TestScalingFit)
#include "tst_scalingfit.moc"
