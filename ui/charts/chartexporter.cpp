#include "chartexporter.h"

#include "chartkinds.h"
#include "chartseriesset.h"
#include "core/io/atomicwrite.h"
#include "core/io/logging.h"
#include "scatterchartview.h"
#include "svgfonts.h"
#include "ui/state/explorerstate.h"
#include "ui/state/provenancetext.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QSvgGenerator>
#include <QTextLayout>
#include <QValueAxis>
#include <QXYSeries>
#include <cmath>

namespace mlpe {

namespace {

constexpr double kLogicalDpi = 96.0; // the units charts are laid out in
constexpr double kFootnotePointSize = 6.5;
constexpr double kMargin = 8.0;

// `font` at the whole pixel size Qt draws it in. Qt rounds a font's pixel size to a whole number
// when it picks the glyphs, but QSvgGenerator writes the unrounded size (6.5 pt = 8.67 px, drawn
// at 9): a browser then draws each run narrower than Qt placed it, leaving gaps where a line
// changes script (≥, τ, λ, ≈). At the whole size, the file says what Qt drew.
QFont atWholePixels(QFont font) {
    if (font.pixelSize() <= 0)
        font.setPixelSize(std::max(1, int(std::lround(font.pointSizeF() * kLogicalDpi / 72.0))));
    return font;
}

QFont footnoteFont() {
    QFont font;
    font.setPointSizeF(kFootnotePointSize);
    return atWholePixels(font);
}

// Height of `paragraphs` wrapped to `width` in `font`, laid out for `device` (nullptr: screen).
double wrappedHeight(const QStringList& paragraphs, const QFont& font, double width,
                     QPaintDevice* device) {
    double height = 0.0;
    for (const QString& p : paragraphs) {
        QTextLayout layout(p, font, device);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            height += line.height();
        }
        layout.endLayout();
    }
    return height;
}

void drawWrapped(QPainter* painter, const QStringList& paragraphs, const QFont& font,
                 const QPointF& origin, double width) {
    double y = origin.y();
    painter->setPen(QColor(0x30, 0x30, 0x30));
    for (const QString& p : paragraphs) {
        QTextLayout layout(p, font, painter->device());
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            line.setPosition(QPointF(0, y - origin.y()));
            y += line.height();
        }
        layout.endLayout();
        layout.draw(painter, origin);
    }
}

// A light theme whatever the desktop's: white background, no rounded frame or shadow, dark text.
void applyExportTheme(QChart* chart) {
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(QColor(0x10, 0x10, 0x10));
    QFont title = chart->titleFont();
    title.setBold(true);
    chart->setTitleFont(atWholePixels(title));
    chart->legend()->setLabelColor(QColor(0x10, 0x10, 0x10));
    chart->legend()->setFont(atWholePixels(chart->legend()->font()));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(atWholePixels(axis->labelsFont()));
        axis->setTitleFont(atWholePixels(axis->titleFont()));
        axis->setLabelsColor(QColor(0x20, 0x20, 0x20));
        axis->setTitleBrush(QColor(0x10, 0x10, 0x10));
        axis->setGridLineColor(QColor(0xDD, 0xDD, 0xDD));
        axis->setLinePenColor(QColor(0x80, 0x80, 0x80));
    }
}

} // namespace

ChartExportView ChartExportView::of(const ScatterChartView& shown) {
    ChartExportView v;
    v.chartId = shown.chartId();
    if (shown.zoomDepth() > 0)
        v.zoom = shown.visibleRange();
    v.logY = shown.logYMode();
    return v;
}

std::unique_ptr<AbstractChartView> ChartExporter::createChart(const QString& id,
                                                              ExplorerState* state) {
    const ChartKind* kind = chartKindNamed(id);
    return kind ? kind->create(state) : nullptr;
}

ChartExporter::ChartExporter(ExplorerState* state, const ChartExportView& view)
    : m_state(state)
    , m_exportView(view)
    , m_view(createChart(view.chartId, state)) {
    if (!m_view)
        m_view = createChart(QStringLiteral("efficiency"), state);
    // Never on screen (the window's layout is not touched) and never through OpenGL: series are
    // plain QGraphicsItems, which QSvgGenerator and QPdfWriter record as vectors.
    m_view->setAttribute(Qt::WA_DontShowOnScreen);
    m_view->setMinimumSize(1, 1);
}

ChartExporter::~ChartExporter() = default;

QString ChartExporter::plainTitle() const {
    QString title = m_view->chart()->title();
    title.replace(QLatin1String("<br>"), QLatin1String("; "));
    title.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    title.replace(QLatin1String("&amp;"), QLatin1String("&"))
        .replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&quot;"), QLatin1String("\""));
    return title;
}

QStringList ChartExporter::footnoteParagraphs() const {
    QStringList paragraphs;
    // The window's caption points at its analysis panel; on paper the footnote lists them.
    paragraphs << m_view->captionText().simplified().replace(
        QObject::tr("listed in the analysis panel"), QObject::tr("listed below"));
    paragraphs << ProvenanceText::paragraphs(*m_state);
    return paragraphs;
}

