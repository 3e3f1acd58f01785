#pragma once

#include <QObject>
#include <QStringList>
#include <functional>

class QAction;
class QWidget;

namespace mlpe {

class ExplorerState;

// The single-key actions on the selected system(s): Set as reference (R), Exclude (E, Delete),
// Restore (Shift+E) and Restore all. Their shortcuts have Qt::WidgetWithChildrenShortcut and act
// only while focus is inside a widget they are attached to (the table, the chart panel): typing
// "e" in a combo box or a search field must not exclude a system. A widget added later inside
// an attached one inherits them. The same actions fill the Edit menu and the context menus, so
// every menu shows the shortcut that goes with it.
class SelectionActions : public QObject {
    Q_OBJECT
public:
    // `selectedPointKeys` returns the point keys to act on (e.g. the table's selected rows); when
    // it returns none, the state's selected system is used.
    SelectionActions(ExplorerState* state, std::function<QStringList()> selectedPointKeys,
                     QObject* parent = nullptr);

    // Makes the shortcuts work while focus is in `widget` or one of its children.
    void attachTo(QWidget* widget);
    QList<QAction*> actions() const;

    // Set (true) on each of these actions: a chart's point context menu lists the actions of its
    // ancestor widgets that carry it, after selecting the point.
    static constexpr const char* kActionProperty = "mlpeActsOnSelection";

private:
    QStringList targetKeys() const;
    void updateEnabled();

    ExplorerState* m_state;
    std::function<QStringList()> m_selectedPointKeys;
    QAction* m_setReference;
    QAction* m_exclude;
    QAction* m_restore;
    QAction* m_restoreAll;
};

} // namespace mlpe
