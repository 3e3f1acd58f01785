// Sessions in the window, on the embedded data: save -> reopen gives the same analysis (every
// double bit-equal) and the same chart ranges, tab and table; bad sessions are refused with the
// state unchanged; the title's unsaved mark follows edits and undo; asking before unsaved changes
// are lost; recent sessions and reopening the last one. Screenshots (PNG) of the title bar, the
// recent list and the refusal go to $MLPE_BUILD_DIR/screenshots/.
#include "core/session/sessioncodec.h"
#include "core/store/embeddeddataset.h"
#include "ui/chartpanel.h"
#include "ui/chartpanelstate.h"
#include "ui/charts/scatterchartview.h"
#include "ui/mainwindow.h"
#include "ui/session/sessioncontroller.h"
#include "ui/session/undohistory.h"
#include "ui/state/explorerstate.h"
#include "ui/table/resultstablemodel.h"
#include "ui/table/resultstableview.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <cstring>

using namespace mlpe;

namespace {

std::vector<double> derivedValues(const ExplorerState& state) {
    std::vector<double> values;
    for (const auto& p : state.analysis().points)
        for (double v : {p.speedup, p.efficiency, p.acceleratorMinutes, p.silhouette,
                         p.idealMinutes, double(p.cluster)})
            values.push_back(v);
    for (const auto& b : state.analysis().breakEven)
        for (double v : {b.accelerators, b.minutes, b.efficiency})
            values.push_back(v);
    for (const auto& c : state.analysis().clustering.diagnostics)
        values.push_back(c.wcss);
    return values;
}

bool bitEqual(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

// Clicks `button` of the next modal message box with a real mouse click.
void answerNextMessageBox(QMessageBox::StandardButton button) {
    QTimer::singleShot(0, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}

QMessageBox* openMessageBox(QWidget* window, const QString& name) {
    for (QMessageBox* box : window->findChildren<QMessageBox*>(name))
        if (box->isVisible())
            return box;
    return nullptr;
}

} // namespace

class TestSessionController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void saveAndReopenGivesTheSameAnalysisAndCharts();
    void titleAndUnsavedMarkFollowEditsAndUndo();
    void badSessionsAreRefusedAndChangeNothing_data();
    void badSessionsAreRefusedAndChangeNothing();
    void unknownSystemsAreReportedWithWhatIsDoneInstead();
    void missingRoundShowsTheDefaultScopeAndSaysSo();
    void editMenuNamesTheStepAndHistoryPanelListsThem();
    void asksBeforeLosingChanges();
    void sessionWithADataFolderImportsItFirst();
    void recentSessionsAndReopenLast();
    void newSessionStartsOver();

private:
    std::unique_ptr<MainWindow> makeWindow(const QString& settingsName = "settings.ini");
    void shoot(QWidget* widget, const QString& name);
    QString file(const QString& name) const { return m_dir.filePath(name); }

    Dataset m_data;
    QTemporaryDir m_dir;
    QString m_screenshotDir;
    QString m_sessions;
};

void TestSessionController::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("This build has no embedded dataset");
    m_data = loadEmbeddedDataset();
    QVERIFY(!m_data.resultSets.empty());
    m_screenshotDir = qEnvironmentVariable("MLPE_BUILD_DIR", QDir::tempPath()) + "/screenshots";
    QVERIFY(QDir().mkpath(m_screenshotDir));
    m_sessions = qEnvironmentVariable("MLPE_FIXTURES_DIR") + "/sessions";
    QVERIFY(QFile::exists(m_sessions + "/corrupt.mlpes"));
}

std::unique_ptr<MainWindow> TestSessionController::makeWindow(const QString& settingsName) {
    auto settings = std::make_unique<AppSettings>(m_dir.filePath(settingsName));
    auto window =
        std::make_unique<MainWindow>(ImportController::roundImportFunction(), std::move(settings));
    window->resize(1280, 800);
    window->setDataset(m_data);
    window->show();
    return window;
}

void TestSessionController::shoot(QWidget* widget, const QString& name) {
    QVERIFY(widget->grab().save(m_screenshotDir + "/" + name + ".png"));
}

