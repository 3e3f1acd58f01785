#include "mainwindow.h"

#include "analysispanel.h"
#include "chartexportactions.h"
#include "chartpanel.h"
#include "chartpanelstate.h"
#include "compare/compareview.h"
#include "core/model/roundreplacement.h"
#include "explorerstatusbar.h"
#include "filterpanel.h"
#include "importdialog.h"
#include "state/comparisonmodel.h"
#include "ui/session/sessioncontroller.h"
#include "ui/session/undohistory.h"
#include "ui/state/appsettings.h"
#include "ui/state/explorerstate.h"
#include "ui/table/problemlistmodel.h"
#include "ui/table/problemlistview.h"
#include "ui/table/resultscolumns.h"
#include "ui/table/resultsproxymodel.h"
#include "ui/table/resultstablemodel.h"
#include "ui/table/resultstableview.h"
#include "ui/widgets/afterfirstpaint.h"
#include "ui/widgets/inlinebanner.h"
#include "ui/widgets/pricesdialog.h"
#include "ui/widgets/rebuildwhenshown.h"
#include "ui/widgets/selectionactions.h"
#include "ui/widgets/sidepanelscrollarea.h"
#include "ui/widgets/vectorstateclearer.h"
#include "ui/widgets/wheelguard.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace mlpe {

namespace {
// A frameless scroll area whose content (if any yet) follows its width.
QScrollArea* resizableScrollArea(QWidget* content, QWidget* parent) {
    auto* scroll = new QScrollArea(parent);
    if (content)
        scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}
} // namespace

