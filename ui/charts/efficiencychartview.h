#pragma once

#include "scatterchartview.h"

namespace mlpe {
class ErrorBarItem;
}

namespace mlpe {

// E' vs N (log2 N): scaling efficiency against the reference, the E' = tau line and the
// efficiency-threshold break-even markers (all points and per family).
class EfficiencyChartView : public ScatterChartView {
    Q_OBJECT
public:
    explicit EfficiencyChartView(ExplorerState* state, QWidget* parent = nullptr);
    QString captionText() const override;
    QString chartId() const override { return QStringLiteral("efficiency"); }
    bool canToggleLogY() const override { return true; }
    QString captionDetails() const override;

protected:
    std::optional<QPointF> valueOf(const ExplorerRow& row,
                                   const analysis::PointResult& result) const override;
    void addOverlays(ValueBox& range) override;

private:
    bool clustersInChartSpace() const;
    ErrorBarItem* m_errorBars; // run-to-run spread (owned by the chart)
};

} // namespace mlpe
