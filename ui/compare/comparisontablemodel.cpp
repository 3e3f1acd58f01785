#include "comparisontablemodel.h"

#include "ui/state/comparisonmodel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <cmath>

namespace mlpe {

namespace {

QString number(double v, int decimals) {
    return std::isfinite(v) ? QLocale().toString(v, 'f', decimals) : QString();
}

QVariant sortNumber(double v) {
    // Missing values sort after every real one in ascending order.
    return std::isfinite(v) ? v : 1e300;
}

} // namespace

ComparisonTableModel::ComparisonTableModel(ComparisonModel* comparison, QObject* parent)
    : QAbstractTableModel(parent)
    , m_comparison(comparison) {
    connect(comparison, &ComparisonModel::comparisonChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_comparison->result().rows.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal)
        return {};
    static const char* const titles[] = {"System", "Family", "N",      "E′ A",   "E′ B",
                                         "B/A",    "Rank A", "Rank B", "Δ rank", "T (min)"};
    static const char* const tips[] = {
        "System name (submitter)",
        "Accelerator family",
        "Accelerators N = nodes × accelerators per node",
        "Efficiency E′ under scenario A (derived metric, not an official result)",
        "Efficiency E′ under scenario B (derived metric, not an official result)",
        "E′ under B divided by E′ under A",
        "Rank by E′ under A (1 = most efficient; ties share the smaller rank)",
        "Rank by E′ under B",
        "Rank B − rank A (negative: moves up under B)",
        "Official time-to-train score, minutes"};
    if (section < 0 || section >= static_cast<int>(Column::Count))
        return {};
    if (role == Qt::DisplayRole)
        return tr(titles[section]);
    if (role == Qt::ToolTipRole)
        return tr(tips[section]);
    return {};
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const {
    const auto& rows = m_comparison->result().rows;
    if (!index.isValid() || static_cast<std::size_t>(index.row()) >= rows.size())
        return {};
    const analysis::ComparisonRow& r = rows[static_cast<std::size_t>(index.row())];
    const analysis::AnalysisPoint& p = m_comparison->points()[r.pointIndex];
    const auto column = static_cast<Column>(index.column());
    const bool changed = r.hasRankChange && r.rankChange != 0;
    switch (role) {
    case PointIndexRole:
        return static_cast<qulonglong>(r.pointIndex);
    case ResultSetKeyRole:
        return m_comparison->resultSetKeyOf(r.pointIndex);
    case RankChangedRole:
        return changed;
    case Qt::TextAlignmentRole:
        return column <= Column::Family ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::DecorationRole:
        return column == Column::Family ? QVariant(FamilyPalette::swatchIcon(FamilyLooks::styleIn(
                                              QString::fromStdString(p.family),
                                              m_comparison->state()->familiesInScope())))
                                        : QVariant();
    case Qt::FontRole: {
        const auto& c = m_comparison->result();
        const bool refA = r.inA && c.a.points[r.pointIndex].isReference;
        const bool refB = r.inB && c.b.points[r.pointIndex].isReference;
        if ((refA && column == Column::EfficiencyA) || (refB && column == Column::EfficiencyB) ||
            (column == Column::RankChange && changed)) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    case Qt::BackgroundRole:
        if (changed && column >= Column::RankA && column <= Column::RankChange)
            return QBrush(r.rankChange < 0 ? QColor(0xd7, 0xf0, 0xd4) : QColor(0xfb, 0xe3, 0xc8));
        return {};
    case Qt::ToolTipRole: {
        const auto& c = m_comparison->result();
        return tr("%1\nReference under A: %2\nReference under B: %3")
            .arg(QString::fromStdString(p.key),
                 r.inA ? m_comparison->referenceName(c.a, r.referenceA) : tr("(not in view)"),
                 r.inB ? m_comparison->referenceName(c.b, r.referenceB) : tr("(not in view)"));
    }
    case Qt::DisplayRole:
    case SortRole: {
        const bool sort = role == SortRole;
        switch (column) {
        case Column::System:
            return m_comparison->pointName(r.pointIndex);
        case Column::Family:
            return QString::fromStdString(p.family);
        case Column::Accelerators:
            return sort ? QVariant(p.accelerators) : QVariant(QLocale().toString(p.accelerators));
        case Column::Minutes:
            return sort ? sortNumber(p.minutes) : QVariant(number(p.minutes, 2));
        case Column::EfficiencyA:
            return sort ? sortNumber(r.efficiencyA) : QVariant(number(r.efficiencyA, 3));
        case Column::EfficiencyB:
            return sort ? sortNumber(r.efficiencyB) : QVariant(number(r.efficiencyB, 3));
        case Column::Ratio:
            return sort ? sortNumber(r.ratio) : QVariant(number(r.ratio, 3));
        case Column::RankA:
            return sort ? QVariant(r.rankA > 0 ? r.rankA : 1 << 30)
                        : (r.rankA > 0 ? QVariant(r.rankA) : QVariant());
        case Column::RankB:
            return sort ? QVariant(r.rankB > 0 ? r.rankB : 1 << 30)
                        : (r.rankB > 0 ? QVariant(r.rankB) : QVariant());
        case Column::RankChange:
            if (sort)
                return r.hasRankChange ? r.rankChange : 1 << 30;
            if (!r.hasRankChange)
                return {};
            return r.rankChange == 0  ? QStringLiteral("=")
                   : r.rankChange < 0 ? QStringLiteral("▲ %1").arg(-r.rankChange)
                                      : QStringLiteral("▼ %1").arg(r.rankChange);
        case Column::Count:
            break;
        }
        return {};
    }
    default:
        return {};
    }
}

int ComparisonTableModel::rowOfResultSetKey(const QString& key) const {
    const auto& rows = m_comparison->result().rows;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (m_comparison->resultSetKeyOf(rows[i].pointIndex) == key)
            return static_cast<int>(i);
    return -1;
}

} // namespace mlpe