void TestSessionController::saveAndReopenGivesTheSameAnalysisAndCharts() {
    auto a = makeWindow();
    ExplorerState* s = a->state();
    s->setRound("4.1");
    s->setBenchmark("llama2_70b_lora");
    s->setTau(0.1 + 0.2);
    s->setLambda(2.0 / 3.0);
    s->setClusterCount(3);
    s->setSeed(12345);
    s->setFamilyHidden("MI300X", true);
    const QString firstKey = s->rows().front().pointKey;
    s->setExcluded(firstKey, true);
    s->setUserReference("4.1/Dell/XE9640x4H100-SXM-80GB/llama2_70b_lora");
    a->chartPanel()->tabs()->setCurrentIndex(3);
    ScatterChartView* pareto = a->chartPanel()->scatterCharts().at(3);
    const QRectF full = pareto->visibleRange();
    pareto->zoomTo(QRectF(QPointF(full.left() * 1.1, full.top() * 1.2),
                          QPointF(full.right() * 0.7, full.bottom() * 0.8)));
    a->resultsTable()->sortByColumn(5, Qt::DescendingOrder);
    a->resultsTable()->setHiddenColumns({0, 2});
    QVERIFY(a->sessionController()->saveTo(file("same.mlpes")));

    auto b = makeWindow("other.ini");
    QSignalSpy opened(b->sessionController(), &SessionController::sessionOpened);
    QVERIFY(b->sessionController()->openFile(file("same.mlpes")));
    QCOMPARE(opened.count(), 1);
    QVERIFY2(b->sessionController()->lastMessage().isEmpty(),
             qPrintable(b->sessionController()->lastMessage()));
    QVERIFY(SessionCodec::sameAnalysis(b->state()->viewState(), s->viewState()));
    QVERIFY(bitEqual(derivedValues(*b->state()), derivedValues(*s)));
    QCOMPARE(b->state()->analysis().references.front().key,
             std::string("4.1/Dell/XE9640x4H100-SXM-80GB/llama2_70b_lora"));
    QCOMPARE(b->chartPanel()->tabs()->currentIndex(), 3);
    QVERIFY(b->chartPanel()->scatterCharts().at(3)->canZoomBack()); // zoomed, as saved
    // Every chart as it is shown (a chart on a hidden tab is drawn when its tab is shown).
    for (int i = 0; i < 4; ++i) {
        a->chartPanel()->tabs()->setCurrentIndex(i);
        b->chartPanel()->tabs()->setCurrentIndex(i);
        const QRectF ra = a->chartPanel()->scatterCharts().at(i)->visibleRange();
        const QRectF rb = b->chartPanel()->scatterCharts().at(i)->visibleRange();
        QCOMPARE(rb, ra);
    }
    QCOMPARE(b->resultsTable()->horizontalHeader()->sortIndicatorSection(), 5);
    QCOMPARE(b->resultsTable()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QCOMPARE(b->resultsTable()->hiddenColumns(), (QList<int>{0, 2}));
    // (tab switching above changed the chart shown: back to the saved one)
    b->chartPanel()->tabs()->setCurrentIndex(3);
    QVERIFY(!b->sessionController()->isModified());
    // And written again it is the same file.
    QVERIFY(b->sessionController()->saveTo(file("same-again.mlpes")));
    QFile f1(file("same.mlpes")), f2(file("same-again.mlpes"));
    QVERIFY(f1.open(QIODevice::ReadOnly) && f2.open(QIODevice::ReadOnly));
    QCOMPARE(f2.readAll(), f1.readAll());
}

void TestSessionController::titleAndUnsavedMarkFollowEditsAndUndo() {
    auto w = makeWindow();
    SessionController* session = w->sessionController();
    QCOMPARE(w->windowTitle(), QStringLiteral("Untitled session[*] — MLPerf Scaling Explorer"));
    QVERIFY(!w->isWindowModified());
    w->state()->setTau(0.8);
    QVERIFY(w->isWindowModified());
    w->undoHistory()->stack()->undo();
    QVERIFY(!w->isWindowModified()); // back at the starting point
    w->state()->setTau(0.8);
    QVERIFY(session->saveTo(file("Llama study.mlpes")));
    QCOMPARE(w->windowTitle(), QStringLiteral("Llama study[*] — MLPerf Scaling Explorer"));
    QVERIFY(!w->isWindowModified());
    w->state()->setClusterCount(4);
    QVERIFY(w->isWindowModified());
    shoot(w.get(), "session-title-modified");
    w->undoHistory()->stack()->undo();
    QVERIFY(!w->isWindowModified());   // undo back to the saved point
    w->undoHistory()->stack()->undo(); // before the save: modified again
    QVERIFY(w->isWindowModified());
    w->undoHistory()->stack()->redo();
    QVERIFY(!w->isWindowModified());
    // Presentation counts too (a sorted table is a change) ...
    QHeaderView* header = w->findChild<ResultsTableView*>()->horizontalHeader();
    header->setSortIndicator(1, Qt::DescendingOrder);
    QVERIFY(w->isWindowModified());
    header->setSortIndicator(static_cast<int>(ResultsTableModel::Column::Accelerators),
                             Qt::AscendingOrder);
    QVERIFY(!w->isWindowModified());
    // ... but looking at another chart is not an edit: a real click on the tab bar switches
    // the chart and leaves the session saved; saving then stores the chart shown.
    QTabBar* bar = w->chartPanel()->tabs()->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(2).center());
    QCOMPARE(w->chartPanel()->tabs()->currentIndex(), 2);
    QVERIFY(!w->isWindowModified());
    QVERIFY(session->saveTo(file("Llama study.mlpes")));
    QCOMPARE(session->currentViewState().chart, QStringLiteral("speedup"));
}