MainWindow::MainWindow(ImportController::ImportFunction importFunction,
                       std::unique_ptr<AppSettings> settings, QWidget* parent)
    : QMainWindow(parent)
    , m_settings(settings ? std::move(settings) : std::make_unique<AppSettings>())
    , m_state(new ExplorerState(this))
    , m_importer(new ImportController(std::move(importFunction), this))
    , m_filterPanel(new FilterPanel(m_state, this))
    , m_analysisPanel(new AnalysisPanel(m_state, this))
    , m_chartPanel(new ChartPanel(m_state, this))
    , m_table(new ResultsTableView(m_state, this))
    , m_search(new QLineEdit(this))
    , m_tableBanner(new InlineBanner(this))
    , m_problemCounts(new ProblemListModel(this))
    , m_problemPane(new QWidget(this))
    , m_centralSplitter(new QSplitter(Qt::Vertical, this))
    , m_centralTabs(new QTabWidget(this))
    , m_selectionActions(new SelectionActions(
          m_state, [this] { return m_table->selectedPointKeys(); }, this)) {
    VectorStateClearer::installOnApplication();
    WheelGuard::install();
    m_selectionActions->attachTo(m_table);
    m_selectionActions->attachTo(m_chartPanel);
    setWindowTitle(tr("MLPerf Scaling Explorer"));
    setObjectName(QStringLiteral("MainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    setAcceptDrops(true);

    // Central: (charts above) the results table with its search field and empty-state banner.
    m_search->setPlaceholderText(tr("Search the table (submitter, system, family, …)"));
    // The clear button shows only over text, and its Fusion icon (a PNG) is read when it is
    // enabled: after the first frame, which has no text there.
    AfterFirstPaint::run(this, [this] { m_search->setClearButtonEnabled(true); });
    connect(m_search, &QLineEdit::textChanged, m_table->proxyModel(),
            &ResultsProxyModel::setSearchText);
    auto* tablePane = new QWidget(this);
    auto* tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_search);
    tableLayout->addWidget(m_tableBanner);
    tableLayout->addWidget(m_table, 1);
    m_centralSplitter->setObjectName(QStringLiteral("centralSplitter"));
    m_centralSplitter->addWidget(m_chartPanel);
    m_centralSplitter->addWidget(tablePane);
    m_centralSplitter->setStretchFactor(0, 3);
    m_centralSplitter->setStretchFactor(1, 2);
    m_centralSplitter->setChildrenCollapsible(false);
    // No fixed minimum for the chart panel: its own (kChartMinimumHeight with the
    // tab bar, a legend row and the caption) is what it can show without cutting the chart off.
    connect(m_tableBanner, &InlineBanner::actionTriggered, m_state, &ExplorerState::resetFilters);
    m_tableBanner->setDismissible(true);

    auto* filterScroll = new SidePanelScrollArea(m_filterPanel, 250, this);
    addDock(tr("Filters"), QStringLiteral("filtersDock"), filterScroll, Qt::LeftDockWidgetArea);
    auto* analysisScroll = new SidePanelScrollArea(m_analysisPanel, 290, this);
    QDockWidget* analysisDock =
        addDock(tr("Reference and analysis"), QStringLiteral("analysisDock"), analysisScroll,
                Qt::RightDockWidgetArea);
    // First start (nothing restored): narrow side panels, the charts get the width.
    resizeDocks({findChild<QDockWidget*>(QStringLiteral("filtersDock")), analysisDock}, {250, 300},
                Qt::Horizontal);
    // The list of problems (a table with 300 rows of the embedded data) is built when its dock is
    // first shown: closed on a first start, it was a fiftieth of the window's construction.
    auto* problemLayout = new QVBoxLayout(m_problemPane);
    problemLayout->setContentsMargins(0, 0, 0, 0);
    new RebuildWhenShown(m_problemPane, [this] { problemList(); });
    m_problemDock = addDock(tr("Import problems"), QStringLiteral("problemsDock"), m_problemPane,
                            Qt::BottomDockWidgetArea);
    m_problemDock->hide();
    // Compare references: scenarios A/B, sensitivity, per-family panels, a central page of its
    // own beside "Explore" (as a bottom dock it left the charts 200 px at 1024 x 700 and had to
    // be scrolled at 1920 x 1080). In a scroll area: two scenario editors over a chart and a
    // table need more than a 700-pixel screen, and the page must not raise the window's minimum.
    // The view is built, and goes into its scroll area, when the page is first shown: set in it,
    // the unseen view's labels were laid out at start-up (a twentieth of the time to the first
    // frame), and building it was a fiftieth more.
    m_comparePage = resizableScrollArea(nullptr, this);
    m_comparePage->setObjectName(QStringLiteral("comparePage"));
    m_centralTabs->setObjectName(QStringLiteral("centralTabs"));
    m_centralTabs->setDocumentMode(true);
    m_centralTabs->addTab(m_centralSplitter, tr("Explore"));
    m_centralTabs->addTab(m_comparePage, tr("Compare references"));
    setCentralWidget(m_centralTabs);
    connect(m_centralTabs, &QTabWidget::currentChanged, this, [this](int index) {
        const bool shown = m_centralTabs->widget(index) == m_comparePage;
        if (shown && !m_comparePage->widget()) {
            m_comparePage->setWidget(compareView());
            m_compareView->show();
        }
        if (m_compareView)
            m_compareView->comparison()->setActive(shown);
    });

    auto* status = new ExplorerStatusBar(m_state, m_importer, m_problemCounts, this);
    setStatusBar(status);
    connect(status, &ExplorerStatusBar::problemsRequested, this, [this] {
        m_problemDock->show();
        m_problemDock->raise();
    });
    connect(m_importer, &ImportController::importAvailable, this, &MainWindow::onImportAvailable);

    connect(m_state, &ExplorerState::rowsChanged, this, &MainWindow::updateEmptyState);
    connect(m_table, &ResultsTableView::hiddenColumnsChanged, this,
            [this] { storeHiddenColumns(); });

    // The prices last applied start the window (before the history and the session take their
    // starting point, so they are neither a step nor an unsaved change).
    m_state->setPrices(m_settings->prices());
    m_undo = new UndoHistory(m_state, this);
    m_session = new SessionController(this, m_settings.get(), m_undo, this);
    createActions();
    setScreenTabOrder();
    // A chart page is built when first shown: its widgets then take their place in the order.
    connect(m_chartPanel, &ChartPanel::pageBuilt, this, &MainWindow::setScreenTabOrder);
    restoreLayout();
    updateEmptyState();
}

MainWindow::~MainWindow() = default;

CompareView* MainWindow::compareView() {
    if (!m_compareView) {
        m_compareView = new CompareView(m_state, m_comparePage);
        m_compareView->hide();
        // Unseen, the comparison (two more analyses per change) waits until its page is shown.
        m_compareView->comparison()->setActive(false);
    }
    return m_compareView;
}

void MainWindow::storePresentation(ViewState& s) const {
    ChartPanelState::store(*m_chartPanel, s);
    const QHeaderView* header = m_table->horizontalHeader();
    s.sortColumn = header->sortIndicatorSection();
    s.sortDescending = header->sortIndicatorOrder() == Qt::DescendingOrder;
    s.hiddenColumns = m_table->hiddenColumns();
    std::sort(s.hiddenColumns.begin(), s.hiddenColumns.end());
    s.hasHiddenColumns = true;
}

void MainWindow::applyPresentation(const ViewState& state) {
    ChartPanelState::apply(*m_chartPanel, state);
    if (state.hasHiddenColumns)
        m_table->setHiddenColumns(state.hiddenColumns);
    m_table->sortByColumn(state.sortColumn,
                          state.sortDescending ? Qt::DescendingOrder : Qt::AscendingOrder);
}

void MainWindow::resetPresentation() {
    ViewState defaults;
    defaults.hiddenColumns = ResultsColumns::defaultHidden();
    defaults.hasHiddenColumns = true;
    m_table->setHiddenColumns(defaults.hiddenColumns);
    // The table's initial order (ResultsTableView sorts by N).
    m_table->sortByColumn(static_cast<int>(ResultsTableModel::Column::Accelerators),
                          Qt::AscendingOrder);
    ChartPanelState::apply(*m_chartPanel, defaults);
}

void MainWindow::onPresentationChanged(QObject* context, const std::function<void()>& changed) {
    ChartPanelState::connectChanges(*m_chartPanel, context, changed);
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, context,
            [changed] { changed(); });
    connect(m_table, &ResultsTableView::hiddenColumnsChanged, context, [changed] { changed(); });
}

