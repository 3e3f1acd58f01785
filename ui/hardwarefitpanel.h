#pragma once

#include <QGroupBox>

namespace mlpe {

class CaptionLabel;
class ExplorerState;

// "Scaling within families" in the analysis dock: the hardware-controlled scaling model of the
// points in view (hardwarecontrolledfit.h) in one short paragraph — the within-family slope with
// its interval, families and points, E′'s factor per doubling, the naive slope and the hardware
// mix; the full wording (standard error, caveats, families left out) in the tooltip.
class HardwareFitPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit HardwareFitPanel(ExplorerState* state, QWidget* parent = nullptr);

    QString text() const;

private:
    void rebuild();

    ExplorerState* m_state;
    CaptionLabel* m_text;
};

} // namespace mlpe
