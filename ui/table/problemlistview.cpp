#include "problemlistview.h"

#include "problemlistmodel.h"
#include "ui/widgets/pathelidedelegate.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace mlpe {

ProblemListView::ProblemListView(QWidget* parent)
    : QWidget(parent)
    , m_model(new ProblemListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_search(new QLineEdit(this))
    , m_summary(new QLabel(this)) {
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ProblemListModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(static_cast<int>(ProblemListModel::Column::Severity),
                          Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setTextElideMode(Qt::ElideRight); // messages: the start says what happened
    // Paths: round, submitter and system always shown; only what follows them is elided.
    m_table->setItemDelegateForColumn(static_cast<int>(ProblemListModel::Column::File),
                                      new PathElideDelegate(m_table));

    m_search->setPlaceholderText(tr("Search problems…"));
    // Its clear button when first shown (showEvent): the Fusion icon is a PNG read at start-up.
    connect(m_search, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    auto* copy = new QAction(tr("Copy"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, [this] {
        QStringList lines;
        for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
            lines << index.data(Qt::ToolTipRole).toString();
        if (!lines.isEmpty())
            QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
    });
    m_table->addAction(copy);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_search);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_table);
    m_summary->setText(summaryText());
}

void ProblemListView::setProblems(std::vector<ImportProblem> problems) {
    m_model->setProblems(std::move(problems));
    m_summary->setText(summaryText());
    // Measuring every row (hundreds for the embedded data) waits until the list is seen: the
    // "Import problems" dock starts closed (a fiftieth of the start-up was spent here).
    m_columnsToFit = true;
    if (isVisible())
        fitColumns();
}

void ProblemListView::showEvent(QShowEvent* event) {
    m_search->setClearButtonEnabled(true);
    if (m_columnsToFit)
        fitColumns();
    QWidget::showEvent(event);
}

void ProblemListView::fitColumns() {
    m_columnsToFit = false;
    m_table->resizeColumnToContents(static_cast<int>(ProblemListModel::Column::Severity));
    m_table->resizeColumnToContents(static_cast<int>(ProblemListModel::Column::Line));
    m_table->setColumnWidth(static_cast<int>(ProblemListModel::Column::File), 320);
}

QString ProblemListView::summaryText() const {
    const int errors = m_model->count(ProblemSeverity::Error);
    const int warnings = m_model->count(ProblemSeverity::Warning);
    const int notes = m_model->count(ProblemSeverity::Info);
    if (errors + warnings + notes == 0)
        return tr("No problems");
    const auto counted = [](int n, const QString& one, const QString& many) {
        return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
    };
    return counted(errors, tr("error"), tr("errors")) + QStringLiteral(", ") +
           counted(warnings, tr("warning"), tr("warnings")) + QStringLiteral(", ") +
           counted(notes, tr("note"), tr("notes"));
}

} // namespace mlpe
