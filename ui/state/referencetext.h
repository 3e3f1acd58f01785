#pragma once

#include <QString>

namespace mlpe {

class ExplorerState;
namespace analysis {
struct ReferenceAssignment;
}

// How the window names a reference: by the system name a reader knows, with submitter and round
// ("Dell PowerEdge XE9680 (Dell, v4.1)"); the key ("4.1/Dell/XE9680x8H100") goes to tooltips.
namespace ReferenceText {
// "System name (Submitter, vX.Y)"; the key itself when the row is not found.
QString displayName(const ExplorerState& state, const analysis::ReferenceAssignment& ref);
// "N = 8, T = 30.0 min"
QString figures(const analysis::ReferenceAssignment& ref);
// One line for a chart caption: "Reference (paper rule): <name>, N = 8." or, per family,
// "References: one per family (10, listed in the analysis panel)." A fallback adds a short
// warning; its reason is in the panel and the caption's tooltip.
QString caption(const ExplorerState& state);

// Everything, keys and the fallback reason included (tooltips).
QString details(const ExplorerState& state);
} // namespace ReferenceText

} // namespace mlpe
