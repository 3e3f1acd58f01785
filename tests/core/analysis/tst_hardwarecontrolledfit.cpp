// The hardware-controlled scaling model: a known within-family slope recovered from synthetic
// data with family offsets (exactly without noise, within its error with noise), the cluster
// bootstrap interval's coverage over 100 seeded draws, the families left out and why, the
// degenerate cases, independence of the input order, and a hand computation on a real v4.1
// workload of the embedded data.
#include "core/analysis/analysisengine.h"
#include "core/analysis/deterministicrandom.h"
#include "core/analysis/hardwarecontrolledfit.h"
#include "core/model/analysisinput.h"
#include "core/store/embeddeddataset.h"

#include <Eigen/Dense>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <map>

using namespace mlpe;
using namespace mlpe::analysis;

class TestHardwareControlledFit : public QObject {
    Q_OBJECT
private slots:
    void recoversSlopeExactlyWithoutNoise();
    void recoversSlopeWithNoise();
    void intervalCoversTruth();
    void leftOutFamilies_data();
    void leftOutFamilies();
    void notComputedCases();
    void oneFamilyHasNoInterval();
    void noDegreesOfFreedomNoStandardError();
    void independentOfInputOrder();
    void clusterRobustMatchesMatrixForm_data();
    void clusterRobustMatchesMatrixForm();
    void familySlopesAndTheirRange();
    void handComputationOnRealWorkload_data();
    void handComputationOnRealWorkload();
};

namespace {

constexpr double kTrueSlope = -0.8;

double normal(DeterministicRandom& random) {
    const double u1 = 1.0 - random.uniform();
    const double u2 = random.uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
}

// `families` families, each with an offset drawn from N(0, 1) in log2 minutes and 3 to 6 points
// at N = 2^k for distinct k in 0..10; log2 T = 10 + offset + b log2 N + noise, noise N(0, spread).
// Families with a lower offset (faster hardware) sit at larger N, as in MLPerf, so the pooled
// slope is steeper than the within-family one.
std::vector<FamilySample> synthetic(int families, double spread, std::uint64_t seed) {
    DeterministicRandom random(seed);
    std::vector<FamilySample> samples;
    for (int f = 0; f < families; ++f) {
        // Appended, not "F" + to_string(): GCC 12 warns falsely (-Wrestrict) on the latter.
        std::string name("F");
        name += std::to_string(100 + f);
        const double offset = normal(random);
        const int count = 3 + static_cast<int>(random.index(4));
        // Start exponent 0..4 shifted up for fast families (negative offset): hardware mix.
        const int start = std::clamp(2 - static_cast<int>(std::lround(2.0 * offset)), 0, 4);
        for (int j = 0; j < count; ++j) {
            const double log2N = start + j + static_cast<int>(random.index(2));
            const double log2T = 10.0 + offset + kTrueSlope * log2N + spread * normal(random);
            samples.push_back({name, std::exp2(log2N), std::exp2(log2T)});
        }
    }
    return samples;
}

// The closed form, written out independently of hardwarecontrolledfit.cpp: centre x = log2 N and
// y = log2 T on each family's means, b = sum x~y~ / sum x~^2; families with one distinct N
// contribute nothing (their x~ are all 0). SSR = sum (y~ - b x~)^2.
struct HandFit {
    double slope = 0.0;
    double se = 0.0;
    int families = 0;
    int points = 0;
};

HandFit handFit(const std::map<std::string, std::vector<std::pair<double, double>>>& byFamily) {
    double sxy = 0.0, sxx = 0.0;
    std::vector<std::pair<double, double>> centred;
    HandFit h;
    for (const auto& [family, nt] : byFamily) {
        double mx = 0.0, my = 0.0;
        for (const auto& [n, t] : nt) {
            mx += std::log2(n);
            my += std::log2(t);
        }
        mx /= static_cast<double>(nt.size());
        my /= static_cast<double>(nt.size());
        double familySxx = 0.0;
        for (const auto& [n, t] : nt)
            familySxx += (std::log2(n) - mx) * (std::log2(n) - mx);
        if (familySxx == 0.0)
            continue;
        ++h.families;
        for (const auto& [n, t] : nt) {
            centred.emplace_back(std::log2(n) - mx, std::log2(t) - my);
            sxx += centred.back().first * centred.back().first;
            sxy += centred.back().first * centred.back().second;
        }
    }
    h.points = static_cast<int>(centred.size());
    h.slope = sxy / sxx;
    double ssr = 0.0;
    for (const auto& [x, y] : centred)
        ssr += (y - h.slope * x) * (y - h.slope * x);
    h.se = std::sqrt(ssr / (h.points - h.families - 1) / sxx);
    return h;
}

std::map<std::string, std::vector<std::pair<double, double>>>
grouped(const std::vector<FamilySample>& samples) {
    std::map<std::string, std::vector<std::pair<double, double>>> byFamily;
    for (const FamilySample& s : samples)
        byFamily[s.family].emplace_back(s.accelerators, s.minutes);
    return byFamily;
}

} // namespace

