#include "sessioncontroller.h"

#include "core/session/sessioncodec.h"
#include "core/session/viewanalysis.h"
#include "core/store/embeddeddataset.h"
#include "sessionhost.h"
#include "ui/state/appsettings.h"
#include "ui/state/explorerstate.h"
#include "ui/state/importcontroller.h"
#include "undohistory.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QUndoStack>
#include <algorithm>

namespace mlpe {

namespace {
constexpr int kMaxRecent = 8;

bool sameSources(QStringList a, QStringList b) {
    a.sort();
    b.sort();
    return a == b;
}
} // namespace

SessionController::SessionController(SessionHost* host, AppSettings* settings, UndoHistory* undo,
                                     QObject* parent)
    : QObject(parent)
    , m_host(host)
    , m_window(host->hostWidget())
    , m_settings(settings)
    , m_undo(undo)
    , m_importer(new ImportController(host->hostImporter()->importFunction(), this)) {
    createActions();
    ExplorerState* state = host->hostState();
    for (auto signal : {&ExplorerState::filterChanged, &ExplorerState::exclusionsChanged,
                        &ExplorerState::analysisParamsChanged})
        connect(state, signal, this, &SessionController::updateModified);
    connect(state, &ExplorerState::datasetChanged, this, [this] {
        // The first data shown (start-up) is where an untitled session starts; later data
        // (an import) is a change of the session's data sources.
        if (!m_saved)
            markSaved(QString());
        updateModified();
    });
    host->onPresentationChanged(this, [this] { updateModified(); });
    connect(m_importer, &ImportController::importAvailable, this,
            &SessionController::onSessionDataImported);
    connect(m_importer, &ImportController::importCancelled, this, [this] {
        if (m_pending)
            refuse(m_pendingPath, tr("loading its data folders was cancelled"));
        m_pending.reset();
    });
    updateTitle();
}

SessionController::~SessionController() = default;

void SessionController::createActions() {
    m_new = new QAction(tr("&New session"), this);
    m_new->setShortcut(QKeySequence::New);
    m_new->setToolTip(tr("Start over: the embedded data, default filters and settings"));
    connect(m_new, &QAction::triggered, this, &SessionController::newSession);
    m_open = new QAction(tr("&Open session…"), this);
    // Ctrl+O imports a results folder (the window's first action); sessions take Ctrl+Shift+O.
    m_open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_open, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Open session"), QFileInfo(m_file).absolutePath(),
            tr("Explorer sessions (*.%1);;All files (*)")
                .arg(QLatin1String(SessionCodec::kSuffix)));
        if (!path.isEmpty()) {
            m_modified = false; // already asked
            openFile(path);
            updateModified();
        }
    });
    m_save = new QAction(tr("&Save session"), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &SessionController::save);
    m_saveAs = new QAction(tr("Save session &as…"), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAs, &QAction::triggered, this, &SessionController::saveAs);
    m_reopenLast = new QAction(tr("Reopen last session on start"), this);
    m_reopenLast->setCheckable(true);
    m_reopenLast->setChecked(m_settings->reopenLastSession());
    connect(m_reopenLast, &QAction::toggled, this,
            [this](bool on) { m_settings->setReopenLastSession(on); });
    m_recentMenu = new QMenu(tr("Open &recent"), m_window);
    m_recentMenu->setObjectName(QStringLiteral("recentSessionsMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &SessionController::rebuildRecentMenu);
    rebuildRecentMenu();
}

void SessionController::addFileActions(QMenu* file, QAction* before) {
    file->insertAction(before, m_new);
    file->insertAction(before, m_open);
    file->insertMenu(before, m_recentMenu);
    file->insertAction(before, m_save);
    file->insertAction(before, m_saveAs);
    file->insertAction(before, m_reopenLast);
    file->insertSeparator(before);
}

QStringList SessionController::recentFiles() const {
    return m_settings->recentSessions();
}

void SessionController::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        QAction* a = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this,
            [this, path] { openFile(path); });
        a->setToolTip(path);
        a->setStatusTip(path);
        a->setData(path);
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(no recent sessions)"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear list"), this, [this] {
            m_settings->setRecentSessions({});
            rebuildRecentMenu();
        });
    }
}

