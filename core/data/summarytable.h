#pragma once

#include "dataset.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <vector>

namespace mlpe {

// The rows of `mlperf-explorer summarize` (issue 2): one per result set, in dataset order, with
// exactly the columns of columns(). Cells are kept as typed values so that CSV and JSON writers
// agree (SummaryTableWriter): QString, int, double, or a null QVariant for "no value".
class SummaryTable {
public:
    // round,division,availability,submitter,system,system_name,benchmark,accelerator,
    // accelerator_family,nodes,accelerators_per_node,accelerators,runs_found,runs_valid,
    // runs_required,score_minutes,scaling_factor,energy_joules,status
    static const QStringList& columns();

    explicit SummaryTable(const Dataset& dataset);

    int rowCount() const { return static_cast<int>(m_rows.size()); }
    // One row: columns().size() cells.
    const std::vector<QVariant>& row(int index) const { return m_rows[static_cast<size_t>(index)]; }

    // Text of one cell as written in CSV: numbers in the shortest form that round-trips exactly
    // (so score_minutes keeps every significant digit of the double, >= 12 for real scores),
    // null as empty.
    static QString cellText(const QVariant& cell);

private:
    std::vector<std::vector<QVariant>> m_rows;
};

} // namespace mlpe
