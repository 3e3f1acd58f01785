#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QSpinBox;

namespace mlpe {

class BreakEvenIntervals;
class CaptionLabel;
class ExplorerState;

// Reference and analysis settings: reference strategy and the reference in use (with the reason
// when it fell back), tau, lambda (slider), k or auto, seed, clustering features and
// standardisation, plus the break-even results and the analysis notes. Edits go to the state.
class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(ExplorerState* state, QWidget* parent = nullptr);

    QComboBox* strategySelector() const { return m_strategy; }
    // Every reference in use, one item each (per family: one per family, scrollable).
    QListWidget* referenceList() const { return m_references; }
    // All references with their keys, and the fallback reason (what the list and its tooltips say).
    QString referenceText() const;
    QDoubleSpinBox* tauEditor() const { return m_tau; }
    QSlider* lambdaSlider() const { return m_lambda; }
    // Value of time in money per minute saved (the cost optimum's lambda_money); enabled only
    // while prices are set.
    QDoubleSpinBox* lambdaMoneyEditor() const { return m_lambdaMoney; }
    QComboBox* kSelector() const { return m_k; }
    QLabel* breakEvenLabel() const { return m_breakEven; }

    // lambda = 2^(slider / 4): 1 ... 65536 accelerator-minutes per minute, in quarter octaves.
    static double lambdaFromSlider(int position);
    static int sliderFromLambda(double lambda);
    // Focusable widgets in screen order (top to bottom, left to right): the Tab order.
    QList<QWidget*> tabChain() const;

private:
    // The three groups of the panel, each with its widgets' ranges, items and tooltips.
    QGroupBox* createReferenceGroup();
    QGroupBox* createBreakEvenGroup();
    QGroupBox* createClusterGroup();
    void rebuild();
    void showClusterCount(int k);
    void showLambdaMoney(double lambdaMoney);
    void updateReferences();
    void updateBreakEvenText();
    void applyFromWidgets();

    ExplorerState* m_state;
    QComboBox* m_strategy;
    QListWidget* m_references;
    CaptionLabel* m_fallback;
    QPushButton* m_useSelected;
    QDoubleSpinBox* m_tau;
    QSlider* m_lambda;
    QLabel* m_lambdaValue;
    QDoubleSpinBox* m_lambdaMoney;
    QComboBox* m_k;
    QSpinBox* m_seed;
    QList<QCheckBox*> m_features;
    QComboBox* m_standardisation;
    QLabel* m_breakEven;
    BreakEvenIntervals* m_intervals;
    CaptionLabel* m_notes;
    bool m_rebuilding = false;
};

} // namespace mlpe
