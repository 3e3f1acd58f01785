#pragma once

#include <QString>

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
} // namespace FamilyVisibility

} // namespace mlpe
