#include "breakevenintervals.h"

#include "core/analysis/analysisengine.h"
#include "core/analysis/analysislabels.h"
#include "core/text/numberwords.h"
#include "ui/state/backgroundtask.h"
#include "ui/state/explorerstate.h"

#include <QLocale>
#include <cmath>

namespace mlpe {

using analysis::AnalysisParams;
using analysis::AnalysisPoint;
using analysis::AnalysisResult;
using analysis::BreakEvenDefinition;
using analysis::BreakEvenOutcome;
using analysis::BreakEvenResult;

BreakEvenIntervals::BreakEvenIntervals(ExplorerState* state, QObject* parent)
    : QObject(parent)
    , m_state(state) {
    // Long enough that a slider drag starts one computation at its end, short enough to read as
    // immediate.
    m_delay.setSingleShot(true);
    m_delay.setInterval(200);
    connect(&m_delay, &QTimer::timeout, this, &BreakEvenIntervals::start);
    connect(&m_watcher, &QFutureWatcher<AnalysisResult>::finished, this,
            &BreakEvenIntervals::finished);
    connect(m_state, &ExplorerState::rowsChanged, this, &BreakEvenIntervals::schedule);
    schedule();
}

BreakEvenIntervals::~BreakEvenIntervals() {
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished(); // the task holds copies only, but must not outlive the watcher
}

void BreakEvenIntervals::schedule() {
    ++m_generation;
    if (m_cancel)
        m_cancel->store(true); // of the old view: finished() drops what it returns
    if (!m_results.empty()) {
        m_results.clear();
        emit updated();
    }
    m_delay.start();
}

void BreakEvenIntervals::start() {
    if (m_watcher.isRunning()) {
        m_delay.start(); // finished() drops the stale result; try again afterwards
        return;
    }
    if (m_state->analysis().pointsInView == 0)
        return;
    AnalysisParams params = m_state->analysisParams();
    for (const AnalysisPoint& p : m_state->analysisPoints())
        if (m_state->isExcluded(QString::fromStdString(p.key)))
            params.filter.excludedKeys.push_back(p.key);
    params.uncertainty.bootstrap = true;
    params.fits.enabled = false;
    params.clustering.enabled = false;
    params.sensitivity.enabled = false;
    m_runGeneration = m_generation;
    m_cancel = std::make_shared<analysis::CancelFlag>(false);
    m_watcher.setFuture(
        runInBackground([points = m_state->analysisPoints(), params, cancel = m_cancel] {
            return runAnalysis(points, params, nullptr, cancel.get());
        }));
}

void BreakEvenIntervals::finished() {
    if (m_runGeneration != m_generation)
        return; // the view changed meanwhile; the scheduled start() computes the current one
    const AnalysisResult& result = m_watcher.result();
    if (result.cancelled)
        return; // only when this object is being destroyed: schedule() bumps the generation
    m_results = result.breakEven;
    emit updated();
}

const BreakEvenResult* BreakEvenIntervals::intervalFor(const BreakEvenResult& live) const {
    if (live.definition != BreakEvenDefinition::EfficiencyThreshold ||
        live.outcome != BreakEvenOutcome::Found)
        return nullptr;
    for (const BreakEvenResult& b : m_results) {
        if (b.definition == live.definition && b.series == live.series &&
            b.outcome == live.outcome && b.accelerators == live.accelerators &&
            std::isfinite(b.acceleratorsLow) && std::isfinite(b.acceleratorsHigh))
            return &b;
    }
    return nullptr;
}

QString BreakEvenIntervals::describe(const BreakEvenResult& b) {
    if (!std::isfinite(b.acceleratorsLow) || !std::isfinite(b.acceleratorsHigh))
        return {};
    // With the share of resamples it rests on; none when fewer than half cross (numberwords.h).
    return QString::fromStdString(text::thresholdText(b));
}

QString BreakEvenIntervals::legend() {
    // Broken by hand: the analysis dock does not wrap its labels (see AnalysisPanel).
    return tr("(a–b; m of n resamples cross):\n"
              "95 % interval of N* from run\n"
              "spread, over the resamples\n"
              "whose E′ crosses τ");
}

} // namespace mlpe
