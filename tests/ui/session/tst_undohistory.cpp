// Undo/redo of every kind of analysis change restores the previous state exactly (view state and
// every derived double), drags merge into one step, an import is not a step, and Ctrl+Z /
// Ctrl+Shift+Z work as real key presses.
#include "common/testdataset.h"
#include "core/session/sessioncodec.h"
#include "ui/analysispanel.h"
#include "ui/session/undohistory.h"
#include "ui/state/explorerstate.h"

#include <QAction>
#include <QCheckBox>
#include <QMenu>
#include <QSlider>
#include <QTest>
#include <QUndoStack>
#include <cstring>
#include <functional>

using namespace mlpe;

namespace {

using Change = std::function<void(ExplorerState&)>;

// Every double the table and charts show, in order: equal vectors mean bit-equal results.
std::vector<double> derivedValues(const ExplorerState& state) {
    std::vector<double> values;
    for (const auto& p : state.analysis().points)
        for (double v :
             {p.speedup, p.efficiency, p.acceleratorMinutes, p.silhouette, double(p.cluster)})
            values.push_back(v);
    for (const auto& b : state.analysis().breakEven)
        values.push_back(b.accelerators);
    return values;
}

bool bitEqual(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

} // namespace

Q_DECLARE_METATYPE(Change)

class TestUndoHistory : public QObject {
    Q_OBJECT
private slots:
    void undoRedoEveryKindOfChange_data();
    void undoRedoEveryKindOfChange();
    void quickChangesOfOneSettingMerge();
    void sliderDragWithKeysIsOneStep();
    void importIsNotAStepAndKeepsTheHistory();
    void shortcutsUndoAndRedo();
    void fittedCurvesSurviveUndoAndRedo();
    void undoRestoresPreviousPrices();
};

void TestUndoHistory::undoRedoEveryKindOfChange_data() {
    QTest::addColumn<Change>("change");
    QTest::addColumn<QString>("text");
    using S = ExplorerState;
    QTest::newRow("round") << Change([](S& s) { s.setRound("5.0"); }) << "Change round";
    QTest::newRow("benchmark") << Change([](S& s) { s.setBenchmark("bert"); })
                               << "Change benchmark";
    QTest::newRow("family visibility")
        << Change([](S& s) { s.setFamilyHidden("H200", true); }) << "Hide family H200";
    QTest::newRow("submitter filter") << Change([](S& s) {
        FilterSettings f = s.filter();
        f.hiddenSubmitters << "Oracle";
        s.setFilter(f);
    }) << "Hide submitter Oracle";
    QTest::newRow("N range") << Change([](S& s) {
        FilterSettings f = s.filter();
        f.maxAccelerators = 16;
        s.setFilter(f);
    }) << "Change N range";
    QTest::newRow("exclusion") << Change([](S& s) {
        s.setExcluded("4.1/Dell/XE9680x8H100/llama2_70b_lora", true);
    }) << "Exclude 4.1/Dell/XE9680x8H100/llama2_70b_lora";
    QTest::newRow("reference pick")
        << Change([](S& s) { s.setUserReference("4.1/Lambda/1cc_2xh100/llama2_70b_lora"); })
        << "Set reference 4.1/Lambda/1cc_2xh100/llama2_70b_lora";
    QTest::newRow("reference strategy")
        << Change([](S& s) { s.setReferenceStrategy(analysis::ReferenceStrategy::PerFamily); })
        << "Reference per family";
    QTest::newRow("tau") << Change([](S& s) { s.setTau(0.7); }) << "Change τ to 0.7";
    QTest::newRow("comparison scenario") << Change([](S& s) {
        analysis::ComparisonScenario b = s.scenarioB();
        b.families = {"H100"};
        s.setScenarios(s.scenarioA(), b);
    }) << "Change comparison scenario";
    QTest::newRow("swap comparison scenarios")
        << Change([](S& s) { s.swapScenarios(); }) << "Swap comparison scenarios";
    QTest::newRow("lambda") << Change([](S& s) { s.setLambda(8); }) << "Change λ to 8";
    QTest::newRow("prices") << Change([](S& s) {
        s.setPrices(*PriceTable::make({{"H100", 2.5}}, "USD", std::nullopt));
    }) << "Change accelerator prices";
    QTest::newRow("lambda money") << Change([](S& s) { s.setLambdaMoney(12.5); })
                                  << "Change λ money to 12.5";
    QTest::newRow("k") << Change([](S& s) { s.setClusterCount(2); }) << "Set k = 2";
    QTest::newRow("seed") << Change([](S& s) { s.setSeed(99); }) << "Change seed";
    QTest::newRow("features") << Change([](S& s) {
        analysis::AnalysisParams p = s.analysisParams();
        p.clustering.features = {analysis::Feature::Log2Minutes};
        s.setAnalysisParams(p);
    }) << "Change clustering features";
    QTest::newRow("standardisation") << Change([](S& s) {
        analysis::AnalysisParams p = s.analysisParams();
        p.clustering.standardisation = analysis::Standardisation::MinMax;
        s.setAnalysisParams(p);
    }) << "Change standardisation";
}

void TestUndoHistory::undoRedoEveryKindOfChange() {
    QFETCH(Change, change);
    QFETCH(QString, text);
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setBenchmark("llama2_70b_lora");
    state.setExcluded("4.1/NVIDIA/dgxh100_n1/llama2_70b_lora",
                      true); // something to keep through the change
    UndoHistory history(&state);
    history.clear();
    const ViewState before = state.viewState();
    const std::vector<double> valuesBefore = derivedValues(state);

    change(state);
    const ViewState after = state.viewState();
    const std::vector<double> valuesAfter = derivedValues(state);
    QVERIFY(!SessionCodec::sameAnalysis(after, before));
    QCOMPARE(history.stack()->count(), 1);
    QCOMPARE(history.stack()->undoText(), text);

    history.stack()->undo();
    QVERIFY(SessionCodec::sameAnalysis(state.viewState(), before));
    QVERIFY(bitEqual(derivedValues(state), valuesBefore));
    history.stack()->redo();
    QVERIFY(SessionCodec::sameAnalysis(state.viewState(), after));
    QVERIFY(bitEqual(derivedValues(state), valuesAfter));
    // Undo and redo themselves are not new steps.
    QCOMPARE(history.stack()->count(), 1);
}

void TestUndoHistory::quickChangesOfOneSettingMerge() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    UndoHistory history(&state);
    state.setTau(0.9);
    state.setTau(0.8);
    state.setTau(0.7);
    QCOMPARE(history.stack()->count(), 1);
    state.setSeed(5); // another setting: a new step
    QCOMPARE(history.stack()->count(), 2);
    history.stack()->undo();
    history.stack()->undo();
    QCOMPARE(state.analysisParams().breakEven.tau, 1.0);
    // Dragged back to the start: the merged step is obsolete and disappears.
    history.clear();
    state.setTau(0.9);
    state.setTau(1.0);
    QCOMPARE(history.stack()->count(), 0);
}

