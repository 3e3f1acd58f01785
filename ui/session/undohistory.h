#pragma once

#include "core/session/viewstate.h"

#include <QElapsedTimer>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QUndoStack;

namespace mlpe {

class ExplorerState;

// Undo/redo of every analysis change (filters, family visibility, reference, exclusions, k,
// seed, features, standardisation, tau, lambda, sensitivity range, prices, value of time in
// money): one snapshot of ExplorerState::viewState() per change, taken from the state's change
// signals, so every editor (panels, table, charts, shortcuts) is covered without knowing about
// undo. Undo applies the previous snapshot through ExplorerState::applyViewState().
//
// Consecutive changes of the same setting within a second merge into one step
// (QUndoCommand::mergeWith), so a slider or spin-box drag is undone at once. An import is not a
// step: the data changes, the history stays, and undoing a step restores its settings on the
// data now loaded. Opening a session or File > New starts a new history (clear()).
class UndoHistory : public QObject {
    Q_OBJECT
public:
    explicit UndoHistory(ExplorerState* state, QObject* parent = nullptr);

    QUndoStack* stack() const { return m_stack; }
    // Undo / Redo (Ctrl+Z / Ctrl+Shift+Z, named after the step) at the top of `edit`.
    void addEditActions(QMenu* edit);
    // The optional history panel (a QUndoView; click a step to go back to it), hidden at first.
    QDockWidget* createHistoryDock(QMainWindow* window);
    QAction* undoAction() const { return m_undoAction; }
    // Forgets every step; the current state becomes the starting point.
    void clear();
    // Used by the undo commands.
    void restore(const ViewState& snapshot);

    // "Change τ", "Exclude 4.1/Dell/XE9680…", … and the id of the setting (for merging;
    // -1 = never merge) for a change from `before` to `after`.
    static QString describe(const ViewState& before, const ViewState& after, int* mergeId);

private:
    void onStateChanged();
    ViewState snapshot() const;

    ExplorerState* m_state;
    QUndoStack* m_stack;
    ViewState m_last;
    bool m_restoring = false;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
};

} // namespace mlpe
