#pragma once

#include <QPoint>
#include <QString>

class QChartView;

namespace mlpe {

// Hit-testing on Qt Charts' own legend (the one inside a chart: standalone charts and exports;
// the window uses ChartLegend instead).
namespace InChartLegend {
// The family whose legend entry (symbol or label) is at a viewport position of `view`, or empty.
QString familyAt(const QChartView* view, const QPoint& viewportPos);
} // namespace InChartLegend

} // namespace mlpe
