#include "tableexport.h"

#include "core/io/atomicwrite.h"
#include "core/report/analysisreportwriter.h"
#include "ui/state/explorerstate.h"

namespace mlpe::TableExport {

QByteArray bytes(const ExplorerState& state, Format format) {
    analysis::AnalysisParams params = state.analysisParams();
    return format == Format::Csv
               ? AnalysisReportWriter::toCsv(state.analysisPoints(), state.analysis())
               : AnalysisReportWriter::toJson(state.analysisPoints(), state.analysis(), params);
}

QString writeFile(const ExplorerState& state, Format format, const QString& path) {
    const Expected<void> written = writeFileAtomically(path, bytes(state, format));
    return written ? QString() : written.error();
}

} // namespace mlpe::TableExport
