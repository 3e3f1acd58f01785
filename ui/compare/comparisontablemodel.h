#pragma once

#include <QAbstractTableModel>

namespace mlpe {

class ComparisonModel;

// The comparison as a table: one row per point in view under A or B (N, then key), with E'
// under each scenario, their ratio, both ranks and the rank change. Rank changes are
// highlighted (moved up under B: green, down: orange); the reference rows are bold.
class ComparisonTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Column {
        System,
        Family,
        Accelerators,
        EfficiencyA,
        EfficiencyB,
        Ratio,
        RankA,
        RankB,
        RankChange,
        Minutes, // last: the comparison is about E' and ranks
        Count
    };
    enum Role {
        SortRole = Qt::UserRole, // raw number (NaN / 0-rank sort last) or text
        PointIndexRole,          // index into ExplorerState::analysisPoints()
        ResultSetKeyRole,        // ResultSet::key(), for the shared selection
        RankChangedRole,         // bool: ranked under both, rank differs
    };

    explicit ComparisonTableModel(ComparisonModel* comparison, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // Row of a result set key, or -1.
    int rowOfResultSetKey(const QString& key) const;

private:
    ComparisonModel* m_comparison;
};

} // namespace mlpe
