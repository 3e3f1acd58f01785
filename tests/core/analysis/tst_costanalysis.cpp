// Cost to train = G / 60 x price per accelerator-hour, its (T, cost) Pareto frontier, knee and
// value-of-time optimum: on a small series by hand, and on the real v4.1 Llama 2 70B LoRA points
// (the embedded dataset) against hand computations.
#include "core/analysis/analysisengine.h"
#include "core/session/viewanalysis.h"
#include "core/store/embeddeddataset.h"

#include <QTest>
#include <cmath>

using namespace mlpe;
using namespace mlpe::analysis;

namespace {

AnalysisPoint point(const std::string& key, const std::string& family, int n, double t,
                    std::optional<double> price) {
    AnalysisPoint p;
    p.key = key;
    p.family = family;
    p.accelerators = n;
    p.minutes = t;
    p.pricePerAcceleratorHour = price;
    return p;
}

AnalysisParams costParams(double lambdaMoney) {
    AnalysisParams params;
    params.clustering.enabled = false;
    params.fits.enabled = false;
    params.cost.enabled = true;
    params.cost.currency = "EUR";
    params.cost.lambdaMoney = lambdaMoney;
    return params;
}

} // namespace

class TestCostAnalysis : public QObject {
    Q_OBJECT
private slots:
    void nothingWithoutPrices() {
        const std::vector<AnalysisPoint> points{point("a", "X", 8, 60.0, 2.0)};
        AnalysisParams params = costParams(0.0);
        params.cost.enabled = false;
        const AnalysisResult r = runAnalysis(points, params);
        QVERIFY(!r.cost.enabled);
        QVERIFY(!r.points[0].costToTrain.has_value());
    }

    void smallSeriesByHand() {
        // X at 2 EUR/h, Y at 1 EUR/h, Z without a price.
        //   a: X, N 8,  T 60 -> G 480 min = 8 h  -> 16 EUR
        //   b: X, N 16, T 40 -> G 640 min        -> 21.333... EUR
        //   c: Y, N 32, T 20 -> G 640 min        -> 10.666... EUR (dominates b: faster, cheaper)
        //   d: Y, N 64, T 15 -> G 960 min        -> 16 EUR
        //   e: Z, N 8,  T 5: no price, left out of the frontier and the optimum
        const std::vector<AnalysisPoint> points{
            point("a", "X", 8, 60.0, 2.0), point("b", "X", 16, 40.0, 2.0),
            point("c", "Y", 32, 20.0, 1.0), point("d", "Y", 64, 15.0, 1.0),
            point("e", "Z", 8, 5.0, std::nullopt)};
        // lambda 1 EUR/min: a 76, b 61.33, c 30.67, d 31 -> c.
        const AnalysisResult r = runAnalysis(points, costParams(1.0));
        QCOMPARE(*r.points[0].costToTrain, 16.0);
        QCOMPARE(*r.points[1].costToTrain, 640.0 / 60.0 * 2.0);
        QCOMPARE(*r.points[2].costToTrain, 640.0 / 60.0);
        QCOMPARE(*r.points[3].costToTrain, 16.0);
        QVERIFY(!r.points[4].costToTrain.has_value());
        QCOMPARE(r.cost.pricedPoints, 4);
        QCOMPARE(r.cost.unpricedPoints, 1);
        QCOMPARE(r.cost.unpricedFamilies, std::vector<std::string>{"Z"});
        QCOMPARE(r.cost.pricedFamilies, (std::vector<std::string>{"X", "Y"}));
        // Frontier, ascending T: d (15, 16), c (20, 10.67); a (60, 16) and b are dominated by c.
        QCOMPARE(r.cost.frontier, (std::vector<std::size_t>{3, 2}));
        QCOMPARE(r.cost.valueOfTime.pointKey, std::string("c"));
        QCOMPARE(r.cost.valueOfTime.cost, 640.0 / 60.0);
        // Two frontier points: no knee.
        QVERIFY(!r.cost.knee.available);
        // lambda 0: the cheapest priced configuration.
        const AnalysisResult cheapest = runAnalysis(points, costParams(0.0));
        QCOMPARE(cheapest.cost.valueOfTime.pointKey, std::string("c"));
        // lambda 10: time dominates: d (16 + 150 = 166) beats c (10.67 + 200).
        const AnalysisResult fast = runAnalysis(points, costParams(10.0));
        QCOMPARE(fast.cost.valueOfTime.pointKey, std::string("d"));
    }