void TestHardwareControlledFit::recoversSlopeExactlyWithoutNoise() {
    const std::vector<FamilySample> samples = synthetic(6, 0.0, 3);
    const HardwareControlledFit fit = fitHardwareControlled(samples, 500, 0.95, 7);
    QCOMPARE(fit.outcome, HardwareFitOutcome::Fitted);
    QVERIFY(fit.reason.empty());
    QVERIFY(std::abs(fit.slope - kTrueSlope) < 1e-10);
    QVERIFY(fit.slopeSe < 1e-8);
    // Every family alone has the true slope, so every resample does too.
    QVERIFY(std::abs(fit.slopeLow - kTrueSlope) < 1e-10);
    QVERIFY(std::abs(fit.slopeHigh - kTrueSlope) < 1e-10);
    QVERIFY(std::abs(fit.efficiencyFactor - std::exp2(-(1.0 + kTrueSlope))) < 1e-10);
    QCOMPARE(fit.families, 6);
    QCOMPARE(fit.points, static_cast<int>(samples.size()));
    QVERIFY(fit.leftOut.empty());
    // Fast families at large N: the pooled slope is steeper, and the difference is the mix.
    QVERIFY(fit.naiveSlope < fit.slope - 0.05);
    QCOMPARE(fit.hardwareMix, fit.naiveSlope - fit.slope);
    // Each family's line passes through its points: log2 T - b log2 N is its intercept.
    QCOMPARE(static_cast<int>(fit.lines.size()), 6);
    for (const FamilySample& s : samples)
        for (const FamilyLine& line : fit.lines)
            if (line.family == s.family)
                QVERIFY(std::abs(std::log2(s.minutes) - kTrueSlope * std::log2(s.accelerators) -
                                 line.intercept) < 1e-9);
}

void TestHardwareControlledFit::recoversSlopeWithNoise() {
    const std::vector<FamilySample> samples = synthetic(30, 0.2, 11);
    const HardwareControlledFit fit = fitHardwareControlled(samples, 2000, 0.95, 5);
    const HandFit hand = handFit(grouped(samples));
    QVERIFY(std::abs(fit.slope - hand.slope) < 1e-10);
    QVERIFY(std::abs(fit.slopeSe - hand.se) < 1e-10);
    QVERIFY(std::abs(fit.slope - kTrueSlope) < 3.0 * fit.slopeSe);
    QVERIFY(fit.slopeLow < fit.slope && fit.slope < fit.slopeHigh);
    QCOMPARE(fit.resamples, 2000);
    QVERIFY(fit.intervalReason.empty());
    QVERIFY(fit.intervalNote.empty()); // 30 families: no caveat
    // The factor's interval comes from the slope's ends, reversed (steeper slope, larger factor).
    QCOMPARE(fit.efficiencyFactorLow, efficiencyFactorPerDoubling(fit.slopeHigh));
    QCOMPARE(fit.efficiencyFactorHigh, efficiencyFactorPerDoubling(fit.slopeLow));
    QVERIFY(fit.efficiencyFactorLow < fit.efficiencyFactor);
    QVERIFY(fit.efficiencyFactor < fit.efficiencyFactorHigh);
}

