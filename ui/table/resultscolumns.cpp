#include "resultscolumns.h"

namespace mlpe {

QList<int> ResultsColumns::defaultHidden() {
    return {int(Column::System), int(Column::Benchmark),           int(Column::Division),
            int(Column::Nodes),  int(Column::AcceleratorsPerNode), int(Column::Silhouette)};
}

QList<ResultsColumns::Column> ResultsColumns::besideEfficiency() {
    return {Column::Energy, Column::EnergyPerAcceleratorMinute, Column::CostToTrain};
}

QList<int> ResultsColumns::migrateHidden(QList<int> hidden, int layout) {
    if (layout < 1)
        hidden.removeAll(int(Column::Energy));
    return hidden;
}

QString ResultsColumns::costTitle(const QString& currency) {
    return currency.isEmpty() ? tr("Cost to train") : tr("Cost to train (%1)").arg(currency);
}

QString ResultsColumns::title(Column column) {
    switch (column) {
    case Column::Round:
        return tr("Round");
    case Column::Submitter:
        return tr("Submitter");
    case Column::System:
        return tr("System");
    case Column::SystemName:
        return tr("System name");
    case Column::Benchmark:
        return tr("Benchmark");
    case Column::Division:
        return tr("Division");
    case Column::Availability:
        return tr("Availability");
    case Column::Family:
        return tr("Family");
    case Column::Accelerators:
        return tr("N");
    case Column::Nodes:
        return tr("Nodes");
    case Column::AcceleratorsPerNode:
        return tr("Acc./node");
    case Column::Minutes:
        return tr("T (min)");
    case Column::Reference:
        return tr("Ref.");
    case Column::Speedup:
        return tr("S");
    case Column::Efficiency:
        return tr("E′");
    case Column::AcceleratorMinutes:
        return tr("G");
    case Column::Cluster:
        return tr("Cluster");
    case Column::Silhouette:
        return tr("Silhouette");
    case Column::Pareto:
        return tr("Pareto");
    case Column::Runs:
        return tr("Runs");
    case Column::Status:
        return tr("Status");
    case Column::Energy:
        return tr("Energy to train (MJ)");
    case Column::EnergyPerAcceleratorMinute:
        return tr("Energy / acc-min (J)");
    case Column::CostToTrain:
        return costTitle({});
    case Column::MinutesRange:
        return tr("T range (runs)");
    case Column::EfficiencyRange:
        return tr("E′ range (runs)");
    case Column::Count:
        break;
    }
    return {};
}

QString ResultsColumns::toolTip(Column column) {
    switch (column) {
    case Column::Accelerators:
        return tr("N: total accelerators = nodes x accelerators per node");
    case Column::Minutes:
        return tr("T: official MLPerf time-to-train score in minutes (olympic mean x scaling)");
    case Column::Runs:
        return tr("Valid runs / result files found (required count in the tooltip)");
    case Column::Energy:
        return tr("Energy to train, megajoules, measured from the power logs; empty where the "
                  "set has none (never estimated)");
    case Column::EnergyPerAcceleratorMinute:
        return tr("Derived: measured energy to train / G, joules per accelerator-minute; empty "
                  "where the set has no power logs (never estimated)");
    case Column::CostToTrain:
        return tr("Derived: cost to train = G / 60 × the family's price per accelerator-hour "
                  "(your prices; none are built in). “no price”: the family has none");
    case Column::System:
        return tr("System file name (stable key)");
    case Column::Submitter:
        return tr("Submitter folder name (stable key)");
    case Column::Reference:
        return tr("★ marks the reference system (one per family under the per-family strategy)");
    case Column::Speedup:
        return tr("Derived, not an official MLPerf result: speedup S = T_ref / T");
    case Column::Efficiency:
        return tr("Derived, not an official MLPerf result: scaling efficiency "
                  "E′ = (N_ref·T_ref) / (N·T), the ratio of accelerator-minutes");
    case Column::AcceleratorMinutes:
        return tr("Derived: accelerator-minutes G = N·T, the cost of one training run");
    case Column::Cluster:
        return tr("k-means cluster (features and k in the analysis panel)");
    case Column::Silhouette:
        return tr("Silhouette of the point in its cluster (-1 … 1)");
    case Column::Pareto:
        return tr("On the Pareto frontier of (T, G): no other system is both faster and cheaper");
    case Column::MinutesRange:
        return tr("Fastest – slowest run that the olympic mean averages, x scaling factor");
    case Column::EfficiencyRange:
        return tr("Derived: the E′ the run spread allows, the reference's own spread included: "
                  "N_ref·T_ref,min / (N·T_max) – N_ref·T_ref,max / (N·T_min)");
    default:
        return title(column);
    }
}

} // namespace mlpe
