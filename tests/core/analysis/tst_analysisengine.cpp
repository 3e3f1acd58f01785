// The one recompute entry point: index alignment, references per row, determinism, edge cases.
#include "core/analysis/analysisengine.h"
#include "core/analysis/clusteringmemo.h"
#include "core/analysis/energysummary.h"
#include "core/analysis/scalingfit.h"
#include "pointfixtures.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <thread>

using namespace mlpe::analysis;

namespace {

// A realistic-looking scaling series: three families, N from 8 to 512, E' falling with N.
std::vector<AnalysisPoint> scalingSeries() {
    std::vector<AnalysisPoint> points;
    const char* families[] = {"H100", "H200", "B200"};
    const double base[] = {100.0, 70.0, 45.0};
    int id = 0;
    for (int f = 0; f < 3; ++f)
        for (int n = 8; n <= 512; n *= 2)
            for (int variant = 0; variant < 2; ++variant) {
                // Amdahl-like: T = T8 * (s + (1 - s) * 8 / N) with a small serial part s.
                const double s = 0.02 + 0.01 * variant + 0.005 * f;
                const double t = base[f] * (s + (1 - s) * 8.0 / n) * (1.0 + 0.03 * variant);
                points.push_back(fixtures::point("4.1", "Sub" + std::to_string(id % 5),
                                                 "sys" + std::to_string(id), families[f], n, t));
                ++id;
            }
    return points;
}

std::map<std::string, PointResult> byKey(const std::vector<AnalysisPoint>& points,
                                         const AnalysisResult& r) {
    std::map<std::string, PointResult> out;
    for (std::size_t i = 0; i < points.size(); ++i)
        out[points[i].key] = r.points[i];
    return out;
}

bool sameValue(double a, double b) {
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

class TestAnalysisEngine : public QObject {
    Q_OBJECT
private slots:
    void indexAlignedAndReferenceIsOne();
    void extremeTimesGiveInfiniteFeaturesSafely_data();
    void extremeTimesGiveInfiniteFeaturesSafely();
    void perFamilyReferencePerRow();
    void deterministicTwiceAndShuffled();
    void excludedPointsKeepDerivedValuesOnly();
    void referenceFilteredOutFallsBack();
    void onePoint();
    void emptyView();
    void breakEvenSaysWhatProducedIt();
    void pooledOnlyWhenReferencesDiffer_data();
    void pooledOnlyWhenReferencesDiffer();
    void fitsMeasuredAgainstTheirPointsReference();
    void bootstrappedFitsEqualEachSeriesFittedAlone();
    void energyOnlyWhereMeasured();
    void mixedBenchmarkVersionsAreNoted();
    void cancelledAnalysisSaysSo();
    void sensitivityAndWithinFamilyFitOnEitherThread();
};

void TestAnalysisEngine::indexAlignedAndReferenceIsOne() {
    const auto points = fixtures::twoFamilies();
    const AnalysisResult r = runAnalysis(points, {});
    QCOMPARE(r.points.size(), points.size());
    QCOMPARE(r.pointsInView, 6);
    // Paper rule: b8 (N 8, T 120, G 960). a64: N 64, T 16, G 1024 -> E' = 960/1024 = 0.9375,
    // S = 120/16 = 7.5.
    QVERIFY(r.points[1].isReference);
    QCOMPARE(r.points[1].efficiency, 1.0);
    QVERIFY(std::abs(r.points[2].efficiency - 0.9375) < 1e-12);
    QVERIFY(std::abs(r.points[2].speedup - 7.5) < 1e-12);
    QCOMPARE(r.points[2].acceleratorMinutes, 1024.0);
    QCOMPARE(r.reference.applied, ReferenceStrategy::PaperRule);
    QVERIFY(r.reference.description.find("4.1/Beta/b8") != std::string::npos);
    for (const PointResult& p : r.points) {
        QCOMPARE(p.state, PointState::InView);
        QCOMPARE(p.reference, 0);
        QVERIFY(p.cluster >= 0);
    }
}

void TestAnalysisEngine::perFamilyReferencePerRow() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.reference.strategy = ReferenceStrategy::PerFamily;
    const AnalysisResult r = runAnalysis(points, params);
    QCOMPARE(r.references.size(), std::size_t{2});
    QCOMPARE(r.references[static_cast<std::size_t>(r.points[2].reference)].key,
             std::string("4.1/Beta/b8"));
    QCOMPARE(r.references[static_cast<std::size_t>(r.points[4].reference)].key,
             std::string("4.1/Gamma/h16"));
    // h32 against h16: G 800 vs 640 -> E' = 0.8; h16 itself is 1.
    QVERIFY(std::abs(r.points[4].efficiency - 0.8) < 1e-12);
    QCOMPARE(r.points[3].efficiency, 1.0);
    QVERIFY(r.points[3].isReference && r.points[1].isReference && !r.points[0].isReference);
    // Threshold series: all, H100, H200 (families sorted).
    QCOMPARE(r.breakEven[0].series, std::string("all"));
    QCOMPARE(r.breakEven[1].series, std::string("H100"));
    QCOMPARE(r.breakEven[2].series, std::string("H200"));
    QVERIFY(r.breakEven[2].inputs.find("4.1/Gamma/h16") != std::string::npos);
}

void TestAnalysisEngine::deterministicTwiceAndShuffled() {
    const std::vector<AnalysisPoint> points = scalingSeries();
    AnalysisParams params;
    params.clustering.seed = 99;
    const AnalysisResult a = runAnalysis(points, params);
    const AnalysisResult b = runAnalysis(points, params);
    QVERIFY(a.clustering.chosenK >= 2);
    for (std::size_t i = 0; i < points.size(); ++i) {
        QCOMPARE(a.points[i].cluster, b.points[i].cluster);
        QVERIFY(sameValue(a.points[i].silhouette, b.points[i].silhouette));
    }

    std::vector<AnalysisPoint> shuffled = points;
    std::uint64_t state = 3;
    for (std::size_t i = shuffled.size() - 1; i > 0; --i) { // Fisher-Yates with a test-own LCG
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        std::swap(shuffled[i], shuffled[(state >> 33) % (i + 1)]);
    }
    QVERIFY(shuffled[0].key != points[0].key);
    const AnalysisResult c = runAnalysis(shuffled, params);
    const auto ka = byKey(points, a);
    const auto kc = byKey(shuffled, c);
    for (const auto& [key, pa] : ka) {
        const PointResult& pc = kc.at(key);
        QCOMPARE(pc.cluster, pa.cluster);
        QVERIFY(sameValue(pc.silhouette, pa.silhouette));
        QCOMPARE(pc.efficiency, pa.efficiency);
        QCOMPARE(pc.pareto, pa.pareto);
    }
    QCOMPARE(c.clustering.chosenK, a.clustering.chosenK);
    QCOMPARE(c.breakEven.size(), a.breakEven.size());
    for (std::size_t i = 0; i < a.breakEven.size(); ++i) {
        QVERIFY(sameValue(c.breakEven[i].accelerators, a.breakEven[i].accelerators));
        QCOMPARE(c.breakEven[i].pointKey, a.breakEven[i].pointKey);
    }
}

void TestAnalysisEngine::excludedPointsKeepDerivedValuesOnly() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.filter.excludedKeys = {"4.1/Gamma/h128"};
    const AnalysisResult r = runAnalysis(points, params);
    const PointResult& h128 = r.points[5];
    QCOMPARE(h128.state, PointState::Excluded);
    QCOMPARE(h128.efficiency, 960.0 / 1024.0); // against b8; shown greyed, not used
    QCOMPARE(h128.cluster, -1);
    QVERIFY(!h128.pareto);
    QCOMPARE(r.pointsInView, 5);
    QCOMPARE(r.clustering.pointsClustered, 5);
    for (std::size_t i : r.paretoFrontier)
        QVERIFY(i != 5);
}

