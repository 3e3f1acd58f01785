#include "hardwarefitpanel.h"

#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/slopeintervalcoverage.h"
#include "core/text/hardwarefitverdict.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/captionlabel.h"

#include <QVBoxLayout>
#include <cmath>

namespace mlpe {

using namespace analysis;
using namespace text;

namespace {

QString num(double v) {
    return std::isfinite(v) ? QString::number(v, 'g', 3) : QStringLiteral("–");
}

// An interval's name: "95 %" only where its simulated coverage earns it (slopeintervalcoverage.h),
// otherwise its simulated coverage.
QString intervalName(double coverage, double level) {
    return coverageEarnsLevel(coverage) ? HardwareFitPanel::tr("%1 %").arg(num(level * 100.0))
                                        : HardwareFitPanel::tr("coverage %1, not %2 %")
                                              .arg(num(coverage), num(level * 100.0));
}

QString shortText(const HardwareControlledFit& f) {
    if (f.outcome != HardwareFitOutcome::Fitted)
        return QString::fromStdString(f.reason);
    const bool variants = f.grouping == HardwareGrouping::Variant;
    const bool series = f.grouping == HardwareGrouping::Series;
    QString text =
        (series     ? HardwareFitPanel::tr("Slope of log2 T on log2 N within a series: %1")
         : variants ? HardwareFitPanel::tr("Slope of log2 T on log2 N within a variant: %1")
                    : HardwareFitPanel::tr("Slope of log2 T on log2 N within a family: %1"))
            .arg(num(f.slope));
    if (std::isfinite(f.clusterLow))
        text += HardwareFitPanel::tr(" (CR2, %1: %2 to %3)")
                    .arg(intervalName(f.clusterCoverage, f.level), num(f.clusterLow),
                         num(f.clusterHigh));
    else if (f.families < 2) // said here, not only in the tooltip's verdict
        text += HardwareFitPanel::tr(" (no interval: a cluster-robust interval needs at least "
                                     "two %1)")
                    .arg(QString::fromStdString(hardwareGroupNoun(f.grouping, true)));
    if (series)
        text += HardwareFitPanel::tr(", %1 series").arg(f.families);
    else if (variants)
        text += f.families == 1 ? HardwareFitPanel::tr(", 1 variant")
                                : HardwareFitPanel::tr(", %1 variants").arg(f.families);
    else
        text += f.families == 1 ? HardwareFitPanel::tr(", 1 family")
                                : HardwareFitPanel::tr(", %1 families").arg(f.families);
    text += HardwareFitPanel::tr(", %1 points. ").arg(f.points);
    if (f.lines.size() >= 2)
        text += (series     ? HardwareFitPanel::tr("Each series' own slope: %1 to %2. ")
                 : variants ? HardwareFitPanel::tr("Each variant's own slope: %1 to %2. ")
                            : HardwareFitPanel::tr("Each family's own slope: %1 to %2. "))
                    .arg(num(f.familySlopeMin), num(f.familySlopeMax));
    if (std::isfinite(f.slopeLow) && coverageEarnsLevel(f.bootstrapCoverage))
        text +=
            HardwareFitPanel::tr("Bootstrap of whole groups, %1: %2 to %3. ")
                .arg(intervalName(f.bootstrapCoverage, f.level), num(f.slopeLow), num(f.slopeHigh));
    text += HardwareFitPanel::tr("Standard error %1 classical").arg(num(f.slopeSe));
    if (std::isfinite(f.clusterSe))
        text += HardwareFitPanel::tr(", %1 cluster-robust").arg(num(f.clusterSe));
    text += HardwareFitPanel::tr(". E′ changes ×%1 per doubling of N").arg(num(f.efficiencyFactor));
    if (f.families >= 2 && f.hardwareMix != 0.0)
        text += HardwareFitPanel::tr(". Naive slope %1 (one intercept for all): hardware mix "
                                     "makes it %2 by %3")
                    .arg(num(f.naiveSlope),
                         f.hardwareMix > 0.0 ? HardwareFitPanel::tr("shallower")
                                             : HardwareFitPanel::tr("steeper"),
                         num(std::fabs(f.hardwareMix)));
    text += QLatin1Char('.');
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
    // Thirteen lines: the whole paragraph of a many-family view (v5.1 Llama 2 70B LoRA: 7
    // families, both standard errors, the CR2 interval and the families' slopes, 3 left out) in
    // the dock's 1024 px width; the dock scrolls, so a fixed height costs little.
    , m_text(new CaptionLabel(13, this)) {
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
    if (fit.grouping == HardwareGrouping::Series) {
        setTitle(tr("Scaling within series"));
        setToolTip(tr("Hardware controlled: least squares of log2 T on log2 N with one intercept "
                      "per system series (one submitter's design at several sizes), over the "
                      "series with at least two distinct N; CR2 cluster-robust interval with "
                      "series as clusters, called 95 % only where its simulated coverage is at "
                      "least 0.90. Ideal scaling: slope −1, E′ factor 1."));
    } else if (fit.grouping == HardwareGrouping::Variant) {
        setTitle(tr("Scaling within variants"));
        setToolTip(tr("Hardware controlled: least squares of log2 T on log2 N with one intercept "
                      "per accelerator variant, over the variants with at least two distinct N; "
                      "CR2 cluster-robust interval with variants as clusters, called 95 % only "
                      "where its simulated coverage is at least 0.90. Ideal scaling: slope −1, "
                      "E′ factor 1."));
    } else {
        setTitle(tr("Scaling within families"));
        setToolTip(tr("Hardware controlled: least squares of log2 T on log2 N with one intercept "
                      "per accelerator family, over the families with at least two distinct N; "
                      "CR2 cluster-robust interval with families as clusters, called 95 % only "
                      "where its simulated coverage is at least 0.90. Ideal scaling: slope −1, "
                      "E′ factor 1."));
    }
    m_text->setText(shortText(fit), QString::fromStdString(hardwareFitVerdict(fit)));
}

} // namespace mlpe
