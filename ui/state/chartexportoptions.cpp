#include "chartexportoptions.h"

#include <QFileInfo>

namespace mlpe {

namespace {
constexpr double kLogicalDpi = 96.0; // as ChartExporter lays charts out
}

std::optional<ChartExportOptions::Format> ChartExportOptions::formatOf(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    return std::nullopt;
}

QSizeF ChartExportOptions::logicalSize() const {
    if (format == Format::Pdf && !pdfPageMm.isEmpty())
        return pdfPageMm / 25.4 * kLogicalDpi;
    return QSizeF(widthPx, heightPx) * (kLogicalDpi / dpi);
}

} // namespace mlpe
