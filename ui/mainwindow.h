#pragma once

#include "core/model/importproblem.h"
#include "ui/session/sessionhost.h"
#include "ui/state/appsettings.h"
#include "ui/state/importcontroller.h"
#include "ui/state/prepareddataset.h"

#include <QMainWindow>
#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QLineEdit;
class QProgressBar;
class QScrollArea;
class QTabWidget;
class QSplitter;
class QToolButton;

namespace mlpe {

class AnalysisPanel;
class ChartPanel;
class CompareView;
class ExplorerState;
class FilterPanel;
class ImportDialog;
class InlineBanner;
class PricesDialog;
class ProblemListModel;
class ProblemListView;
class ResultsTableView;
class SelectionActions;
class SessionController;
class UndoHistory;

// The explorer window: wires the shared ExplorerState to its panels (filters, table, problems),
// the import and the status bar. Holds no logic of its own beyond that wiring.
class MainWindow : public QMainWindow, public SessionHost {
    Q_OBJECT
public:
    // `importFunction` performs an import (the app passes the round importer); `settings` may be
    // null for the application's default settings.
    explicit MainWindow(ImportController::ImportFunction importFunction,
                        std::unique_ptr<AppSettings> settings = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Replaces everything shown (e.g. the embedded dataset at start-up).
    void setDataset(Dataset dataset);
    void setDataset(PreparedDataset prepared); // the same, prepared on another thread
    // Starts importing folders; the result is merged into the current data (a re-imported round
    // replaces its earlier sets).
    void importFolders(const QStringList& folders);

    ExplorerState* state() const { return m_state; }
    ResultsTableView* resultsTable() const { return m_table; }
    FilterPanel* filterPanel() const { return m_filterPanel; }
    AnalysisPanel* analysisPanel() const { return m_analysisPanel; }
    ChartPanel* chartPanel() const { return m_chartPanel; }
    // The Import problems dock's list: built when the dock is first shown, or here when asked
    // for before.
    ProblemListView* problemList();
    QDockWidget* problemDock() const { return m_problemDock; }
    // The central pages: "Explore" (charts over the table) and "Compare references".
    QTabWidget* centralTabs() const { return m_centralTabs; }
    QScrollArea* comparePage() const { return m_comparePage; }
    // The view of the Compare references page: built when the page is first shown, or here when
    // asked for before (hidden, its comparison inactive until the page is shown).
    CompareView* compareView();
    // View > Compare references (checked while that page is shown).
    QAction* compareAction() const { return m_compareAction; }
    // Shows the Compare page, or (false) goes back to Explore.
    void showCompare(bool shown);
    ImportController* importController() const { return m_importer; }
    // The dialog of imports from folders (importFolders()); none before the first.
    ImportDialog* importDialog() const { return m_importDialog; }
    InlineBanner* tableBanner() const { return m_tableBanner; }
    SessionController* sessionController() const { return m_session; }
    UndoHistory* undoHistory() const { return m_undo; }
    QString statusText() const;
    // Analysis > Accelerator prices…: opens the price table (window-modal; deleted on close).
    PricesDialog* editPrices();

    // SessionHost: what the session controller sees of the window.
    QWidget* hostWidget() override { return this; }
    ExplorerState* hostState() const override { return m_state; }
    ImportController* hostImporter() const override { return m_importer; }
    void setHostDataset(Dataset dataset) override { setDataset(std::move(dataset)); }
    void storePresentation(ViewState& state) const override;
    void applyPresentation(const ViewState& state) override;
    void resetPresentation() override;
    void onPresentationChanged(QObject* context, const std::function<void()>& changed) override;
    void showStatusMessage(const QString& message) override;

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    // A folder dropped on the window is imported like one chosen with File > Import.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void setScreenTabOrder();
    QDockWidget* addDock(const QString& title, const QString& objectName, QWidget* widget,
                         Qt::DockWidgetArea area);
    void chooseImportFolder();
    void onImportAvailable(const Dataset& imported);
    void updateEmptyState();
    // The problems of the data shown, for the status bar's count and the problem list.
    void setProblems(std::vector<ImportProblem> problems);
    void restoreLayout();
    // No saved geometry: 1280 x 800, or less so that the window fits the screen it opens on.
    void fitDefaultGeometryToScreen();
    // Below 1200 px the analysis dock goes under a tab beside the filters.
    void stackSideDocksIfNarrow(int windowWidth);
    void saveLayout();
    // The table's hidden columns, with the layout they are stored under.
    void storeHiddenColumns();

    std::unique_ptr<AppSettings> m_settings;
    ExplorerState* m_state;
    ImportController* m_importer;
    ImportDialog* m_importDialog = nullptr;
    FilterPanel* m_filterPanel;
    AnalysisPanel* m_analysisPanel;
    ChartPanel* m_chartPanel;
    ResultsTableView* m_table;
    QLineEdit* m_search;
    InlineBanner* m_tableBanner;
    ProblemListModel* m_problemCounts; // the status bar's; the list has its own
    QWidget* m_problemPane;            // the dock's content: the list goes in when first shown
    ProblemListView* m_problems = nullptr;
    QDockWidget* m_problemDock = nullptr;
    QSplitter* m_centralSplitter;
    QTabWidget* m_centralTabs;
    QScrollArea* m_comparePage = nullptr;
    CompareView* m_compareView = nullptr; // null until first needed (compareView())
    QAction* m_compareAction = nullptr;
    SelectionActions* m_selectionActions;
    bool m_layoutRestored = false;
    bool m_firstShowDone = false;
    UndoHistory* m_undo = nullptr;
    SessionController* m_session = nullptr;
};

} // namespace mlpe
