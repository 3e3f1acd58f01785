#pragma once

#include "core/analysis/analysisresult.h"
#include "core/analysis/cancelflag.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <memory>
#include <string>
#include <vector>

namespace mlpe {

class ExplorerState;

// The run-spread interval of each threshold break-even N*, kept up to date in the background.
// The live analysis skips the bootstrap (2,000 resamples: ~30 ms on the real rounds, ~1 s at
// 10,000 points, too slow for a slider); this object re-runs the analysis with it off the GUI
// thread shortly after every change and publishes the intervals when they still belong to the
// current view. A change cancels the running bootstrap (within a resample), so a stale one never
// holds the cores the next change's analysis needs; a late result of an earlier view is dropped.
// The panels then say how firm a break-even point is: "N* ≈ 126 (117–128; 1,413 of 2,000 resamples
// cross)", with a legend line saying what the brackets are (the percentile bootstrap of each set's
// runs, AnalysisParams::uncertainty, over the resamples whose E' crosses tau; no interval when
// fewer than half do).
class BreakEvenIntervals : public QObject {
    Q_OBJECT
public:
    explicit BreakEvenIntervals(ExplorerState* state, QObject* parent = nullptr);
    ~BreakEvenIntervals() override;

    // The bootstrapped result for `live` (same definition, series and N*), or nullptr while it is
    // being computed or when there is none (no interval for at_or_above / below outcomes).
    const analysis::BreakEvenResult* intervalFor(const analysis::BreakEvenResult& live) const;

    // "N* ≈ 126 (117–128; 1,413 of 2,000 resamples cross)", or "N* ≈ 126 (only 412 of 2,000
    // resamples cross τ: no interval)" (thresholdText()); "" when `bootstrapped` has no interval.
    // legend() says what the brackets are (run-to-run spread of the scores, bootstrapped).
    static QString describe(const analysis::BreakEvenResult& bootstrapped);
    static QString legend();

signals:
    void updated();

private:
    void schedule();
    void start();
    void finished();

    ExplorerState* m_state;
    QTimer m_delay;
    QFutureWatcher<analysis::AnalysisResult> m_watcher;
    quint64 m_generation = 0;                         // bumped on every change of the view
    quint64 m_runGeneration = 0;                      // of the computation running now
    std::shared_ptr<analysis::CancelFlag> m_cancel;   // of the computation running now
    std::vector<analysis::BreakEvenResult> m_results; // of m_generation, or empty
};

} // namespace mlpe
