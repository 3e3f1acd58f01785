#pragma once

#include "ui/widgets/familypalette.h"

#include <QScatterSeries>

namespace mlpe {

// Our marker shape as Qt Charts' scatter marker shape. Qt has no cross: MarkerShape::Cross maps
// to a rectangle, and the series draws the cross as a light marker (ChartSeriesSet).
QScatterSeries::MarkerShape qtMarkerShape(MarkerShape shape);

} // namespace mlpe
