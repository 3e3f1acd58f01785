#include "tableexport.h"

#include "core/report/analysisreportwriter.h"
#include "ui/state/explorerstate.h"

#include <QObject>
#include <QSaveFile>

namespace mlpe::TableExport {

QByteArray bytes(const ExplorerState& state, Format format) {
    analysis::AnalysisParams params = state.analysisParams();
    return format == Format::Csv
               ? AnalysisReportWriter::toCsv(state.analysisPoints(), state.analysis())
               : AnalysisReportWriter::toJson(state.analysisPoints(), state.analysis(), params);
}

QString writeFile(const ExplorerState& state, Format format, const QString& path) {
    const QByteArray data = bytes(state, format);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return QObject::tr("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace mlpe::TableExport
