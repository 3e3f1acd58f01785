#pragma once

#include "ui/widgets/familypalette.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

class QAbstractSeries;
class QChart;
class QColor;
class QLineSeries;
class QPen;
class QScatterSeries;
class QXYSeries;

namespace mlpe {

class ChartAxes;

// What a series shows; stored on each series (property "mlpeRole") so that tests and the legend
// logic can find them without relying on names.
enum class SeriesRole {
    Family,          // the points of one accelerator family (see familyOf())
    Excluded,        // user-excluded points, grey
    Reference,       // ring around the reference point(s)
    Selection,       // ring around the selected point
    Hull,            // convex hull of one cluster
    Centroid,        // cluster centroids
    Threshold,       // E' = tau line
    BreakEven,       // break-even markers (property "mlpeDefinition")
    Ideal,           // ideal-scaling line(s)
    Frontier,        // Pareto frontier
    FitCurve,        // fitted Amdahl / USL curve of one series (scalingoverlays.h)
    WithinFamilyFit, // a family's line of the hardware-controlled model (T vs N chart)
    ColourKey,       // legend entry of one colour-by category (no points)
    OverlayKey,      // legend entry of an overlay without a series of its own (error bars, fits)
    Anchor,          // invisible, keeps the axes mapped when nothing else is plotted
    SameSystem,      // one system's results in successive rounds (across-rounds view)
};

// The series of one chart, reused from one rebuild to the next: a series with the same role,
// name and type is cleared and refilled instead of deleted and created again (creating and
// attaching Qt Charts series was most of the update time, measured with callgrind). Between
// beginRebuild() and endRebuild() every series asked for is kept; the others are then deleted,
// except legend-only colour keys: those are parked (hidden, no legend entry, left out of
// withRole()) for the next build that asks for them. Switching the colour-by back and forth
// otherwise removed and re-created one series per submitter each time: adding a series to a
// chart, its axes and its legend, and removing it, was most of that change's time.
class ChartSeriesSet {
public:
    ChartSeriesSet(QChart* chart, const ChartAxes* axes);

    void beginRebuild(const QAbstractSeries* keep);
    // Deletes the series not asked for since beginRebuild(). Returns false when the series asked
    // for are not in the chart in the order they were asked for (a reused series keeps its old
    // place, and the legend follows the chart's order): the caller then calls discardMisplaced()
    // and builds again, so that the legend order never depends on what was shown before.
    bool endRebuild();
    // Deletes the series asked for from the first one out of its place on: the next build reuses
    // those before it, in place, and creates the rest after them, in order. (Deleting them all
    // re-created every series on most changes, two thirds of a rebuild on the real data.)
    void discardMisplaced();

    // How the caller fills a series it is handed. A reused series comes back empty for a caller
    // that append()s points. One whose caller replace()s all its points keeps the old ones until
    // then: Qt Charts then keeps its marker items (one QGraphicsItem per point) and only moves
    // them, instead of deleting and re-creating every one, which was most of a rebuild's time.
    enum class Filling { Append, Replace };

    QScatterSeries* scatter(SeriesRole role, const QString& name, const QColor& fill,
                            MarkerShape shape, qreal size, bool inLegend,
                            Filling filling = Filling::Append);
    QLineSeries* line(SeriesRole role, const QString& name, const QPen& pen, bool inLegend,
                      Filling filling = Filling::Append);
    // A scatter series left unstyled for a caller that styles it once, when `created` says it is
    // new: every style setter re-creates a series' marker items, so charts that restyle nothing
    // between rebuilds (the Compare view's) skip them on a reused series.
    QScatterSeries* plainScatter(SeriesRole role, const QString& name, bool inLegend,
                                 Filling filling, bool* created);

    QList<QXYSeries*> withRole(SeriesRole role) const;
    QXYSeries* family(const QString& family) const;
    static void setFamily(QXYSeries* series, const QString& family);
    static QString familyOf(const QAbstractSeries* series);
    // Whether the series was created with a legend entry (whether or not the legend is shown).
    static bool hasLegendEntry(const QAbstractSeries* series);

private:
    void attach(QXYSeries* series, SeriesRole role, bool inLegend);
    static bool isParkable(const QXYSeries* series);
    void park(QXYSeries* series);
    QXYSeries* takeUnused(SeriesRole role, const QString& name, const char* type, Filling filling);

    QChart* m_chart;
    const ChartAxes* m_axes;
    QHash<QString, QXYSeries*> m_unused; // series of the previous build not reused (yet)
    QList<QXYSeries*> m_requested;       // series asked for in this build, in order
    QList<QXYSeries*> m_misplaced;       // endRebuild(): the first out of place, those after it
    QSet<QXYSeries*> m_parked;           // hidden in the chart, for a later build to reuse
    // Enough for every submitter of a round (about 40 in v5.0) with room for a synthetic one.
    static constexpr qsizetype kMaxParked = 128;
};

} // namespace mlpe
