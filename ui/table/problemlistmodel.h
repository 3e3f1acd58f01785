#pragma once

#include "core/model/importproblem.h"

#include <QAbstractTableModel>
#include <vector>

namespace mlpe {

// Import problems as a table: severity, file, line, message.
class ProblemListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Column { Severity, File, Line, Message, Count };
    enum Role { SortRole = Qt::UserRole, SeverityRole };

    explicit ProblemListModel(QObject* parent = nullptr);

    void setProblems(std::vector<ImportProblem> problems);
    const std::vector<ImportProblem>& problems() const { return m_problems; }
    int count(ProblemSeverity severity) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString severityLabel(ProblemSeverity severity);

private:
    std::vector<ImportProblem> m_problems;
};

} // namespace mlpe
