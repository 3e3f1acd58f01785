#pragma once

#include <QStatusBar>

class QProgressBar;
class QToolButton;

namespace mlpe {

class ElidedLabel;
class ExplorerState;
class ImportController;
class ProblemListModel;

// The window's status bar: what is in view (round, benchmark, counts shown / scored / excluded /
// analysed), the data source, a button with the number of import problems, and while an import
// runs its progress and a Cancel button.
class ExplorerStatusBar : public QStatusBar {
    Q_OBJECT
public:
    ExplorerStatusBar(ExplorerState* state, ImportController* importer, ProblemListModel* problems,
                      QWidget* parent = nullptr);

    // "scope | data" as shown, for tests and logs.
    QString summaryText() const;

signals:
    void problemsRequested();

private:
    void updateSummary();

    ExplorerState* m_state;
    ProblemListModel* m_problems;
    ElidedLabel* m_scopeLabel;
    ElidedLabel* m_dataLabel;
    QToolButton* m_problemButton;
    QProgressBar* m_importProgress;
    QToolButton* m_cancelImport;
};

} // namespace mlpe
