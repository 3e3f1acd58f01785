#pragma once

#include "abstractchartview.h"
#include "chartaxes.h"
#include "chartseriesset.h"

#include <QHash>
#include <QPointF>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QXYSeries;

namespace mlpe {

class ComparisonModel;

// E' against N under scenario A and scenario B on one chart: A filled, B hollow (same family
// colour and shape), the two references ringed (A: circle, B: square), the E' = tau line, and the
// threshold break-even N* of each scenario as a vertical line (A solid, B dashed). Both axes are
// log2: E' under two references can differ by an order of magnitude (v4.1 BERT: 1.8-24 against
// 0.1-1). Clicking a point selects its result set (linked with the table and the other charts);
// the selected point is ringed under both scenarios.
class ComparisonChartView : public AbstractChartView {
    Q_OBJECT
public:
    explicit ComparisonChartView(ComparisonModel* comparison, QWidget* parent = nullptr);

    struct Plotted {
        QPointF value;
        std::size_t pointIndex = 0;
        bool scenarioB = false;
    };
    const std::vector<Plotted>& plotted() const { return m_plotted; }
    QPoint viewportPosOf(const QPointF& value) const;
    // Point under a viewport position (within a few pixels), or -1.
    int plottedAt(const QPoint& viewportPos) const;
    // What the marks mean, as rich text for a caption under the chart (the chart has no legend:
    // two scenarios times every family would not fit).
    QString captionHtml() const { return m_caption; }

signals:
    void captionChanged(const QString& html);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void buildChart() override;

private:
    // Series are reused from one rebuild to the next (ChartSeriesSet): creating and attaching
    // Qt Charts series is most of a rebuild's cost. Each gets its points in one replace().
    void buildSeries();
    void addFamilySeries();
    void addPoints();
    void addReferences();
    void addRangeOverlays(const QRectF& range);
    QScatterSeries* addScatter(SeriesRole role, const QString& key, bool* created);
    QLineSeries* addLine(SeriesRole role, const QString& key, const QPen& pen);

    ComparisonModel* m_comparison;
    ChartAxes m_axes;
    ChartSeriesSet m_series;
    std::vector<Plotted> m_plotted;
    QList<QScatterSeries*> m_seriesA;
    QList<QScatterSeries*> m_seriesB;
    QHash<QString, QScatterSeries*> m_familyA; // this build's series by family
    QHash<QString, QScatterSeries*> m_familyB;
    ValueBox m_box;            // the points of this build (and tau)
    QList<QPointF> m_selected; // the selected result set under A, then under B
    QString m_caption;
    QHash<QXYSeries*, QList<QPointF>> m_pending; // points of this build, set in one replace()
};

} // namespace mlpe