void MainWindow::showCompare(bool shown) {
    m_centralTabs->setCurrentWidget(shown ? static_cast<QWidget*>(m_comparePage)
                                          : m_centralSplitter);
}

void MainWindow::showStatusMessage(const QString& message) {
    statusBar()->showMessage(message);
}

void MainWindow::setScreenTabOrder() {
    // Tab follows the screen: the filters (left), then the charts and the table (centre, top to
    // bottom), then the analysis settings (right), then the problem list. Qt's default is the
    // order of creation, which put the analysis dock before the charts and skipped nothing but
    // made the table the last stop. Arrow keys move between cells, Tab leaves the table.
    m_table->setTabKeyNavigation(false);
    QList<QWidget*> chain = m_filterPanel->tabChain();
    chain << m_centralTabs->tabBar() << m_chartPanel->tabs()->tabBar();
    for (int i = 0; i < m_chartPanel->tabs()->count(); ++i) {
        // Each page's focusable widgets (only the current page's are visible, so reachable).
        for (QWidget* w : m_chartPanel->tabs()->widget(i)->findChildren<QWidget*>()) {
            if (w->focusPolicy() & Qt::TabFocus)
                chain << w;
        }
    }
    chain << m_search;
    for (QWidget* w : m_tableBanner->findChildren<QWidget*>()) {
        if (w->focusPolicy() & Qt::TabFocus)
            chain << w;
    }
    chain << m_table;
    chain << m_analysisPanel->tabChain();
    if (m_problems)
        chain << m_problems;
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
}

QDockWidget* MainWindow::addDock(const QString& title, const QString& objectName, QWidget* widget,
                                 Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName); // saveState() needs it
    dock->setWidget(widget);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* import =
        file->addAction(tr("&Import results folder…"), this, &MainWindow::chooseImportFolder);
    import->setShortcut(QKeySequence::Open);
    import->setToolTip(tr("Load a training_results_vX.Y folder (a cloned MLCommons results "
                          "repository) and add it to the data"));
    QAction* cancel = file->addAction(tr("&Cancel import"), m_importer, &ImportController::cancel);
    cancel->setShortcut(Qt::Key_Escape);
    file->addSeparator();
    // Export: also in the chart's context menu (the chart panel carries the actions).
    auto* exports = new ChartExportActions(m_state, m_chartPanel, m_settings.get(), this);
    connect(exports, &ChartExportActions::exported, this, &MainWindow::showStatusMessage);
    file->addAction(exports->exportChartAction());
    file->addAction(exports->copyChartAction());
    file->addAction(exports->exportTableAction());
    m_chartPanel->addActions({exports->exportChartAction(), exports->copyChartAction()});
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    m_session->addFileActions(file, import); // New, Open…, Open recent, Save, Save as…

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    for (QAction* a : m_table->actions())
        edit->addAction(a); // "Copy selected rows" (Ctrl+C)
    QAction* find = edit->addAction(tr("&Find in table"), this, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    m_undo->addEditActions(edit); // Undo, Redo at the top
    // R, E, Delete, Shift+E: only while the table or a chart has focus (see SelectionActions).
    edit->addSeparator();
    edit->addActions(m_selectionActions->actions());
    edit->addSeparator();
    QAction* reset = edit->addAction(tr("Reset &filters"), m_state, &ExplorerState::resetFilters);
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    QMenu* analysisMenu = menuBar()->addMenu(tr("&Analysis"));
    analysisMenu->addAction(tr("Accelerator &prices…"), this, &MainWindow::editPrices);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* zoomBack =
        view->addAction(tr("Zoom &back"), this, [this] { m_chartPanel->zoomBackCurrent(); });
    zoomBack->setShortcuts({QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::ALT | Qt::Key_Left)});
    QAction* resetZoom =
        view->addAction(tr("&Reset zoom"), this, [this] { m_chartPanel->resetZoomCurrent(); });
    resetZoom->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    for (int i = 0; i < m_chartPanel->tabs()->count(); ++i) {
        QAction* tab = view->addAction(m_chartPanel->tabs()->tabText(i), this, [this, i] {
            showCompare(false);
            m_chartPanel->tabs()->setCurrentIndex(i);
        });
        tab->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
    }
    view->addSeparator();
    // The Compare page, from the menu or its shortcut (checked while it is shown).
    m_compareAction = view->addAction(tr("&Compare references"));
    m_compareAction->setCheckable(true);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_compareAction, &QAction::toggled, this, &MainWindow::showCompare);
    connect(m_centralTabs, &QTabWidget::currentChanged, m_compareAction, [this](int index) {
        m_compareAction->setChecked(m_centralTabs->widget(index) == m_comparePage);
    });
    view->addSeparator();
    m_undo->createHistoryDock(this);
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->addAction(import);
    toolbar->addAction(reset);
    toolbar->addAction(exports->exportChartAction());
}

