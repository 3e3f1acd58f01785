#pragma once

#include "core/model/dataset.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <vector>

namespace mlpe {

// The rows of `mlperf-explorer summarize`: one per result set, in dataset order, with
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

    // Significant digits a number in `column` is printed with at least: 12 for the measured
    // results score_minutes and energy_joules (the column contract asks it of score_minutes; energy
    // is the same kind of olympic-mean figure, so it reads alike), 0 for the others (scaling_factor
    // is an exact factor copied from scaling.json: "1" means unscaled and stays "1").
    static int minimumSignificantDigits(int column);

    // Text of one cell of `column` as written in CSV (and as the number in JSON): numbers in the
    // shortest form that round-trips exactly, padded with trailing zeros up to
    // minimumSignificantDigits(column) (NumberText::atLeastSignificant: 366.18525 ->
    // "366.185250000", 5.116225000000001 unchanged); null as empty.
    static QString cellText(const QVariant& cell, int column);

private:
    std::vector<std::vector<QVariant>> m_rows;
};

} // namespace mlpe
