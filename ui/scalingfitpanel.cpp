#include "scalingfitpanel.h"

#include "core/analysis/analysisengine.h"
#include "core/analysis/analysislabels.h"
#include "core/text/numberwords.h"
#include "ui/state/backgroundtask.h"
#include "ui/state/explorerstate.h"

#include <QCheckBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>
#include <utility>

namespace mlpe {

using namespace analysis;
using namespace text;

namespace {

QString num(double v, int significant = 3) {
    return std::isfinite(v) ? QLocale().toString(v, 'g', significant) : QStringLiteral("∞");
}

QString fitLine(const ScalingFit& f) {
    const QString model =
        f.model == FitModel::Usl ? QStringLiteral("USL") : QStringLiteral("Amdahl");
    if (f.outcome != FitOutcome::Fitted)
        return ScalingFitPanel::tr("%1: not fitted (%2)")
            .arg(model, QString::fromStdString(f.reason));
    QString text = ScalingFitPanel::tr("%1: T₁ = %2 min, σ = %3")
                       .arg(model, num(f.t1Minutes), num(f.sigma, 2));
    if (f.model == FitModel::Usl) {
        text += ScalingFitPanel::tr(", κ = %1").arg(num(f.kappa, 2));
        if (std::isfinite(f.peakAccelerators))
            text += ScalingFitPanel::tr(", N_peak ≈ %1").arg(num(f.peakAccelerators, 3));
        else
            text += ScalingFitPanel::tr(", no peak");
    }
    return text + ScalingFitPanel::tr("; R² %1, AICc %2").arg(num(f.r2, 3), num(f.aicc, 3));
}

} // namespace

ScalingFitPanel::ScalingFitPanel(ExplorerState* state, QWidget* parent)
    : QGroupBox(tr("Run spread and scaling fits"), parent)
    , m_state(state)
    , m_errorBars(new QCheckBox(tr("Error bars (run spread)"), this))
    , m_fits(new QCheckBox(tr("Fitted curves (Amdahl, USL)"), this))
    , m_fitLabel(new QLabel(this))
    , m_bootstrap(new QPushButton(tr("Bootstrap intervals"), this))
    , m_intervals(new QLabel(this)) {
    // Short labels: the dock is about 280 px wide in a 1024 px window; the tooltips say the rest.
    m_errorBars->setToolTip(tr("On the T, S and E′ charts: from the fastest to the slowest run "
                               "the olympic mean kept (the reference's own spread included)"));
    m_fits->setToolTip(
        tr("Per series (all points, each family). Least squares on ln T: Amdahl T = T₁(1 + "
           "σ(N−1))/N and USL T = T₁(1 + σ(N−1) + "
           "κN(N−1))/N. A family's curve is the envelope of different submitted systems, not one "
           "machine scaled out. The USL is drawn when its AICc beats Amdahl's by 2 or more."));
    m_bootstrap->setToolTip(tr("Resample each system's runs (2,000 times) and the fits' points "
                               "(1,000 times), off the GUI thread: the 95 % run-to-run bootstrap "
                               "interval of N*, and percentile intervals of σ, κ, N_peak (nominal "
                               "95 %; their coverage is not simulated)"));
    for (QLabel* label : {m_fitLabel, m_intervals}) {
        label->setTextFormat(Qt::PlainText);
        // Wrapped: fit lines are wider than the dock. They change only with the fits, so the
        // relayout cost of a wrapped label is paid rarely.
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_errorBars);
    layout->addWidget(m_fits);
    layout->addWidget(m_fitLabel);
    layout->addWidget(m_bootstrap);
    layout->addWidget(m_intervals);

    connect(m_errorBars, &QCheckBox::toggled, state, &ExplorerState::setShowErrorBars);
    connect(m_fits, &QCheckBox::toggled, state, &ExplorerState::setFitsEnabled);
    connect(m_bootstrap, &QPushButton::clicked, this, &ScalingFitPanel::startBootstrap);
    connect(state, &ExplorerState::rowsChanged, this, [this] {
        ++m_generation;
        if (m_cancel)
            m_cancel->store(true); // its intervals are of the old view: stop it within a resample
        m_intervals->clear();
        m_intervals->hide();
        rebuild();
    });
    connect(&m_watcher, &QFutureWatcher<AnalysisResult>::finished, this, [this] {
        m_bootstrap->setEnabled(true);
        if (m_requested == m_generation && m_watcher.future().resultCount() > 0 &&
            !m_watcher.result().cancelled)
            showIntervals(m_watcher.result());
    });
    m_intervals->hide();
    rebuild();
}

ScalingFitPanel::~ScalingFitPanel() {
    if (m_cancel)
        m_cancel->store(true);
}

QString ScalingFitPanel::fitText() const {
    return m_fitLabel->text();
}

QString ScalingFitPanel::intervalText() const {
    return m_intervals->text();
}

void ScalingFitPanel::rebuild() {
    const QSignalBlocker b1(m_errorBars), b2(m_fits);
    m_errorBars->setChecked(m_state->showErrorBars());
    m_fits->setChecked(m_state->analysisParams().fits.enabled);
    QStringList lines;
    QStringList tips; // which reference each series' E'_fit curve is measured against
    std::string series;
    for (const ScalingFit& f : m_state->analysis().fits) {
        if (f.series != series) {
            const QString name = QString::fromStdString(f.series);
            QString tip =
                f.referenceKey.empty()
                    ? tr("%1: no E′_fit curve (its points use different references)").arg(name)
                    : tr("%1: E′_fit against %2, the reference its points use")
                          .arg(name, QString::fromStdString(f.referenceKey));
            if (!f.note.empty())
                tip += QStringLiteral("; ") + QString::fromStdString(f.note);
            tips << tip;
            series = f.series;
            lines << tr("%1 (%2 points, %3 distinct N):")
                         .arg(QString::fromStdString(series))
                         .arg(f.points)
                         .arg(f.distinctAccelerators);
            // The all-points fit over several families is no machine's law: said where it is.
            if (!f.note.empty())
                lines << tr("  It %1.").arg(QString::fromStdString(f.note));
        }
        lines << QStringLiteral("  ") + fitLine(f);
    }
    if (!lines.isEmpty())
        lines << tr("Each family's fit spans different submitted systems (an envelope), not one "
                    "machine scaled out.");
    m_fitLabel->setText(lines.join(QLatin1Char('\n')));
    m_fitLabel->setToolTip(tips.join(QLatin1Char('\n')));
    m_fitLabel->setVisible(!lines.isEmpty());
    m_bootstrap->setEnabled(!m_watcher.isRunning() && m_state->analysis().pointsInView > 0);
}

void ScalingFitPanel::startBootstrap() {
    AnalysisParams params = m_state->analysisParams();
    for (const AnalysisPoint& p : m_state->analysisPoints())
        if (m_state->isExcluded(QString::fromStdString(p.key)))
            params.filter.excludedKeys.push_back(p.key);
    params.uncertainty.bootstrap = true;
    params.fits.enabled = true;
    params.fits.bootstrap = true;
    params.clustering.enabled = false;
    params.sensitivity.enabled = false;
    m_requested = m_generation;
    m_bootstrap->setEnabled(false);
    m_intervals->setText(tr("Resampling…"));
    m_intervals->show();
    m_cancel = std::make_shared<analysis::CancelFlag>(false);
    m_watcher.setFuture(
        runInBackground([points = m_state->analysisPoints(), params, cancel = m_cancel] {
            return runAnalysis(points, params, nullptr, cancel.get());
        }));
}

void ScalingFitPanel::showIntervals(const AnalysisResult& result) {
    QStringList lines;
    lines << tr("N*: 95 % run-to-run bootstrap intervals (%1 resamples; over those that cross τ):")
                 .arg(QString::fromStdString(formatCount(result.bootstrapResamples)));
    for (const BreakEvenResult& b : result.breakEven) {
        if (b.definition != BreakEvenDefinition::EfficiencyThreshold)
            continue;
        const QString series = QString::fromStdString(breakEvenSeriesLabel(b));
        if (b.outcome == BreakEvenOutcome::Found && b.intervalResamples == 0)
            lines << tr("  %1: N* ≈ %2 (no resample crossed τ)")
                         .arg(series, QString::fromStdString(formatApprox(b.accelerators)));
        else if (b.outcome == BreakEvenOutcome::Found) // no interval for the bounds
            lines << tr("  %1: %2").arg(series, QString::fromStdString(thresholdText(b)));
    }
    if (lines.size() == 1) // no header over nothing: no found N* to give an interval for
        lines.clear();
    bool fitHeader = false;
    for (const ScalingFit& f : result.fits) {
        if (f.outcome != FitOutcome::Fitted || f.model != FitModel::Usl)
            continue;
        if (!std::exchange(fitHeader, true))
            lines << tr("USL fits: case-bootstrap percentile intervals (nominal 95 %; their "
                        "coverage is not simulated):");
        if (f.resamples == 0 || !f.reason.empty()) {
            lines << tr("  USL %1: %2")
                         .arg(QString::fromStdString(f.series), QString::fromStdString(f.reason));
            continue;
        }
        lines << tr("  USL %1: %2")
                     .arg(QString::fromStdString(f.series),
                          QString::fromStdString(fitIntervalText(f)));
    }
    // Without a found N* or a USL fit there is no interval to name.
    if (lines.isEmpty())
        lines =
            QStringList{tr("Run-to-run bootstrap (%1 resamples): no interval to show (no N* "
                           "between two N, no USL fit in view).")
                            .arg(QString::fromStdString(formatCount(result.bootstrapResamples)))};
    m_intervals->setText(lines.join(QLatin1Char('\n')));
    m_intervals->show();
    emit intervalsAvailable();
}

} // namespace mlpe
