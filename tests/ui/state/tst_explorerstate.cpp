// ExplorerState: scope choice, filters, exclusions, selection and the signals views rely on.
#include "common/testdataset.h"
#include "ui/state/explorerstate.h"

#include <QSignalSpy>
#include <QTest>
#include <cmath>
#include <future>

using namespace mlpe;

class TestExplorerState : public QObject {
    Q_OBJECT
private slots:
    void defaultScopeIsNewestRoundAndRichestBenchmark();
    void roundsAndCanonicalBenchmarks();
    void datasetPreparedOnAnotherThread();
    void scopeRows();
    void filterCriteria_data();
    void filterCriteria();
    void resetFiltersKeepsScope();
    void exclusionTakesPointOutOfAnalysis();
    void selectionSignal();
    void newDatasetKeepsScopeWhenPossible();
    void derivedValues_data();
    void derivedValues();
    void excludedUserReferenceFallsBack();
    void analysisSettingsSignal();
    void analysisSettingsReuseRows();
};

void TestExplorerState::defaultScopeIsNewestRoundAndRichestBenchmark() {
    ExplorerState state;
    QSignalSpy rows(&state, &ExplorerState::rowsChanged);
    state.setDataset(testdata::smallDataset());
    // Rounds in the fixture: 4.1 and 5.0 -> newest is 5.0, whose only benchmark is the LoRA one.
    QCOMPARE(state.filter().round(), QStringLiteral("5.0"));
    QCOMPARE(state.filter().benchmark, QStringLiteral("llama2_70b_lora"));
    QCOMPARE(state.rows().size(), size_t(1));
    QCOMPARE(rows.count(), 1);
}

void TestExplorerState::roundsAndCanonicalBenchmarks() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    QCOMPARE(state.rounds(), (QStringList{"5.0", "4.1"}));
    // ssd is listed under its canonical id; sorted by display name (BERT-large, Llama..,
    // RetinaNet).
    QCOMPARE(state.benchmarks("4.1"), (QStringList{"bert", "llama2_70b_lora", "retinanet"}));
    QCOMPARE(state.benchmarks({}), (QStringList{"bert", "llama2_70b_lora", "retinanet"}));
}

void TestExplorerState::datasetPreparedOnAnotherThread() {
    // What the window does at start-up: the points and rounds made on another thread give the
    // state what setDataset(Dataset) gives it.
    ExplorerState direct;
    direct.setDataset(testdata::smallDataset());
    ExplorerState prepared;
    QSignalSpy rows(&prepared, &ExplorerState::rowsChanged);
    prepared.setDataset(std::async(std::launch::async, [] {
                            return PreparedDataset::prepare(testdata::smallDataset());
                        }).get());
    QCOMPARE(rows.count(), 1);
    QCOMPARE(prepared.rounds(), direct.rounds());
    QCOMPARE(prepared.rounds(), (QStringList{QStringLiteral("5.0"), QStringLiteral("4.1")}));
    QCOMPARE(prepared.filter().round(), direct.filter().round());
    QCOMPARE(prepared.filter().benchmark, direct.filter().benchmark);
    QCOMPARE(prepared.rows().size(), direct.rows().size());
    QCOMPARE(prepared.dataset().resultSets.size(), direct.dataset().resultSets.size());
    QCOMPARE(prepared.pointsInAnalysis(), direct.pointsInAnalysis());
    for (std::size_t i = 0; i < direct.rows().size(); ++i) {
        const analysis::PointResult* a = direct.pointResult(direct.rows()[i]);
        const analysis::PointResult* b = prepared.pointResult(prepared.rows()[i]);
        QCOMPARE(bool(a), bool(b));
        if (a) {
            QCOMPARE(b->state, a->state);
            QCOMPARE(b->isReference, a->isReference);
            QCOMPARE(qIsNaN(b->efficiency), qIsNaN(a->efficiency));
            if (!qIsNaN(a->efficiency))
                QCOMPARE(b->efficiency, a->efficiency);
        }
    }
}

void TestExplorerState::scopeRows() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    QCOMPARE(state.filter().benchmark, QStringLiteral("llama2_70b_lora")); // kept
    // 7 LoRA sets in 4.1 (one unscored): all in scope, 6 in the analysis.
    QCOMPARE(state.rows().size(), size_t(7));
    QCOMPARE(state.pointsInAnalysis(), 6);
    QCOMPARE(state.familiesInScope(), (QStringList{"H100", "H200"}));
    state.setBenchmark("retinanet");
    QCOMPARE(state.rows().size(), size_t(1));
    QCOMPARE(state.rows().front().set->benchmark, QStringLiteral("ssd"));
    state.setRound({}); // all rounds
    state.setBenchmark("llama2_70b_lora");
    QCOMPARE(state.rows().size(), size_t(8));           // 7 in 4.1 + 1 in 5.0
    QCOMPARE(state.analysisPoints().size(), size_t(7)); // cross-round: 6 + 1 scored
    state.setBenchmark({}); // all benchmarks: listed, but nothing derived across benchmarks
    QCOMPARE(state.rows().size(), size_t(11));
    QVERIFY(state.analysisPoints().empty());
    QVERIFY(state.pointResult(state.rows().front()) == nullptr);
    QCOMPARE(state.pointsInAnalysis(), 0);
}

