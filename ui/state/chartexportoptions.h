#pragma once

#include <QSizeF>
#include <QString>
#include <optional>

namespace mlpe {

// How a chart is written: format, size in pixels and DPI (PNG: exactly width x height pixels with
// the DPI in the file; SVG / PDF: width/dpi x height/dpi inches, or a PDF page size in mm), and
// whether the provenance footnote is added.
struct ChartExportOptions {
    enum class Format { Png, Svg, Pdf };
    Format format = Format::Png;
    int widthPx = 1600;
    int heightPx = 1000;
    double dpi = 200.0;
    QSizeF pdfPageMm; // PDF only; empty = widthPx/dpi x heightPx/dpi
    bool footnote = true;

    // Format from a file name's suffix (png, svg, pdf), nullopt otherwise.
    static std::optional<Format> formatOf(const QString& path);
    // The figure's size in inches-based 96-dpi units (what the chart is laid out in).
    QSizeF logicalSize() const;
};

} // namespace mlpe
