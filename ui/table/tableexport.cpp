#include "tableexport.h"

#include "core/io/atomicwrite.h"
#include "core/io/logging.h"
#include "core/io/onelinetext.h"
#include "core/report/analysisreportwriter.h"
#include "ui/state/explorerstate.h"
#include "ui/state/provenancetext.h"

namespace mlpe::TableExport {

QByteArray bytes(const ExplorerState& state, Format format, Provenance provenance) {
    analysis::AnalysisParams params = state.analysisParams();
    if (format == Format::Json)
        return AnalysisReportWriter::toJson(state.analysisPoints(), state.analysis(), params,
                                            state.filter().hardwareGrouping);
    QByteArray header;
    if (provenance == Provenance::Header) {
        for (QString paragraph : ProvenanceText::paragraphs(state)) {
            paragraph.replace(QLatin1Char('\n'), QLatin1Char(' '));
            // One comment line whatever a name in it holds (a carriage return, a NUL).
            header += "# " + oneLine(paragraph).toUtf8() + '\n';
        }
    }
    return header + AnalysisReportWriter::toCsv(state.analysisPoints(), state.analysis());
}

Expected<void> writeFile(const ExplorerState& state, Format format, const QString& path,
                         Provenance provenance) {
    const DebugTimer timer;
    const QByteArray data = bytes(state, format, provenance);
    Expected<void> written = writeFileAtomically(path, data);
    roomLogger("export").debug("{} table, {} bytes to {}{}, {:.1f} ms",
                               format == Format::Json ? "JSON" : "CSV", data.size(),
                               path.toStdString(), written ? "" : " (failed)", timer.elapsedMs());
    return written;
}

} // namespace mlpe::TableExport
