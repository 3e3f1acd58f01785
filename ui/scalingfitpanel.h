#pragma once

#include "core/analysis/analysisresult.h"
#include "core/analysis/cancelflag.h"

#include <QFutureWatcher>
#include <QGroupBox>
#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;

namespace mlpe {

class ExplorerState;

// "Run spread and scaling fits" in the analysis dock: toggles for the run-to-run error bars and
// the fitted Amdahl / USL curves, the fit parameters of every series, and — on demand, computed
// off the GUI thread — the percentile-bootstrap intervals of the break-even N* and of the fits'
// sigma, kappa and N_peak (2,000 and 1,000 resamples; the live recompute stays bootstrap-free).
class ScalingFitPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit ScalingFitPanel(ExplorerState* state, QWidget* parent = nullptr);
    ~ScalingFitPanel() override; // stops a running bootstrap (the pool would finish it at exit)

    QCheckBox* errorBarsBox() const { return m_errorBars; }
    QCheckBox* fitsBox() const { return m_fits; }
    QPushButton* bootstrapButton() const { return m_bootstrap; }
    QString fitText() const;
    QString intervalText() const;

signals:
    // The bootstrap intervals for the current state arrived (tests wait for this).
    void intervalsAvailable();

private:
    void rebuild();
    void startBootstrap();
    void showIntervals(const analysis::AnalysisResult& result);

    ExplorerState* m_state;
    QCheckBox* m_errorBars;
    QCheckBox* m_fits;
    QLabel* m_fitLabel;
    QPushButton* m_bootstrap;
    QLabel* m_intervals;
    QFutureWatcher<analysis::AnalysisResult> m_watcher;
    quint64 m_generation = 0; // bumped on every recompute: a late bootstrap result is dropped
    quint64 m_requested = 0;
    std::shared_ptr<analysis::CancelFlag> m_cancel; // of the bootstrap running now
};

} // namespace mlpe