void ChartExporter::layOut(const QSizeF& chartSize) {
    // Never shown (showing creates a platform window, and the offscreen one warns about it):
    // the view lays its chart out on resize events, which a hidden widget only gets when
    // shown, so the resize is delivered directly.
    const QSize old = m_view->size();
    m_view->resize(chartSize.toSize());
    QResizeEvent resize(chartSize.toSize(), old);
    QCoreApplication::sendEvent(m_view.get(), &resize);
    if (auto* scatter = qobject_cast<ScatterChartView*>(m_view.get())) {
        scatter->setLogYMode(m_exportView.logY);
        scatter->rebuild();
        if (m_exportView.zoom)
            scatter->zoomTo(*m_exportView.zoom);
        // The selection is the window's pointer, not part of the figure.
        for (QXYSeries* selection : scatter->seriesWithRole(SeriesRole::Selection)) {
            selection->clear();
            selection->setVisible(false);
        }
    } else {
        m_view->rebuild();
    }
    QChart* chart = m_view->chart();
    applyExportTheme(chart);
    // Text items the charts add themselves (captions, labels): whole pixel sizes too.
    for (QGraphicsItem* item : m_view->scene()->items()) {
        if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            simple->setFont(atWholePixels(simple->font()));
        else if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item))
            rich->setFont(atWholePixels(rich->font()));
    }
    chart->setGeometry(QRectF(QPointF(0, 0), chartSize));
    if (chart->layout())
        chart->layout()->activate();
    if (auto* scatter = qobject_cast<ScatterChartView*>(m_view.get())) {
        // A figure on paper keeps its axis titles whole (Qt Charts would cut them with "…"):
        // fitted to the plot area just laid out, then laid out again with them.
        scatter->setAxisTitleFit(TitleFit::KeepWhole);
        if (chart->layout())
            chart->layout()->activate();
    }
}

void ChartExporter::paint(QPainter* painter, const QSizeF& size, bool footnote) {
    const QFont font = footnoteFont();
    const QStringList paragraphs = footnote ? footnoteParagraphs() : QStringList();
    const double textWidth = size.width() - 2 * kMargin;
    const double footHeight =
        footnote ? wrappedHeight(paragraphs, font, textWidth, painter->device()) + kMargin : 0.0;
    const QSizeF chartSize(size.width(), std::max(120.0, size.height() - footHeight));
    layOut(chartSize);
    painter->save();
    painter->fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    m_view->scene()->render(painter, QRectF(QPointF(0, 0), chartSize),
                            QRectF(QPointF(0, 0), chartSize), Qt::IgnoreAspectRatio);
    if (footnote)
        drawWrapped(painter, paragraphs, font, QPointF(kMargin, chartSize.height()), textWidth);
    painter->restore();
}

QImage ChartExporter::toImage(const ChartExportOptions& options) {
    QImage image(std::max(1, options.widthPx), std::max(1, options.heightPx),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        // Painted in 96-dpi units scaled up: fonts keep their point size relative to the figure,
        // whatever the pixel count. The DPI goes into the file only after painting (a QImage's
        // DPI would otherwise scale the fonts a second time).
        QPainter painter(&image);
        const double scale = options.dpi / kLogicalDpi;
        painter.scale(scale, scale);
        paint(&painter, QSizeF(image.width(), image.height()) / scale, options.footnote);
    }
    const int dotsPerMeter = int(std::lround(options.dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

QByteArray ChartExporter::toSvg(const ChartExportOptions& options) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSizeF size = options.logicalSize();
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setResolution(int(kLogicalDpi)); // physical size = size / 96 in = pixels / dpi
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(plainTitle());
    svg.setDescription(ProvenanceText::disclaimer());
    {
        QPainter painter(&svg);
        paint(&painter, size, options.footnote);
    }
    // Qt writes the family it was given ("Sans Serif" for the default font), which browsers do
    // not know: name the installed font with fallbacks instead.
    return SvgFonts::withFontFallbacks(buffer.data());
}

QByteArray ChartExporter::toPdf(const ChartExportOptions& options) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSizeF mm = options.pdfPageMm.isEmpty()
                          ? QSizeF(options.widthPx, options.heightPx) / options.dpi * 25.4
                          : options.pdfPageMm;
    QPdfWriter pdf(&buffer);
    pdf.setResolution(int(kLogicalDpi));
    pdf.setPageSize(QPageSize(mm, QPageSize::Millimeter, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(plainTitle());
    pdf.setCreator(ProvenanceText::toolAndDate());
    {
        QPainter painter(&pdf);
        paint(&painter, QSizeF(pdf.width(), pdf.height()), options.footnote);
    }
    return buffer.data();
}

QByteArray ChartExporter::toBytes(const ChartExportOptions& options) {
    switch (options.format) {
    case ChartExportOptions::Format::Png: {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        toImage(options).save(&buffer, "PNG");
        return bytes;
    }
    case ChartExportOptions::Format::Svg:
        return toSvg(options);
    case ChartExportOptions::Format::Pdf:
        return toPdf(options);
    }
    return {};
}

Expected<void> ChartExporter::writeFile(const QString& path, const ChartExportOptions& options) {
    const DebugTimer timer;
    const QByteArray bytes = toBytes(options);
    if (bytes.isEmpty())
        return Failure{QObject::tr("%1: nothing was rendered").arg(path)};
    Expected<void> written = writeFileAtomically(path, bytes);
    roomLogger("export").debug("{} chart, {}x{} px, {} bytes to {}{}, {:.1f} ms",
                               m_exportView.chartId.toStdString(), options.widthPx,
                               options.heightPx, bytes.size(), path.toStdString(),
                               written ? "" : " (failed)", timer.elapsedMs());
    return written;
}

} // namespace mlpe
