#include "resultstablemodel.h"

#include "core/model/benchmarkcatalog.h"
#include "resultscolumns.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familylooks.h"
#include "ui/widgets/familypalette.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <array>
#include <cmath>
#include <cstring>

namespace mlpe {

namespace {

QString availabilityText(Availability a) {
    return availabilityLabel(a);
}

} // namespace

ResultsTableModel::ResultsTableModel(ExplorerState* state, QObject* parent)
    : QAbstractTableModel(parent)
    , m_state(state)
    , m_rowCount(static_cast<int>(state->rows().size()))
    , m_costTitle(
          ResultsColumns::costTitle(QString::fromStdString(state->analysis().cost.currency))) {
    for (const ExplorerRow& row : state->rows()) {
        m_snapshots.push_back(snapshotOf(row));
        m_groups.push_back(row.group);
    }
    m_familiesInScope = state->familiesInScope();
    connect(state, &ExplorerState::rowsChanged, this, &ResultsTableModel::onRowsChanged);
}

void ResultsTableModel::onRowsChanged(bool sameRows) {
    // New prices may bring another currency: the Cost header names it.
    const QString costTitle =
        ResultsColumns::costTitle(QString::fromStdString(m_state->analysis().cost.currency));
    if (costTitle != m_costTitle) {
        m_costTitle = costTitle;
        emit headerDataChanged(Qt::Horizontal, int(Column::CostToTrain), int(Column::CostToTrain));
    }
    const auto& rows = m_state->rows();
    const int newCount = static_cast<int>(rows.size());
    const QStringList& families = m_state->familiesInScope();
    if (!(sameRows && newCount == m_rowCount)) {
        beginResetModel();
        m_rowCount = newCount;
        m_snapshots.clear();
        m_groups.clear();
        for (const ExplorerRow& row : rows) {
            m_snapshots.push_back(snapshotOf(row));
            m_groups.push_back(row.group);
        }
        m_familiesInScope = families;
        endResetModel();
        return;
    }
    // Same result sets: only flags and derived values can differ. Signal the cells that did,
    // column by column (a tau change touches none: no repaint of the table at all); keeps the
    // view's selection. A sorted proxy re-sorts the rows of a dataChanged whose columns hold its
    // sort column: a change of E' must not re-sort a table sorted by N, nor one of S by E'.
    constexpr int columns = int(Column::Count);
    std::vector<int> wholeRows; // the font or colour changed: every column
    std::array<int, columns> first;
    std::array<int, columns> last;
    first.fill(-1);
    last.fill(-1);
    bool filterChanged = false;
    bool groupsChanged = false;
    for (int r = 0; r < newCount; ++r) {
        const ExplorerRow& row = rows[size_t(r)];
        const RowSnapshot now = snapshotOf(row);
        RowSnapshot& before = m_snapshots[size_t(r)];
        quint32 changed = now.changedColumns(before);
        // The group is the same QString in almost every update: compared, copied only if not.
        if (m_groups[size_t(r)] != row.group) {
            m_groups[size_t(r)] = row.group;
            groupsChanged = true;
            changed |= quint32(1) << int(Column::Family);
        }
        if (!changed && now.passesFilter == before.passesFilter &&
            now.excluded == before.excluded && now.isReference == before.isReference)
            continue;
        filterChanged |= now.passesFilter != before.passesFilter;
        // The whole row is signalled after its values' columns: every changed value is read
        // (by the proxy's keys) before any row is re-sorted against it.
        if (now.excluded != before.excluded || now.isReference != before.isReference)
            wholeRows.push_back(r);
        for (int c = 0; changed >> c; ++c) {
            if (changed & (quint32(1) << c)) {
                first[size_t(c)] = first[size_t(c)] < 0 ? r : first[size_t(c)];
                last[size_t(c)] = r;
            }
        }
        before = now;
    }
    // The swatches are assigned over the groups in scope: other groups (a new grouping renames
    // them) move every row's swatch.
    if (groupsChanged || families != m_familiesInScope) {
        m_familiesInScope = families;
        first[size_t(Column::Family)] = 0;
        last[size_t(Column::Family)] = newCount - 1;
    }
    bool signalled = false;
    // Values: one signal per run of adjacent changed columns, over the rows where they changed.
    for (int c = 0; c < columns;) {
        if (first[size_t(c)] < 0) {
            ++c;
            continue;
        }
        int top = first[size_t(c)];
        int bottom = last[size_t(c)];
        int end = c;
        while (end + 1 < columns && first[size_t(end + 1)] >= 0) {
            ++end;
            top = std::min(top, first[size_t(end)]);
            bottom = std::max(bottom, last[size_t(end)]);
        }
        emit dataChanged(index(top, c), index(bottom, end));
        signalled = true;
        c = end + 1;
    }
    // Whole rows (an exclusion, a new reference: a few rows), run by run.
    for (size_t i = 0; i < wholeRows.size();) {
        size_t j = i;
        while (j + 1 < wholeRows.size() && wholeRows[j + 1] == wholeRows[j] + 1)
            ++j;
        emit dataChanged(index(wholeRows[i], 0), index(wholeRows[j], columns - 1));
        signalled = true;
        i = j + 1;
    }
    if (filterChanged)
        emit filterFlagsChanged();
    if (signalled)
        emit valuesUpdated();
}

ResultsTableModel::RowSnapshot ResultsTableModel::snapshotOf(const ExplorerRow& row) const {
    RowSnapshot s;
    s.passesFilter = row.passesFilter;
    s.excluded = row.excluded;
    if (const analysis::PointResult* r = m_state->pointResult(row)) {
        s.speedup = r->speedup;
        s.efficiency = r->efficiency;
        s.acceleratorMinutes = r->acceleratorMinutes;
        s.silhouette = r->silhouette;
        s.cluster = r->cluster;
        s.pareto = r->pareto;
        s.isReference = r->isReference;
        s.reference = r->reference;
        s.energyPerAcceleratorMinute = r->energyPerAcceleratorMinute;
        s.hasCost = r->costToTrain.has_value();
        if (r->costToTrain)
            s.costToTrain = *r->costToTrain;
        s.costShown = m_state->analysis().cost.enabled;
        s.hasPrice = s.costShown && !r->costToTrain &&
                     m_state->analysisPoints()[size_t(row.point)].pricePerAcceleratorHour;
        s.minutesMin = r->minutesMin;
        s.minutesMax = r->minutesMax;
        s.efficiencyLow = r->efficiencyLow;
        s.efficiencyHigh = r->efficiencyHigh;
    }
    return s;
}

quint32 ResultsTableModel::RowSnapshot::changedColumns(const RowSnapshot& o) const {
    if (std::memcmp(this, &o, sizeof(RowSnapshot)) == 0)
        return 0; // the same bytes: the same values (the common case: most rows keep theirs)
    // NaN-aware: "no value" equals "no value".
    auto differ = [](double a, double b) { return !(a == b || (std::isnan(a) && std::isnan(b))); };
    auto bit = [](Column c) { return quint32(1) << int(c); };
    quint32 changed = 0;
    if (differ(speedup, o.speedup))
        changed |= bit(Column::Speedup);
    if (differ(efficiency, o.efficiency))
        changed |= bit(Column::Efficiency);
    if (differ(acceleratorMinutes, o.acceleratorMinutes))
        changed |= bit(Column::AcceleratorMinutes);
    if (cluster != o.cluster)
        changed |= bit(Column::Cluster);
    if (differ(silhouette, o.silhouette))
        changed |= bit(Column::Silhouette);
    if (pareto != o.pareto)
        changed |= bit(Column::Pareto);
    if (reference != o.reference || isReference != o.isReference) // the star; the tooltip
        changed |= bit(Column::Reference);
    if (differ(energyPerAcceleratorMinute, o.energyPerAcceleratorMinute))
        changed |= bit(Column::EnergyPerAcceleratorMinute);
    if (hasCost != o.hasCost || (hasCost && differ(costToTrain, o.costToTrain)) ||
        costShown != o.costShown || hasPrice != o.hasPrice)
        changed |= bit(Column::CostToTrain);
    if (differ(minutesMin, o.minutesMin) || differ(minutesMax, o.minutesMax))
        changed |= bit(Column::MinutesRange);
    if (differ(efficiencyLow, o.efficiencyLow) || differ(efficiencyHigh, o.efficiencyHigh))
        changed |= bit(Column::EfficiencyRange);
    return changed;
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rowCount;
}

int ResultsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto column = static_cast<Column>(section);
    if (role == Qt::DisplayRole)
        return column == Column::CostToTrain ? m_costTitle : ResultsColumns::title(column);
    if (role == Qt::ToolTipRole)
        return ResultsColumns::toolTip(column);
    return {};
}

