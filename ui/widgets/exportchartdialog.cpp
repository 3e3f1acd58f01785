#include "exportchartdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>

namespace mlpe {

namespace {

struct Page {
    const char* name;
    QSizeF mm; // empty: the figure's own size
};

// Landscape: charts are wider than high.
const Page kPages[] = {
    {QT_TRANSLATE_NOOP("mlpe::ExportChartDialog", "Figure size (width/dpi × height/dpi)"), {}},
    {QT_TRANSLATE_NOOP("mlpe::ExportChartDialog", "A4 landscape (297 × 210 mm)"), {297, 210}},
    {QT_TRANSLATE_NOOP("mlpe::ExportChartDialog", "A5 landscape (210 × 148 mm)"), {210, 148}},
    {QT_TRANSLATE_NOOP("mlpe::ExportChartDialog", "Letter landscape (279.4 × 215.9 mm)"),
     {279.4, 215.9}},
    {QT_TRANSLATE_NOOP("mlpe::ExportChartDialog", "Custom (mm)"), {-1, -1}},
};

} // namespace

ExportChartDialog::ExportChartDialog(const ChartExportOptions& o, const QSize& screenSize,
                                     QWidget* parent)
    : QDialog(parent)
    , m_screenSize(screenSize)
    , m_format(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_dpi(new QDoubleSpinBox(this))
    , m_page(new QComboBox(this))
    , m_pageWidth(new QDoubleSpinBox(this))
    , m_pageHeight(new QDoubleSpinBox(this))
    , m_footnote(new QCheckBox(tr("Add the provenance &footnote (round, filters, reference, "
                                  "definitions, data source, version, date)"),
                               this))
    , m_summary(new QLabel(this)) {
    setWindowTitle(tr("Export chart"));
    m_format->addItem(tr("PNG image"), int(ChartExportOptions::Format::Png));
    m_format->addItem(tr("SVG vector drawing"), int(ChartExportOptions::Format::Svg));
    m_format->addItem(tr("PDF document"), int(ChartExportOptions::Format::Pdf));
    m_format->setCurrentIndex(int(o.format));
    for (QSpinBox* box : {m_width, m_height}) {
        box->setRange(100, 20000);
        box->setSuffix(tr(" px"));
    }
    m_width->setValue(o.widthPx);
    m_height->setValue(o.heightPx);
    m_dpi->setRange(24, 2400);
    m_dpi->setDecimals(0);
    m_dpi->setSuffix(tr(" dpi"));
    m_dpi->setValue(o.dpi);
    for (const Page& p : kPages)
        m_page->addItem(tr(p.name));
    for (QDoubleSpinBox* box : {m_pageWidth, m_pageHeight}) {
        box->setRange(20, 2000);
        box->setDecimals(1);
        box->setSuffix(tr(" mm"));
    }
    m_pageWidth->setValue(o.pdfPageMm.isEmpty() ? 180 : o.pdfPageMm.width());
    m_pageHeight->setValue(o.pdfPageMm.isEmpty() ? 120 : o.pdfPageMm.height());
    int page = 0;
    if (!o.pdfPageMm.isEmpty()) {
        page = int(std::size(kPages)) - 1; // custom unless a named size matches
        for (int i = 1; i + 1 < int(std::size(kPages)); ++i)
            if (qFuzzyCompare(kPages[i].mm.width(), o.pdfPageMm.width()) &&
                qFuzzyCompare(kPages[i].mm.height(), o.pdfPageMm.height()))
                page = i;
    }
    m_page->setCurrentIndex(page);
    m_footnote->setChecked(o.footnote);

    auto* presets = new QHBoxLayout;
    auto* doubleSize = new QPushButton(tr("&2× the chart on screen"), this);
    auto* print = new QPushButton(tr("&300 dpi for print"), this);
    presets->addWidget(doubleSize);
    presets->addWidget(print);
    presets->addStretch(1);
    connect(doubleSize, &QPushButton::clicked, this, &ExportChartDialog::applyDoubleSizePreset);
    connect(print, &QPushButton::clicked, this, &ExportChartDialog::applyPrintPreset);
    auto* pageSize = new QHBoxLayout;
    pageSize->addWidget(m_pageWidth);
    pageSize->addWidget(new QLabel(QStringLiteral("×"), this));
    pageSize->addWidget(m_pageHeight);
    pageSize->addStretch(1);

    auto* form = new QFormLayout;
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("&Resolution:"), m_dpi);
    form->addRow(tr("Presets:"), presets);
    form->addRow(tr("PDF &page:"), m_page);
    form->addRow(tr("PDF custom size:"), pageSize);
    form->addRow(m_footnote);
    form->addRow(m_summary);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    for (QSpinBox* box : {m_width, m_height})
        connect(box, &QSpinBox::valueChanged, this, &ExportChartDialog::updateSummary);
    for (QDoubleSpinBox* box : {m_dpi, m_pageWidth, m_pageHeight})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ExportChartDialog::updateSummary);
    for (QComboBox* box : {m_format, m_page})
        connect(box, &QComboBox::currentIndexChanged, this, &ExportChartDialog::updateSummary);
    updateSummary();
}

