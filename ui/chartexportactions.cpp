#include "chartexportactions.h"

#include "chartpanel.h"
#include "charts/chartexporter.h"
#include "charts/chartpage.h"
#include "ui/state/appsettings.h"
#include "ui/state/explorerstate.h"
#include "ui/table/tableexport.h"
#include "ui/widgets/exportchartdialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QTabWidget>

namespace mlpe {

namespace {

QString suffixOf(ChartExportOptions::Format format) {
    switch (format) {
    case ChartExportOptions::Format::Png:
        return QStringLiteral("png");
    case ChartExportOptions::Format::Svg:
        return QStringLiteral("svg");
    case ChartExportOptions::Format::Pdf:
        return QStringLiteral("pdf");
    }
    return QStringLiteral("png");
}

} // namespace

ChartExportActions::ChartExportActions(ExplorerState* state, ChartPanel* charts,
                                       AppSettings* settings, QWidget* window)
    : QObject(window)
    , m_state(state)
    , m_charts(charts)
    , m_settings(settings)
    , m_window(window) {
    // Ctrl+E: free (the exclude shortcut is E alone, active only in the table or a chart).
    m_exportChart = new QAction(tr("E&xport chart…"), this);
    m_exportChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportChart->setToolTip(tr("Save the chart shown as PNG, SVG or PDF, with title and "
                                 "provenance footnote"));
    m_exportChart->setProperty("mlpeChartAction", true);
    connect(m_exportChart, &QAction::triggered, this, &ChartExportActions::chooseAndExportChart);
    m_copyChart = new QAction(tr("&Copy chart"), this);
    m_copyChart->setToolTip(tr("Put the chart (titled, with footnote) on the clipboard as an "
                               "image and as SVG"));
    m_copyChart->setProperty("mlpeChartAction", true);
    connect(m_copyChart, &QAction::triggered, this, &ChartExportActions::copyCurrentChart);
    m_exportTable = new QAction(tr("Export &table…"), this);
    m_exportTable->setToolTip(tr("Save the rows in the analysis with their derived columns as "
                                 "CSV or JSON (full precision)"));
    connect(m_exportTable, &QAction::triggered, this, &ChartExportActions::chooseAndExportTable);
    const auto update = [this] {
        const bool any = m_state->pointsInAnalysis() > 0;
        m_exportChart->setEnabled(any);
        m_copyChart->setEnabled(any);
        m_exportTable->setEnabled(any);
    };
    connect(state, &ExplorerState::rowsChanged, this, update);
    update();
}

ChartExportView ChartExportActions::currentView() const {
    const ChartPage* page = m_charts->currentPage();
    return page ? page->exportView() : ChartExportView{};
}

Expected<void> ChartExportActions::exportCurrentChart(const QString& path,
                                                      const ChartExportOptions& options) const {
    ChartExporter exporter(m_state, currentView());
    return exporter.writeFile(path, options);
}

Expected<void> ChartExportActions::exportTable(const QString& path) const {
    const bool json =
        QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
    return TableExport::writeFile(*m_state,
                                  json ? TableExport::Format::Json : TableExport::Format::Csv, path,
                                  TableExport::Provenance::Header);
}

void ChartExportActions::copyCurrentChart() {
    // The size of the chart on screen, at twice the pixels (sharp when pasted into a slide).
    QWidget* shown = m_charts->tabs()->currentWidget();
    ChartExportOptions options;
    options.widthPx = std::max(400, 2 * (shown ? shown->width() : 800));
    options.heightPx = std::max(300, 2 * (shown ? shown->height() : 500));
    options.dpi = 192;
    ChartExporter exporter(m_state, currentView());
    auto* mime = new QMimeData;
    mime->setImageData(exporter.toImage(options));
    options.format = ChartExportOptions::Format::Svg;
    mime->setData(QStringLiteral("image/svg+xml"), exporter.toSvg(options));
    QApplication::clipboard()->setMimeData(mime);
    emit exported(tr("Chart copied to the clipboard (image and SVG)"));
}

void ChartExportActions::chooseAndExportChart() {
    QWidget* shown = m_charts->tabs()->currentWidget();
    ExportChartDialog dialog(m_settings->chartExportOptions(),
                             shown ? shown->size() : QSize(800, 500), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ChartExportOptions options = dialog.options();
    const ChartExportOptions::Format chosen = options.format;
    const QString suffix = suffixOf(chosen);
    const QString name = QStringLiteral("%1-%2-v%3.%4")
                             .arg(currentView().chartId, m_state->filter().benchmark,
                                  m_state->filter().round(), suffix);
    // The dialog asks before replacing an existing file, under the name with the suffix it adds
    // to a name typed without one.
    QFileDialog files(m_window, tr("Export chart"),
                      QDir(m_settings->lastExportDirectory()).filePath(name),
                      tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    files.setAcceptMode(QFileDialog::AcceptSave);
    files.setDefaultSuffix(suffix);
    if (files.exec() != QDialog::Accepted || files.selectedFiles().isEmpty())
        return;
    const QString path = files.selectedFiles().constFirst();
    // The suffix typed wins over the format chosen: a fig.pdf holding SVG misleads every program
    // that opens it. The status bar says so when the two differed.
    const std::optional<ChartExportOptions::Format> typed = ChartExportOptions::formatOf(path);
    if (typed)
        options.format = *typed;
    m_settings->setChartExportOptions(options);
    m_settings->setLastExportDirectory(QFileInfo(path).absolutePath());
    const Expected<void> written = exportCurrentChart(path, options);
    if (!written) {
        QMessageBox::warning(m_window, tr("Export chart"),
                             tr("The chart was not exported: %1").arg(written.error()));
        return;
    }
    QString message = tr("Chart exported to %1").arg(QDir::toNativeSeparators(path));
    if (options.format != chosen)
        message += tr(" as %1, as its name says (%2 was chosen)")
                       .arg(suffixOf(options.format).toUpper(), suffix.toUpper());
    emit exported(message);
}

void ChartExportActions::chooseAndExportTable() {
    const QString name = QStringLiteral("analysis-%1-v%2.csv")
                             .arg(m_state->filter().benchmark, m_state->filter().round());
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export table"), QDir(m_settings->lastExportDirectory()).filePath(name),
        tr("CSV (*.csv);;JSON (*.json)"), &selected);
    if (path.isEmpty())
        return;
    m_settings->setLastExportDirectory(QFileInfo(path).absolutePath());
    const Expected<void> written = exportTable(path);
    if (!written)
        QMessageBox::warning(m_window, tr("Export table"),
                             tr("The table was not exported: %1").arg(written.error()));
    else
        emit exported(tr("Table exported to %1 (%n row(s))", nullptr, m_state->pointsInAnalysis())
                          .arg(QDir::toNativeSeparators(path)));
}

} // namespace mlpe