QHash<int, QByteArray> ResultsTableModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SortRole, "sortValue");
    names.insert(ResultSetKeyRole, "resultSetKey");
    names.insert(PointKeyRole, "pointKey");
    names.insert(FamilyRole, "family");
    names.insert(PassesFilterRole, "passesFilter");
    names.insert(ExcludedRole, "excluded");
    names.insert(InAnalysisRole, "inAnalysis");
    names.insert(RawValueRole, "rawValue");
    names.insert(IsReferenceRole, "isReference");
    names.insert(ClusterRole, "cluster");
    return names;
}

QVariant ResultsTableModel::rawValue(const ExplorerRow& row, Column column) const {
    const ResultSet& set = *row.set;
    const SystemDescription& sys = set.systemDescription;
    switch (column) {
    case Column::Round:
        return set.round;
    case Column::Submitter:
        return set.submitter;
    case Column::System:
        return set.system;
    case Column::SystemName:
        return sys.systemName;
    case Column::Benchmark:
        return benchmarkDisplayName(canonicalBenchmarkId(set.round, set.benchmark));
    case Column::Division:
        return sys.division;
    case Column::Availability:
        return availabilityText(sys.availability);
    case Column::Family: // the hardware group: the family, or its variant when grouped so
        return row.group;
    case Column::Accelerators:
        return set.accelerators();
    case Column::Nodes:
        return sys.nodes;
    case Column::AcceleratorsPerNode:
        return sys.acceleratorsPerNode;
    case Column::Minutes:
        return set.scoreMinutes ? QVariant(*set.scoreMinutes) : QVariant();
    case Column::Runs:
        return set.runsValid();
    case Column::Status:
        return set.statusText;
    case Column::Reference:
    case Column::Speedup:
    case Column::Efficiency:
    case Column::AcceleratorMinutes:
    case Column::Cluster:
    case Column::Silhouette:
    case Column::Pareto:
        return derivedValue(row, column);
    case Column::Energy:
        return set.energyJoules ? QVariant(*set.energyJoules / 1e6) : QVariant();
    case Column::EnergyPerAcceleratorMinute: {
        // The core's value only: NaN (empty) without power logs, never estimated.
        const analysis::PointResult* r = m_state->pointResult(row);
        return r && std::isfinite(r->energyPerAcceleratorMinute)
                   ? QVariant(r->energyPerAcceleratorMinute)
                   : QVariant();
    }
    case Column::CostToTrain:
        return costRaw(row);
    case Column::MinutesRange:
    case Column::EfficiencyRange: { // sorts by the low end
        const analysis::PointResult* r = m_state->pointResult(row);
        const double low = !r                               ? NAN
                           : column == Column::MinutesRange ? r->minutesMin
                                                            : r->efficiencyLow;
        return std::isfinite(low) ? QVariant(low) : QVariant();
    }
    case Column::Count:
        break;
    }
    return {};
}