void SessionController::addRecent(const QString& path) {
    QStringList files = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    m_settings->setRecentSessions(files);
    m_settings->setLastSession(absolute);
    rebuildRecentMenu();
}

ViewState SessionController::currentViewState() const {
    ViewState s = m_host->hostState()->viewState();
    m_host->storePresentation(s);
    return s;
}

void SessionController::updateModified() {
    if (m_applying || !m_saved)
        return;
    // Which chart tab is open is where the reader looks, not an edit: the session stores it
    // (a saved session reopens on the same chart) but flipping tabs does not make it unsaved.
    ViewState current = currentViewState();
    current.chart = m_saved->chart;
    const bool modified = !SessionCodec::sameView(current, *m_saved);
    if (modified == m_modified)
        return;
    m_modified = modified;
    updateTitle();
    emit modifiedChanged(m_modified);
}

void SessionController::updateTitle() {
    const QString name =
        m_file.isEmpty() ? tr("Untitled session") : QFileInfo(m_file).completeBaseName();
    // "[*]" is where Qt draws the unsaved-changes mark (setWindowModified).
    m_window->setWindowTitle(tr("%1[*] — MLPerf Scaling Explorer").arg(name));
    m_window->setWindowModified(m_modified);
}

void SessionController::markSaved(const QString& path) {
    m_file = path;
    m_saved = currentViewState();
    m_modified = false;
    if (!path.isEmpty())
        addRecent(path);
    updateTitle();
    emit modifiedChanged(false);
}

bool SessionController::saveTo(const QString& path) {
    const ViewState state = currentViewState();
    const Expected<void> written = SessionCodec::writeFile(path, state);
    if (!written) {
        const QString& error = written.error();
        m_lastMessage = error;
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Session not saved"),
                                    tr("%1\n\nNothing was overwritten.").arg(error),
                                    QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    markSaved(path);
    return true;
}

bool SessionController::save() {
    return m_file.isEmpty() ? saveAs() : saveTo(m_file);
}

bool SessionController::saveAs() {
    const QString suggested =
        m_file.isEmpty()
            ? QFileInfo(m_settings->lastImportDirectory(), tr("analysis.mlpes")).absoluteFilePath()
            : m_file;
    // The native dialog asks before replacing an existing file.
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save session"), suggested,
        tr("Explorer sessions (*.%1)").arg(QLatin1String(SessionCodec::kSuffix)));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QLatin1String(SessionCodec::kSuffix);
    return saveTo(path);
}