void TestUndoHistory::sliderDragWithKeysIsOneStep() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setBenchmark("llama2_70b_lora");
    UndoHistory history(&state);
    AnalysisPanel panel(&state);
    panel.show();
    QSlider* slider = panel.lambdaSlider();
    slider->setFocus();
    const double lambda = state.analysisParams().breakEven.lambda;
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(slider, Qt::Key_Right);
    QVERIFY(state.analysisParams().breakEven.lambda > lambda);
    QCOMPARE(history.stack()->count(), 1);
    history.stack()->undo();
    QCOMPARE(state.analysisParams().breakEven.lambda, lambda);
    QCOMPARE(slider->value(), AnalysisPanel::sliderFromLambda(lambda)); // the panel follows
}

void TestUndoHistory::importIsNotAStepAndKeepsTheHistory() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setBenchmark("llama2_70b_lora");
    UndoHistory history(&state);
    state.setTau(0.75);
    QCOMPARE(history.stack()->count(), 1);
    Dataset more = state.dataset();
    more.merge(
        Dataset{{testdata::makeSet("4.1", "New", "sys", "llama2_70b_lora", "H100", 4, 8, 9.0)},
                {},
                {QStringLiteral("import")}});
    state.setDataset(std::move(more)); // an import
    QCOMPARE(history.stack()->count(), 1);
    QCOMPARE(state.analysisParams().breakEven.tau, 0.75);
    history.stack()->undo(); // the step's settings, on the data now loaded
    QCOMPARE(state.analysisParams().breakEven.tau, 1.0);
    QCOMPARE(state.dataset().resultSets.size(), testdata::smallDataset().resultSets.size() + 1);
}

