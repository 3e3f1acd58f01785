#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace mlpe {

class ExplorerState;

// The provenance footnote of an exported chart or report: everything a reader needs to know
// where a figure came from and how to reproduce it — round(s), division and availability filter,
// benchmark, reference and strategy, the E′ and break-even definitions with τ (and λ), k and seed,
// the prices and λ money of the cost to train (when there are prices), the derived-metrics
// disclaimer, the data source, the tool version and the date.
class ProvenanceText {
    Q_DECLARE_TR_FUNCTIONS(mlpe::ProvenanceText)
public:
    // One paragraph per item (plain text, no trailing newline).
    static QStringList paragraphs(const ExplorerState& state);
    // The sentence every export carries.
    static QString disclaimer();
    // "embedded dataset (MLPerf Training v3.1–v5.1)" or the folders, comma-separated.
    static QString dataSource(const ExplorerState& state);
    // The prices per accelerator-hour, their currency and λ money the cost to train was computed
    // from; empty without prices.
    static QString pricesParagraph(const ExplorerState& state);
    // "mlperf-explorer 1.2.0, 2026-12-03" (version from QCoreApplication; "dev" when unset).
    static QString toolAndDate();
};

} // namespace mlpe