void TestAnalysisEngine::referenceFilteredOutFallsBack() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.reference.strategy = ReferenceStrategy::UserPick;
    params.reference.userKey = "4.1/Gamma/h32";
    params.filter.families = {"H100"};
    const AnalysisResult r = runAnalysis(points, params);
    QVERIFY(r.reference.fellBack);
    QCOMPARE(r.references[0].key, std::string("4.1/Beta/b8"));
    const bool noted = std::any_of(r.notes.begin(), r.notes.end(), [](const std::string& n) {
        return n.find("outside the current filter") != std::string::npos;
    });
    QVERIFY(noted);
    for (std::size_t i = 0; i < 3; ++i)
        QVERIFY(std::isfinite(r.points[i].efficiency));
    QCOMPARE(r.points[4].state, PointState::FilteredOut);
    QVERIFY(std::isnan(r.points[4].efficiency));
}

void TestAnalysisEngine::onePoint() {
    const std::vector<AnalysisPoint> points{fixtures::point("5.0", "A", "x", "H100", 8, 30.0)};
    const AnalysisResult r = runAnalysis(points, {});
    QCOMPARE(r.points[0].efficiency, 1.0);
    QCOMPARE(r.points[0].cluster, 0);
    QVERIFY(r.points[0].pareto);
    QCOMPARE(r.clustering.chosenK, 1);
    QCOMPARE(r.breakEven[0].outcome, BreakEvenOutcome::AtOrAbove);
    QVERIFY(!r.notes.empty());
}

