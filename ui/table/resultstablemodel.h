#pragma once

#include "resultscolumn.h"

#include <QAbstractTableModel>
#include <limits>
#include <optional>
#include <vector>

namespace mlpe {

class ExplorerState;
struct ExplorerRow;

// The result sets in scope as a table: one row per ExplorerState::rows() entry (filtered-away rows
// included; a proxy hides them through PassesFilterRole). Read-only; every change goes through
// the state. Numbers are formatted with the GUI locale for display; SortRole carries raw values.
class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The columns (resultscolumn.h), named here as the model's own.
    using Column = ResultsColumn;
    // Custom roles, one enum (house style).
    enum Role {
        SortRole = Qt::UserRole, // raw value for sorting (numbers as double, text as QString)
        ResultSetKeyRole,        // ResultSet::key()
        PointKeyRole,            // "round/submitter/system/benchmark" (pointKeyOf())
        FamilyRole,              // accelerator family
        PassesFilterRole,        // bool
        ExcludedRole,            // bool
        InAnalysisRole,          // bool
        RawValueRole,            // unformatted value (copy/export): double or QString
        IsReferenceRole,         // bool
        ClusterRole,             // int, -1 = none
    };

    explicit ResultsTableModel(ExplorerState* state, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    void onRowsChanged(bool sameRows);
    QVariant rawValue(const ExplorerRow& row, Column column) const;
    QVariant derivedValue(const ExplorerRow& row, Column column) const;
    QVariant displayValue(const ExplorerRow& row, Column column) const;
    QString rowToolTip(const ExplorerRow& row) const;
    QVariant energyToolTip(const ExplorerRow& row) const;
    QVariant costDisplay(const ExplorerRow& row) const;
    QVariant costRaw(const ExplorerRow& row) const;

    ExplorerState* m_state;
    int m_rowCount = 0;
    // What each row showed at the last update, to signal only rows that changed.
    struct RowSnapshot {
        bool passesFilter = false;
        bool excluded = false;
        QString group; // the Family column: the family, or its variant when grouped so
        double speedup = std::numeric_limits<double>::quiet_NaN();
        double efficiency = std::numeric_limits<double>::quiet_NaN();
        double acceleratorMinutes = std::numeric_limits<double>::quiet_NaN();
        double silhouette = std::numeric_limits<double>::quiet_NaN();
        int cluster = -1;
        bool pareto = false;
        bool isReference = false;
        int reference = -1;
        double energyPerAcceleratorMinute = std::numeric_limits<double>::quiet_NaN();
        std::optional<double> costToTrain;
        bool operator==(const RowSnapshot& other) const;
    };
    RowSnapshot snapshotOf(const ExplorerRow& row) const;
    std::vector<RowSnapshot> m_snapshots;
    QString m_costTitle; // the Cost column's header at the last update (names the currency)
};

} // namespace mlpe
