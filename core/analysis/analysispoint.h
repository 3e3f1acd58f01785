#pragma once

#include <optional>
#include <string>
#include <vector>

namespace mlpe::analysis {

// One scored result set, as the analysis sees it: plain std types so that core/analysis stays free
// of Qt. Built from a Dataset by core/model/analysisinput.h (status Ok sets only).
struct AnalysisPoint {
    // Stable identity "round/submitter/system/benchmark" (submitter folder, system file name and
    // canonical benchmark id, not the display names; built by core/model/analysisinput.h's
    // pointKey()). Unique in a dataset; used for user-picked references, exclusions and the
    // deterministic ordering that makes clustering independent of input order.
    std::string key;
    std::string round;        // "4.1"
    std::string submitter;    // submitter folder name
    std::string system;       // system file/folder name
    std::string systemName;   // JSON "system_name" (display only)
    std::string division;     // "closed" / "open"
    std::string availability; // "Available on-premise", "Available cloud", "Preview", "Unknown"
    std::string family;       // accelerator family ("H100", "MI300X", ...; raw name if unmatched)
    std::string variant;      // form factor / memory ("SXM 80GB"), may be empty
    std::string acceleratorName; // raw accelerator name from the system JSON
    std::string benchmark;       // canonical benchmark id ("retinanet" for ssd, "rgat" for gnn)
    // The benchmark's version this round ("BERT-large v1.0-v5.0", core/model's
    // BenchmarkComparability): points of one benchmark are comparable only within one version.
    // Empty when unknown (hand-made points): such points count as one version.
    std::string benchmarkVersion;
    int accelerators = 0; // N = nodes x accelerators per node
    double minutes = 0.0; // T: official time-to-train score in minutes
    // The runs behind T, for run-to-run uncertainty (runspread.h). Empty when unknown (then no
    // range or bootstrap interval is given for the point).
    std::vector<double> runMinutes; // valid runs' times in minutes, unscaled, any order
    int invalidRuns = 0;            // invalid runs (they take the slowest slots of the mean)
    int olympicDrop = 1;            // D: fastest and slowest runs dropped (4 for unet3d)
    double scalingFactor = 1.0;     // scaling.json factor; T = olympic mean x factor
    // Energy to train in joules, measured from the set's power logs (docs/scoring.md, "Power:
    // energy to train"); empty when the set has no usable power logs. Never estimated: a point
    // without it has no energy in any output.
    std::optional<double> energyJoules;
    // What an accelerator-hour of the point's family costs, from the user's price table
    // (core/session/pricetable.h); nullopt when the family has no price. Attached where the view's
    // input is built, by the accelerator family, so any regrouping of the points keeps it.
    std::optional<double> pricePerAcceleratorHour;
};

} // namespace mlpe::analysis
