#include "familyvisibility.h"

#include "explorerstate.h"

namespace mlpe::FamilyVisibility {

void showOnly(ExplorerState* state, const QString& family) {
    ExplorerFilter f = state->filter();
    f.hiddenFamilies.clear();
    for (const QString& other : state->familiesInScope()) {
        if (other != family)
            f.hiddenFamilies.insert(other);
    }
    state->setFilter(f);
}

void showAll(ExplorerState* state) {
    ExplorerFilter f = state->filter();
    f.hiddenFamilies.clear();
    state->setFilter(f);
}

void toggle(ExplorerState* state, const QString& family) {
    state->setFamilyHidden(family, !state->filter().hiddenFamilies.contains(family));
}

} // namespace mlpe::FamilyVisibility
