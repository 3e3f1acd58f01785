#pragma once

#include <QWidget>

class QComboBox;
class QCheckBox;
class QListWidget;
class QListWidgetItem;
class QSpinBox;
class QLabel;
class QPushButton;

namespace mlpe {

class ExplorerState;

// Round and benchmark selectors plus the filter criteria: division, availability, submitter,
// accelerator family (colour swatch and count of scored results) and N range. Edits go straight to
// the ExplorerState; the panel rebuilds itself from the state whenever it changes.
class FilterPanel : public QWidget {
    Q_OBJECT
public:
    explicit FilterPanel(ExplorerState* state, QWidget* parent = nullptr);

    QComboBox* roundSelector() const { return m_round; }
    QComboBox* benchmarkSelector() const { return m_benchmark; }
    QComboBox* groupBySelector() const { return m_groupBy; }
    QListWidget* familyList() const { return m_families; }
    QSpinBox* minAcceleratorsEditor() const { return m_minN; }
    // Focusable widgets in screen order (top to bottom, left to right): the Tab order.
    QList<QWidget*> tabChain() const;
    // "Energy measured for X of Y sets in view", under the counts of what is shown: only sets
    // with power logs have energy (the others get none, never an estimate).
    QString energyText() const;

protected:
    // Ctrl+click (or Alt+click) on a family: only that family.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void updateEnergy();
    void showFamilyMenu(const QPoint& pos);
    QString familyAt(const QPoint& viewportPos) const;
    void applyFromWidgets();
    void fillCheckList(QListWidget* list, const QList<QPair<QString, int>>& valuesAndCounts,
                       const QStringList& hidden, bool swatches);

    ExplorerState* m_state;
    QComboBox* m_round;
    QComboBox* m_benchmark;
    QComboBox* m_groupBy;
    QCheckBox* m_closed;
    QCheckBox* m_open;
    QCheckBox* m_onPremise;
    QCheckBox* m_cloud;
    QCheckBox* m_preview;
    QListWidget* m_families;
    QListWidget* m_submitters;
    QSpinBox* m_minN;
    QSpinBox* m_maxN;
    QLabel* m_summary;
    QLabel* m_energy;
    QPushButton* m_reset;
    bool m_rebuilding = false;
};

} // namespace mlpe
