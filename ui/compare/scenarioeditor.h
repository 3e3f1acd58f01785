#pragma once

#include "core/analysis/comparisonscenario.h"

#include <QGroupBox>

class QComboBox;
class QMenu;
class QToolButton;

namespace mlpe {

class ExplorerState;

// Edits one comparison scenario: its reference (paper rule | per family | a system in view) and
// an optional family filter of its own (all families in view, or any set of them, ticked in the
// Families button's menu). Emits edited() with the new scenario on a user change only;
// setScenario() shows one without emitting.
class ScenarioEditor : public QGroupBox {
    Q_OBJECT
public:
    ScenarioEditor(const QString& title, ExplorerState* state, QWidget* parent = nullptr);

    void setScenario(const analysis::ComparisonScenario& scenario);
    analysis::ComparisonScenario scenario() const;
    QComboBox* referenceCombo() const { return m_reference; }
    QToolButton* familyButton() const { return m_family; }
    QMenu* familyMenu() const { return m_familyMenu; }

signals:
    void edited(const analysis::ComparisonScenario& scenario);

private:
    void refill(); // systems and families of the current view
    void refillFamilies(const QStringList& families);
    void showFamilies(); // ticks and button text for m_shown.families
    std::vector<std::string> tickedFamilies() const;

    ExplorerState* m_state;
    QComboBox* m_reference;
    QToolButton* m_family;
    QMenu* m_familyMenu;
    analysis::ComparisonScenario m_shown;
    bool m_updating = false;
};

} // namespace mlpe