void TestUndoHistory::shortcutsUndoAndRedo() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    UndoHistory history(&state);
    QWidget window;
    QMenu edit;
    history.addEditActions(&edit);
    window.addActions(edit.actions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    window.setFocus();
    state.setClusterCount(3);
    QCOMPARE(history.undoAction()->text(), QStringLiteral("&Undo Set k = 3"));
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(state.analysisParams().clustering.k, 0);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(state.analysisParams().clustering.k, 3);
}

void TestUndoHistory::fittedCurvesSurviveUndoAndRedo() {
    // Fitted curves on (a real click on the panel's check box), then tau: undoing tau keeps the
    // curves (undo used to turn them off), undoing again turns them off, redo brings them back.
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    UndoHistory history(&state);
    AnalysisPanel panel(&state);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCheckBox* fits = nullptr;
    for (QCheckBox* box : panel.findChildren<QCheckBox*>())
        if (box->text().startsWith(QStringLiteral("Fitted curves")))
            fits = box;
    QVERIFY(fits);
    QVERIFY(!state.analysisParams().fits.enabled);
    QTest::mouseClick(fits, Qt::LeftButton, {}, QPoint(8, fits->height() / 2));
    QVERIFY(state.analysisParams().fits.enabled);
    state.setTau(0.8);
    history.stack()->undo(); // tau
    QCOMPARE(state.analysisParams().breakEven.tau, 1.0);
    QVERIFY(state.analysisParams().fits.enabled);
    QVERIFY(fits->isChecked());
    history.stack()->undo(); // the curves
    QVERIFY(!state.analysisParams().fits.enabled);
    QVERIFY(!fits->isChecked());
    history.stack()->redo();
    QVERIFY(state.analysisParams().fits.enabled);
    QVERIFY(fits->isChecked());
    history.stack()->redo();
    QCOMPARE(state.analysisParams().breakEven.tau, 0.8);
    QVERIFY(state.analysisParams().fits.enabled);
}

void TestUndoHistory::undoRestoresPreviousPrices() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setBenchmark("llama2_70b_lora");
    const PriceTable first = *PriceTable::make({{"H100", 2.5}}, "USD", std::nullopt);
    const PriceTable second =
        *PriceTable::make({{"H100", 3.0}, {"H200", 4.0}}, "USD", std::nullopt);
    state.setPrices(first);
    UndoHistory history(&state);
    history.clear();
    const std::optional<double> costBefore = state.analysis().points.front().costToTrain;
    QVERIFY(costBefore);
    state.setPrices(second);
    QCOMPARE(history.stack()->count(), 1);
    QVERIFY(state.analysis().points.front().costToTrain != costBefore);
    history.stack()->undo();
    QCOMPARE(state.prices(), first);
    QCOMPARE(state.analysis().points.front().costToTrain, costBefore); // recomputed
    history.stack()->redo();
    QCOMPARE(state.prices(), second);
    // Clearing the prices is a step too, and undoing it brings them back.
    state.setPrices({});
    QCOMPARE(history.stack()->undoText(), QStringLiteral("Clear accelerator prices"));
    QVERIFY(!state.analysis().cost.enabled);
    history.stack()->undo();
    QCOMPARE(state.prices(), second);
    QVERIFY(state.analysis().cost.enabled);
}

QTEST_MAIN(TestUndoHistory)
#include "tst_undohistory.moc"