void TestAnalysisEngine::emptyView() {
    AnalysisParams params;
    params.filter.benchmark = "nothing";
    const AnalysisResult r = runAnalysis(fixtures::twoFamilies(), params);
    QCOMPARE(r.pointsInView, 0);
    QVERIFY(r.references.empty());
    QVERIFY(!r.clustering.performed);
    QVERIFY(r.paretoFrontier.empty());
    QCOMPARE(r.breakEven[0].outcome, BreakEvenOutcome::NotAvailable);
    QCOMPARE(runAnalysis({}, {}).points.size(), std::size_t{0});
}

void TestAnalysisEngine::breakEvenSaysWhatProducedIt() {
    const std::vector<AnalysisPoint> points = scalingSeries();
    AnalysisParams params;
    params.breakEven.tau = 0.8;
    const AnalysisResult r = runAnalysis(points, params);
    int thresholds = 0, knees = 0, values = 0;
    for (const BreakEvenResult& b : r.breakEven) {
        QVERIFY(!b.inputs.empty());
        thresholds += b.definition == BreakEvenDefinition::EfficiencyThreshold;
        knees += b.definition == BreakEvenDefinition::ParetoKnee;
        values += b.definition == BreakEvenDefinition::ValueOfTime;
        if (b.definition == BreakEvenDefinition::EfficiencyThreshold) {
            QCOMPARE(b.parameter, 0.8);
            QVERIFY(b.inputs.find("reference") != std::string::npos);
        }
    }
    QCOMPARE(thresholds, 4); // all + 3 families
    QCOMPARE(knees, 1);
    QCOMPARE(values, 4);
    QVERIFY(r.sensitivity.performed);
    QVERIFY(!r.sensitivity.entries.empty());
    QVERIFY(!r.paretoFrontier.empty());
    for (std::size_t i = 1; i < r.paretoFrontier.size(); ++i)
        QVERIFY(points[r.paretoFrontier[i - 1]].minutes <= points[r.paretoFrontier[i]].minutes);
}

// "Pooled" says E' values against different references are mixed: under per-family references
// with one family in view there is one reference, and nothing is pooled.
void TestAnalysisEngine::pooledOnlyWhenReferencesDiffer_data() {
    QTest::addColumn<int>("strategy");
    QTest::addColumn<QStringList>("families");
    QTest::addColumn<bool>("pooled");
    QTest::newRow("per family, three families")
        << int(ReferenceStrategy::PerFamily) << QStringList() << true;
    QTest::newRow("per family, one family")
        << int(ReferenceStrategy::PerFamily) << QStringList{"H100"} << false;
    QTest::newRow("paper rule") << int(ReferenceStrategy::PaperRule) << QStringList() << false;
}