bool SessionController::maybeSave() {
    if (!m_modified)
        return true;
    QMessageBox box(
        QMessageBox::Question, tr("Unsaved changes"),
        tr("The session \"%1\" has changes that are not saved.")
            .arg(m_file.isEmpty() ? tr("Untitled session") : QFileInfo(m_file).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setInformativeText(tr("Save them first?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void SessionController::newSession() {
    if (!maybeSave())
        return;
    m_applying = true;
    if (!sameSources(m_host->hostState()->dataset().sources, {QStringLiteral("embedded")}))
        m_host->setHostDataset(loadEmbeddedDataset());
    m_host->hostState()->resetToDefaults();
    m_host->resetPresentation();
    m_applying = false;
    m_undo->clear();
    markSaved(QString());
}

void SessionController::refuse(const QString& path, const QString& reason) {
    QString sentence = reason; // some reasons are whole sentences already: one full stop
    while (sentence.endsWith(QLatin1Char('.')))
        sentence.chop(1);
    m_lastMessage = tr("%1 was not opened: %2.\n\nThe current view is unchanged.")
                        .arg(QDir::toNativeSeparators(path), sentence);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Session not opened"), m_lastMessage,
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("sessionRefusal"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal, not blocking: the app keeps running
    emit openRefused(m_lastMessage);
}

bool SessionController::openFile(const QString& path) {
    // Check the file before asking about unsaved changes: a file that cannot be opened should
    // not make the user save (or discard) anything.
    const Expected<ViewState> read = SessionCodec::readFile(path);
    if (!read) {
        // The codec's message starts with the path; the reason is what follows.
        QString reason = read.error();
        if (reason.startsWith(path + QStringLiteral(": ")))
            reason = reason.mid(path.size() + 2);
        refuse(path, reason);
        return false;
    }
    const ViewState& state = *read;
    const QStringList unusable = unusableDataFolders(state);
    if (!unusable.isEmpty()) {
        refuse(path, tr("its %1").arg(unusable.join(tr("; "))));
        return false;
    }
    if (const Expected<void> showable = ExplorerState::checkViewState(state); !showable) {
        refuse(path, showable.error());
        return false;
    }
    if (!maybeSave())
        return false;
    if (sameSources(state.dataSources, m_host->hostState()->dataset().sources)) {
        finishOpen(path, state, {});
        return true;
    }
    QStringList folders = state.dataSources;
    folders.removeAll(QStringLiteral("embedded"));
    if (folders.isEmpty()) { // the embedded data alone: no import needed
        m_applying = true;
        m_host->setHostDataset(loadEmbeddedDataset());
        finishOpen(path, state, {});
        return true;
    }
    // Import first; the view changes only when the data is in (onSessionDataImported).
    m_pending = state;
    m_pendingPath = path;
    m_importer->start(folders);
    m_host->showStatusMessage(tr("Loading the data of %1…").arg(QFileInfo(path).fileName()));
    return true;
}

void SessionController::onSessionDataImported(const Dataset& imported) {
    if (!m_pending)
        return;
    const ViewState state = std::move(*m_pending);
    const QString path = m_pendingPath;
    m_pending.reset();
    if (imported.resultSets.empty()) {
        QStringList reasons;
        for (const ImportProblem& p : imported.problems)
            if (p.severity == ProblemSeverity::Error)
                reasons << p.toString();
        refuse(path,
               tr("its data folders hold no usable results (%1)").arg(reasons.join(tr("; "))));
        return;
    }
    Dataset data;
    if (state.dataSources.contains(QStringLiteral("embedded")))
        data = loadEmbeddedDataset();
    data.merge(imported);
    m_applying = true;
    m_host->setHostDataset(std::move(data));
    finishOpen(path, state, {});
}

void SessionController::finishOpen(const QString& path, const ViewState& state,
                                   const QStringList& extraNotes) {
    m_applying = true;
    // A session with prices of its own shows them; one without keeps the prices in use (the
    // user's, from the settings): what an accelerator-hour costs is not a view setting.
    ViewState shown = state;
    if (shown.prices.isEmpty())
        shown.prices = m_host->hostState()->prices();
    // Checked before: cannot be refused here (checkViewState() is the same test).
    const Expected<QStringList> applied = m_host->hostState()->applyViewState(shown);
    QStringList notes = applied ? *applied : QStringList();
    m_host->applyPresentation(shown);
    m_applying = false;
    m_undo->clear();
    markSaved(path);
    notes = extraNotes + notes;
    m_lastMessage = notes.join(QLatin1Char('\n'));
    if (!notes.isEmpty()) {
        auto* box =
            new QMessageBox(QMessageBox::Information, tr("Session opened with changes"),
                            tr("%1 was opened, but the data differs from when it was saved:")
                                .arg(QDir::toNativeSeparators(path)),
                            QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("sessionNotes"));
        box->setInformativeText(notes.join(QLatin1Char('\n')));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    emit sessionOpened(path);
}

void SessionController::reopenLastSessionIfWanted() {
    if (!m_settings->reopenLastSession())
        return;
    const QString last = m_settings->lastSession();
    if (!last.isEmpty() && QFileInfo::exists(last))
        openFile(last);
}

} // namespace mlpe