void MainWindow::setDataset(Dataset dataset) {
    setDataset(PreparedDataset::prepare(std::move(dataset)));
}

ProblemListView* MainWindow::problemList() {
    if (!m_problems) {
        m_problems = new ProblemListView(m_problemPane);
        m_problemPane->layout()->addWidget(m_problems);
        m_problems->setProblems(m_problemCounts->problems());
        if (m_problemPane->isVisible())
            m_problems->show(); // at once, not from the layout's queued show
        setScreenTabOrder();
    }
    return m_problems;
}

void MainWindow::setProblems(std::vector<ImportProblem> problems) {
    if (m_problems)
        m_problems->setProblems(problems);
    m_problemCounts->setProblems(std::move(problems));
}

void MainWindow::setDataset(PreparedDataset prepared) {
    setProblems(prepared.dataset->problems);
    m_state->setDataset(std::move(prepared));
}

void MainWindow::importFolders(const QStringList& folders) {
    // Built on the first import from folders, not at start-up (its problem list and buttons
    // were 4 % of the time to the first frame); it follows every import from then on.
    if (!m_importDialog)
        m_importDialog = new ImportDialog(m_importer, this);
    m_importer->start(folders);
    m_importDialog->show();
    m_importDialog->raise();
}

void MainWindow::chooseImportFolder() {
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Open an MLPerf Training results folder (training_results_vX.Y)"),
        m_settings->lastImportDirectory());
    if (dir.isEmpty())
        return;
    m_settings->setLastImportDirectory(dir);
    importFolders({dir});
}

void MainWindow::onImportAvailable(const Dataset& imported) {
    if (imported.resultSets.empty()) {
        // Nothing usable (not a results folder, empty folder): keep what is shown, list why
        // next to the problems of the data already loaded.
        std::vector<ImportProblem> problems = m_state->dataset().problems;
        problems.insert(problems.end(), imported.problems.begin(), imported.problems.end());
        setProblems(std::move(problems));
        m_tableBanner->showMessage(InlineBanner::Kind::Error,
                                   tr("No MLPerf results found in %1; the data shown is unchanged. "
                                      "See the import problems.")
                                       .arg(m_importer->roots().join(QStringLiteral(", "))));
        return;
    }
    // A round imported again replaces that round: its sets and its problems (not 154 "loaded
    // twice" notes beside the old warnings); one note in the problem list says so.
    Dataset merged = m_state->dataset();
    const RoundReplacement replaced = mergeReplacingRounds(merged, imported);
    setDataset(std::move(merged));
    Q_UNUSED(replaced);
}

