#include "selectionactions.h"

#include "ui/state/explorerstate.h"

#include <QAction>
#include <QWidget>

namespace mlpe {

SelectionActions::SelectionActions(ExplorerState* state,
                                   std::function<QStringList()> selectedPointKeys, QObject* parent)
    : QObject(parent)
    , m_state(state)
    , m_selectedPointKeys(std::move(selectedPointKeys))
    , m_setReference(new QAction(tr("Set selected as &reference"), this))
    , m_exclude(new QAction(tr("&Exclude selected from calculations"), this))
    , m_restore(new QAction(tr("Re&store selected"), this))
    , m_restoreAll(new QAction(tr("Restore &all excluded"), this)) {
    m_setReference->setShortcut(QKeySequence(Qt::Key_R));
    m_exclude->setShortcuts({QKeySequence(Qt::Key_E), QKeySequence(QKeySequence::Delete)});
    m_restore->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_E));
    for (QAction* a : actions()) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setProperty(kActionProperty, true);
    }
    connect(m_setReference, &QAction::triggered, this, [this] {
        const QStringList keys = targetKeys();
        if (!keys.isEmpty())
            m_state->setUserReference(keys.first());
    });
    connect(m_exclude, &QAction::triggered, this, [this] {
        for (const QString& key : targetKeys())
            m_state->setExcluded(key, true);
    });
    connect(m_restore, &QAction::triggered, this, [this] {
        for (const QString& key : targetKeys())
            m_state->setExcluded(key, false);
    });
    connect(m_restoreAll, &QAction::triggered, m_state, &ExplorerState::restoreAll);
    connect(m_state, &ExplorerState::selectionChanged, this, &SelectionActions::updateEnabled);
    connect(m_state, &ExplorerState::rowsChanged, this, &SelectionActions::updateEnabled);
    updateEnabled();
}

void SelectionActions::attachTo(QWidget* widget) {
    widget->addActions(actions());
}

QList<QAction*> SelectionActions::actions() const {
    return {m_setReference, m_exclude, m_restore, m_restoreAll};
}

QStringList SelectionActions::targetKeys() const {
    QStringList keys = m_selectedPointKeys ? m_selectedPointKeys() : QStringList();
    if (keys.isEmpty()) {
        const int row = m_state->rowIndexOfKey(m_state->selectedKey());
        if (row >= 0)
            keys << m_state->rows()[size_t(row)].pointKey;
    }
    return keys;
}

void SelectionActions::updateEnabled() {
    const bool anySelected = m_state->rowIndexOfKey(m_state->selectedKey()) >= 0;
    m_setReference->setEnabled(anySelected);
    m_exclude->setEnabled(anySelected);
    m_restore->setEnabled(anySelected);
    m_restoreAll->setEnabled(!m_state->exclusions().isEmpty());
}

} // namespace mlpe
