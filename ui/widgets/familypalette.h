#pragma once

#include <QColor>
#include <QIcon>
#include <QList>
#include <QString>
#include <QStringList>

namespace mlpe {

// Marker shapes the charts can draw; mapped onto Qt Charts' shapes in ui/charts only.
// One meaning per symbol: families use only the *family shapes* (familyShapes(): circle, square,
// triangle); the other shapes are reserved, each for one overlay marker:
//   Star             k-means cluster centroid (★)
//   RotatedRectangle efficiency-threshold break-even N* (◆)
//   Pentagon         Pareto knee (⬟)
//   Cross            value-of-time optimum (✚)
enum class MarkerShape { Circle, Rectangle, Triangle, RotatedRectangle, Pentagon, Star, Cross };

struct FamilyStyle {
    QColor colour;
    MarkerShape shape = MarkerShape::Circle;
};

// Colour + marker shape per accelerator family. Colours come from the Okabe–Ito palette
// (Okabe & Ito 2008, "Color Universal Design"), which stays distinguishable under the common
// colour-vision deficiencies; the shape is a second channel so that two families never rely on
// colour alone. The mapping depends only on the family name, so a family keeps its look whatever
// the filters, round or benchmark (no colours re-dealt when a family disappears from view).
class FamilyPalette {
public:
    // The family's home look: the same in every view. Charts draw the look of the family in
    // its view instead (FamilyLooks::styleIn), which differs from the home look only where two
    // families shown together would otherwise look alike.
    static FamilyStyle styleFor(const QString& family);
    // The colours families are drawn in, and the hue group of each (colours of one group, such
    // as blue and sky blue, are alike at marker size; -1 for a colour not in the list).
    static QList<QColor> familyColours();
    static int hueGroup(const QColor& colour);
    // The shapes families may use (the others are reserved for overlay markers, see MarkerShape).
    static QList<MarkerShape> familyShapes();
    // Legend order of families: by vendor (NVIDIA, AMD, Google, Intel, others), then by
    // generation within a vendor (oldest first), then unknown names alphabetically. The order
    // depends on the names only, never on what was viewed before.
    static int legendRank(const QString& family);
    static void sortForLegend(QStringList& families);
    // Colours for "Colour by round / submitter": a fixed palette, dealt by sorted position.
    static QColor categoryColour(int index);
    // A small icon of the family's marker (colour and shape), for lists and table cells, so
    // that families sharing a colour are told apart there as in the charts.
    static QIcon swatchIcon(const QString& family, int size = 12);
    static QIcon swatchIcon(const FamilyStyle& style, int size = 12);
    // The shape as one character (● ■ ▲ ◆ ⬟ ★ ✚), for captions written as text.
    static QString shapeGlyph(MarkerShape shape);
    // Grey used for excluded points and "not in analysis" rows.
    static QColor excludedColour();
    // Distinct colours for cluster hulls (Paul Tol's "muted" scheme, colour-blind safe).
    static QColor clusterColour(int cluster);
};

} // namespace mlpe