// 100 draws with deterministic seeds, 30 families each: the nominal 95 % interval must cover the
// truth in at least 93. The percentile cluster bootstrap under-covers with few families (few
// distinct resamples, variance shrunk by (G - 1) / G): over 2,000 draws of this design it
// covered 51 % with 2 families, 84 % with 5, 89 % with 10, 92 % with 30, 93 % with 50 and
// 94 % with 200, so this test sits near its bound (93 of these 100 seeds, chosen before the run).
// The real rounds have 1 to 3 usable families: there the interval is a rough guide only.
void TestHardwareControlledFit::intervalCoversTruth() {
    int covered = 0;
    int coveredBySe = 0;
    for (std::uint64_t draw = 0; draw < 100; ++draw) {
        const HardwareControlledFit fit =
            fitHardwareControlled(synthetic(30, 0.2, 1000 + draw), 1000, 0.95, 77 + draw);
        QCOMPARE(fit.outcome, HardwareFitOutcome::Fitted);
        covered += fit.slopeLow <= kTrueSlope && kTrueSlope <= fit.slopeHigh ? 1 : 0;
        coveredBySe += std::abs(fit.slope - kTrueSlope) <= 1.96 * fit.slopeSe ? 1 : 0;
    }
    qInfo("bootstrap interval covered the true slope in %d of 100 draws (slope +- 1.96 SE: %d)",
          covered, coveredBySe);
    QVERIFY2(covered >= 93, qPrintable(QString::number(covered)));
}

void TestHardwareControlledFit::leftOutFamilies_data() {
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("reason");
    QTest::newRow("single point") << "Lonely"
                                  << "one point";
    QTest::newRow("one N, three points") << "Flat"
                                         << "one distinct N";
}

void TestHardwareControlledFit::leftOutFamilies() {
    QFETCH(QString, family);
    QFETCH(QString, reason);
    std::vector<FamilySample> samples = synthetic(4, 0.1, 21);
    samples.push_back({"Lonely", 64, 5.0});
    for (double t : {3.0, 3.5, 4.0})
        samples.push_back({"Flat", 16, t});
    const HardwareControlledFit fit = fitHardwareControlled(samples, 200, 0.95, 1);
    QCOMPARE(fit.families, 4);
    QCOMPARE(fit.points, static_cast<int>(samples.size()) - 4);
    QCOMPARE(static_cast<int>(fit.leftOut.size()), 2);
    bool found = false;
    for (const LeftOutFamily& l : fit.leftOut)
        if (l.family == family.toStdString()) {
            QCOMPARE(QString::fromStdString(l.reason), reason);
            found = true;
        }
    QVERIFY(found);
    QVERIFY(!fit.intervalNote.empty()); // 4 families: the interval carries a caveat
}

void TestHardwareControlledFit::notComputedCases() {
    const std::vector<std::vector<FamilySample>> cases{
        {},
        {{"A", 8, 10.0}},
        {{"A", 8, 10.0}, {"A", 8, 11.0}, {"B", 16, 5.0}},
        {{"A", 8, 10.0}, {"A", 16, -1.0}},
        {{"A", 0.5, 10.0}, {"A", 16, 4.0}},
    };
    for (const auto& samples : cases) {
        const HardwareControlledFit fit = fitHardwareControlled(samples, 100, 0.95, 1);
        QCOMPARE(fit.outcome, HardwareFitOutcome::NotComputed);
        QVERIFY(fit.reason.rfind("not computed, because ", 0) == 0);
        QVERIFY(std::isnan(fit.slope) && std::isnan(fit.slopeSe) && std::isnan(fit.slopeLow) &&
                std::isnan(fit.naiveSlope) && std::isnan(fit.efficiencyFactor));
        QCOMPARE(fit.families, 0);
        QCOMPARE(fit.points, 0);
    }
    const HardwareControlledFit flat =
        fitHardwareControlled({{"A", 8, 10.0}, {"A", 8, 11.0}, {"B", 16, 5.0}}, 100, 0.95, 1);
    QCOMPARE(flat.reason, std::string("not computed, because no family has two distinct N"));
    QCOMPARE(static_cast<int>(flat.leftOut.size()), 2);
}

