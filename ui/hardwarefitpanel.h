#pragma once

#include <QGroupBox>

namespace mlpe {

class CaptionLabel;
class ExplorerState;

// "Scaling within families" in the analysis dock: the hardware-controlled scaling model of the
// points in view (hardwarecontrolledfit.h) in one short paragraph — the within-family slope with
// its interval, families and points, E′'s factor per doubling, the naive slope and the hardware
// mix, the families left out; the full wording (standard error, caveats) in the tooltip.
class HardwareFitPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit HardwareFitPanel(ExplorerState* state, QWidget* parent = nullptr);

    QString text() const;
    // True when the paragraph did not fit its lines at the last paint (then it ends with "…").
    bool isTextElided() const;

private:
    void rebuild();

    ExplorerState* m_state;
    CaptionLabel* m_text;
};

} // namespace mlpe
