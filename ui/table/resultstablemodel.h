#pragma once

#include "resultscolumn.h"

#include <QAbstractTableModel>
#include <limits>
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

    // PassesFilterRole of a row, without a QVariant (the proxy asks for every row it is told of).
    bool passesFilter(int row) const {
        return row >= 0 && size_t(row) < m_snapshots.size() &&
               m_snapshots[size_t(row)].passesFilter;
    }

signals:
    // Rows entered or left the filter (PassesFilterRole): no cell shows it, so no dataChanged
    // says it; a proxy evaluates its filter again.
    void filterFlagsChanged();
    // Emitted once after the dataChanged signals of one update (there may be several, one per
    // run of changed columns), for what depends on all of them (column widths).
    void valuesUpdated();

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
    // What each row showed at the last update, to signal only the cells that changed. Plain
    // values without padding (no QString: the groups are apart), so that an unchanged row is
    // one memcmp.
    struct RowSnapshot {
        double speedup = std::numeric_limits<double>::quiet_NaN();
        double efficiency = std::numeric_limits<double>::quiet_NaN();
        double acceleratorMinutes = std::numeric_limits<double>::quiet_NaN();
        double silhouette = std::numeric_limits<double>::quiet_NaN();
        double energyPerAcceleratorMinute = std::numeric_limits<double>::quiet_NaN();
        double costToTrain = std::numeric_limits<double>::quiet_NaN(); // if hasCost
        double minutesMin = std::numeric_limits<double>::quiet_NaN();
        double minutesMax = std::numeric_limits<double>::quiet_NaN();
        double efficiencyLow = std::numeric_limits<double>::quiet_NaN();
        double efficiencyHigh = std::numeric_limits<double>::quiet_NaN();
        int cluster = -1;
        int reference = -1;
        bool passesFilter = false;
        bool excluded = false;
        bool pareto = false;
        bool isReference = false;
        bool hasCost = false;
        bool costShown = false; // prices set: the Cost column shows money or "no price"
        bool hasPrice = false;
        bool unused = false; // fills the last 8 bytes: no padding for memcmp to read
        // The columns (bit i: Column i) whose values differ from `before` (the font and colour
        // of an excluded or reference row, in every column, are not counted here; nor the
        // group, held apart).
        quint32 changedColumns(const RowSnapshot& before) const;
    };
    static_assert(sizeof(RowSnapshot) == 10 * sizeof(double) + 2 * sizeof(int) + 8,
                  "RowSnapshot must have no padding (compared with memcmp)");
    RowSnapshot snapshotOf(const ExplorerRow& row) const;
    std::vector<RowSnapshot> m_snapshots;
    std::vector<QString> m_groups; // the Family column of each row at the last update
    QStringList m_familiesInScope; // the Family column's swatches are assigned over these
    QString m_costTitle; // the Cost column's header at the last update (names the currency)
};

} // namespace mlpe