void TestHardwareControlledFit::oneFamilyHasNoInterval() {
    // log2 T = 6 - 0.5 log2 N + (0, +0.1, -0.1, 0) in family A; B has one point.
    const std::vector<FamilySample> samples{{"A", 1, std::exp2(6.0)},
                                            {"A", 2, std::exp2(5.5 + 0.1)},
                                            {"A", 4, std::exp2(5.0 - 0.1)},
                                            {"A", 8, std::exp2(4.5)},
                                            {"B", 4, 3.0}};
    const HardwareControlledFit fit = fitHardwareControlled(samples, 100, 0.95, 1);
    QCOMPARE(fit.outcome, HardwareFitOutcome::Fitted);
    QCOMPARE(fit.families, 1);
    QCOMPARE(fit.points, 4);
    const HandFit hand = handFit(grouped({samples.begin(), samples.begin() + 4}));
    QVERIFY(std::abs(fit.slope - hand.slope) < 1e-12);
    QVERIFY(std::abs(fit.slopeSe - hand.se) < 1e-12);
    QVERIFY(std::isnan(fit.slopeLow) && std::isnan(fit.slopeHigh));
    QVERIFY(std::isnan(fit.efficiencyFactorLow) && std::isnan(fit.efficiencyFactorHigh));
    QCOMPARE(fit.resamples, 0);
    QVERIFY(fit.intervalReason.find("only one family") != std::string::npos);
    // One family: the naive slope is the within slope, nothing is hardware mix.
    QCOMPARE(fit.hardwareMix, 0.0);
}

void TestHardwareControlledFit::noDegreesOfFreedomNoStandardError() {
    // Two families of two points: 4 points, 2 intercepts and a slope leave one degree of
    // freedom; one family of two points leaves none.
    const HardwareControlledFit two = fitHardwareControlled(
        {{"A", 1, 8.0}, {"A", 2, 4.0}, {"B", 2, 8.0}, {"B", 4, 6.0}}, 100, 0.95, 1);
    QVERIFY(std::isfinite(two.slopeSe));
    QVERIFY(std::abs(two.slope - (-1.0 + std::log2(6.0 / 8.0)) / 2.0) < 1e-12);
    QVERIFY(two.standardErrorReason.empty());
    const HardwareControlledFit one =
        fitHardwareControlled({{"A", 1, 8.0}, {"A", 2, 4.0}}, 100, 0.95, 1);
    QCOMPARE(one.outcome, HardwareFitOutcome::Fitted);
    QVERIFY(std::abs(one.slope + 1.0) < 1e-12);
    QVERIFY(std::isnan(one.slopeSe));
    QVERIFY(one.standardErrorReason.rfind("not computed, because no degrees of freedom", 0) == 0);
}

void TestHardwareControlledFit::independentOfInputOrder() {
    std::vector<FamilySample> samples = synthetic(8, 0.2, 5);
    const HardwareControlledFit a = fitHardwareControlled(samples, 500, 0.95, 9);
    std::reverse(samples.begin(), samples.end());
    std::rotate(samples.begin(), samples.begin() + 7, samples.end());
    const HardwareControlledFit b = fitHardwareControlled(samples, 500, 0.95, 9);
    QCOMPARE(a.slopeLow, b.slopeLow);
    QCOMPARE(a.slopeHigh, b.slopeHigh);
    QVERIFY(std::abs(a.slope - b.slope) < 1e-12);
    QCOMPARE(a.naiveSlope, b.naiveSlope);
}

