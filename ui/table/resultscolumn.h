#pragma once

namespace mlpe {

// The columns of the results table (ResultsTableModel::Column), on their own so that what they
// are called (ResultsColumns) need not include the model that shows them.
// Order = default column order: identity and the numbers analysts compare first.
enum class ResultsColumn {
    Submitter,
    SystemName,
    Family,
    Accelerators, // N
    Minutes,      // T
    // Derived (not official MLPerf results), from the analysis:
    Reference,          // marker: this row is a reference; tooltip says whose
    Speedup,            // S = T_ref / T
    Efficiency,         // E' = N_ref T_ref / (N T)
    AcceleratorMinutes, // G = N T
    Cluster,
    Silhouette,
    Pareto,
    // Context:
    Round,
    Availability,
    Runs,
    Status,
    System,
    Benchmark,
    Division,
    Nodes,
    AcceleratorsPerNode,
    Energy, // measured energy to train, MJ (shown after E')
    // Run-to-run spread (derived): fastest..slowest kept run, and the E' range it allows.
    MinutesRange,
    EfficiencyRange,
    // Appended, never inserted: a column's number is its id in the settings and in session
    // files (hidden columns, sort column). The view shows these right after E'.
    EnergyPerAcceleratorMinute, // measured energy to train / G, J per accelerator-minute
    CostToTrain,                // G / 60 x price per accelerator-hour; only with prices
    Count
};

} // namespace mlpe
