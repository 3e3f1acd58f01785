#pragma once

#include <QString>

class QMenu;

namespace mlpe {

class ExplorerState;

// The family quick actions shared by the filter panel's family list and the chart legends:
// "Only this family" (every other family in scope hidden) and "Show all families". Only the
// family criterion changes; the other filters stay as they are.
namespace FamilyVisibility {
void showOnly(ExplorerState* state, const QString& family);
void showAll(ExplorerState* state);
// Hidden -> shown, shown -> hidden.
void toggle(ExplorerState* state, const QString& family);
// The family menu of the family list and the chart legends: a section naming `family` (when
// given), "Hide/Show family" (when `offerToggle`: a legend click does it), "Only this family" and
// "Show all families", the mouse gestures in the shortcut column.
void addMenuActions(QMenu* menu, ExplorerState* state, const QString& family, bool offerToggle);
} // namespace FamilyVisibility

} // namespace mlpe
