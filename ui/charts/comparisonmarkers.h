#pragma once

#include "ui/widgets/familypalette.h"

#include <QColor>
#include <QImage>
#include <QScatterSeries>

namespace mlpe::ComparisonMarkers {

// Marker helpers of the comparison charts (Compare view, sensitivity, per-family panels).
// A family's marker: filled (scenario A, found values) or hollow (scenario B): a transparent
// inside and a thick family-coloured outline, so that the two scenarios differ in print and for
// colour-blind readers too.
// `view`: the families shown together (FamilyLooks), so the look matches the other charts.
void styleFamilySeries(QScatterSeries* series, const QString& family, bool hollow, qreal size,
                       const QStringList& view);
// An arrow-head marker image (▲ bound "at or above", ▼ bound "below") in `colour`.
QImage arrowMarker(const QColor& colour, bool up, int size = 16);

} // namespace mlpe::ComparisonMarkers
