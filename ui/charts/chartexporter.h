#pragma once

#include "axislogmode.h"
#include "core/io/expected.h"
#include "ui/state/chartexportoptions.h"

#include <QByteArray>
#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

class QPainter;

namespace mlpe {

class AbstractChartView;
class ExplorerState;
class ScatterChartView;

// What is drawn: a chart kind and the view of it (zoom, log y) to reproduce.
struct ChartExportView {
    QString chartId = QStringLiteral("efficiency"); // a ChartKind's id (chartKinds())
    std::optional<QRectF> zoom;                     // value range; none = all data
    AxisLogMode logY = AxisLogMode::Auto;
    // The view of a chart on screen: its kind, its zoom (when zoomed) and its y scale.
    static ChartExportView of(const ScatterChartView& shown);
};

// The one rendering path of every exported chart, from the window (File > Export chart…, Copy
// chart) and headless (`export`, `report`): a fresh chart of the same kind on the same state,
// never shown on screen and never OpenGL, laid out at the figure's size in a light export theme,
// with the zoom and y scale of the view, and the provenance footnote under it.
class ChartExporter {
public:
    // A chart of kind `id` (chartKindNamed()) on `state`, or null for an unknown id.
    static std::unique_ptr<AbstractChartView> createChart(const QString& id, ExplorerState* state);

    ChartExporter(ExplorerState* state, const ChartExportView& view);
    ~ChartExporter();

    // Paints the figure (title, chart, footnote) into `painter` over `size` (96-dpi units).
    void paint(QPainter* painter, const QSizeF& size, bool footnote);

    QImage toImage(const ChartExportOptions& options);
    QByteArray toSvg(const ChartExportOptions& options);
    QByteArray toPdf(const ChartExportOptions& options);
    QByteArray toBytes(const ChartExportOptions& options);
    // Writes atomically (writeFileAtomically): on failure the reason, naming the file, and any
    // existing file is left untouched.
    Expected<void> writeFile(const QString& path, const ChartExportOptions& options);

    AbstractChartView* chartView() const { return m_view.get(); }
    // The chart's title as plain text, its two lines joined ("E′ vs N — BERT, v4.1; reference…").
    QString plainTitle() const;
    // The footnote's paragraphs (the chart's caption first, then ProvenanceText).
    QStringList footnoteParagraphs() const;

private:
    void layOut(const QSizeF& chartSize);

    ExplorerState* m_state;
    ChartExportView m_exportView;
    std::unique_ptr<AbstractChartView> m_view;
};

} // namespace mlpe
