#include "hardwarefitpanel.h"

#include "core/analysis/hardwarefitverdict.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/captionlabel.h"

#include <QVBoxLayout>
#include <cmath>

namespace mlpe {

using namespace analysis;

namespace {

QString num(double v) {
    return std::isfinite(v) ? QString::number(v, 'g', 3) : QStringLiteral("–");
}

QString shortText(const HardwareControlledFit& f) {
    if (f.outcome != HardwareFitOutcome::Fitted)
        return QString::fromStdString(f.reason);
    const bool variants = f.grouping == HardwareGrouping::Variant;
    QString text =
        (variants ? HardwareFitPanel::tr("Slope of log2 T on log2 N within a variant: %1")
                  : HardwareFitPanel::tr("Slope of log2 T on log2 N within a family: %1"))
            .arg(num(f.slope));
    if (std::isfinite(f.slopeLow))
        text += HardwareFitPanel::tr(" (95 %: %1 to %2)").arg(num(f.slopeLow), num(f.slopeHigh));
    if (variants)
        text += f.families == 1 ? HardwareFitPanel::tr(", 1 variant")
                                : HardwareFitPanel::tr(", %1 variants").arg(f.families);
    else
        text += f.families == 1 ? HardwareFitPanel::tr(", 1 family")
                                : HardwareFitPanel::tr(", %1 families").arg(f.families);
    text += HardwareFitPanel::tr(", %1 points. ").arg(f.points);
    text += HardwareFitPanel::tr("E′ changes ×%1 per doubling of N").arg(num(f.efficiencyFactor));
    if (std::isfinite(f.efficiencyFactorLow))
        text +=
            QStringLiteral(" (%1–%2)").arg(num(f.efficiencyFactorLow), num(f.efficiencyFactorHigh));
    text += HardwareFitPanel::tr(". Naive slope %1 (one intercept for all); the difference, %2, "
                                 "is hardware mix.")
                .arg(num(f.naiveSlope), num(f.hardwareMix));
    if (!f.leftOut.empty())
        text += HardwareFitPanel::tr(" Left out: %1.")
                    .arg(QString::fromStdString(leftOutFamiliesText(f)));
    return text;
}

} // namespace

HardwareFitPanel::HardwareFitPanel(ExplorerState* state, QWidget* parent)
    // A short title: a group box is never narrower than its title, and the dock is about 280 px
    // wide in a 1024 px window (the tooltip says it is the hardware-controlled model).
    : QGroupBox(tr("Scaling within families"), parent)
    , m_state(state)
    // Nine lines: the whole paragraph of a many-family view (v5.1 Llama 2 70B LoRA: 7 families,
    // 3 left out) in the dock's 1024 px width; the dock scrolls, so a fixed height costs little.
    , m_text(new CaptionLabel(9, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    connect(state, &ExplorerState::rowsChanged, this, &HardwareFitPanel::rebuild);
    rebuild();
}

QString HardwareFitPanel::text() const {
    return m_text->text();
}

bool HardwareFitPanel::isTextElided() const {
    return m_text->isElided();
}

void HardwareFitPanel::rebuild() {
    const HardwareControlledFit& fit = m_state->analysis().hardwareControlled;
    // The groups the fit used: families, or variants under that hardware grouping.
    if (fit.grouping == HardwareGrouping::Variant) {
        setTitle(tr("Scaling within variants"));
        setToolTip(tr("Hardware controlled: least squares of log2 T on log2 N with one intercept "
                      "per accelerator variant, over the variants with at least two distinct N; "
                      "the interval resamples whole variants. Ideal scaling: slope −1, E′ "
                      "factor 1."));
    } else {
        setTitle(tr("Scaling within families"));
        setToolTip(tr("Hardware controlled: least squares of log2 T on log2 N with one intercept "
                      "per accelerator family, over the families with at least two distinct N; "
                      "the interval resamples whole families. Ideal scaling: slope −1, E′ "
                      "factor 1."));
    }
    m_text->setText(shortText(fit), QString::fromStdString(hardwareFitVerdict(fit)));
}

} // namespace mlpe