QVariant ResultsTableModel::costRaw(const ExplorerRow& row) const {
    const analysis::PointResult* r = m_state->pointResult(row);
    return r && r->costToTrain ? QVariant(*r->costToTrain) : QVariant();
}

QVariant ResultsTableModel::costDisplay(const ExplorerRow& row) const {
    // Money only with the user's prices; the cost is the analysis's (cost to train), a family
    // without a price says so rather than showing nothing.
    const analysis::PointResult* r = m_state->pointResult(row);
    if (!r || !m_state->analysis().cost.enabled)
        return {};
    if (r->costToTrain)
        return QLocale().toString(*r->costToTrain, 'f', 2);
    const analysis::AnalysisPoint& p = m_state->analysisPoints()[size_t(row.point)];
    return p.pricePerAcceleratorHour ? QVariant() : QVariant(tr("no price"));
}

QVariant ResultsTableModel::energyToolTip(const ExplorerRow& row) const {
    if (row.set->energyJoules)
        return {};
    return tr("No power log: energy was not measured for this result set (never estimated)");
}

QVariant ResultsTableModel::derivedValue(const ExplorerRow& row, Column column) const {
    const analysis::PointResult* r = m_state->pointResult(row);
    if (!r)
        return {};
    auto number = [](double v) { return std::isfinite(v) ? QVariant(v) : QVariant(); };
    switch (column) {
    case Column::Reference:
        return r->isReference;
    case Column::Speedup:
        return number(r->speedup);
    case Column::Efficiency:
        return number(r->efficiency);
    case Column::AcceleratorMinutes:
        return number(r->acceleratorMinutes);
    case Column::Cluster:
        return r->cluster >= 0 ? QVariant(r->cluster + 1) : QVariant();
    case Column::Silhouette:
        return number(r->silhouette);
    case Column::Pareto:
        return r->pareto;
    default:
        return {};
    }
}

