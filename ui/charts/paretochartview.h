#pragma once

#include "scatterchartview.h"

namespace mlpe {

// Accelerator-minutes G = N·T vs time to train T (both log2): the cost/time trade-off, with the
// Pareto frontier (no other system both faster and cheaper), its Kneedle knee and the
// value-of-time optimum (min G + lambda·T).
class ParetoChartView : public ScatterChartView {
    Q_OBJECT
public:
    explicit ParetoChartView(ExplorerState* state, QWidget* parent = nullptr);
    QString captionText() const override;
    QString chartId() const override { return QStringLiteral("pareto"); }
    QString captionDetails() const override;

protected:
    std::optional<QPointF> valueOf(const ExplorerRow& row,
                                   const analysis::PointResult& result) const override;
    void addOverlays(ValueBox& range) override;
};

} // namespace mlpe
