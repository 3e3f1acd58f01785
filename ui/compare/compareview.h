#pragma once

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace mlpe {

class AcrossRoundsView;
class ComparisonChartPage;
class ComparisonChartView;
class ComparisonModel;
class ComparisonTableModel;
class ExplorerState;
class FamilyMultiplesView;
class ScenarioEditor;
class SensitivityChartView;
class SensitivityPage;

// Compare references: scenarios A and B side by side on the explorer's view.
//  - "E′ under A and B": one chart with both (A filled, B hollow), the table with E′A, E′B,
//    ratio, ranks and highlighted rank changes, and the three break-even definitions under A
//    and B next to each other;
//  - "Reference sensitivity": N* under every candidate reference, bounds as arrows, verdict;
//  - "Per family": small multiples with each family's own reference (hardware-controlled);
//  - "Across rounds": one family's scaling in every round (software generations).
// Swap A/B, Set A from the current view, and the one-family hardware test preset with its
// answer in words. Every change goes through ExplorerState::setScenarios() (undoable).
class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(ExplorerState* state, QWidget* parent = nullptr);

    ComparisonModel* comparison() const { return m_comparison; }
    ComparisonChartView* chartView() const;
    SensitivityChartView* sensitivityView() const;
    FamilyMultiplesView* familyView() const { return m_families; }
    AcrossRoundsView* roundsView() const { return m_rounds; }
    QTableView* table() const { return m_table; }
    ComparisonTableModel* tableModel() const { return m_model; }
    ScenarioEditor* editorA() const { return m_editorA; }
    ScenarioEditor* editorB() const { return m_editorB; }
    QPushButton* swapButton() const { return m_swap; }
    QPushButton* setAFromViewButton() const { return m_setA; }
    QComboBox* hardwareFamilyCombo() const { return m_hardwareFamily; }
    QPushButton* hardwareTestButton() const { return m_hardwareTest; }
    QTabWidget* tabs() const { return m_tabs; }
    QString breakEvenText() const;
    QString noteText() const;
    QString answerText() const;
    // The comparison's verdicts in words (ranking, break-even, hardware), as shown.
    QString verdictText() const;

private:
    // The constructor's parts: the scenario editors and buttons, the comparison table, the four
    // tabs (E' under A and B, sensitivity, per family, across rounds) and the signal wiring.
    QHBoxLayout* createScenarioRow();
    void setUpTable();
    void createTabs();
    void connectControls();
    void updateTexts();
    void refillHardwareFamilies();
    void applyHardwareTest();

    ExplorerState* m_state;
    ComparisonModel* m_comparison;
    ScenarioEditor* m_editorA;
    ScenarioEditor* m_editorB;
    QPushButton* m_swap;
    QPushButton* m_setA;
    QComboBox* m_hardwareFamily;
    QPushButton* m_hardwareTest;
    QLabel* m_note;
    QLabel* m_answer;
    QLabel* m_verdicts; // the comparison's verdicts in words (comparisonVerdicts)
    QTabWidget* m_tabs;
    ComparisonChartPage* m_chart; // E' under A and B, with its caption
    ComparisonTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLabel* m_breakEven;
    SensitivityPage* m_sensitivity;
    FamilyMultiplesView* m_families;
    AcrossRoundsView* m_rounds;
    int m_fittedRows = -1; // row count the table's columns were last fitted to
};

} // namespace mlpe
