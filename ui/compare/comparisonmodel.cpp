#include "comparisonmodel.h"

#include "core/analysis/hardwaregrouping.h"
#include "ui/state/explorerstate.h"

#include <QElapsedTimer>
#include <QMap>

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
    const analysis::AnalysisResult& r = scenario == 0 ? m_result.a : m_result.b;
    if (r.references.size() != 1)
        return {}; // per family: each family has its own reference, no mixing
    const auto& points = m_points;
    const std::string& refFamily = points[r.references.front().pointIndex].family;
    QMap<QString, int> counts;
    int inView = 0;
    for (std::size_t i = 0; i < r.points.size(); ++i)
        if (r.points[i].state == analysis::PointState::InView) {
            ++counts[QString::fromStdString(points[i].family)];
            ++inView;
        }
    const int same = counts.value(QString::fromStdString(refFamily));
    if (inView == 0 || 2 * same > inView)
        return {};
    const bool variants = analysis::groupingOf(points) == analysis::HardwareGrouping::Variant;
    return (variants ? tr("⚠ The reference is a %1 system, but %2 of %3 points in view are "
                          "systems of other variants: E′ here mixes hardware with scaling.")
                     : tr("⚠ The reference is a %1 system, but %2 of %3 points in view are "
                          "systems of other families: E′ here mixes hardware with scaling."))
        .arg(QString::fromStdString(refFamily))
        .arg(inView - same)
        .arg(inView);
}

} // namespace mlpe
