#include "undohistory.h"

#include "core/session/sessioncodec.h"
#include "ui/state/explorerstate.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QSet>
#include <QUndoCommand>
#include <QUndoStack>
#include <QUndoView>

namespace mlpe {

namespace {

// A change of the same setting that follows the previous one this fast continues it (a drag,
// a held arrow key, typing digits).
constexpr qint64 kMergeWindowMs = 1000;

enum MergeId { Tau = 1, Lambda, ClusterCount, Seed, Sensitivity, MinMaxN, LambdaMoney };

class ViewStateCommand : public QUndoCommand {
public:
    ViewStateCommand(UndoHistory* history, ViewState before, ViewState after, const QString& text,
                     int id)
        : QUndoCommand(text)
        , m_history(history)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_id(id) {
        m_timer.start();
    }

    int id() const override { return m_id; }

    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const ViewStateCommand*>(other);
        if (next->m_id != m_id || m_timer.elapsed() > kMergeWindowMs)
            return false;
        m_after = next->m_after;
        m_timer.start();
        setObsolete(
            SessionCodec::sameAnalysis(m_after, m_before)); // dragged back to where it started
        return true;
    }

    void undo() override { m_history->restore(m_before); }
    void redo() override {
        if (m_first) { // push() calls redo(): the state has already changed
            m_first = false;
            return;
        }
        m_history->restore(m_after);
    }

private:
    UndoHistory* m_history;
    ViewState m_before;
    ViewState m_after;
    int m_id;
    bool m_first = true;
    QElapsedTimer m_timer;
};

QString listChange(const QString& what, const QStringList& before, const QStringList& after) {
    const QSet<QString> b(before.begin(), before.end());
    const QSet<QString> a(after.begin(), after.end());
    const QSet<QString> added = a - b;
    const QSet<QString> removed = b - a;
    if (added.size() == 1 && removed.isEmpty())
        return QObject::tr("Hide %1 %2").arg(what, *added.begin());
    if (removed.size() == 1 && added.isEmpty())
        return QObject::tr("Show %1 %2").arg(what, *removed.begin());
    return QObject::tr("Change %1 filter").arg(what);
}

} // namespace

UndoHistory::UndoHistory(ExplorerState* state, QObject* parent)
    : QObject(parent)
    , m_state(state)
    , m_stack(new QUndoStack(this))
    , m_last(snapshot()) {
    for (auto signal : {&ExplorerState::filterChanged, &ExplorerState::exclusionsChanged,
                        &ExplorerState::analysisParamsChanged, &ExplorerState::scenariosChanged})
        connect(state, signal, this, &UndoHistory::onStateChanged);
    // New data (an import) is not a step: its filter adjustments become the new starting point.
    connect(state, &ExplorerState::datasetChanged, this, [this] { m_last = snapshot(); });
}

ViewState UndoHistory::snapshot() const {
    ViewState s = m_state->viewState();
    s.dataSources = {}; // data is not undone (see the class comment)
    return s;
}

void UndoHistory::addEditActions(QMenu* edit) {
    QAction* first = edit->actions().value(0);
    m_undoAction = m_stack->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_stack->createRedoAction(this, tr("&Redo"));
    // Ctrl+Shift+Z everywhere (QKeySequence::Redo is Ctrl+Y on some platforms).
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(k))
            redoKeys << k;
    m_redoAction->setShortcuts(redoKeys);
    edit->insertAction(first, m_undoAction);
    edit->insertAction(first, m_redoAction);
    edit->insertSeparator(first);
}

QDockWidget* UndoHistory::createHistoryDock(QMainWindow* window) {
    auto* view = new QUndoView(m_stack);
    view->setEmptyLabel(tr("<start>"));
    auto* dock = new QDockWidget(tr("History"), window);
    dock->setObjectName(QStringLiteral("historyDock")); // saveState() needs it
    dock->setWidget(view);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    return dock;
}

void UndoHistory::clear() {
    m_stack->clear();
    m_last = snapshot();
}

void UndoHistory::onStateChanged() {
    if (m_restoring)
        return;
    ViewState now = snapshot();
    // Fitted curves are a step of their own: they are computed for the view (AnalysisParams::fits)
    // although the session keeps them with the presentation. Left out, a later step's undo
    // restored the state from before they were turned on.
    if (SessionCodec::sameAnalysis(now, m_last) && now.fitCurves == m_last.fitCurves)
        return;
    int id = -1;
    const QString text = describe(m_last, now, &id);
    ViewState before = std::move(m_last);
    m_last = now;
    m_stack->push(new ViewStateCommand(this, std::move(before), std::move(now), text, id));
}

void UndoHistory::restore(const ViewState& target) {
    m_restoring = true;
    ViewState s = target;
    s.dataSources = m_state->dataset().sources;
    // Cannot fail: every snapshot was taken from a state the window showed.
    (void)m_state->applyViewState(s); // a snapshot of the window's own state: always shown
    m_restoring = false;
    m_last = snapshot();
}

