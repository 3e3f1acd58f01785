#include "inchartlegend.h"

#include "chartseriesset.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <algorithm>

namespace mlpe::InChartLegend {

QString familyAt(const QChartView* view, const QPoint& viewportPos) {
    // Qt Charts has no public way from a legend entry's graphics item to its QLegendMarker. The
    // legend keeps one item per marker, in a group under the legend, in the order of markers():
    // find the entry under the position, take its index, and check the label against it.
    QLegend* legend = view->chart()->legend();
    const QList<QLegendMarker*> markers = legend->markers();
    for (QGraphicsItem* item : view->items(viewportPos)) {
        for (QGraphicsItem* entry = item; entry && entry->parentItem();
             entry = entry->parentItem()) {
            QGraphicsItem* group = entry->parentItem();
            if (group->parentItem() != legend)
                continue;
            const qsizetype index = group->childItems().indexOf(entry);
            if (index < 0 || index >= markers.size())
                return {};
            QString shown;
            for (QGraphicsItem* child : entry->childItems()) {
                if (auto* text = dynamic_cast<QGraphicsTextItem*>(child))
                    shown = text->toPlainText();
            }
            QLegendMarker* marker = markers[index];
            // An elided label ("H10...") still starts like the marker's.
            const QString stem = shown.left(std::max<qsizetype>(1, shown.size() - 3));
            if (!shown.isEmpty() && !marker->label().startsWith(stem))
                return {};
            return ChartSeriesSet::familyOf(marker->series());
        }
    }
    return {};
}

} // namespace mlpe::InChartLegend
