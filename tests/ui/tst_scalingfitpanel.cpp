// ScalingFitPanel on the embedded data (v4.1 Llama 2 70B LoRA): real clicks on its check boxes
// reach the state, the fit parameters appear, and the on-demand bootstrap (off the GUI thread)
// brings back the N* and USL intervals.
#include "core/store/embeddeddataset.h"
#include "ui/scalingfitpanel.h"
#include "ui/state/explorerstate.h"

#include <QCheckBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace mlpe;

class TestScalingFitPanel : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void checkBoxesReachState();
    void bootstrapIntervalsOnDemand();

private:
    std::unique_ptr<ExplorerState> m_state;
    std::unique_ptr<ScalingFitPanel> m_panel;
};

void TestScalingFitPanel::init() {
    QVERIFY(EmbeddedDataset::isAvailable());
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(loadEmbeddedDataset());
    m_state->setRound("4.1");
    m_state->setBenchmark("llama2_70b_lora");
    m_panel = std::make_unique<ScalingFitPanel>(m_state.get());
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestScalingFitPanel::cleanup() {
    m_panel.reset();
    m_state.reset();
}

void TestScalingFitPanel::checkBoxesReachState() {
    QVERIFY(!m_state->showErrorBars());
    QVERIFY(!m_state->analysisParams().fits.enabled); // off in the window until asked for
    QVERIFY(m_state->analysis().fits.empty());
    QVERIFY(m_panel->fitText().isEmpty());

    QSignalSpy display(m_state.get(), &ExplorerState::displayOptionsChanged);
    QCheckBox* bars = m_panel->errorBarsBox();
    QTest::mouseClick(bars, Qt::LeftButton, {}, QPoint(8, bars->height() / 2));
    QVERIFY(m_state->showErrorBars());
    QCOMPARE(display.count(), 1);

    QCheckBox* fits = m_panel->fitsBox();
    QTest::mouseClick(fits, Qt::LeftButton, {}, QPoint(8, fits->height() / 2));
    QVERIFY(m_state->analysisParams().fits.enabled);
    QVERIFY(!m_state->analysis().fits.empty());
    // v4.1 Llama 2: all points and H100 have 8 distinct N (both models fitted); B200 one N.
    QVERIFY2(m_panel->fitText().contains(QStringLiteral("all (28 points, 8 distinct N)")),
             qPrintable(m_panel->fitText()));
    QVERIFY(m_panel->fitText().contains(QStringLiteral("USL: T₁ = ")));
    QVERIFY(m_panel->fitText().contains(QStringLiteral("not fitted (1 distinct N")));
    QVERIFY(m_panel->fitText().contains(QStringLiteral("not one machine scaled out")));

    QTest::mouseClick(fits, Qt::LeftButton, {}, QPoint(8, fits->height() / 2));
    QVERIFY(!m_state->analysisParams().fits.enabled);
    QVERIFY(m_panel->fitText().isEmpty());
}

void TestScalingFitPanel::bootstrapIntervalsOnDemand() {
    QSignalSpy done(m_panel.get(), &ScalingFitPanel::intervalsAvailable);
    QTest::mouseClick(m_panel->bootstrapButton(), Qt::LeftButton);
    QVERIFY(!m_panel->bootstrapButton()->isEnabled()); // running
    QVERIFY(done.wait(60000));
    const QString text = m_panel->intervalText();
    QVERIFY2(text.contains(QStringLiteral("2000 resamples")) ||
                 text.contains(QStringLiteral("2,000 resamples")),
             qPrintable(text));
    // The all-points threshold of v4.1 Llama 2 is bracketed: N* with its run-spread interval and
    // the share of resamples that cross tau.
    QVERIFY2(text.contains(QStringLiteral("all: N* ≈ ")) &&
                 text.contains(QStringLiteral(" of 2,000 resamples cross)")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("USL all: σ ")));
    // Each interval named for what it is: N*'s the run-to-run bootstrap the issue names, the
    // fits' a percentile interval whose coverage the project does not simulate.
    QVERIFY2(text.startsWith(QStringLiteral("N*: 95 % run-to-run bootstrap intervals (2,000 "
                                            "resamples")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("USL fits: case-bootstrap percentile intervals (nominal "
                                          "95 %; their coverage is not simulated):\n  USL all: σ")),
             qPrintable(text));
    QVERIFY(m_panel->bootstrapButton()->isEnabled());
    // A recompute makes the intervals stale: they disappear.
    m_state->setTau(0.9);
    QVERIFY(m_panel->intervalText().isEmpty());
}

QTEST_MAIN(TestScalingFitPanel)
#include "tst_scalingfitpanel.moc"
