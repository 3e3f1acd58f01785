#include "importdialog.h"

#include "ui/state/importcontroller.h"
#include "ui/table/problemlistview.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace mlpe {

ImportDialog::ImportDialog(ImportController* controller, QWidget* parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_problems(new ProblemListView(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
    , m_cancel(m_buttons->addButton(QDialogButtonBox::Cancel)) {
    setWindowTitle(tr("Import MLPerf results"));
    setModal(false);
    resize(820, 460);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_problems, 1);
    layout->addWidget(m_buttons);

    connect(m_cancel, &QPushButton::clicked, controller, &ImportController::cancel);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    connect(controller, &ImportController::started, this, &ImportDialog::onStarted);
    connect(controller, &ImportController::progress, this, &ImportDialog::onProgress);
    connect(controller, &ImportController::importAvailable, this, &ImportDialog::onAvailable);
    connect(controller, &ImportController::importCancelled, this, &ImportDialog::onCancelled);
}

QString ImportDialog::statusText() const {
    return m_status->text();
}

void ImportDialog::onStarted(const QStringList& roots) {
    QStringList names;
    for (const QString& r : roots)
        names << QDir::toNativeSeparators(r);
    m_status->setText(tr("Importing %1 …").arg(names.join(QStringLiteral(", "))));
    m_progress->setRange(0, 0); // busy until the importer knows its work list
    m_progress->setVisible(true);
    m_cancel->setEnabled(true);
    m_cancel->setVisible(true);
    m_problems->setProblems({});
}

void ImportDialog::onProgress(int done, int total) {
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    m_progress->setFormat(tr("%1 of %2 result folders").arg(done).arg(total));
}

void ImportDialog::onAvailable(const Dataset& dataset) {
    const auto scored =
        std::count_if(dataset.resultSets.begin(), dataset.resultSets.end(),
                      [](const ResultSet& s) { return s.scoreMinutes.has_value(); });
    if (dataset.resultSets.empty()) {
        m_status->setText(tr("Nothing could be imported from %1; the data shown before is "
                             "unchanged. The reasons are listed below.")
                              .arg(m_controller->roots().join(QStringLiteral(", "))));
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        m_problems->setProblems(dataset.problems);
        return;
    }
    m_status->setText(tr("Imported %1 result sets (%2 scored) from %3. %4.")
                          .arg(dataset.resultSets.size())
                          .arg(scored)
                          .arg(dataset.sources.join(QStringLiteral(", ")),
                               dataset.problems.empty()
                                   ? tr("No problems")
                                   : tr("%n problem(s) listed below; everything else was loaded",
                                        nullptr, static_cast<int>(dataset.problems.size()))));
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    m_problems->setProblems(dataset.problems);
}

void ImportDialog::onCancelled() {
    m_status->setText(tr("Import cancelled; the data shown before is unchanged."));
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
}

} // namespace mlpe
