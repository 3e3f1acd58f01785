// HardwareFitPanel ("Scaling within families") on the embedded data: the paragraph states the
// model of the view (slope, interval, families, points, factor per doubling, naive slope, the
// families left out), fits whole at the analysis dock's width in a 1024 px window, and follows
// the view when the benchmark changes.
#include "core/store/embeddeddataset.h"
#include "ui/hardwarefitpanel.h"
#include "ui/state/explorerstate.h"

#include <QTest>

using namespace mlpe;

class TestHardwareFitPanel : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void statesTheWholeModelAtDockWidth();
    void followsTheView();

private:
    std::unique_ptr<ExplorerState> m_state;
    std::unique_ptr<HardwareFitPanel> m_panel;
};

void TestHardwareFitPanel::init() {
    QVERIFY(EmbeddedDataset::isAvailable());
    m_state = std::make_unique<ExplorerState>();
    m_state->setDataset(loadEmbeddedDataset());
    m_state->setRound("5.1");
    m_state->setBenchmark("llama2_70b_lora");
    m_panel = std::make_unique<HardwareFitPanel>(m_state.get());
    // The analysis dock's content width in a 1024 x 700 window (measured under Xvfb: 258 px
    // between the group box's borders, plus its margins).
    m_panel->setFixedWidth(270);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestHardwareFitPanel::cleanup() {
    m_panel.reset();
    m_state.reset();
}

void TestHardwareFitPanel::statesTheWholeModelAtDockWidth() {
    const QString text = m_panel->text();
    // v5.1 Llama 2 70B LoRA (analyze --format json): slope -0.693, 7 families, 51 points,
    // factor 0.808, naive slope -0.869; B300, MI350X and MI355X left out (one distinct N each).
    // Seven families: the CR2 interval is called 95 % (simulated coverage 0.958), the family
    // bootstrap (0.835) is not shown as an interval.
    for (const char* part :
         {"-0.693", "(CR2, 95 %: ", "7 families", "51 points",
          "Each family's own slope: ", "classical, ", "cluster-robust", "×0.808",
          "Naive slope -0.869", "hardware mix makes it steeper by 0.176", "B300", "MI355X"})
        QVERIFY2(text.contains(QString::fromUtf8(part)), qPrintable(part + (": " + text)));
    m_panel->repaint();
    QVERIFY2(!m_panel->isTextElided(), qPrintable(text));
}

void TestHardwareFitPanel::followsTheView() {
    m_state->setRound("4.1");
    m_state->setBenchmark("retinanet");
    const QString text = m_panel->text();
    // One usable family (H100): a slope, no interval (the clusters are families).
    QVERIFY2(text.contains(QStringLiteral("-0.746")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(", 1 family,")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("95 %")), qPrintable(text));
    // ... and the reason in the panel itself, not only in its tooltip.
    QVERIFY2(text.contains(QStringLiteral("(no interval: a cluster-robust interval needs at "
                                          "least two families)")),
             qPrintable(text));
    m_panel->repaint();
    QVERIFY2(!m_panel->isTextElided(), qPrintable(text));
}

QTEST_MAIN(TestHardwareFitPanel)
#include "tst_hardwarefitpanel.moc"