void TestSessionController::badSessionsAreRefusedAndChangeNothing_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("corrupt") << "corrupt.mlpes"
                             << "line 5: not a valid session file";
    QTest::newRow("newer version") << "newer-version.mlpes"
                                   << "written by a newer MLPerf Scaling Explorer";
    QTest::newRow("missing folder")
        << "missing-folder.mlpes"
        << "its data folder /nonexistent/training_results_v4.1 no longer exists";
    QTest::newRow("several rounds") << "several-rounds.mlpes"
                                    << "the window shows one round or all rounds";
    QTest::newRow("not there") << "no-such-file.mlpes"
                               << "cannot open";
}

void TestSessionController::badSessionsAreRefusedAndChangeNothing() {
    QFETCH(QString, path);
    QFETCH(QString, reason);
    {
        ViewState several;
        several.rounds = {"4.1", "5.0"};
        several.benchmark = "llama2_70b_lora";
        QVERIFY(SessionCodec::writeFile(file("several-rounds.mlpes"), several));
    }
    const QString full = path.startsWith("several") ? file(path) : m_sessions + "/" + path;
    auto w = makeWindow();
    w->state()->setTau(0.9);
    w->state()->setExcluded(w->state()->rows().front().pointKey, true);
    const QByteArray before = SessionCodec::toJson(w->sessionController()->currentViewState());
    const std::vector<double> values = derivedValues(*w->state());
    const int steps = w->undoHistory()->stack()->count();
    QSignalSpy refused(w->sessionController(), &SessionController::openRefused);

    QVERIFY(!w->sessionController()->openFile(full));
    QCOMPARE(refused.count(), 1);
    const QString message = w->sessionController()->lastMessage();
    QVERIFY2(message.contains(QDir::toNativeSeparators(full)), qPrintable(message));
    QVERIFY2(message.contains(reason), qPrintable(message));
    QVERIFY(message.contains("The current view is unchanged."));
    QVERIFY2(!message.contains(".."), qPrintable(message)); // one full stop per sentence
    QMessageBox* box = openMessageBox(w.get(), "sessionRefusal");
    QVERIFY(box);
    QCOMPARE(box->text(), message);
    if (path == "corrupt.mlpes") {
        QVERIFY(QTest::qWaitForWindowExposed(box));
        shoot(box, "session-refused-corrupt");
    }
    QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);

    QCOMPARE(SessionCodec::toJson(w->sessionController()->currentViewState()), before);
    QVERIFY(bitEqual(derivedValues(*w->state()), values));
    QCOMPARE(w->undoHistory()->stack()->count(), steps);
    QCOMPARE(w->state()->dataset().sources, QStringList{"embedded"});
}