// CR2 and Bell-McCaffrey written out as matrices, independently of the closed forms of
// hardwarecontrolledfit.cpp: X = [family indicators, log2 N], H = X (X'X)^-1 X', M = I - H,
// A_g = (I - H_gg)^(-1/2) on its non-zero eigenvalues, e = M y, c the slope's row of
// (X'X)^-1 X'; Var = sum_g (c_g' A_g e_g)^2; q_g = A_g c_g placed in rows g, B = M [q_1 .. q_G],
// dof = tr(B'B)^2 / tr((B'B)^2) (Bell and McCaffrey 2002; Imbens and Kolesar 2016, eq. 11).
void TestHardwareControlledFit::clusterRobustMatchesMatrixForm_data() {
    QTest::addColumn<int>("families");
    QTest::addColumn<int>("seed");
    QTest::newRow("2 families") << 2 << 11;
    QTest::newRow("3 families") << 3 << 12;
    QTest::newRow("7 families") << 7 << 13;
}

void TestHardwareControlledFit::clusterRobustMatchesMatrixForm() {
    QFETCH(int, families);
    QFETCH(int, seed);
    const std::vector<FamilySample> samples = synthetic(families, 0.3, std::uint64_t(seed));
    const HardwareControlledFit fit = fitHardwareControlled(samples, 100, 0.95, 1);
    std::map<std::string, std::vector<FamilySample>> byFamily;
    for (const FamilySample& s : samples)
        byFamily[s.family].push_back(s);
    const auto n = static_cast<Eigen::Index>(samples.size());
    const auto g = static_cast<Eigen::Index>(byFamily.size());
    Eigen::MatrixXd x = Eigen::MatrixXd::Zero(n, g + 1);
    Eigen::VectorXd y(n);
    std::vector<std::pair<Eigen::Index, Eigen::Index>> blocks; // first row, rows
    Eigen::Index row = 0, column = 0;
    for (const auto& [name, members] : byFamily) {
        blocks.emplace_back(row, static_cast<Eigen::Index>(members.size()));
        for (const FamilySample& s : members) {
            x(row, column) = 1.0;
            x(row, g) = std::log2(s.accelerators);
            y(row++) = std::log2(s.minutes);
        }
        ++column;
    }
    const Eigen::MatrixXd bread = (x.transpose() * x).inverse();
    const Eigen::MatrixXd h = x * bread * x.transpose();
    const Eigen::MatrixXd m = Eigen::MatrixXd::Identity(n, n) - h;
    const Eigen::VectorXd e = m * y;
    const Eigen::RowVectorXd c = (bread * x.transpose()).row(g);
    double variance = 0.0;
    Eigen::MatrixXd q = Eigen::MatrixXd::Zero(n, g);
    for (Eigen::Index k = 0; k < g; ++k) {
        const auto [first, rows] = blocks[std::size_t(k)];
        const Eigen::MatrixXd block =
            Eigen::MatrixXd::Identity(rows, rows) - h.block(first, first, rows, rows);
        const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eigen(block);
        Eigen::VectorXd inverseRoot = eigen.eigenvalues();
        for (Eigen::Index i = 0; i < rows; ++i)
            inverseRoot(i) = inverseRoot(i) > 1e-10 ? 1.0 / std::sqrt(inverseRoot(i)) : 0.0;
        const Eigen::MatrixXd a =
            eigen.eigenvectors() * inverseRoot.asDiagonal() * eigen.eigenvectors().transpose();
        const Eigen::VectorXd weights = a * c.segment(first, rows).transpose();
        const double score = weights.dot(e.segment(first, rows));
        variance += score * score;
        q.block(first, k, rows, 1) = weights;
    }
    const Eigen::MatrixXd b = m * q;
    const Eigen::MatrixXd gram = b.transpose() * b;
    const double dof = gram.trace() * gram.trace() / (gram * gram).trace();
    QVERIFY2(std::abs(fit.clusterSe - std::sqrt(variance)) < 1e-10 * std::sqrt(variance),
             qPrintable(QStringLiteral("%1 vs %2").arg(fit.clusterSe).arg(std::sqrt(variance))));
    QCOMPARE(fit.clusterDegreesOfFreedom, std::max(1, int(std::floor(dof + 1e-9))));
    QVERIFY(fit.clusterDegreesOfFreedom <= families - 1);
    // The interval is symmetric about the slope, t(dof) standard errors wide on each side.
    QVERIFY(std::abs((fit.clusterHigh - fit.slope) - (fit.slope - fit.clusterLow)) < 1e-12);
    QVERIFY(fit.clusterHigh - fit.slope > 1.96 * fit.clusterSe);
}

