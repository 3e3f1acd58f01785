// The keyboard path through a chart legend that aborted the window with std::bad_alloc: v4.1
// Llama 2 70B LoRA; select the ESC_N8_E11 (H200) row, R; Ctrl+F, Shift+Tab x3 to the H100 legend
// entry; Ctrl+Space, Ctrl+Z; Shift+Tab back, the Menu key, O ("Only this family").
//
// Cause: "Only this family" removes the selected H200 row from the table while the state's rows
// are being replaced; the selection change woke the Compare chart, which read the new points with
// the old comparison's indices. The keys are sent back to back (no waiting), as a fast typist
// does: whatever the state's queued work has done by then, the window must survive and end in a
// consistent state. Run under ASan by CI (the asan preset), where an out-of-range read fails.
#include "common/windowtesting.h"
#include "core/store/embeddeddataset.h"
#include "ui/chartpanel.h"
#include "ui/charts/chartlegend.h"
#include "ui/compare/compareview.h"
#include "ui/mainwindow.h"
#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultstablemodel.h"
#include "ui/table/resultstableview.h"

#include <QContextMenuEvent>
#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace mlpe;

class TestLegendKeyboardPath : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void onlyThisFamilyAfterPickAndUndo_data();
    void onlyThisFamilyAfterPickAndUndo();

private:
    Dataset m_data;
    QTemporaryDir m_settingsDir;
};

namespace {

void press(int key, Qt::KeyboardModifiers modifiers = {}) {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, Qt::Key(key), modifiers);
}

// The Menu key as the xcb platform delivers it: a keyboard context-menu event to the focused
// widget (offscreen has no platform keyboard that would make it). An O typed into the menu once
// it is open picks "Only this family".
bool menuKeyThenPick(Qt::Key key) {
    QWidget* focus = QApplication::focusWidget();
    if (!focus)
        return false;
    bool picked = false;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu || picked)
            return;
        picked = true;
        QTest::keyClick(menu, key);
    });
    poll.start(0);
    const QPoint centre = focus->rect().center();
    QContextMenuEvent event(QContextMenuEvent::Keyboard, centre, focus->mapToGlobal(centre));
    QApplication::sendEvent(focus, &event);
    return QTest::qWaitFor([&] { return picked; }, 2000);
}

} // namespace

void TestLegendKeyboardPath::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
}

void TestLegendKeyboardPath::onlyThisFamilyAfterPickAndUndo_data() {
    QTest::addColumn<bool>("compareOpen");
    QTest::newRow("compare page hidden") << false;
    QTest::newRow("compare page shown") << true;
}

void TestLegendKeyboardPath::onlyThisFamilyAfterPickAndUndo() {
    QFETCH(bool, compareOpen);
    auto window =
        testing::openMainWindow(m_data, m_settingsDir.filePath("settings.ini"), {1280, 800});
    QVERIFY(window);
    ExplorerState* state = window->state();
    state->setRound(QStringLiteral("4.1"));
    state->setBenchmark(QStringLiteral("llama2_70b_lora"));
    // Shown with its shortcut, then back to Explore through the tab: the comparison must follow
    // the state it computed while shown (and catch up while hidden).
    if (compareOpen) {
        QTest::keyClick(window.get(), Qt::Key_M, Qt::ControlModifier);
        QCOMPARE(window->centralTabs()->currentWidget(), window->comparePage());
        QTabBar* bar = window->centralTabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(0).center());
        QCOMPARE(window->centralTabs()->currentIndex(), 0);
    }

    // Select the ESC_N8_E11 (H200) row with a click, then R: it becomes the reference.
    ResultsTableView* table = window->resultsTable();
    QModelIndex esc;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QModelIndex i = table->model()->index(r, 0);
        if (i.data(ResultsTableModel::ResultSetKeyRole).toString().contains("/ESC_N8_E11/"))
            esc = i;
    }
    QVERIFY(esc.isValid());
    table->scrollTo(esc);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(esc).center());
    const QString escKey = QStringLiteral("4.1/ASUSTeK/ESC_N8_E11/llama2_70b_lora");
    press(Qt::Key_R);
    QCOMPARE(QString::fromStdString(state->analysisParams().reference.userKey), escKey);

    // Ctrl+F, Shift+Tab x3: the H100 entry of the E' chart's legend.
    press(Qt::Key_F, Qt::ControlModifier);
    for (int i = 0; i < 3; ++i)
        press(Qt::Key_Tab, Qt::ShiftModifier);
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QCOMPARE(focus->property("family").toString(), QStringLiteral("H100"));

    // Ctrl+Space (hide H100), Ctrl+Z, then off the entry and back (Shift+Tab, Tab; the legend now
    // keeps focus on a toggled entry, where it used to jump to the search field), Menu, O: no
    // waiting between the keys.
    press(Qt::Key_Space, Qt::ControlModifier);
    press(Qt::Key_Z, Qt::ControlModifier);
    press(Qt::Key_Tab, Qt::ShiftModifier);
    press(Qt::Key_Tab);
    const QString family = QApplication::focusWidget()->property("family").toString();
    QVERIFY2(!family.isEmpty(), "focus left the legend");
    QVERIFY(menuKeyThenPick(Qt::Key_O));
    QTest::qWait(50); // the queued rebuilds

    // Only that family is shown, and everything the window shows agrees with the state.
    QVERIFY(window->isVisible());
    for (const QString& f : state->familiesInScope())
        QCOMPARE(state->filter().familyHidden(f), f != family);
    for (const analysis::AnalysisPoint& p : state->analysisPoints())
        QCOMPARE(QString::fromStdString(p.family), family);
    CompareView* compare = window->compareView(); // built here when the page was never shown
    QVERIFY(compare);
    const ComparisonModel* comparison = compare->comparison();
    QCOMPARE(comparison->points().size(), state->analysisPoints().size());
    QCOMPARE(comparison->result().a.points.size(), comparison->points().size());
}

QTEST_MAIN(TestLegendKeyboardPath)
#include "tst_legendkeyboardpath.moc"
