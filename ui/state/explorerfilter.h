#pragma once

#include "core/model/resultset.h"

#include <QSet>
#include <QString>

namespace mlpe {

// What the user narrowed the data down to. Value type: the state object holds one, panels edit a
// copy and hand it back. Sets list what is HIDDEN, so that values appearing later (a new round,
// a new submitter) are shown by default.
struct ExplorerFilter {
    QString round;     // "4.1"; empty = every round
    QString benchmark; // canonical benchmark id ("retinanet" for ssd too); empty = every benchmark
    QSet<QString> hiddenDivisions;  // "closed" / "open"
    QSet<int> hiddenAvailabilities; // static_cast<int>(Availability)
    QSet<QString> hiddenSubmitters; // submitter folder names
    QSet<QString> hiddenFamilies;   // accelerator family names
    int minAccelerators = 0;        // 0 = no lower bound
    int maxAccelerators = 0;        // 0 = no upper bound

    // Round + benchmark only (the selectors), ignoring the other criteria.
    bool acceptsScope(const ResultSet& set) const;
    // Every criterion, the family one included.
    bool accepts(const ResultSet& set) const;
    // Every criterion except the accelerator family (charts keep a legend entry for hidden
    // families so that a click can bring them back).
    bool acceptsIgnoringFamily(const ResultSet& set) const;
    // True when no criterion beyond round and benchmark narrows the view.
    bool onlyScope() const;
    // Same round and benchmark, every other criterion cleared.
    ExplorerFilter scopeOnly() const;

    bool operator==(const ExplorerFilter&) const = default;
};

// Canonical benchmark id of a result set: ssd and retinanet are one benchmark ("retinanet"), gnn
// and rgat too ("rgat"); other folder names are their own id.
QString canonicalBenchmarkId(const QString& benchmarkFolder);
// "Llama 2 70B LoRA" for "llama2_70b_lora"; unknown ids are shown as they are.
QString benchmarkDisplayName(const QString& canonicalId);

} // namespace mlpe
