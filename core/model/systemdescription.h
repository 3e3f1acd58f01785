#pragma once

#include <QString>

namespace mlpe {

// The three availability categories MLCommons publishes; research/RDI systems count as Preview.
enum class Availability { OnPremise, Cloud, Preview, Unknown };

// "Available on-premise", "Available cloud", "Preview" (or "Unknown").
QString availabilityLabel(Availability availability);
// Maps every spelling seen in rounds v3.1..v5.1 ("onprem", "Available in cloud", ...).
Availability parseAvailability(QStringView raw);

// What an accelerator name normalises to. `matched` is false when no rule of the family table
// applied: the raw name is then shown as its own family, never merged into another.
struct AcceleratorIdentity {
    QString rawName; // as in the system JSON, trimmed
    QString family;  // "H100", "MI300X", "TPU v5p", ... ; the raw name when unmatched
    QString variant; // form factor / memory: "SXM 80GB", "PCIe", "NVL 141GB", ... (may be empty)
    bool matched = false;
};

// One `<submitter>/systems/<system>.json`, with the fields the explorer uses.
struct SystemDescription {
    QString submitterFolder; // folder name: the stable key (the JSON's "submitter" is display only)
    QString systemKey;       // file name without ".json": the stable key
    QString submitterDisplay; // JSON "submitter"
    QString systemName;       // JSON "system_name"
    QString division;         // "closed" / "open" (lower-cased)
    QString rawStatus;        // JSON "status" as written
    Availability availability = Availability::Unknown;
    int nodes = 0;               // int(number_of_nodes)
    int acceleratorsPerNode = 0; // int(accelerators_per_node); 0 = CPU only
    AcceleratorIdentity accelerator;
    QString hostProcessor;
    QString framework;

    // N = nodes x accelerators per node, never taken from logs or names.
    int accelerators() const { return nodes * acceleratorsPerNode; }
};

} // namespace mlpe
