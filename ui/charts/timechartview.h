#pragma once

#include "scatterchartview.h"

namespace mlpe {
class ErrorBarItem;
}

namespace mlpe {

// Time-to-train T vs N (both log2): the official scores, with the ideal-scaling line of each
// reference (T = N_ref·T_ref / N).
class TimeChartView : public ScatterChartView {
    Q_OBJECT
public:
    explicit TimeChartView(ExplorerState* state, QWidget* parent = nullptr);
    QString captionText() const override;
    QString chartId() const override { return QStringLiteral("time"); }

protected:
    std::optional<QPointF> valueOf(const ExplorerRow& row,
                                   const analysis::PointResult& result) const override;
    void addOverlays(ValueBox& range) override;

private:
    void addWithinFamilyLines();

    ErrorBarItem* m_errorBars; // run-to-run spread (owned by the chart)
};

} // namespace mlpe
