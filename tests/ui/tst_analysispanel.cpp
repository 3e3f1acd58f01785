// AnalysisPanel: settings go to the state, results and fallbacks come back.
#include "common/testdataset.h"
#include "core/analysis/analysisengine.h"
#include "core/store/embeddeddataset.h"
#include "ui/analysispanel.h"
#include "ui/breakevenintervals.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/captionlabel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSlider>
#include <QTest>

using namespace mlpe;

class TestAnalysisPanel : public QObject {
    Q_OBJECT
private slots:
    void lambdaSliderMapping_data();
    void lambdaSliderMapping();
    void editsReachState();
    void referenceShownWithFallbackReason();
    void breakEvenShowsRunSpreadInterval();
    void unlistedClusterCountIsShownAndKept();
};

void TestAnalysisPanel::lambdaSliderMapping_data() {
    QTest::addColumn<int>("position");
    QTest::addColumn<double>("lambda");
    // lambda = 2^(position / 4)
    QTest::newRow("1") << 0 << 1.0;
    QTest::newRow("2") << 4 << 2.0;
    QTest::newRow("64 (default)") << 24 << 64.0;
    QTest::newRow("65536") << 64 << 65536.0;
}

void TestAnalysisPanel::lambdaSliderMapping() {
    QFETCH(int, position);
    QFETCH(double, lambda);
    QCOMPARE(AnalysisPanel::lambdaFromSlider(position), lambda);
    QCOMPARE(AnalysisPanel::sliderFromLambda(lambda), position);
}

void TestAnalysisPanel::editsReachState() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    AnalysisPanel panel(&state);
    panel.tauEditor()->setValue(0.8);
    QCOMPARE(state.analysisParams().breakEven.tau, 0.8);
    panel.lambdaSlider()->setValue(8); // 2^2
    QCOMPARE(state.analysisParams().breakEven.lambda, 4.0);
    QComboBox* k = panel.kSelector();
    k->setCurrentIndex(k->findData(3));
    emit k->activated(k->currentIndex());
    QCOMPARE(state.analysisParams().clustering.k, 3);
    QComboBox* strategy = panel.strategySelector();
    strategy->setCurrentIndex(strategy->findData(int(analysis::ReferenceStrategy::PerFamily)));
    emit strategy->activated(strategy->currentIndex());
    QCOMPARE(state.analysisParams().reference.strategy, analysis::ReferenceStrategy::PerFamily);
    // The break-even summary follows: one entry per result of the analysis (an entry's
    // parenthesis continues on an indented line, so that the dock stays narrow).
    QCOMPARE(panel.breakEvenLabel()->text().count('\n') + 1 -
                 panel.breakEvenLabel()->text().count(QStringLiteral("\n    ")),
             int(state.analysis().breakEven.size()));
}

void TestAnalysisPanel::referenceShownWithFallbackReason() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    AnalysisPanel panel(&state);
    QVERIFY(panel.referenceText().contains("Dell/XE9680x8H100"));
    state.setUserReference("4.1/Lambda/1cc_2xh100/llama2_70b_lora");
    QVERIFY(panel.referenceText().contains("Lambda/1cc_2xh100"));
    state.setExcluded("4.1/Lambda/1cc_2xh100/llama2_70b_lora", true);
    // Fallback to the paper rule, and the reason is shown (never a silent switch).
    QVERIFY(panel.referenceText().contains("Dell/XE9680x8H100"));
    QVERIFY(
        panel.referenceText().contains(QString::fromStdString(state.analysis().reference.reason)));
}

// The break-even lines gain the run-spread interval once the background bootstrap is done, lose it
// at once when the view changes (an old interval never stands beside a new N*), and regain it.
// Real v4.1 Llama 2 data: its runs differ, so the interval is a real one.
void TestAnalysisPanel::breakEvenShowsRunSpreadInterval() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    ExplorerState state;
    state.setDataset(loadEmbeddedDataset());
    state.setRound("4.1");
    state.setBenchmark("llama2_70b_lora");
    AnalysisPanel panel(&state);
    QLabel* label = panel.breakEvenLabel();
    QTRY_VERIFY_WITH_TIMEOUT(label->text().contains(BreakEvenIntervals::legend()), 20000);

    // The same numbers as a bootstrapped analysis of the same view.
    analysis::AnalysisParams params = state.analysisParams();
    params.uncertainty.bootstrap = true;
    const analysis::AnalysisResult direct = runAnalysis(state.analysisPoints(), params);
    int shown = 0;
    for (const analysis::BreakEvenResult& b : direct.breakEven) {
        const QString text = BreakEvenIntervals::describe(b);
        if (b.outcome != analysis::BreakEvenOutcome::Found || text.isEmpty())
            continue;
        const QString joined = QString(label->text()).replace(QStringLiteral("\n    "), " ");
        QVERIFY2(joined.contains(text), qPrintable(text + " not in\n" + label->text()));
        QVERIFY(b.acceleratorsLow <= b.accelerators && b.accelerators <= b.acceleratorsHigh);
        ++shown;
    }
    QVERIFY(shown > 0);

    analysis::AnalysisParams changed = state.analysisParams();
    changed.breakEven.tau = 0.8;
    state.setAnalysisParams(changed);
    QVERIFY(!label->text().contains(BreakEvenIntervals::legend()));
    QTRY_VERIFY_WITH_TIMEOUT(label->text().contains(BreakEvenIntervals::legend()), 20000);
}

void TestAnalysisPanel::unlistedClusterCountIsShownAndKept() {
    // A session may store any k (here 99): the selector shows it, not "Auto", and editing
    // another setting keeps it.
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    state.setClusterCount(99);
    AnalysisPanel panel(&state);
    QComboBox* k = panel.kSelector();
    QCOMPARE(k->currentData().toInt(), 99);
    QCOMPARE(k->currentText(), QStringLiteral("99"));
    QCOMPARE(k->itemData(k->currentIndex() - 1).toInt(), 8); // listed in order, after 8
    panel.tauEditor()->setFocus();
    panel.tauEditor()->selectAll();
    QTest::keyClicks(panel.tauEditor(), "0.8");
    QTest::keyClick(panel.tauEditor(), Qt::Key_Enter);
    QCOMPARE(state.analysisParams().breakEven.tau, 0.8);
    QCOMPARE(state.analysisParams().clustering.k, 99);
}

QTEST_MAIN(TestAnalysisPanel)
#include "tst_analysispanel.moc"
