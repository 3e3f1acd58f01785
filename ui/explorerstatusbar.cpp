#include "explorerstatusbar.h"

#include "core/model/benchmarkcatalog.h"
#include "ui/state/explorerstate.h"
#include "ui/state/importcontroller.h"
#include "ui/table/problemlistmodel.h"
#include "ui/widgets/elidedlabel.h"

#include <QFileInfo>
#include <QProgressBar>
#include <QToolButton>

namespace mlpe {

ExplorerStatusBar::ExplorerStatusBar(ExplorerState* state, ImportController* importer,
                                     ProblemListModel* problems, QWidget* parent)
    : QStatusBar(parent)
    , m_state(state)
    , m_problems(problems)
    , m_scopeLabel(new ElidedLabel(this))
    , m_dataLabel(new ElidedLabel(this))
    , m_problemButton(new QToolButton(this))
    , m_importProgress(new QProgressBar(this))
    , m_cancelImport(new QToolButton(this)) {
    m_problemButton->setAutoRaise(true);
    m_problemButton->setToolTip(tr("Show the import problems"));
    connect(m_problemButton, &QToolButton::clicked, this, &ExplorerStatusBar::problemsRequested);
    m_importProgress->setMaximumWidth(220);
    m_importProgress->hide();
    m_cancelImport->setText(tr("Cancel"));
    m_cancelImport->setToolTip(tr("Cancel the import (Esc)"));
    m_cancelImport->hide();
    connect(m_cancelImport, &QToolButton::clicked, importer, &ImportController::cancel);
    // Both labels may be cut rather than widen the window (an imported folder's long path grew
    // it by a few pixels), and then end with "…"; the data label names folders, their paths are
    // in its tooltip.
    m_scopeLabel->setObjectName(QStringLiteral("statusScope"));
    m_dataLabel->setObjectName(QStringLiteral("statusData"));
    m_scopeLabel->setMinimumWidth(60);
    m_dataLabel->setMinimumWidth(60);
    m_dataLabel->setMaximumWidth(420);
    addWidget(m_scopeLabel, 1);
    addPermanentWidget(m_importProgress);
    addPermanentWidget(m_cancelImport);
    addPermanentWidget(m_problemButton);
    addPermanentWidget(m_dataLabel);

    connect(importer, &ImportController::started, this, [this] {
        m_importProgress->setRange(0, 0); // busy until the importer knows its work list
        m_importProgress->show();
        m_cancelImport->show();
    });
    connect(importer, &ImportController::progress, this, [this](int done, int total) {
        m_importProgress->setRange(0, std::max(total, 1));
        m_importProgress->setValue(done);
    });
    auto importEnded = [this] {
        m_importProgress->hide();
        m_cancelImport->hide();
    };
    connect(importer, &ImportController::importAvailable, this, importEnded);
    connect(importer, &ImportController::importCancelled, this, importEnded);
    connect(state, &ExplorerState::rowsChanged, this, &ExplorerStatusBar::updateSummary);
    connect(state, &ExplorerState::datasetChanged, this, &ExplorerStatusBar::updateSummary);
    connect(problems, &QAbstractItemModel::modelReset, this, &ExplorerStatusBar::updateSummary);
    updateSummary();
}

QString ExplorerStatusBar::summaryText() const {
    return m_scopeLabel->text() + QLatin1String(" | ") + m_dataLabel->text();
}

void ExplorerStatusBar::updateSummary() {
    const FilterSettings& f = m_state->filter();
    int shown = 0;
    int scored = 0;
    int excluded = 0;
    for (const ExplorerRow& row : m_state->rows()) {
        shown += row.passesFilter ? 1 : 0;
        scored += row.passesFilter && row.hasScore() ? 1 : 0;
        excluded += row.passesFilter && row.excluded ? 1 : 0;
    }
    const QString round = f.round().isEmpty() ? tr("all rounds") : tr("v%1").arg(f.round());
    const QString benchmark =
        f.benchmark.isEmpty() ? tr("all benchmarks") : benchmarkDisplayName(f.benchmark);
    m_scopeLabel->setText(tr("%1 · %2 — %3 result sets shown, %4 scored, %5 excluded, %6 in the "
                             "analysis")
                              .arg(round, benchmark)
                              .arg(shown)
                              .arg(scored)
                              .arg(excluded)
                              .arg(m_state->pointsInAnalysis()));
    const Dataset& data = m_state->dataset();
    QStringList names;
    for (const QString& source : data.sources)
        names << QFileInfo(source).fileName();
    m_dataLabel->setText(tr("Data: %1 (%2 result sets)")
                             .arg(names.isEmpty() ? tr("none") : names.join(QStringLiteral(", ")))
                             .arg(data.resultSets.size()));
    m_dataLabel->setToolTip(data.sources.join(QLatin1Char('\n')));
    const int problems = m_problems->rowCount();
    m_problemButton->setText(tr("%n import problem(s)", nullptr, problems));
    m_problemButton->setVisible(problems > 0);
}

} // namespace mlpe
