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
    // The editor's widgets, filled for the current view (a refill deferred while hidden is done
    // first).
    QComboBox* referenceCombo();
    QToolButton* familyButton();
    // How many times the lists were refilled (tests: never while hidden, once per change).
    int refills() const { return m_refills; }

signals:
    void edited(const analysis::ComparisonScenario& scenario);

protected:
    void showEvent(QShowEvent* event) override;

private:
    // Systems and families of the current view: one combo item per point in view, so a change
    // refills only while the editor is visible; hidden, it marks the lists stale and refills
    // when shown (or when its widgets are asked for).
    void onRowsChanged();
    void refillIfStale();
    void refill();
    void refillFamilies(const QStringList& families);
    void showFamilies(); // ticks and button text for m_shown.families
    std::vector<std::string> tickedFamilies() const;

    ExplorerState* m_state;
    QComboBox* m_reference;
    QToolButton* m_family;
    QMenu* m_familyMenu;
    analysis::ComparisonScenario m_shown;
    bool m_updating = false;
    bool m_stale = false;
    int m_refills = 0;
};

} // namespace mlpe