void TestSessionController::unknownSystemsAreReportedWithWhatIsDoneInstead() {
    auto w = makeWindow();
    QVERIFY(w->sessionController()->openFile(m_sessions + "/unknown-systems.mlpes"));
    const QString notes = w->sessionController()->lastMessage();
    // A format-1 key names the point of the session's benchmark (llama2_70b_lora).
    QVERIFY2(notes.contains("the picked reference 4.1/Nobody/nothing/llama2_70b_lora is not in "
                            "the data; the paper rule applies instead"),
             qPrintable(notes));
    QVERIFY(notes.contains("excluded system 4.1/Nobody/gone/llama2_70b_lora is not in the data"));
    QMessageBox* box = openMessageBox(w.get(), "sessionNotes");
    QVERIFY(box);
    QVERIFY(QTest::qWaitForWindowExposed(box));
    shoot(box, "session-opened-with-notes");
    QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
    // The whole session applied: its round and benchmark, the fallback reference.
    QCOMPARE(w->state()->filter().round(), QStringLiteral("4.1"));
    QCOMPARE(w->state()->filter().benchmark, QStringLiteral("llama2_70b_lora"));
    QVERIFY(w->state()->analysis().reference.fellBack);
    QVERIFY(!w->sessionController()->isModified());
}

void TestSessionController::missingRoundShowsTheDefaultScopeAndSaysSo() {
    ViewState s;
    s.rounds = {"9.9"};
    s.benchmark = "llama2_70b_lora";
    s.analysis.breakEven.tau = 0.85;
    QVERIFY(SessionCodec::writeFile(file("future-round.mlpes"), s));
    auto w = makeWindow();
    QVERIFY(w->sessionController()->openFile(file("future-round.mlpes")));
    const QString newest = w->state()->rounds().first();
    QCOMPARE(w->state()->filter().round(), newest);
    QVERIFY(!w->state()->filter().benchmark.isEmpty());
    QCOMPARE(w->state()->analysisParams().breakEven.tau, 0.85); // the rest is applied
    QVERIFY2(w->sessionController()->lastMessage().contains(
                 QStringLiteral("round 9.9, benchmark llama2_70b_lora are not in the data; "
                                "showing round %1")
                     .arg(newest)),
             qPrintable(w->sessionController()->lastMessage()));
    if (QMessageBox* notes = openMessageBox(w.get(), "sessionNotes"))
        notes->close();
}

void TestSessionController::editMenuNamesTheStepAndHistoryPanelListsThem() {
    auto w = makeWindow();
    w->state()->setRound("4.1");
    w->state()->setBenchmark("llama2_70b_lora");
    w->undoHistory()->clear();
    w->state()->setTau(0.8);
    w->state()->setFamilyHidden("H200", true);
    QCOMPARE(w->undoHistory()->undoAction()->text(), QStringLiteral("&Undo Hide family H200"));
    auto* history = w->findChild<QDockWidget*>("historyDock");
    QVERIFY(history);
    history->show();
    QMenu* editMenu = w->menuBar()->findChildren<QMenu*>().value(1);
    QVERIFY(editMenu);
    QCOMPARE(editMenu->actions().value(0), w->undoHistory()->undoAction());
    editMenu->popup(w->mapToGlobal(QPoint(40, 20)));
    QVERIFY(QTest::qWaitForWindowExposed(editMenu));
    shoot(editMenu, "undo-edit-menu");
    editMenu->close();
    QTest::qWait(50);
    shoot(w.get(), "undo-history-panel");
}

void TestSessionController::asksBeforeLosingChanges() {
    auto w = makeWindow();
    SessionController* session = w->sessionController();
    QVERIFY(session->saveTo(file("ask.mlpes")));
    w->state()->setTau(0.6);
    QVERIFY(session->isModified());
    // Cancel: nothing happens.
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!session->openFile(m_sessions + "/unknown-systems.mlpes"));
    QCOMPARE(w->state()->analysisParams().breakEven.tau, 0.6);
    QVERIFY(session->isModified());
    // Closing asks too; Cancel keeps the window open.
    answerNextMessageBox(QMessageBox::Cancel);
    QVERIFY(!w->close());
    QVERIFY(w->isVisible());
    // Save: written first, then the other session opens.
    answerNextMessageBox(QMessageBox::Save);
    QVERIFY(session->openFile(m_sessions + "/unknown-systems.mlpes"));
    const auto saved = SessionCodec::readFile(file("ask.mlpes"));
    QVERIFY(saved);
    QCOMPARE(saved->analysis.breakEven.tau, 0.6);
    if (QMessageBox* notes = openMessageBox(w.get(), "sessionNotes"))
        notes->close();
    // Discard: opens without saving.
    w->state()->setTau(0.55);
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(session->openFile(file("ask.mlpes")));
    QCOMPARE(w->state()->analysisParams().breakEven.tau, 0.6);
    QVERIFY(!session->isModified());
}

