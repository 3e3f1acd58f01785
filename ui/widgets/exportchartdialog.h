#pragma once

#include "ui/state/chartexportoptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace mlpe {

// File ▸ Export chart…: format (PNG, SVG, PDF), width and height in pixels, DPI (presets: 2× the
// chart on screen, 300 dpi for print), PDF figure size or page size, and the provenance footnote.
// The file name is asked for next (with the usual confirmation before replacing a file).
class ExportChartDialog : public QDialog {
    Q_OBJECT
public:
    // `screenSize`: the chart's size on screen (for the 2× preset).
    ExportChartDialog(const ChartExportOptions& options, const QSize& screenSize,
                      QWidget* parent = nullptr);
    ChartExportOptions options() const;

    QComboBox* formatBox() const { return m_format; }
    void applyDoubleSizePreset();
    void applyPrintPreset();

private:
    void updateSummary();

    QSize m_screenSize;
    QComboBox* m_format;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QDoubleSpinBox* m_dpi;
    QComboBox* m_page;
    QDoubleSpinBox* m_pageWidth;
    QDoubleSpinBox* m_pageHeight;
    QCheckBox* m_footnote;
    QLabel* m_summary;
};

} // namespace mlpe
