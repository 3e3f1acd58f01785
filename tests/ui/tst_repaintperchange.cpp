// What one change repaints: the chart, its legend and caption, and the table's rows; not the
// widgets around them. Qt passes every relayout up to the window, and each tab widget on the way
// repaints all it holds: a legend that made new entries per change (or any relayout inside a
// chart page) repainted the table's search field, scroll bars and the tab bars after every change.
// Counted (paint events), not timed.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/chartpanel.h"
#include "ui/charts/chartpage.h"
#include "ui/charts/scatterchartview.h"
#include "ui/mainwindow.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultstableview.h"

#include <QLineEdit>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace mlpe;

namespace {

// Counts the paint events a widget receives.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget* widget)
        : m_widget(widget) {
        widget->installEventFilter(this);
    }
    int count = 0;
    QString name() const { return QString::fromLatin1(m_widget->metaObject()->className()); }

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        count += event->type() == QEvent::Paint ? 1 : 0;
        return false;
    }

private:
    QWidget* m_widget;
};

// Every posted relayout and repaint done (a relayout climbs one parent per pass of the event
// loop, and the window's first one climbs a dozen).
void settle(int passes = 8) {
    for (int i = 0; i < passes; ++i) {
        QTest::qWait(20);
        QCoreApplication::processEvents();
    }
}

} // namespace

class TestRepaintPerChange : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void changeRepaintsOnlyWhatChanged_data();
    void changeRepaintsOnlyWhatChanged();

private:
    Dataset m_data;
    QTemporaryDir m_dir;
};

void TestRepaintPerChange::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
}

void TestRepaintPerChange::changeRepaintsOnlyWhatChanged_data() {
    QTest::addColumn<int>("change");
    QTest::addColumn<bool>("rowsComeAndGo"); // the table's scroll bars may change, then
    QTest::newRow("family filter") << 0 << true;
    QTest::newRow("reference strategy") << 1 << false;
    QTest::newRow("tau") << 2 << false;
    QTest::newRow("k") << 3 << false;
    QTest::newRow("exclusion") << 4 << false;
}

void TestRepaintPerChange::changeRepaintsOnlyWhatChanged() {
    QFETCH(int, change);
    QFETCH(bool, rowsComeAndGo);
    auto window = testing::openMainWindow(m_data, m_dir.filePath("settings.ini"), {1280, 800});
    QVERIFY(window);
    ExplorerState* state = window->state();
    state->setRound("4.1");
    state->setBenchmark("llama2_70b_lora");
    settle(30);
    QLineEdit* search = nullptr;
    for (QLineEdit* edit : window->findChildren<QLineEdit*>())
        if (edit->placeholderText().startsWith("Search the table"))
            search = edit;
    QVERIFY(search && search->isVisible());
    ResultsTableView* table = window->resultsTable();
    QVERIFY(table->horizontalScrollBar()->isVisible());
    const PaintCounter searchPaints(search);
    const PaintCounter scrollBarPaints(table->horizontalScrollBar());
    const PaintCounter tabBarPaints(window->centralTabs()->tabBar());
    const PaintCounter chartPaints(window->chartPanel()->scatterChart("efficiency")->viewport());
    const QString family = state->familiesInScope().value(0);
    const QString key = state->rows().back().pointKey;
    const std::vector<std::function<void(bool)>> changes{
        [&](bool on) { state->setFamilyHidden(family, on); },
        [&](bool on) {
            state->setReferenceStrategy(on ? analysis::ReferenceStrategy::PerFamily
                                           : analysis::ReferenceStrategy::PaperRule);
        },
        [&](bool on) { state->setTau(on ? 0.8 : 1.0); },
        [&](bool on) { state->setClusterCount(on ? 3 : 0); },
        [&](bool on) { state->setExcluded(key, on); },
    };
    // There and back: the legend's entries change in both directions for most of these.
    for (const bool on : {true, false}) {
        changes[size_t(change)](on);
        settle();
    }
    QVERIFY2(chartPaints.count > 0, "the chart was not repainted: nothing to count");
    for (const PaintCounter* counter : {&searchPaints, &scrollBarPaints, &tabBarPaints}) {
        if (counter == &scrollBarPaints && rowsComeAndGo)
            continue;
        QVERIFY2(
            counter->count == 0,
            qPrintable(
                QStringLiteral("%1 repainted %2 times").arg(counter->name()).arg(counter->count)));
    }
}

QTEST_MAIN(TestRepaintPerChange)
#include "tst_repaintperchange.moc"
