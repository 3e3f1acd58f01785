#pragma once

#include <QImage>

class QScatterSeries;

namespace mlpe::SelectionMarker {

// The selection's own symbol in every chart: four dark corner brackets around the point, like a
// focus frame. Rings mean references (red) and hollow markers mean scenario B; nothing else is
// drawn with corners, so the selection cannot be taken for either. On screen only: exports
// leave it out (ChartExporter).
QImage image(int size = 26);
// Styles `series` (the selection series of a chart) to draw image() at its points.
void apply(QScatterSeries* series, int size = 26);

} // namespace mlpe::SelectionMarker