PricesDialog* MainWindow::editPrices() {
    auto* dialog = new PricesDialog(m_state, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // What OK applied is the settings' copy: the next window starts with it.
    connect(dialog, &QDialog::accepted, this, [this] {
        m_settings->setPrices(m_state->prices());
        m_settings->sync();
    });
    dialog->open();
    return dialog;
}

QString MainWindow::statusText() const {
    return static_cast<ExplorerStatusBar*>(statusBar())->summaryText();
}

void MainWindow::updateEmptyState() {
    if (m_state->dataset().resultSets.empty()) {
        m_tableBanner->showMessage(InlineBanner::Kind::Info,
                                   tr("No data loaded. Import a training_results_vX.Y folder "
                                      "(File ▸ Import, Ctrl+O)."));
        return;
    }
    const auto& rows = m_state->rows();
    const bool anyShown =
        std::any_of(rows.begin(), rows.end(), [](const ExplorerRow& r) { return r.passesFilter; });
    if (!anyShown && !m_state->filter().onlyScope()) {
        m_tableBanner->showMessage(InlineBanner::Kind::Warning,
                                   tr("No result set passes the current filters."),
                                   tr("Reset filters"));
    } else if (rows.empty()) {
        m_tableBanner->showMessage(InlineBanner::Kind::Info,
                                   tr("This round has no results for this benchmark."));
    } else {
        m_tableBanner->hide();
    }
}

void MainWindow::restoreLayout() {
    if (!restoreGeometry(m_settings->windowGeometry()))
        fitDefaultGeometryToScreen();
    m_layoutRestored = restoreState(m_settings->windowState());
    m_centralSplitter->restoreState(m_settings->splitterState(QStringLiteral("central")));
    m_table->setHiddenColumns(ResultsColumns::migrateHidden(
        m_settings->hiddenTableColumns(ResultsColumns::defaultHidden()),
        m_settings->hiddenTableColumnsLayout()));
    m_chartPanel->tabs()->setCurrentIndex(m_settings->chartTab());
}

void MainWindow::storeHiddenColumns() {
    m_settings->setHiddenTableColumns(m_table->hiddenColumns());
    m_settings->setHiddenTableColumnsLayout(ResultsColumns::kHiddenColumnsLayout);
}

void MainWindow::fitDefaultGeometryToScreen() {
    // 1280 x 800 or four fifths of the screen, whichever is larger, where it fits; on a smaller
    // screen (a 1024 x 768 projector, a 1366 x 768 laptop
    // with a panel) the whole window, title bar included, must stay on the screen: a dock cut off
    // at the right edge is invisible to the user. The frame is not known before the first show,
    // so leave room for a typical title bar and border.
    const QScreen* shown = screen() ? screen() : QGuiApplication::primaryScreen();
    QSize size(1280, 800);
    if (shown) {
        const QRect available = shown->availableGeometry();
        const QSize frameAllowance(16, 48);
        // A large screen gets a large window (four fifths of it), never less than 1280 x 800.
        size = size.expandedTo(available.size() * 4 / 5);
        size = size.boundedTo(available.size() - frameAllowance);
        // Side by side, the two docks and the chart need ~980 px: stack the docks first, so
        // that the window may be as narrow as the screen.
        stackSideDocksIfNarrow(size.width());
        resize(size);
        move(available.center() - QPoint(size.width() / 2, size.height() / 2));
        return;
    }
    resize(size);
}

void MainWindow::saveLayout() {
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setSplitterState(QStringLiteral("central"), m_centralSplitter->saveState());
    storeHiddenColumns();
    m_settings->setChartTab(m_chartPanel->tabs()->currentIndex());
    m_settings->sync();
}

namespace {
QStringList droppedFolders(const QMimeData* mime) {
    QStringList folders;
    if (!mime || !mime->hasUrls())
        return folders;
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isDir())
            folders << url.toLocalFile();
    }
    return folders;
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedFolders(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QStringList folders = droppedFolders(event->mimeData());
    if (folders.isEmpty())
        return;
    event->acceptProposedAction();
    importFolders(folders);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (m_layoutRestored || m_firstShowDone)
        return;
    m_firstShowDone = true;
    stackSideDocksIfNarrow(width());
}

void MainWindow::stackSideDocksIfNarrow(int windowWidth) {
    // First start in a narrow window (1024 px): both side docks would leave the chart ~450 px,
    // a third of it legend. Stack the analysis dock under a tab beside the filters instead; the
    // user can pull it out again, and the layout is remembered.
    if (windowWidth >= 1200)
        return;
    auto* filters = findChild<QDockWidget*>(QStringLiteral("filtersDock"));
    auto* analysis = findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    if (filters && analysis && !tabifiedDockWidgets(filters).contains(analysis)) {
        tabifyDockWidget(filters, analysis);
        filters->raise();
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_session->maybeSave()) {
        event->ignore();
        return;
    }
    m_importer->cancel();
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace mlpe
