#include "familylooks.h"

#include <QList>
#include <algorithm>

namespace mlpe {

namespace {

QString keyOf(const QString& family) {
    return family.toLower(); // family names match case-insensitively, as the family table does
}

bool sameLook(const FamilyStyle& a, const FamilyStyle& b) {
    return a.colour.rgb() == b.colour.rgb() && a.shape == b.shape;
}

// How strict the clash test is: each level drops the first remaining rule of FamilyLooks.
enum class Strictness { DistinctColours, DistinctHueShapes, DistinctLooks };

bool clashes(const FamilyStyle& look, const QList<FamilyStyle>& placed, Strictness strictness) {
    for (const FamilyStyle& other : placed) {
        if (sameLook(look, other))
            return true;
        if (strictness == Strictness::DistinctLooks)
            continue;
        if (FamilyPalette::hueGroup(look.colour) == FamilyPalette::hueGroup(other.colour) &&
            look.shape == other.shape)
            return true;
        if (strictness == Strictness::DistinctColours && look.colour.rgb() == other.colour.rgb())
            return true;
    }
    return false;
}

// Every family look, starting from `home`: the home colour with each family shape, then the
// next colours in palette order, so that a displaced family stays as near its home as it can.
QList<FamilyStyle> candidatesFrom(const FamilyStyle& home) {
    const QList<QColor> colours = FamilyPalette::familyColours();
    const QList<MarkerShape> shapes = FamilyPalette::familyShapes();
    const qsizetype c0 = std::max<qsizetype>(0, colours.indexOf(home.colour));
    const qsizetype s0 = std::max<qsizetype>(0, shapes.indexOf(home.shape));
    QList<FamilyStyle> list;
    for (qsizetype c = 0; c < colours.size(); ++c) {
        for (qsizetype s = 0; s < shapes.size(); ++s)
            list.append({colours[(c0 + c) % colours.size()], shapes[(s0 + s) % shapes.size()]});
    }
    return list;
}

FamilyStyle place(const FamilyStyle& home, const QList<FamilyStyle>& placed, bool fewFamilies) {
    const QList<FamilyStyle> candidates = candidatesFrom(home);
    for (const Strictness strictness :
         {Strictness::DistinctColours, Strictness::DistinctHueShapes, Strictness::DistinctLooks}) {
        if (strictness == Strictness::DistinctColours && !fewFamilies)
            continue;
        if (!clashes(home, placed, strictness))
            return home;
        for (const FamilyStyle& candidate : candidates) {
            if (!clashes(candidate, placed, strictness))
                return candidate;
        }
    }
    return home; // more families than looks: unavoidable
}

} // namespace

FamilyLooks::FamilyLooks(QStringList families) {
    families.removeDuplicates();
    FamilyPalette::sortForLegend(families);
    m_families = families;
    QList<FamilyStyle> placed;
    QStringList seen;
    const bool few = families.size() <= colourCount();
    for (const QString& family : families) {
        if (seen.contains(keyOf(family)))
            continue;
        seen << keyOf(family);
        const FamilyStyle look = place(FamilyPalette::styleFor(family), placed, few);
        placed << look;
        m_looks.insert(keyOf(family), look);
    }
}

FamilyStyle FamilyLooks::of(const QString& family) const {
    const auto it = m_looks.constFind(keyOf(family));
    return it != m_looks.constEnd() ? *it : FamilyPalette::styleFor(family);
}

int FamilyLooks::colourCount() {
    return int(FamilyPalette::familyColours().size());
}

FamilyStyle FamilyLooks::styleIn(const QString& family, const QStringList& view) {
    // Charts ask once per point: keep the looks of the last view asked for (per thread, as the
    // overlays may be computed off the GUI thread).
    thread_local QStringList lastView;
    thread_local FamilyLooks lastLooks;
    if (view != lastView || lastLooks.families().isEmpty()) {
        lastView = view;
        lastLooks = FamilyLooks(view);
    }
    return lastLooks.of(family);
}

} // namespace mlpe
