#include "problemlistmodel.h"

#include <QApplication>
#include <QStyle>
#include <algorithm>

namespace mlpe {

ProblemListModel::ProblemListModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void ProblemListModel::setProblems(std::vector<ImportProblem> problems) {
    beginResetModel();
    m_problems = std::move(problems);
    endResetModel();
}

int ProblemListModel::count(ProblemSeverity severity) const {
    return static_cast<int>(
        std::count_if(m_problems.begin(), m_problems.end(),
                      [severity](const ImportProblem& p) { return p.severity == severity; }));
}

int ProblemListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_problems.size());
}

int ProblemListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

QString ProblemListModel::severityLabel(ProblemSeverity severity) {
    switch (severity) {
    case ProblemSeverity::Info:
        return tr("Note"); // the summary line counts "notes": one word for one thing
    case ProblemSeverity::Warning:
        return tr("Warning");
    case ProblemSeverity::Error:
        return tr("Error");
    }
    return {};
}

QVariant ProblemListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (static_cast<Column>(section)) {
    case Column::Severity:
        return tr("Severity");
    case Column::File:
        return tr("File");
    case Column::Line:
        return tr("Line");
    case Column::Message:
        return tr("Problem");
    case Column::Count:
        break;
    }
    return {};
}

QVariant ProblemListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ImportProblem& p = m_problems[static_cast<size_t>(index.row())];
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Column::Severity:
            return severityLabel(p.severity);
        case Column::File:
            return p.file;
        case Column::Line:
            return p.line > 0 ? QVariant(p.line) : QVariant();
        case Column::Message:
            return p.message;
        case Column::Count:
            break;
        }
        return {};
    case SortRole:
        switch (column) {
        case Column::Severity:
            return static_cast<int>(p.severity);
        case Column::Line:
            return p.line;
        default:
            return data(index, Qt::DisplayRole);
        }
    case SeverityRole:
        return static_cast<int>(p.severity);
    case Qt::ToolTipRole:
        return p.toString();
    case Qt::DecorationRole:
        if (column != Column::Severity || !qApp)
            return {};
        switch (p.severity) {
        case ProblemSeverity::Info:
            return qApp->style()->standardIcon(QStyle::SP_MessageBoxInformation);
        case ProblemSeverity::Warning:
            return qApp->style()->standardIcon(QStyle::SP_MessageBoxWarning);
        case ProblemSeverity::Error:
            return qApp->style()->standardIcon(QStyle::SP_MessageBoxCritical);
        }
        return {};
    default:
        return {};
    }
}

} // namespace mlpe
