#pragma once

#include "core/io/expected.h"

#include <QByteArray>
#include <QString>

namespace mlpe {

class ExplorerState;

// File ▸ Export table… and `export --output FILE.csv|json`: the rows in the analysis (the view's
// filters and exclusions applied) with their derived columns and the reference of each row, in
// the columns of `analyze` (AnalysisReportWriter). Numbers are locale-independent ("." decimals)
// in shortest round-trip form, i.e. full precision: they parse back to the same doubles, unlike
// the table's rounded display.
namespace TableExport {
enum class Format { Csv, Json };
// Provenance::Header (the window's File ▸ Export table…) starts a CSV with the provenance
// footnote of the view as "# " comment lines (data, filters, reference, τ, λ, k, seed, tool,
// date), so that a table passed on says where it came from; `export` keeps the bare rows that
// `analyze` writes, byte for byte. A JSON export carries its parameters in the object.
enum class Provenance { None, Header };
QByteArray bytes(const ExplorerState& state, Format format,
                 Provenance provenance = Provenance::None);
// Atomic write (writeFileAtomically): on failure the reason, naming the file; an existing file
// is untouched then.
Expected<void> writeFile(const ExplorerState& state, Format format, const QString& path,
                         Provenance provenance = Provenance::None);
} // namespace TableExport

} // namespace mlpe