ChartExportOptions ExportChartDialog::options() const {
    ChartExportOptions o;
    o.format = ChartExportOptions::Format(m_format->currentData().toInt());
    o.widthPx = m_width->value();
    o.heightPx = m_height->value();
    o.dpi = m_dpi->value();
    const int page = m_page->currentIndex();
    if (page == int(std::size(kPages)) - 1)
        o.pdfPageMm = QSizeF(m_pageWidth->value(), m_pageHeight->value());
    else if (page > 0)
        o.pdfPageMm = kPages[page].mm;
    o.footnote = m_footnote->isChecked();
    return o;
}

void ExportChartDialog::applyDoubleSizePreset() {
    // Twice the pixels of the chart on screen at twice the screen's 96 dpi: the same physical
    // size, sharp on a high-density display or a slide.
    m_width->setValue(std::max(100, 2 * m_screenSize.width()));
    m_height->setValue(std::max(100, 2 * m_screenSize.height()));
    m_dpi->setValue(192);
}

void ExportChartDialog::applyPrintPreset() {
    // Keep the physical size, print resolution.
    const double inchesW = m_width->value() / m_dpi->value();
    const double inchesH = m_height->value() / m_dpi->value();
    m_dpi->setValue(300);
    m_width->setValue(int(std::lround(inchesW * 300)));
    m_height->setValue(int(std::lround(inchesH * 300)));
}

void ExportChartDialog::updateSummary() {
    const ChartExportOptions o = options();
    const bool pdf = o.format == ChartExportOptions::Format::Pdf;
    m_page->setEnabled(pdf);
    const bool custom = pdf && m_page->currentIndex() == int(std::size(kPages)) - 1;
    m_pageWidth->setEnabled(custom);
    m_pageHeight->setEnabled(custom);
    const QLocale locale;
    const QSizeF mm =
        pdf && !o.pdfPageMm.isEmpty() ? o.pdfPageMm : QSizeF(o.widthPx, o.heightPx) / o.dpi * 25.4;
    m_summary->setText(
        o.format == ChartExportOptions::Format::Png
            ? tr("%1 × %2 pixels, %3 dpi in the file (%4 × %5 mm printed).")
                  .arg(o.widthPx)
                  .arg(o.heightPx)
                  .arg(o.dpi)
                  .arg(locale.toString(mm.width(), 'f', 0), locale.toString(mm.height(), 'f', 0))
            : tr("Vector drawing, %1 × %2 mm.")
                  .arg(locale.toString(mm.width(), 'f', 0), locale.toString(mm.height(), 'f', 0)));
}

} // namespace mlpe
