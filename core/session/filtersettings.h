#pragma once

#include "core/analysis/analysispoint.h"
#include "core/analysis/hardwaregrouping.h"

#include <QString>
#include <QStringList>

namespace mlpe {

// What the user narrowed the data down to: THE view filter, one definition for the window
// (ExplorerState) and the command line (viewAnalysisInput()). Part of every ViewState, so a
// session, an undo step and `analyze --session` filter with the same code.
//
// The lists name what is HIDDEN, so that values appearing later (a new round's submitter, a new
// family) are shown; `rounds` is the exception: the rounds in view, empty = every round (the
// window shows one round or all), in the order given. The hidden lists are kept sorted and without
// duplicates (normalise()), so that equal filters compare equal.
struct FilterSettings {
    QStringList rounds; // rounds in view; empty = every round
    QString benchmark;  // canonical benchmark id (BenchmarkCatalog); empty = every benchmark
    QStringList hiddenDivisions;      // "closed" / "open"
    QStringList hiddenAvailabilities; // labels as in AnalysisPoint::availability
    QStringList hiddenSubmitters;     // submitter folder names
    QStringList hiddenFamilies;       // accelerator family names
    // "Only these families": when not empty, the families in view, whatever else the data hold.
    // Stored as the positive choice (the second exception to "lists name what is hidden") so
    // that the families of a round opened later stay out instead of reappearing.
    QStringList onlyFamilies;
    int minAccelerators = 0; // 0 = no bound
    int maxAccelerators = 0; // 0 = no bound
    // What counts as the same hardware: the accelerator family, or its variant ("H100 NVL
    // 94GB"). The analysis sees each point's group as its family (regroupPoints()), so
    // per-family references, series and legends follow it. The family lists above then name
    // groups, and an entry also matches every group of the family it names: "H100" hides (or
    // keeps) all H100 variants, "H100 NVL 94GB" that variant alone. Kept by "Reset filters":
    // it says how to group, not what to leave out.
    analysis::HardwareGrouping hardwareGrouping = analysis::HardwareGrouping::Family;

    // The one round in view, or "" when the view shows every round (or several).
    QString round() const { return rounds.size() == 1 ? rounds.front() : QString(); }

    // Round(s) and benchmark only (the selectors), ignoring the other criteria.
    bool acceptsScope(const analysis::AnalysisPoint& point) const;
    // Every criterion except the accelerator family (charts keep a legend entry for hidden
    // families so that a click can bring them back).
    bool acceptsIgnoringFamily(const analysis::AnalysisPoint& point) const;
    // Every criterion. Exclusions do not filter: excluded points stay visible.
    bool accepts(const analysis::AnalysisPoint& point) const;
    // Whether the family criterion (hidden families, "only these families") leaves out the
    // group `group`, whose family is `family` (empty: the group is a family).
    bool familyHidden(const QString& group, const QString& family = QString()) const;
    // The same for a point (raw or regrouped), its group taken under hardwareGrouping.
    bool familyHidden(const analysis::AnalysisPoint& point) const;

    // True when no criterion beyond rounds and benchmark narrows the view.
    bool onlyScope() const;
    // The same rounds and benchmark, every other criterion cleared ("Reset filters").
    FilterSettings scopeOnly() const;
    // Sorts the hidden lists and drops duplicates (the rounds keep their order).
    void normalise();

    bool operator==(const FilterSettings&) const = default;
};

} // namespace mlpe
