#pragma once

#include <QChartView>
#include <QHash>
#include <QPointF>
#include <QSet>
#include <vector>

class QLineSeries;
class QLogValueAxis;
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
class ComparisonChartView : public QChartView {
    Q_OBJECT
public:
    explicit ComparisonChartView(ComparisonModel* comparison, QWidget* parent = nullptr);

    void rebuild();
    struct Plotted {
        QPointF value;
        std::size_t pointIndex = 0;
        bool scenarioB = false;
    };
    const std::vector<Plotted>& plotted() const { return m_plotted; }
    QPoint viewportPosOf(const QPointF& value) const;
    // Point under a viewport position (within a few pixels), or -1.
    int plottedAt(const QPoint& viewportPos) const;
    QList<QScatterSeries*> scenarioSeries(bool scenarioB) const;
    // What the marks mean, as rich text for a caption under the chart (the chart has no legend:
    // two scenarios times every family would not fit).
    QString captionHtml() const { return m_caption; }

signals:
    void captionChanged(const QString& html);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    // Series are reused from one rebuild to the next (by a stable key): creating and attaching
    // Qt Charts series is most of a rebuild's cost. Unused ones are removed at the end.
    void beginSeries();
    void endSeries();
    QScatterSeries* addScatter(const QString& key, bool* created = nullptr);
    QLineSeries* addLine(const QString& key, const QPen& pen);

    ComparisonModel* m_comparison;
    QLogValueAxis* m_axisX;
    QLogValueAxis* m_axisY;
    std::vector<Plotted> m_plotted;
    QList<QScatterSeries*> m_seriesA;
    QList<QScatterSeries*> m_seriesB;
    QString m_caption;
    QHash<QString, QXYSeries*> m_series;
    QSet<QString> m_used;
    QHash<QXYSeries*, QList<QPointF>> m_pending; // points of this rebuild, set in endSeries()
};

} // namespace mlpe