// Each usable family's own slope (Sxy / Sxx over its points) and the range of them.
void TestHardwareControlledFit::familySlopesAndTheirRange() {
    // A: log2 T = 6 - 0.5 log2 N; B: log2 T = 3 - 1.0 log2 N (exact lines).
    const std::vector<FamilySample> samples{{"A", 1, std::exp2(6.0)},
                                            {"A", 4, std::exp2(5.0)},
                                            {"B", 2, std::exp2(2.0)},
                                            {"B", 8, std::exp2(0.0)},
                                            {"B", 16, std::exp2(-1.0)}};
    const HardwareControlledFit fit = fitHardwareControlled(samples, 100, 0.95, 1);
    QCOMPARE(fit.lines.size(), std::size_t(2));
    QVERIFY(std::abs(fit.lines[0].slope + 0.5) < 1e-12);
    QVERIFY(std::abs(fit.lines[1].slope + 1.0) < 1e-12);
    QVERIFY(std::abs(fit.familySlopeMin + 1.0) < 1e-12);
    QVERIFY(std::abs(fit.familySlopeMax + 0.5) < 1e-12);
    // Two families: the family bootstrap cannot be called 95 %, the CR2 interval can.
    QCOMPARE(fit.bootstrapCoverage, 0.494);
    QCOMPARE(fit.clusterCoverage, 0.921);
    QCOMPARE(fit.clusterDegreesOfFreedom, 1);
    QVERIFY(fit.intervalNote.find("few clusters") != std::string::npos);
}

void TestHardwareControlledFit::handComputationOnRealWorkload_data() {
    QTest::addColumn<QString>("benchmark");
    for (const char* b : {"bert", "llama2_70b_lora", "retinanet", "stable_diffusion"})
        QTest::newRow(b) << QString::fromLatin1(b);
}

// The engine's result on the embedded v4.1 data against the closed form above, on the points
// the engine has in view (grouped by family here, independently of the engine's grouping).
void TestHardwareControlledFit::handComputationOnRealWorkload() {
    QFETCH(QString, benchmark);
    if (!EmbeddedDataset::isAvailable())
        QSKIP("this build has no embedded dataset");
    static const std::vector<AnalysisPoint> points = toAnalysisPoints(loadEmbeddedDataset());
    AnalysisParams params;
    params.filter.rounds = {"4.1"};
    params.filter.benchmark = benchmark.toStdString();
    params.clustering.enabled = false;
    params.fits.enabled = false;
    const AnalysisResult result = runAnalysis(points, params);
    std::map<std::string, std::vector<std::pair<double, double>>> byFamily;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (result.points[i].state == PointState::InView)
            byFamily[points[i].family].emplace_back(points[i].accelerators, points[i].minutes);
    const HandFit hand = handFit(byFamily);
    const HardwareControlledFit& fit = result.hardwareControlled;
    QCOMPARE(fit.outcome, HardwareFitOutcome::Fitted);
    QCOMPARE(fit.families, hand.families);
    QCOMPARE(fit.points, hand.points);
    QCOMPARE(static_cast<int>(fit.leftOut.size()),
             static_cast<int>(byFamily.size()) - hand.families);
    QVERIFY2(std::abs(fit.slope - hand.slope) < 1e-9,
             qPrintable(QStringLiteral("%1 vs %2").arg(fit.slope).arg(hand.slope)));
    if (hand.points - hand.families - 1 > 0)
        QVERIFY(std::abs(fit.slopeSe - hand.se) < 1e-9);
    qInfo("v4.1 %s: within-family slope %.4f (SE %.4f, %d families, %d points), naive %.4f",
          qPrintable(benchmark), fit.slope, fit.slopeSe, fit.families, fit.points, fit.naiveSlope);
}

QTEST_APPLESS_MAIN(TestHardwareControlledFit)
#include "tst_hardwarecontrolledfit.moc"
