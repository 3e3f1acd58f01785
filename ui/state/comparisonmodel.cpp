#include "comparisonmodel.h"

#include "core/io/logging.h"
#include "core/text/hardwaremixwarning.h"
#include "ui/state/explorerstate.h"

#include <QElapsedTimer>

namespace mlpe {

ComparisonModel::ComparisonModel(ExplorerState* state, QObject* parent)
    : QObject(parent)
    , m_state(state) {
    connect(state, &ExplorerState::rowsChanged, this, &ComparisonModel::onInputChanged);
    connect(state, &ExplorerState::scenariosChanged, this, &ComparisonModel::onInputChanged);
    recompute();
}

void ComparisonModel::setActive(bool active) {
    m_active = active;
    if (m_active && m_stale) {
        recompute();
    } else if (m_active && m_unannounced) {
        m_unannounced = false;
        emit comparisonChanged();
    }
}

void ComparisonModel::onInputChanged() {
    if (m_active)
        recompute();
    else
        m_stale = true;
}

void ComparisonModel::recompute() {
    compute();
    m_unannounced = false;
    emit comparisonChanged();
}

void ComparisonModel::compute() const {
    m_stale = false;
    m_unannounced = !m_active;
    QElapsedTimer timer;
    timer.start();
    m_points = m_state->analysisPoints();
    m_result = analysis::compareScenarios(m_points, m_state->analysisInputParams(),
                                          m_state->scenarioA(), m_state->scenarioB());
    m_names.assign(m_points.size(), QString());
    m_setKeys.assign(m_points.size(), QString());
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const int row = m_state->rowOfPoint(static_cast<int>(i));
        if (row < 0)
            continue;
        const ResultSet& set = *m_state->rows()[static_cast<std::size_t>(row)].set;
        const QString name = set.systemDescription.systemName.simplified();
        m_names[i] = tr("%1 (%2)").arg(name.isEmpty() ? set.system : name, set.submitter);
        m_setKeys[i] = set.key();
    }
    m_lastUs = timer.nsecsElapsed() / 1000;
    roomLogger("ui").debug("comparison of scenarios A and B: {} point(s), {:.1f} ms",
                           m_points.size(), double(m_lastUs) / 1000.0);
}

QString ComparisonModel::pointName(std::size_t pointIndex) const {
    ensureCurrent();
    return pointIndex < m_names.size() ? m_names[pointIndex] : QString();
}

QString ComparisonModel::referenceName(const analysis::AnalysisResult& result, int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= result.references.size())
        return {};
    return pointName(result.references[static_cast<std::size_t>(index)].pointIndex);
}

QString ComparisonModel::resultSetKeyOf(std::size_t pointIndex) const {
    ensureCurrent();
    return pointIndex < m_setKeys.size() ? m_setKeys[pointIndex] : QString();
}

QString ComparisonModel::mixedHardwareNote(int scenario) const {
    ensureCurrent();
    // The one sentence every other place shows (analysis panel, captions, footnotes, analyze,
    // the report), for this scenario's analysis.
    const QString sentence = QString::fromStdString(
        text::hardwareMixSentence(m_points, scenario == 0 ? m_result.a : m_result.b));
    return sentence.isEmpty() ? QString() : QStringLiteral("⚠ ") + sentence;
}

} // namespace mlpe