void TestExplorerState::filterCriteria_data() {
    QTest::addColumn<FilterSettings>("filter");
    QTest::addColumn<int>("shown");      // rows passing the filter (of 7 LoRA 4.1 rows)
    QTest::addColumn<int>("inAnalysis"); // scored among them
    FilterSettings base;
    base.rounds = {"4.1"};
    base.benchmark = "llama2_70b_lora";
    QTest::newRow("no criterion") << base << 7 << 6;
    FilterSettings f = base;
    f.hiddenFamilies = {"H200"};
    QTest::newRow("hide H200") << f << 5 << 4;
    f = base;
    f.hiddenAvailabilities = {availabilityLabel(Availability::Cloud)};
    QTest::newRow("hide cloud") << f << 4 << 3; // Lambda, Oracle, Azure are cloud
    f = base;
    f.hiddenSubmitters = {"Dell", "NVIDIA"};
    QTest::newRow("hide two submitters") << f << 5 << 4;
    f = base;
    f.minAccelerators = 16;
    QTest::newRow("N >= 16") << f << 4 << 3; // 16, 64, 64, 56 (unscored)
    f = base;
    f.maxAccelerators = 8;
    QTest::newRow("N <= 8") << f << 3 << 3;
    f = base;
    f.hiddenDivisions = {"closed"};
    QTest::newRow("hide closed") << f << 0 << 0;
}

void TestExplorerState::filterCriteria() {
    QFETCH(FilterSettings, filter);
    QFETCH(int, shown);
    QFETCH(int, inAnalysis);
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    QSignalSpy changed(&state, &ExplorerState::filterChanged);
    state.setFilter(filter);
    QCOMPARE(changed.count(), 1);
    int passing = 0;
    for (const ExplorerRow& row : state.rows())
        passing += row.passesFilter ? 1 : 0;
    QCOMPARE(state.rows().size(), size_t(7)); // filters never drop rows from scope
    QCOMPARE(passing, shown);
    QCOMPARE(state.pointsInAnalysis(), inAnalysis);
    state.setFilter(filter);
    QCOMPARE(changed.count(), 1); // no-op when equal
}

void TestExplorerState::resetFiltersKeepsScope() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setFamilyHidden("H100", true);
    QVERIFY(!state.filter().onlyScope());
    state.resetFilters();
    QVERIFY(state.filter().onlyScope());
    QCOMPARE(state.filter().round(), QStringLiteral("4.1"));
    QCOMPARE(state.filter().benchmark, QStringLiteral("llama2_70b_lora"));
}

void TestExplorerState::exclusionTakesPointOutOfAnalysis() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    QSignalSpy rows(&state, &ExplorerState::rowsChanged);
    QSignalSpy excl(&state, &ExplorerState::exclusionsChanged);
    state.setExcluded("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora", true);
    QCOMPARE(excl.count(), 1);
    QCOMPARE(rows.count(), 1);
    QCOMPARE(rows.front().front().toBool(), true); // same rows: views keep their selection
    QCOMPARE(state.pointsInAnalysis(), 5);
    const int i = state.rowIndexOfKey("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora");
    QVERIFY(i >= 0);
    QVERIFY(state.rows()[size_t(i)].excluded);
    QVERIFY(state.rows()[size_t(i)].passesFilter); // still shown (greyed)
    state.setExcluded("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora", true);
    QCOMPARE(excl.count(), 1); // unchanged: no signal
    state.restoreAll();
    QCOMPARE(state.pointsInAnalysis(), 6);
    QCOMPARE(excl.count(), 2);
}

void TestExplorerState::selectionSignal() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    QSignalSpy sel(&state, &ExplorerState::selectionChanged);
    state.setSelectedKey("4.1/Dell/XE9680x8H100/llama2_70b_lora");
    state.setSelectedKey("4.1/Dell/XE9680x8H100/llama2_70b_lora");
    QCOMPARE(sel.count(), 1);
    QCOMPARE(state.selectedKey(), QStringLiteral("4.1/Dell/XE9680x8H100/llama2_70b_lora"));
}