void TestSessionController::sessionWithADataFolderImportsItFirst() {
    const QString round =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + "/rounds/training_results_v4.1";
    ViewState s;
    s.dataSources = {"embedded", round};
    s.rounds = {"4.1"};
    s.benchmark = "gpt3";
    s.analysis.breakEven.tau = 0.5;
    QVERIFY(SessionCodec::writeFile(file("folder.mlpes"), s));
    auto w = makeWindow();
    QSignalSpy opened(w->sessionController(), &SessionController::sessionOpened);
    QVERIFY(w->sessionController()->openFile(file("folder.mlpes")));
    QVERIFY(opened.wait(30000));
    QCOMPARE(w->state()->dataset().sources, (QStringList{"embedded", round}));
    QCOMPARE(w->state()->filter().benchmark, QStringLiteral("gpt3"));
    QCOMPARE(w->state()->analysisParams().breakEven.tau, 0.5);
    // A system only the fixture folder has.
    QVERIFY(w->state()->rowIndexOfKey("4.1/Google/tpu-float-counts/gpt3") >= 0);
    QVERIFY(!w->sessionController()->isModified());
}

void TestSessionController::recentSessionsAndReopenLast() {
    auto w = makeWindow("recent.ini");
    SessionController* session = w->sessionController();
    QVERIFY(session->saveTo(file("first.mlpes")));
    w->state()->setTau(0.7);
    QVERIFY(session->saveTo(file("second.mlpes")));
    QVERIFY(session->saveTo(file("first.mlpes")));
    QCOMPARE(session->recentFiles(),
             (QStringList{QFileInfo(file("first.mlpes")).absoluteFilePath(),
                          QFileInfo(file("second.mlpes")).absoluteFilePath()}));
    QMenu* recent = session->recentMenu();
    emit recent->aboutToShow();
    QStringList texts;
    for (QAction* a : recent->actions())
        texts << a->text();
    QCOMPARE(texts.mid(0, 2), (QStringList{"&1 first.mlpes", "&2 second.mlpes"}));
    // Look at it: the File menu with the recent list open.
    QMenu* fileMenu = w->menuBar()->findChildren<QMenu*>().value(0);
    QVERIFY(fileMenu);
    fileMenu->popup(w->mapToGlobal(QPoint(0, 20)));
    QVERIFY(QTest::qWaitForWindowExposed(fileMenu));
    recent->popup(fileMenu->mapToGlobal(QPoint(fileMenu->width(), 30)));
    QVERIFY(QTest::qWaitForWindowExposed(recent));
    shoot(fileMenu, "session-file-menu");
    shoot(recent, "session-recent-list");
    // Clicking an entry opens it (the state is saved, so nothing is asked).
    QTest::mouseClick(recent, Qt::LeftButton, {},
                      recent->actionGeometry(recent->actions().at(1)).center());
    fileMenu->close();
    QCOMPARE(session->currentFile(), QFileInfo(file("second.mlpes")).absoluteFilePath());

    // Reopen last session on start: off by default, then opted in.
    {
        auto next = makeWindow("recent.ini");
        next->sessionController()->reopenLastSessionIfWanted();
        QVERIFY(next->sessionController()->currentFile().isEmpty());
    }
    AppSettings(m_dir.filePath("recent.ini")).setReopenLastSession(true);
    auto next = makeWindow("recent.ini");
    next->sessionController()->reopenLastSessionIfWanted();
    QCOMPARE(next->sessionController()->currentFile(),
             QFileInfo(file("second.mlpes")).absoluteFilePath());
    QCOMPARE(next->state()->analysisParams().breakEven.tau, 0.7);
}

void TestSessionController::newSessionStartsOver() {
    auto w = makeWindow();
    const ViewState fresh = w->sessionController()->currentViewState();
    w->state()->setTau(0.4);
    w->state()->setExcluded(w->state()->rows().front().pointKey, true);
    QVERIFY(w->sessionController()->saveTo(file("new.mlpes")));
    w->sessionController()->newSession();
    QVERIFY(w->sessionController()->currentFile().isEmpty());
    QCOMPARE(QString(SessionCodec::toJson(w->sessionController()->currentViewState())).split('\n'),
             QString(SessionCodec::toJson(fresh)).split('\n'));
    QCOMPARE(w->undoHistory()->stack()->count(), 0);
    QVERIFY(!w->isWindowModified());
}

QTEST_MAIN(TestSessionController)
#include "tst_sessioncontroller.moc"
