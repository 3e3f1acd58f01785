#pragma once

#include "core/analysis/analysisparams.h"
#include "core/analysis/analysispoint.h"
#include "core/analysis/comparisonscenario.h"
#include "core/analysis/enumnames.h"
#include "filtersettings.h"
#include "pricetable.h"

#include <QList>
#include <QMap>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <optional>

namespace mlpe {

// What the point colours of the scatter charts show (the marker shape always shows the family).
enum class ColourBy { Family, Cluster, Round, Submitter };
inline constexpr EnumNames<ColourBy, 4> kColourByNames{{
    {ColourBy::Family, "family"},
    {ColourBy::Cluster, "cluster"},
    {ColourBy::Round, "round"},
    {ColourBy::Submitter, "submitter"},
}};
// "family", "cluster", "round", "submitter" (sessions, --colour-by; case-insensitive): nullopt
// for anything else.
std::optional<ColourBy> colourByFromId(const QString& id);

// Everything a user sets in the explorer, as one value: the data sources, the filter, the
// exclusions, the analysis settings and how the result is shown (chart, zoom, table). A session
// file is one of these (SessionCodec), undo keeps one per step, and `analyze --session` builds
// its analysis from one (viewanalysis.h). QtCore only, so headless commands can use it.
struct ViewState : FilterSettings {
    // --- data: "embedded" (the dataset compiled into the app) and/or result folders (paths as
    // given when they were imported), in load order.
    QStringList dataSources{QStringLiteral("embedded")};

    // --- filter: the FilterSettings base (rounds, benchmark, hidden lists, N range).

    // --- exclusions: point keys ("round/submitter/system/benchmark", pointKeyOf()), sorted
    QStringList excluded;

    // --- analysis settings. Their `filter` member is unused: viewAnalysisInput() builds the
    // analysis' selection from the filter above. Only what the user can set is stored in a
    // session (see SessionCodec).
    analysis::AnalysisParams analysis;

    // --- comparison: the Compare view's scenarios A and B (reference choice and an optional
    // family filter of their own), also what `compare --session` compares.
    analysis::ComparisonScenario scenarioA;
    analysis::ComparisonScenario scenarioB{{analysis::ReferenceStrategy::PerFamily, {}}, {}};

    // --- presentation (the window only; headless commands ignore it)
    // The ids of the window's charts, in tab order: what `chart` and the keys of `zoom` may be
    // (a session names them; never rename one). The ids of ui/charts' chartKinds(), the one
    // table of chart kinds: the session reader (core, also in the headless program, which has
    // no charts) cannot include ui, so it keeps this copy, which tst_chartkinds holds equal.
    static const QStringList& chartIds();
    // The id `name` stands for: itself when it is one of chartIds(), the current id of a name
    // older sessions wrote ("diagnostics", the k chart's id before it was "clusters"), else
    // empty.
    static QString chartIdOf(const QString& name);
    QString chart; // chart id (chartIds()); empty = the window's default
    // Visible value range per chart id (left = x min, right = x max, top = y min, bottom = y
    // max); a chart without an entry shows all its data.
    QMap<QString, QRectF> zoom;
    int sortColumn = -1; // table sort column (logical index); -1 = unsorted
    bool sortDescending = false;
    QList<int> hiddenColumns;      // logical indexes, sorted
    bool hasHiddenColumns = false; // false: the window keeps its own column choice
    ColourBy colourBy = ColourBy::Family;
    // Whether the T and E' charts draw the fitted Amdahl / USL curves: one default (off) for the
    // window, `export` and `report`, so that one view exports as it is shown. The analysis'
    // own fits.enabled is separate (`analyze` always reports the fits).
    bool fitCurves = false;

    // --- money: the user's price per accelerator-hour of each family (none built in; empty =
    // nothing in money is shown). Part of the analysis: viewAnalysisInput() attaches each
    // point's price and turns CostParams on; analysis.cost.lambdaMoney is the value of time.
    PriceTable prices;

    // The filter alone.
    const FilterSettings& filter() const { return *this; }
    // Two states are compared as a session file records them: SessionCodec::sameView() and
    // sameAnalysis() (the codec knows every field; the state does not know the codec).
};

} // namespace mlpe
