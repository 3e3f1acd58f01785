#pragma once

#include "scatterchartview.h"

class QLabel;

namespace mlpe {

// Cost to train (from the user's prices) vs time to train T, both log2: the money/time trade-off,
// with the (T, cost) Pareto frontier, its Kneedle knee and the value-of-time optimum
// (min cost + λ·T), all from the analysis (costanalysis.h). Without prices nothing in money is
// shown: the chart says how to get it instead. Points of families without a price are not drawn
// (the caption names those families).
class CostChartView : public ScatterChartView {
    Q_OBJECT
public:
    explicit CostChartView(ExplorerState* state, QWidget* parent = nullptr);
    QString captionText() const override;
    QString chartId() const override { return QStringLiteral("cost"); }
    QString captionDetails() const override;
    // The text shown in place of the points when there is nothing in money to draw; empty when
    // the chart has priced points.
    QString placeholderText() const;

protected:
    std::optional<QPointF> valueOf(const ExplorerRow& row,
                                   const analysis::PointResult& result) const override;
    void addOverlays(ValueBox& range) override;
    // Only the groups with a priced family: the others have no cost to draw, and the caption
    // names them ("Not drawn, no price").
    QStringList drawableFamilies(const QStringList& inScope) const override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void placePlaceholder();
    QLabel* m_placeholder;
};

} // namespace mlpe
