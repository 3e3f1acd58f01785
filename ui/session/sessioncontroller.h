#pragma once

#include "core/model/dataset.h"
#include "core/session/viewstate.h"

#include <QObject>
#include <QStringList>
#include <optional>

class QAction;
class QMenu;

namespace mlpe {

class AppSettings;
class ImportController;
class SessionHost;
class UndoHistory;

// Sessions of the explorer window: File > New / Open… / Open Recent / Save / Save As…, the
// window title (session name and the unsaved-changes mark), asking before unsaved changes are
// lost, and reopening the last session on start (opt-in). A session is the window's ViewState:
// ExplorerState's analysis part plus the chart shown, its zoom and the table's sort and columns.
//
// Opening is all or nothing: the file is read and checked (format, version, data folders, what
// the window can show) before anything changes; a refusal says what, where, and that the view is
// unchanged. Folders named by the session are imported first (off the GUI thread) and the view is
// applied when they are in; what the data lacks (an excluded system, the picked reference) is
// reported after opening together with what is shown instead.
class SessionController : public QObject {
    Q_OBJECT
public:
    // `host` must outlive the controller (it is the window, the controller's parent).
    SessionController(SessionHost* host, AppSettings* settings, UndoHistory* undo, QObject* parent);
    ~SessionController() override;

    // Puts New, Open…, Open Recent, Save, Save As… and "Reopen last session on start" into
    // `file`, before `before` (null: at the end).
    void addFileActions(QMenu* file, QAction* before);

    // The whole view, presentation included.
    ViewState currentViewState() const;
    QString currentFile() const { return m_file; } // empty: untitled
    bool isModified() const { return m_modified; }
    // What the last open refused or reported (also shown in a message box).
    QString lastMessage() const { return m_lastMessage; }
    QStringList recentFiles() const;
    QMenu* recentMenu() const { return m_recentMenu; }

    // File > New: the embedded data, default filters and settings, untitled. Asks first.
    void newSession();
    // Opens `path`: checks it, then asks when there are unsaved changes. False when refused or
    // cancelled;
    // true when opened or when its data folders are being imported (sessionOpened() follows).
    bool openFile(const QString& path);
    // Writes the session to `path` (QSaveFile); on failure a message box says why.
    bool saveTo(const QString& path);
    bool save();   // to the current file, or Save As when untitled
    bool saveAs(); // asks for a file name
    // Unsaved changes: asks Save / Discard / Cancel. True when the caller may go on.
    bool maybeSave();
    // At start-up, after the data is loaded: reopens the last session when the user opted in.
    void reopenLastSessionIfWanted();

signals:
    void sessionOpened(const QString& path);
    void openRefused(const QString& message);
    void modifiedChanged(bool modified);

private:
    void createActions();
    void rebuildRecentMenu();
    void addRecent(const QString& path);
    void updateModified();
    void updateTitle();
    void markSaved(const QString& path);
    void refuse(const QString& path, const QString& reason);
    // Applies a checked state whose data is loaded; reports the notes.
    void finishOpen(const QString& path, const ViewState& state, const QStringList& extraNotes);
    void onSessionDataImported(const Dataset& imported);

    SessionHost* m_host;
    QWidget* m_window; // m_host->hostWidget()
    AppSettings* m_settings;
    UndoHistory* m_undo;
    ImportController* m_importer; // loads a session's folders
    QString m_file;
    std::optional<ViewState> m_saved; // the state at the last save/open/new; unset until data
    bool m_modified = false;
    bool m_applying = false;
    QString m_lastMessage;
    // A session waiting for its folders.
    std::optional<ViewState> m_pending;
    QString m_pendingPath;

    QAction* m_new = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_reopenLast = nullptr;
    QMenu* m_recentMenu = nullptr;
};

} // namespace mlpe
