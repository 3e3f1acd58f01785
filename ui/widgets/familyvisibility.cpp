#include "familyvisibility.h"

#include "ui/state/explorerstate.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace mlpe::FamilyVisibility {

void showOnly(ExplorerState* state, const QString& family) {
    // The positive choice, not "every other family hidden": families of a round or benchmark
    // chosen later stay out of view too.
    FilterSettings f = state->filter();
    f.hiddenFamilies.clear();
    f.onlyFamilies = QStringList{family};
    state->setFilter(f);
}

void showAll(ExplorerState* state) {
    FilterSettings f = state->filter();
    f.hiddenFamilies.clear();
    f.onlyFamilies.clear();
    state->setFilter(f);
}

void toggle(ExplorerState* state, const QString& family) {
    state->setFamilyHidden(family, !state->groupHidden(family));
}

void addMenuActions(QMenu* menu, ExplorerState* state, const QString& family, bool offerToggle) {
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("FamilyMenu", text);
    };
    if (!family.isEmpty()) {
        menu->addSection(family);
        // The text after the tab is drawn in the shortcut column (a mouse gesture is no key).
        if (offerToggle) {
            const bool hidden = state->groupHidden(family);
            menu->addAction((hidden ? tr("&Show %1\tClick") : tr("&Hide %1\tClick")).arg(family),
                            state, [state, family] { toggle(state, family); });
        }
        menu->addAction(tr("&Only this family\tCtrl+Click"), state,
                        [state, family] { showOnly(state, family); });
    }
    menu->addAction(tr("Show &all families"), state, [state] { showAll(state); })
        ->setEnabled(!state->filter().hiddenFamilies.isEmpty() ||
                     !state->filter().onlyFamilies.isEmpty());
}

} // namespace mlpe::FamilyVisibility