QVariant ResultsTableModel::displayValue(const ExplorerRow& row, Column column) const {
    const QLocale locale;
    const ResultSet& set = *row.set;
    const auto derivedNumber = [&](int decimals) {
        const QVariant v = derivedValue(row, column);
        return v.isValid() ? QVariant(locale.toString(v.toDouble(), 'f', decimals)) : QVariant();
    };
    switch (column) {
    case Column::Reference:
        return derivedValue(row, column).toBool() ? QStringLiteral("★") : QString();
    case Column::Pareto:
        return derivedValue(row, column).toBool() ? tr("yes") : QString();
    case Column::Speedup:
        return derivedNumber(2);
    case Column::Efficiency:
    case Column::Silhouette:
        return derivedNumber(3);
    case Column::AcceleratorMinutes:
        return derivedNumber(0);
    case Column::Minutes:
        if (set.scoreMinutes)
            return locale.toString(*set.scoreMinutes, 'f', 3);
        if (set.provisionalMinutes)
            return tr("(%1)").arg(locale.toString(*set.provisionalMinutes, 'f', 3));
        return QStringLiteral("—");
    case Column::Runs:
        return QStringLiteral("%1/%2").arg(set.runsValid()).arg(set.runsFound());
    case Column::Energy:
        return set.energyJoules ? QVariant(locale.toString(*set.energyJoules / 1e6, 'f', 2))
                                : QVariant();
    case Column::EnergyPerAcceleratorMinute: {
        const QVariant v = rawValue(row, column);
        return v.isValid() ? QVariant(locale.toString(v.toDouble(), 'f', 0)) : QVariant();
    }
    case Column::CostToTrain:
        return costDisplay(row);
    case Column::MinutesRange:
    case Column::EfficiencyRange: {
        const analysis::PointResult* r = m_state->pointResult(row);
        const bool minutes = column == Column::MinutesRange;
        const double low = !r ? NAN : minutes ? r->minutesMin : r->efficiencyLow;
        const double high = !r ? NAN : minutes ? r->minutesMax : r->efficiencyHigh;
        if (!std::isfinite(low) || !std::isfinite(high))
            return {};
        const int decimals = minutes ? 2 : 3;
        return QStringLiteral("%1–%2").arg(locale.toString(low, 'f', decimals),
                                           locale.toString(high, 'f', decimals));
    }
    case Column::Accelerators:
    case Column::Nodes:
    case Column::AcceleratorsPerNode:
        return locale.toString(rawValue(row, column).toInt());
    default:
        return rawValue(row, column);
    }
}

