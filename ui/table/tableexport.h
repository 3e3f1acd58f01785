#pragma once

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
QByteArray bytes(const ExplorerState& state, Format format);
// Atomic write (writeFileAtomically): the reason (naming the file) on failure, empty on success; an
// existing file is untouched on failure.
QString writeFile(const ExplorerState& state, Format format, const QString& path);
} // namespace TableExport

} // namespace mlpe