QString UndoHistory::describe(const ViewState& b, const ViewState& a, int* mergeId) {
    *mergeId = -1;
    if (a.fitCurves != b.fitCurves && SessionCodec::sameAnalysis(a, b))
        return a.fitCurves ? tr("Show fitted curves") : tr("Hide fitted curves");
    const analysis::AnalysisParams& pb = b.analysis;
    const analysis::AnalysisParams& pa = a.analysis;
    if (a.rounds != b.rounds)
        return tr("Change round");
    if (a.benchmark != b.benchmark)
        return tr("Change benchmark");
    if (a.hardwareGrouping != b.hardwareGrouping)
        return a.hardwareGrouping == analysis::HardwareGrouping::Variant
                   ? tr("Group hardware by variant")
               : a.hardwareGrouping == analysis::HardwareGrouping::Series
                   ? tr("Group hardware by system series")
                   : tr("Group hardware by family");
    if (a.onlyFamilies != b.onlyFamilies && a.onlyFamilies.size() == 1)
        return tr("Show only %1").arg(a.onlyFamilies.front());
    if (a.onlyFamilies != b.onlyFamilies && a.onlyFamilies.isEmpty())
        return tr("Show all families");
    if (a.hiddenFamilies != b.hiddenFamilies || a.onlyFamilies != b.onlyFamilies)
        return listChange(tr("family"), b.hiddenFamilies, a.hiddenFamilies);
    if (a.hiddenSubmitters != b.hiddenSubmitters)
        return listChange(tr("submitter"), b.hiddenSubmitters, a.hiddenSubmitters);
    if (a.hiddenDivisions != b.hiddenDivisions)
        return listChange(tr("division"), b.hiddenDivisions, a.hiddenDivisions);
    if (a.hiddenAvailabilities != b.hiddenAvailabilities)
        return listChange(tr("availability"), b.hiddenAvailabilities, a.hiddenAvailabilities);
    if (a.minAccelerators != b.minAccelerators || a.maxAccelerators != b.maxAccelerators) {
        *mergeId = MinMaxN;
        return tr("Change N range");
    }
    if (a.excluded != b.excluded) {
        const QSet<QString> before(b.excluded.begin(), b.excluded.end());
        const QSet<QString> after(a.excluded.begin(), a.excluded.end());
        const QSet<QString> added = after - before;
        const QSet<QString> removed = before - after;
        if (after.isEmpty() && removed.size() > 1)
            return tr("Restore all excluded");
        if (added.size() == 1 && removed.isEmpty())
            return tr("Exclude %1").arg(*added.begin());
        if (removed.size() == 1 && added.isEmpty())
            return tr("Restore %1").arg(*removed.begin());
        return added.isEmpty() ? tr("Restore %n systems", nullptr, int(removed.size()))
                               : tr("Exclude %n systems", nullptr, int(added.size()));
    }
    if (pa.reference.strategy != pb.reference.strategy ||
        pa.reference.userKey != pb.reference.userKey) {
        if (pa.reference.strategy == analysis::ReferenceStrategy::UserPick)
            return tr("Set reference %1").arg(QString::fromStdString(pa.reference.userKey));
        return pa.reference.strategy == analysis::ReferenceStrategy::PerFamily
                   ? tr("Reference per family")
                   : tr("Reference by paper rule");
    }
    if (pa.breakEven.tau != pb.breakEven.tau) {
        *mergeId = Tau;
        return tr("Change τ to %1").arg(pa.breakEven.tau);
    }
    if (pa.breakEven.lambda != pb.breakEven.lambda) {
        *mergeId = Lambda;
        return tr("Change λ to %1").arg(pa.breakEven.lambda);
    }
    if (pa.clustering.k != pb.clustering.k) {
        *mergeId = ClusterCount;
        return pa.clustering.k == 0 ? tr("Choose k automatically")
                                    : tr("Set k = %1").arg(pa.clustering.k);
    }
    if (pa.clustering.seed != pb.clustering.seed) {
        *mergeId = Seed;
        return tr("Change seed");
    }
    if (pa.clustering.features != pb.clustering.features)
        return tr("Change clustering features");
    if (pa.clustering.standardisation != pb.clustering.standardisation)
        return tr("Change standardisation");
    if (pa.sensitivity.maxReferenceAccelerators != pb.sensitivity.maxReferenceAccelerators) {
        *mergeId = Sensitivity;
        return tr("Change sensitivity range");
    }
    if (a.prices != b.prices)
        return a.prices.isEmpty() ? tr("Clear accelerator prices")
                                  : tr("Change accelerator prices");
    if (pa.cost.lambdaMoney != pb.cost.lambdaMoney) {
        *mergeId = LambdaMoney;
        return tr("Change λ money to %1").arg(pa.cost.lambdaMoney);
    }
    if (a.scenarioA != b.scenarioA || a.scenarioB != b.scenarioB)
        return a.scenarioA == b.scenarioB && a.scenarioB == b.scenarioA
                   ? tr("Swap comparison scenarios")
                   : tr("Change comparison scenario");
    return tr("Change analysis");
}

} // namespace mlpe