QString ResultsTableModel::rowToolTip(const ExplorerRow& row) const {
    const ResultSet& set = *row.set;
    const SystemDescription& sys = set.systemDescription;
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> (%2)")
                 .arg(sys.systemName.toHtmlEscaped(), set.submitter.toHtmlEscaped());
    lines << tr("Accelerator: %1 × %2 (%3%4)")
                 .arg(sys.accelerator.rawName.toHtmlEscaped())
                 .arg(set.accelerators())
                 .arg(sys.accelerator.family.toHtmlEscaped(),
                      sys.accelerator.matched ? QString() : tr(", unmatched name"));
    lines << tr("Availability: %1 (raw: “%2”)")
                 .arg(availabilityText(sys.availability), sys.rawStatus.toHtmlEscaped());
    lines << tr("Runs: %1 valid of %2 found, %3 required")
                 .arg(set.runsValid())
                 .arg(set.runsFound())
                 .arg(set.runsRequired);
    if (set.scalingFactor != 1.0)
        lines << tr("Scaling factor: %1").arg(QLocale().toString(set.scalingFactor, 'g', 6));
    lines << tr("Status: %1").arg(set.statusText.toHtmlEscaped());
    if (set.provisionalMinutes && !set.scoreMinutes)
        lines << tr("Provisional (not a score): %1 min")
                     .arg(QLocale().toString(*set.provisionalMinutes, 'f', 3));
    if (row.excluded)
        lines << tr("<i>Excluded from every calculation</i>");
    const QString ref = m_state->referenceKeyOf(row);
    if (!ref.isEmpty())
        lines << tr("Reference for S and E′: %1").arg(ref.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto& rows = m_state->rows();
    if (static_cast<size_t>(index.row()) >= rows.size())
        return {};
    const ExplorerRow& row = rows[static_cast<size_t>(index.row())];
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(row, column);
    case SortRole:
    case RawValueRole:
        return rawValue(row, column);
    case Qt::ToolTipRole:
        if (column == Column::Energy || column == Column::EnergyPerAcceleratorMinute) {
            if (const QVariant tip = energyToolTip(row); tip.isValid())
                return tip;
        }
        return rowToolTip(row);
    case Qt::TextAlignmentRole:
        if (column == Column::Accelerators || column == Column::Nodes ||
            column == Column::AcceleratorsPerNode || column == Column::Minutes ||
            column == Column::Runs || column == Column::Energy || column == Column::Speedup ||
            column == Column::Efficiency || column == Column::AcceleratorMinutes ||
            column == Column::Silhouette || column == Column::Cluster ||
            column == Column::MinutesRange || column == Column::EfficiencyRange ||
            column == Column::EnergyPerAcceleratorMinute || column == Column::CostToTrain)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DecorationRole:
        if (column == Column::Cluster) {
            const QVariant c = derivedValue(row, column);
            return c.isValid() ? QVariant(FamilyPalette::clusterColour(c.toInt() - 1)) : QVariant();
        }
        if (column == Column::Family)
            return row.excluded ? QVariant(FamilyPalette::excludedColour())
                                : QVariant(FamilyPalette::swatchIcon(
                                      FamilyLooks::styleIn(row.group, m_state->familiesInScope())));
        return {};
    case Qt::ForegroundRole:
        if (row.excluded || !row.hasScore())
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::FontRole: {
        const analysis::PointResult* r = m_state->pointResult(row);
        if (!row.excluded && !(r && r->isReference))
            return {};
        QFont f;
        f.setItalic(row.excluded);
        f.setBold(r && r->isReference);
        return f;
    }
    case ResultSetKeyRole:
        return row.set->key();
    case PointKeyRole:
        return row.pointKey;
    case FamilyRole:
        return row.group;
    case PassesFilterRole:
        return row.passesFilter;
    case ExcludedRole:
        return row.excluded;
    case InAnalysisRole:
        return row.inAnalysis();
    case IsReferenceRole: {
        const analysis::PointResult* r = m_state->pointResult(row);
        return r && r->isReference;
    }
    case ClusterRole: {
        const analysis::PointResult* r = m_state->pointResult(row);
        return r ? r->cluster : -1;
    }
    default:
        return {};
    }
}

} // namespace mlpe
