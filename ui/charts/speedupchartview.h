#pragma once

#include "scatterchartview.h"

namespace mlpe {
class ErrorBarItem;
}

namespace mlpe {

// Speedup S = T_ref / T vs N (both log2), with the ideal line S = N / N_ref per reference.
class SpeedupChartView : public ScatterChartView {
    Q_OBJECT
public:
    explicit SpeedupChartView(ExplorerState* state, QWidget* parent = nullptr);
    QString captionText() const override;
    QString chartId() const override { return QStringLiteral("speedup"); }

protected:
    std::optional<QPointF> valueOf(const ExplorerRow& row,
                                   const analysis::PointResult& result) const override;
    void addOverlays(ValueBox& range) override;

private:
    ErrorBarItem* m_errorBars; // run-to-run spread (owned by the chart)
};

} // namespace mlpe