void TestExplorerState::newDatasetKeepsScopeWhenPossible() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setBenchmark("bert");
    state.setSelectedKey("4.1/NVIDIA/dgxh100_n1/bert");
    state.setDataset(testdata::smallDataset());
    QCOMPARE(state.filter().round(), QStringLiteral("4.1"));
    QCOMPARE(state.filter().benchmark, QStringLiteral("bert"));
    QVERIFY(state.selectedKey().isEmpty()); // rows were rebuilt: selection cleared
    Dataset onlyNewRound;
    onlyNewRound.resultSets.push_back(
        testdata::makeSet("5.1", "NVIDIA", "gb200_n2", "llama2_70b_lora", "GB200", 2, 4, 3.0));
    state.setDataset(std::move(onlyNewRound));
    QCOMPARE(state.filter().round(), QStringLiteral("5.1"));
    QCOMPARE(state.filter().benchmark, QStringLiteral("llama2_70b_lora"));
}

// Hand computation on the fixture (v4.1 LoRA, scored rows):
//   Dell 8 x 30 = 240, NVIDIA 8 x 28 = 224, Lenovo(H200) 8 x 24 = 192, Lambda 16 x 15 = 240,
//   Oracle 64 x 5 = 320, Azure(H200) 64 x 4 = 256 accelerator-minutes (G = N T).
// Paper rule: smallest N = 8, slowest among them = Dell (T = 30): E' = 240 / G, S = 30 / T.
// Per family: H100 -> Dell (240); H200 -> Lenovo (8 x 24 = 192): E' = 192 / G, S = 24 / T.
void TestExplorerState::derivedValues_data() {
    QTest::addColumn<int>("strategy");
    QTest::addColumn<QString>("pointKey");
    QTest::addColumn<QString>("referenceKey");
    QTest::addColumn<double>("speedup");
    QTest::addColumn<double>("efficiency");
    const int paper = int(analysis::ReferenceStrategy::PaperRule);
    const int family = int(analysis::ReferenceStrategy::PerFamily);
    QTest::newRow("paper: reference itself")
        << paper << "4.1/Dell/XE9680x8H100/llama2_70b_lora"
        << "4.1/Dell/XE9680x8H100/llama2_70b_lora" << 1.0 << 1.0;
    QTest::newRow("paper: Oracle 64") << paper << "4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora"
                                      << "4.1/Dell/XE9680x8H100/llama2_70b_lora" << 6.0 << 0.75;
    QTest::newRow("paper: Lambda 16") << paper << "4.1/Lambda/1cc_2xh100/llama2_70b_lora"
                                      << "4.1/Dell/XE9680x8H100/llama2_70b_lora" << 2.0 << 1.0;
    QTest::newRow("paper: Azure H200 64")
        << paper << "4.1/Azure/nd_h200_v5_x8/llama2_70b_lora"
        << "4.1/Dell/XE9680x8H100/llama2_70b_lora" << 7.5 << 0.9375;
    QTest::newRow("family: Azure vs Lenovo")
        << family << "4.1/Azure/nd_h200_v5_x8/llama2_70b_lora"
        << "4.1/Lenovo/SR680a_H200/llama2_70b_lora" << 6.0 << 0.75;
    QTest::newRow("family: Oracle vs Dell")
        << family << "4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora"
        << "4.1/Dell/XE9680x8H100/llama2_70b_lora" << 6.0 << 0.75;
}

void TestExplorerState::derivedValues() {
    QFETCH(int, strategy);
    QFETCH(QString, pointKey);
    QFETCH(QString, referenceKey);
    QFETCH(double, speedup);
    QFETCH(double, efficiency);
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setReferenceStrategy(analysis::ReferenceStrategy(strategy));
    const int row = state.rowIndexOfKey(pointKey); // raw folder = canonical id here
    QVERIFY(row >= 0);
    const ExplorerRow& r = state.rows()[size_t(row)];
    const analysis::PointResult* result = state.pointResult(r);
    QVERIFY(result);
    QCOMPARE(state.referenceKeyOf(r), referenceKey);
    QVERIFY(qAbs(result->speedup - speedup) < 1e-12);
    QVERIFY(qAbs(result->efficiency - efficiency) < 1e-12);
    QCOMPARE(result->isReference, pointKey == referenceKey);
    // The unscored row is shown but never given to the analysis.
    const int broken = state.rowIndexOfKey("4.1/Clemson/broken_h100/llama2_70b_lora");
    QVERIFY(state.pointResult(state.rows()[size_t(broken)]) == nullptr);
}

