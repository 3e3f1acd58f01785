#pragma once

#include "core/analysis/comparison.h"

#include <QObject>
#include <QString>
#include <vector>

namespace mlpe {

class ExplorerState;

// The comparison of scenarios A and B on the explorer's current view, kept up to date: recomputed
// (compareScenarios(), two analyses without clustering or fits) whenever the rows or the
// scenarios change. The Compare view's chart, table and labels all read this one result.
//
// The result's point indices refer to points(), the copy of the points it was computed on, never
// to the state's live points: observers of the state run in connection order, so a view woken by
// another signal (a selection change) while the state's rows are being replaced would otherwise
// index new points with the old result's indices (the keyboard path that aborted the window with
// std::bad_alloc).
class ComparisonModel : public QObject {
    Q_OBJECT
public:
    explicit ComparisonModel(ExplorerState* state, QObject* parent = nullptr);

    ExplorerState* state() const { return m_state; }
    // The comparison of the current view. Inactive (see setActive()), it is computed when
    // first asked for after a change, so that what it answers always agrees with the state.
    const analysis::ComparisonResult& result() const {
        ensureCurrent();
        return m_result;
    }
    // The points result() was computed on (index-aligned with its points).
    const std::vector<analysis::AnalysisPoint>& points() const {
        ensureCurrent();
        return m_points;
    }
    // Recomputes now (normally automatic).
    void recompute();
    // Inactive (nothing shows the comparison: the Compare dock is closed), a change of rows or
    // scenarios only marks the result stale: two analyses per change for nobody (an accessor
    // computes it when asked). Activated, it recomputes if anything changed meanwhile and
    // announces it (comparisonChanged()). Active by default.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    qint64 lastRecomputeMicroseconds() const { return m_lastUs; }

    // Display name of a point ("System name (submitter)"), from the dataset.
    QString pointName(std::size_t pointIndex) const;
    // Name of reference `index` of `result`, "" when none.
    QString referenceName(const analysis::AnalysisResult& result, int index) const;
    // ResultSet::key() of an analysis point (the selection key), or "".
    QString resultSetKeyOf(std::size_t pointIndex) const;

    // "E' here mixes hardware with scaling" when a scenario's (single) reference is of another
    // family than most points in its view; "" otherwise. `scenario` is 0 (A) or 1 (B).
    QString mixedHardwareNote(int scenario) const;

signals:
    void comparisonChanged();

private:
    void onInputChanged();
    void compute() const; // the result, without announcing it
    void ensureCurrent() const {
        if (m_stale)
            compute();
    }

    ExplorerState* m_state;
    bool m_active = true;
    // Computed lazily while inactive: hence mutable (const accessors compute on demand).
    mutable bool m_stale = false;
    mutable bool m_unannounced = false; // computed while inactive, not yet signalled
    mutable analysis::ComparisonResult m_result;
    mutable std::vector<analysis::AnalysisPoint> m_points;
    mutable std::vector<QString> m_names;   // pointName() of each point
    mutable std::vector<QString> m_setKeys; // resultSetKeyOf() of each point
    mutable qint64 m_lastUs = 0;
};

} // namespace mlpe
