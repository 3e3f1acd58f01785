#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace mlpe {

class ImportController;
class ProblemListView;
struct Dataset;

// Shows an import as it runs (progress, Cancel) and what it found when done (result sets loaded,
// every problem with file and line). Modeless: the window stays usable while it imports.
class ImportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ImportDialog(ImportController* controller, QWidget* parent = nullptr);

    ProblemListView* problemList() const { return m_problems; }
    QString statusText() const;

private:
    void onStarted(const QStringList& roots);
    void onProgress(int done, int total);
    void onAvailable(const Dataset& dataset);
    void onCancelled();

    ImportController* m_controller;
    QLabel* m_status;
    QProgressBar* m_progress;
    ProblemListView* m_problems;
    QDialogButtonBox* m_buttons;
    QPushButton* m_cancel;
};

} // namespace mlpe
