#pragma once

#include "core/analysis/comparisonscenario.h"

#include <QGroupBox>

class QComboBox;

namespace mlpe {

class ExplorerState;

// Edits one comparison scenario: its reference (paper rule | per family | a system in view) and
// an optional family of its own (all families in view, or one). Emits edited() with the new
// scenario on a user change only; setScenario() shows one without emitting.
class ScenarioEditor : public QGroupBox {
    Q_OBJECT
public:
    ScenarioEditor(const QString& title, ExplorerState* state, QWidget* parent = nullptr);

    void setScenario(const analysis::ComparisonScenario& scenario);
    analysis::ComparisonScenario scenario() const;
    QComboBox* referenceCombo() const { return m_reference; }
    QComboBox* familyCombo() const { return m_family; }

signals:
    void edited(const analysis::ComparisonScenario& scenario);

private:
    void refill(); // systems and families of the current view

    ExplorerState* m_state;
    QComboBox* m_reference;
    QComboBox* m_family;
    analysis::ComparisonScenario m_shown;
    bool m_updating = false;
};

} // namespace mlpe