    void realLlamaHandComputation() {
        const Dataset dataset = loadEmbeddedDataset();
        if (dataset.resultSets.empty())
            QSKIP("this build has no embedded dataset");
        ViewState state;
        state.rounds = {QStringLiteral("4.1")};
        state.benchmark = QStringLiteral("llama2_70b_lora");
        state.prices = *PriceTable::make({{QStringLiteral("H100"), 2.5}}, QStringLiteral("USD"),
                                         priceableFamilies(dataset));
        state.analysis.cost.lambdaMoney = 10.0;
        const ViewAnalysisInput input = viewAnalysisInput(state, dataset);
        const AnalysisResult r = runAnalysis(input.points, input.params);
        const auto costOf = [&](const std::string& key) -> std::optional<double> {
            for (std::size_t i = 0; i < input.points.size(); ++i)
                if (input.points[i].key == key)
                    return r.points[i].costToTrain;
            return std::nullopt;
        };
        // By hand from `summarize` (N, T) of v4.1: cost = N T / 60 x 2.5 USD.
        //   Fujitsu GX2560M7_H100_SXM_80GBx4: 4 x 58.420728675213674 = 233.6829147008547 min
        //     -> 3.894715245014245 h -> 9.736788112535613 USD
        //   NVIDIA eos_n128_ngc24.09_nemo: 1024 x 1.1875466286799623 = 1216.0477477682814 min
        //     -> 50.668656157011725 USD
        //   Supermicro AS-8125GS-TNHR-1: 8 x 27.536346153846154 = 220.29076923076923 min
        //     -> 9.178782051282052 USD
        const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-12 * b; };
        QVERIFY(near(*costOf("4.1/Fujitsu/GX2560M7_H100_SXM_80GBx4/llama2_70b_lora"),
                     9.736788112535613));
        QVERIFY(
            near(*costOf("4.1/NVIDIA/eos_n128_ngc24.09_nemo/llama2_70b_lora"), 50.668656157011725));
        QVERIFY(
            near(*costOf("4.1/Supermicro/AS-8125GS-TNHR-1/llama2_70b_lora"), 9.178782051282052));
        QVERIFY(!costOf("4.1/NVIDIA/b200_preview_nemo/llama2_70b_lora").has_value()); // B200
        // 19 H100 sets: Dell's 8xXE9680x8H100-SXM-80GB repeats the -POWER set's runs and is
        // counted once (the 20th of the 20 published).
        QCOMPARE(r.cost.pricedPoints, 19);
        QCOMPARE(r.cost.unpricedPoints, 9);
        QCOMPARE(r.cost.unpricedFamilies, (std::vector<std::string>{"B200", "H200"}));
        // The frontier of (T, cost) over the 20 H100 points, found independently (every pair
        // compared, a Python script over `analyze --format json`), ascending T.
        const std::vector<std::string> frontier{
            "4.1/NVIDIA/eos_n128_ngc24.09_nemo/llama2_70b_lora",
            "4.1/Oracle/512xBM.GPU.H100.8/llama2_70b_lora",
            "4.1/Oracle/128xBM.GPU.H100.8/llama2_70b_lora",
            "4.1/NVIDIA/eos_n8_ngc24.09_nemo/llama2_70b_lora",
            "4.1/Lambda/lambda_1cc_n4_H100-SXM-80GB_ngc24.04_nemo/llama2_70b_lora",
            "4.1/Supermicro/AS-8125GS-TNHR-1/llama2_70b_lora"};
        std::vector<std::string> got;
        for (std::size_t i : r.cost.frontier)
            got.push_back(input.points[i].key);
        QCOMPARE(got, frontier);
        // cost + 10 T: Oracle 128 (16.35 + 30.66 = 47.01) beats eos n8 (12.20 + 45.73) and
        // Oracle 512 (44.05 + 20.65).
        QCOMPARE(r.cost.valueOfTime.pointKey,
                 std::string("4.1/Oracle/128xBM.GPU.H100.8/llama2_70b_lora"));
        QVERIFY(r.cost.knee.available);
        QCOMPARE(r.cost.currency, std::string("USD"));
    }
};

QTEST_GUILESS_MAIN(TestCostAnalysis)
#include "tst_costanalysis.moc"
