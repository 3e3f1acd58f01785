#pragma once

#include "core/model/importproblem.h"

#include <QWidget>
#include <vector>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace mlpe {

class ProblemListModel;

// Every import problem (file, line, reason) with a search field, a summary line and copy.
// Used in the "Import problems" dock and in the import dialog.
class ProblemListView : public QWidget {
    Q_OBJECT
public:
    explicit ProblemListView(QWidget* parent = nullptr);

    void setProblems(std::vector<ImportProblem> problems);
    ProblemListModel* problemModel() const { return m_model; }
    // "3 errors, 12 warnings, 4 notes" (or "No problems").
    QString summaryText() const;
    // The table's columns: the severity and line columns fitted to their contents.
    const QTableView* table() const { return m_table; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void fitColumns();

    ProblemListModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLineEdit* m_search;
    QLabel* m_summary;
    bool m_columnsToFit = false; // problems set while hidden: fitted when first shown
};

} // namespace mlpe