void TestAnalysisEngine::pooledOnlyWhenReferencesDiffer() {
    QFETCH(int, strategy);
    QFETCH(QStringList, families);
    QFETCH(bool, pooled);
    AnalysisParams params;
    params.reference.strategy = static_cast<ReferenceStrategy>(strategy);
    for (const QString& f : families)
        params.filter.families.push_back(f.toStdString());
    const AnalysisResult r = runAnalysis(scalingSeries(), params);
    const BreakEvenResult& all = r.breakEven.front();
    QCOMPARE(all.series, std::string("all"));
    QCOMPARE(all.pooledReferences, pooled);
    QCOMPARE(all.inputs.find("pooled") != std::string::npos, pooled);
    QCOMPARE(all.inputs.find("; reference: ") != std::string::npos, !pooled);
    // The "all" fit has E'_fit exactly when its points share one reference.
    for (const ScalingFit& f : r.fits)
        if (f.series == "all")
            QCOMPARE(f.referenceKey.empty(), pooled);
}

// E'_fit of a series is measured against the reference its points use: under the paper rule the
// single reference for every family series too (it was "none" for every family), under per-family
// references the family's own. The all-points fit over several families says that it pools
// different accelerators.
void TestAnalysisEngine::fitsMeasuredAgainstTheirPointsReference() {
    const std::vector<AnalysisPoint> points = scalingSeries();
    AnalysisParams params;
    const AnalysisResult paper = runAnalysis(points, params);
    QCOMPARE(paper.references.size(), std::size_t(1));
    const ReferenceAssignment& ref = paper.references.front();
    QCOMPARE(paper.fits.size(), std::size_t(8)); // (all + 3 families) x 2 models
    for (const ScalingFit& f : paper.fits) {
        QCOMPARE(f.referenceKey, ref.key);
        QCOMPARE(f.referenceAccelerators, ref.accelerators);
        QCOMPARE(f.referenceAcceleratorMinutes, ref.acceleratorMinutes);
        QCOMPARE(f.note.empty(), f.series != "all");
        if (f.outcome == FitOutcome::Fitted) // the same scale as the points: G_ref / (N T_fit(N))
            QVERIFY(std::abs(f.efficiencyAt(64) * 64 * f.minutesAt(64) / ref.acceleratorMinutes -
                             1.0) < 1e-12);
    }
    QVERIFY(paper.fits.front().note.find("pools 3 accelerator families (B200, H100, H200)") == 0);

    params.reference.strategy = ReferenceStrategy::PerFamily;
    const AnalysisResult own = runAnalysis(points, params);
    for (const ScalingFit& f : own.fits) {
        if (f.series == "all") {
            QVERIFY(f.referenceKey.empty());
            QCOMPARE(f.referenceAccelerators, 0);
            QVERIFY(std::isnan(f.efficiencyAt(64)));
            continue;
        }
        const auto a =
            std::find_if(own.references.begin(), own.references.end(),
                         [&](const ReferenceAssignment& x) { return x.family == f.series; });
        QVERIFY(a != own.references.end());
        QCOMPARE(f.referenceKey, a->key);
        QCOMPARE(f.referenceAccelerators, a->accelerators);
    }

    params.filter.families = {"H200"}; // one family: no mixed hardware, no note
    for (const ScalingFit& f : runAnalysis(points, params).fits)
        QVERIFY(f.note.empty() && !f.referenceKey.empty());
}