void TestExplorerState::excludedUserReferenceFallsBack() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setUserReference("4.1/Lambda/1cc_2xh100/llama2_70b_lora");
    QCOMPARE(state.analysis().reference.applied, analysis::ReferenceStrategy::UserPick);
    QVERIFY(!state.analysis().reference.fellBack);
    state.setExcluded("4.1/Lambda/1cc_2xh100/llama2_70b_lora", true);
    // The picked reference is out of the calculation: the analysis falls back and says why.
    QVERIFY(state.analysis().reference.fellBack);
    QVERIFY(!state.analysis().reference.reason.empty());
    QCOMPARE(state.analysis().reference.applied, analysis::ReferenceStrategy::PaperRule);
    const int row = state.rowIndexOfKey("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora");
    QCOMPARE(state.referenceKeyOf(state.rows()[size_t(row)]),
             QStringLiteral("4.1/Dell/XE9680x8H100/llama2_70b_lora"));
}

void TestExplorerState::analysisSettingsSignal() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    QSignalSpy params(&state, &ExplorerState::analysisParamsChanged);
    QSignalSpy rows(&state, &ExplorerState::rowsChanged);
    state.setTau(0.8);
    state.setTau(0.8);
    state.setClusterCount(3);
    state.setSeed(42);
    QCOMPARE(params.count(), 3);
    QCOMPARE(rows.count(), 3);
    QCOMPARE(state.analysisParams().breakEven.tau, 0.8);
    QCOMPARE(state.analysisParams().clustering.k, 3);
    QCOMPARE(state.analysisParams().clustering.seed, quint64(42));
}

namespace {

// The E' of every row (NaN for rows outside the analysis), in row order.
std::vector<double> efficiencies(const ExplorerState& state) {
    std::vector<double> e;
    for (const ExplorerRow& row : state.rows()) {
        const analysis::PointResult* r = state.pointResult(row);
        e.push_back(r ? r->efficiency : std::nan(""));
    }
    return e;
}

// The same view set on a state from scratch (no rows to reuse).
std::vector<double> freshEfficiencies(const ViewState& view) {
    ExplorerState fresh;
    fresh.setDataset(testdata::smallDataset());
    if (!fresh.applyViewState(view))
        return {}; // compares unequal: the rows are never empty here
    return efficiencies(fresh);
}

bool sameValues(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](double x, double y) {
               return (std::isnan(x) && std::isnan(y)) || x == y;
           });
}

} // namespace

// A change of the analysis settings alone (tau, k, the reference rule) keeps the rows and the
// points (the same objects: nothing rebuilt); a change of what they are made of (filter,
// exclusion, the picked reference, prices) makes them again. Either way the values are those
// of the view set from scratch.
void TestExplorerState::analysisSettingsReuseRows() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    const auto rowsNow = [&] { return state.rows().data(); };
    const auto pointsNow = [&] { return state.analysisPoints().data(); };
    const ExplorerRow* rows = rowsNow();
    const analysis::AnalysisPoint* points = pointsNow();
    state.setTau(0.8);
    state.setClusterCount(3);
    state.setReferenceStrategy(analysis::ReferenceStrategy::PerFamily);
    QCOMPARE(rowsNow(), rows);
    QCOMPARE(pointsNow(), points);
    QVERIFY(sameValues(efficiencies(state), freshEfficiencies(state.viewState())));

    state.setExcluded("4.1/Oracle/bm_gpu_h100_64/llama2_70b_lora", true);
    QVERIFY(rowsNow() != rows);
    QVERIFY(sameValues(efficiencies(state), freshEfficiencies(state.viewState())));
    rows = rowsNow();
    state.setFamilyHidden(QStringLiteral("H200"), true);
    QVERIFY(rowsNow() != rows);
    QCOMPARE(state.pointsInAnalysis(), 3); // Oracle excluded, both H200 hidden
    QVERIFY(sameValues(efficiencies(state), freshEfficiencies(state.viewState())));
    rows = rowsNow();
    // A pick (a click on a point) changes the reference alone: the rows are kept, and a pick
    // the filter leaves out is named in the analysis' selection as it would be from scratch.
    state.setUserReference("4.1/Lenovo/SR680a_H200/llama2_70b_lora");
    QCOMPARE(rowsNow(), rows);
    QCOMPARE(state.analysisInputParams().filter.filteredOutKeys,
             std::vector<std::string>{"4.1/Lenovo/SR680a_H200/llama2_70b_lora"});
    QVERIFY(state.analysis().reference.fellBack); // "outside the filter": the rule applies
    QVERIFY(sameValues(efficiencies(state), freshEfficiencies(state.viewState())));
    state.setUserReference("4.1/Dell/XE9680x8H100/llama2_70b_lora"); // in the filter
    QCOMPARE(rowsNow(), rows);
    QVERIFY(state.analysisInputParams().filter.filteredOutKeys.empty());
    QVERIFY(!state.analysis().reference.fellBack);
    QVERIFY(sameValues(efficiencies(state), freshEfficiencies(state.viewState())));
}

QTEST_GUILESS_MAIN(TestExplorerState)
#include "tst_explorerstate.moc"
