#pragma once

#include "familypalette.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace mlpe {

// The looks (colour + marker shape) of the families shown together in one view, so that no two
// of them can be mistaken for each other. Each family starts from its home look
// (FamilyPalette::styleFor, the same in every view); a family that would clash with one placed
// before it (legend order, so the outcome depends only on the set of families) takes the next
// free look instead. Two families clash when, in order of the rules given up last:
//   - they share a colour (while the view has no more families than colours: the fitted curves
//     and lines of the charts tell families apart by colour alone);
//   - their colours are of one hue (blue and sky blue, bluish green and teal, ...) and their
//     shapes are the same (told apart at a glance only by shape then);
//   - they share colour and shape (never relaxed while a free look exists).
class FamilyLooks {
public:
    FamilyLooks() = default;
    explicit FamilyLooks(QStringList families);

    // The look of `family` in this view; a family not in the view gets its home look.
    FamilyStyle of(const QString& family) const;
    const QStringList& families() const { return m_families; }

    // Number of distinct colours a view can give its families before one is shared.
    static int colourCount();

    // The look of `family` among `view`, the families shown together: FamilyLooks(view).of(),
    // with the looks of the last view asked for kept (charts ask once per point).
    static FamilyStyle styleIn(const QString& family, const QStringList& view);

private:
    QStringList m_families; // legend order
    QHash<QString, FamilyStyle> m_looks;
};

} // namespace mlpe