// With the bootstrap the series are fitted on two threads: the fits must be those of each
// series fitted alone, in series order ("all", then the families), bit for bit.
void TestAnalysisEngine::bootstrappedFitsEqualEachSeriesFittedAlone() {
    const std::vector<AnalysisPoint> points = scalingSeries();
    AnalysisParams params;
    params.fits.bootstrap = true;
    params.fits.resamples = 150;
    const AnalysisResult r = runAnalysis(points, params);
    // The samples in the engine's canonical order: by key, then N, then T.
    std::vector<std::size_t> order(points.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return points[a].key < points[b].key; });
    std::vector<std::pair<std::string, std::vector<FitSample>>> series{{"all", {}}};
    std::map<std::string, std::vector<FitSample>> byFamily;
    for (std::size_t i : order) {
        const FitSample sample{static_cast<double>(points[i].accelerators), points[i].minutes};
        series.front().second.push_back(sample);
        byFamily[points[i].family].push_back(sample);
    }
    for (auto& [family, samples] : byFamily)
        series.emplace_back(family, samples);
    QCOMPARE(r.fits.size(), 2 * series.size());
    const auto sameBits = [](double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; };
    for (std::size_t i = 0; i < series.size(); ++i) {
        const std::vector<ScalingFit> alone =
            fitScalingLawsWithBootstrap(series[i].second, {FitModel::Amdahl, FitModel::Usl},
                                        params.fits.resamples, params.fits.level, params.fits.seed);
        for (std::size_t m = 0; m < 2; ++m) {
            const ScalingFit& engine = r.fits[2 * i + m];
            QCOMPARE(engine.series, series[i].first);
            QCOMPARE(engine.model, alone[m].model);
            QVERIFY(engine.resamples > 100);
            QCOMPARE(engine.resamples, alone[m].resamples);
            QVERIFY(sameBits(engine.sigma, alone[m].sigma));
            QVERIFY(sameBits(engine.kappa, alone[m].kappa));
            QVERIFY(sameBits(engine.sigmaInterval.low, alone[m].sigmaInterval.low));
            QVERIFY(sameBits(engine.sigmaInterval.high, alone[m].sigmaInterval.high));
            QVERIFY(sameBits(engine.kappaInterval.high, alone[m].kappaInterval.high));
            QVERIFY(sameBits(engine.peakInterval.low, alone[m].peakInterval.low));
        }
    }
}

// A set CancelFlag (the window's view changed) stops the bootstraps and marks the result as
// one to drop; an unset flag changes nothing.
void TestAnalysisEngine::cancelledAnalysisSaysSo() {
    std::vector<AnalysisPoint> points = scalingSeries();
    for (AnalysisPoint& p : points)
        p.runMinutes = {p.minutes * 0.98, p.minutes, p.minutes * 1.01, p.minutes * 1.03,
                        p.minutes * 0.99};
    AnalysisParams params;
    params.uncertainty.bootstrap = true;
    params.uncertainty.resamples = 300;
    params.fits.bootstrap = true;
    params.fits.resamples = 100;
    const AnalysisResult plain = runAnalysis(points, params);
    QVERIFY(!plain.cancelled);
    QCOMPARE(plain.bootstrapResamples, 300);

    CancelFlag unset{false};
    const AnalysisResult notCancelled = runAnalysis(points, params, nullptr, &unset);
    QVERIFY(!notCancelled.cancelled);
    for (std::size_t i = 0; i < points.size(); ++i) {
        QVERIFY(sameValue(notCancelled.points[i].efficiencyCiLow, plain.points[i].efficiencyCiLow));
        QVERIFY(
            sameValue(notCancelled.points[i].efficiencyCiHigh, plain.points[i].efficiencyCiHigh));
    }
    QVERIFY(std::isfinite(plain.points[1].efficiencyCiLow));

    CancelFlag set{true};
    const AnalysisResult cancelled = runAnalysis(points, params, nullptr, &set);
    QVERIFY(cancelled.cancelled);
    QCOMPARE(cancelled.bootstrapResamples, 0);
    for (const PointResult& r : cancelled.points)
        QVERIFY(std::isnan(r.efficiencyCiLow));
    for (const ScalingFit& f : cancelled.fits)
        QCOMPARE(f.resamples, 0);

    // Set from another thread while it runs (far more resamples than it could finish first).
    params.uncertainty.resamples = 2'000'000;
    CancelFlag later{false};
    AnalysisResult running;
    std::thread worker([&] { running = runAnalysis(points, params, nullptr, &later); });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    later.store(true);
    worker.join();
    QVERIFY(running.cancelled);
    QCOMPARE(running.bootstrapResamples, 0);
}

// Energy per accelerator-minute for the points with measured energy only; the summary counts
// the points in view that have it and gives their range; nothing is estimated for the others.
void TestAnalysisEngine::energyOnlyWhereMeasured() {
    auto points = fixtures::twoFamilies();
    points[0].energyJoules = 4.8e6;   // a8: G = 8 x 100 = 800 -> 6000 J per accelerator-minute
    points[2].energyJoules = 3.072e6; // a64: G = 64 x 16 = 1024 -> 3000
    points[5].energyJoules = 1.0e6;   // h128: G = 1024, excluded below -> 976.5625, not counted
    AnalysisParams params;
    params.filter.excludedKeys = {"4.1/Gamma/h128"};
    const AnalysisResult r = runAnalysis(points, params);
    QCOMPARE(r.points[0].energyPerAcceleratorMinute, 6000.0);
    QCOMPARE(r.points[2].energyPerAcceleratorMinute, 3000.0);
    QCOMPARE(r.points[5].state, PointState::Excluded);
    QCOMPARE(r.points[5].energyPerAcceleratorMinute, 976.5625); // shown, like its E'
    for (std::size_t i : {1, 3, 4})
        QVERIFY(std::isnan(r.points[i].energyPerAcceleratorMinute));
    QCOMPARE(r.energy.pointsInView, 5);
    QCOMPARE(r.energy.measuredPoints, 2);
    QCOMPARE(r.energy.joulesMin, 3.072e6);
    QCOMPARE(r.energy.joulesMax, 4.8e6);
    QCOMPARE(r.energy.perAcceleratorMinuteMin, 3000.0);
    QCOMPARE(r.energy.perAcceleratorMinuteMax, 6000.0);
    // In words: tst_energysummarytext.

    // Outside the filter: no value and not counted.
    params.filter.families = {"H200"};
    const AnalysisResult h200 = runAnalysis(points, params);
    QVERIFY(std::isnan(h200.points[0].energyPerAcceleratorMinute));
    QCOMPARE(h200.energy.measuredPoints, 0);
    QCOMPARE(h200.energy.pointsInView, 2);
    QVERIFY(std::isnan(h200.energy.joulesMin));
    QVERIFY(std::isnan(h200.energy.perAcceleratorMinuteMax));
}

void TestAnalysisEngine::mixedBenchmarkVersionsAreNoted() {
    // BERT of v0.7 (target 0.712) and of v1.0 (0.720) in one view: the analysis pools them, so
    // it says which versions it pooled; one version alone says nothing.
    std::vector<AnalysisPoint> points{
        fixtures::point("0.7", "A", "a8", "A100", 8, 60.0, "bert"),
        fixtures::point("1.0", "B", "b8", "A100", 8, 40.0, "bert"),
        fixtures::point("1.0", "B", "b16", "A100", 16, 25.0, "bert"),
    };
    points[0].benchmarkVersion = "BERT-large v0.7";
    points[1].benchmarkVersion = points[2].benchmarkVersion = "BERT-large v1.0-v5.0";
    AnalysisParams params;
    params.filter.benchmark = "bert";
    const auto mixed = [](const AnalysisResult& r) {
        return std::count_if(r.notes.begin(), r.notes.end(), [](const std::string& n) {
            return n.find("mixes versions") != std::string::npos &&
                   n.find("BERT-large v0.7, BERT-large v1.0-v5.0") != std::string::npos;
        });
    };
    QCOMPARE(mixed(runAnalysis(points, params)), 1);
    params.filter.rounds = {"1.0"};
    QCOMPARE(mixed(runAnalysis(points, params)), 0);
}

void TestAnalysisEngine::extremeTimesGiveInfiniteFeaturesSafely_data() {
    QTest::addColumn<int>("feature");
    QTest::addRow("speedup") << static_cast<int>(Feature::Speedup);
    QTest::addRow("efficiency") << static_cast<int>(Feature::Efficiency);
}

// T passes the view filter whenever it is finite and positive, but a point timed at 1e-310
// minutes (a denormal) has S = T_ref / T = inf and E' = inf: runAnalysis handed that infinity
// to k-means, which crashed. The point stays out of every cluster, with a note, and the rest
// are clustered.
void TestAnalysisEngine::extremeTimesGiveInfiniteFeaturesSafely() {
    QFETCH(int, feature);
    std::vector<AnalysisPoint> points = scalingSeries();
    points.push_back(fixtures::point("4.1", "SubX", "tiny", "H100", 1024, 1e-310));
    AnalysisParams params;
    params.clustering.features = {Feature::Log2Accelerators, static_cast<Feature>(feature)};
    const AnalysisResult r = runAnalysis(points, params);
    const std::size_t tiny = points.size() - 1;
    QVERIFY(r.clustering.performed);
    QCOMPARE(r.points[tiny].cluster, -1);
    QVERIFY(std::isnan(r.points[tiny].silhouette));
    QCOMPARE(r.clustering.pointsClustered, static_cast<int>(points.size()) - 1);
    QVERIFY(std::any_of(r.notes.begin(), r.notes.end(), [](const std::string& n) {
        return n == "clustering: 1 point(s) left out: a feature is not a finite number";
    }));
    for (std::size_t i = 0; i < tiny; ++i)
        QVERIFY(r.points[i].cluster >= 0);
}

// The reference sensitivity and the within-family fit are taken by whichever thread is free
// first: the clustering's when the memo answers (it is free at once), the caller's otherwise
// (k-means keeps the other busy). Both ways, and run alone, they are the same.
void TestAnalysisEngine::sensitivityAndWithinFamilyFitOnEitherThread() {
    const std::vector<AnalysisPoint> points = scalingSeries();
    AnalysisParams params;
    params.sensitivity.maxReferenceAccelerators = 64;
    ClusteringMemo memo;
    const AnalysisResult computed = runAnalysis(points, params, &memo);
    const AnalysisResult answered = runAnalysis(points, params, &memo); // the memo's answer
    QCOMPARE(memo.computations(), 1);
    AnalysisParams noClustering = params;
    noClustering.clustering.enabled = false;
    const AnalysisResult alone = runAnalysis(points, noClustering);
    for (const AnalysisResult* r : {&answered, &alone}) {
        QVERIFY(r->sensitivity.performed);
        QCOMPARE(r->sensitivity.entries.size(), computed.sensitivity.entries.size());
        QVERIFY(!computed.sensitivity.entries.empty());
        for (std::size_t e = 0; e < computed.sensitivity.entries.size(); ++e) {
            const SensitivityEntry& a = r->sensitivity.entries[e];
            const SensitivityEntry& b = computed.sensitivity.entries[e];
            QCOMPARE(a.referenceKey, b.referenceKey);
            QVERIFY(sameValue(a.threshold.accelerators, b.threshold.accelerators));
            QCOMPARE(a.threshold.inputs, b.threshold.inputs);
        }
        QCOMPARE(r->sensitivity.found, computed.sensitivity.found);
        QVERIFY(
            sameValue(r->sensitivity.medianAccelerators, computed.sensitivity.medianAccelerators));
        QCOMPARE(r->hardwareControlled.reason, computed.hardwareControlled.reason);
        QCOMPARE(r->hardwareControlled.outcome, computed.hardwareControlled.outcome);
        QVERIFY(sameValue(r->hardwareControlled.slope, computed.hardwareControlled.slope));
        QVERIFY(
            sameValue(r->hardwareControlled.clusterLow, computed.hardwareControlled.clusterLow));
    }
    QVERIFY(!std::isnan(computed.hardwareControlled.slope));
}

QTEST_APPLESS_MAIN(TestAnalysisEngine)
#include "tst_analysisengine.moc"
