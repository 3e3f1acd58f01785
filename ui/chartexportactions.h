#pragma once

#include "core/io/expected.h"
#include "ui/state/chartexportoptions.h"

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace mlpe {

class AppSettings;
class ChartPanel;
class ExplorerState;
struct ChartExportView;

// The window's export actions: File ▸ Export chart… (Ctrl+E), Export table…, and Copy chart
// (titled, footnoted image plus SVG on the clipboard). The chart exported is the current tab's,
// as shown (zoom, y scale, filters, hidden families, clusters, markers), through ChartExporter.
// Options and folder are remembered in AppSettings; an unwritable path is reported in a message
// box (an action the user just started) and changes nothing; a written file is confirmed
// (exported()).
class ChartExportActions : public QObject {
    Q_OBJECT
public:
    ChartExportActions(ExplorerState* state, ChartPanel* charts, AppSettings* settings,
                       QWidget* window);

    QAction* exportChartAction() const { return m_exportChart; }
    QAction* exportTableAction() const { return m_exportTable; }
    QAction* copyChartAction() const { return m_copyChart; }

    // Without dialogs (the actions ask for a file name and options first): written, or why not
    // (naming the file).
    Expected<void> exportCurrentChart(const QString& path, const ChartExportOptions& options) const;
    Expected<void> exportTable(const QString& path) const;
    void copyCurrentChart();
    // The view the current tab shows.
    ChartExportView currentView() const;

signals:
    // After an export the user started: a one-line confirmation naming the file (the window
    // shows it in the status bar), so that a successful export is not silent.
    void exported(const QString& message);

private:
    void chooseAndExportChart();
    void chooseAndExportTable();

    ExplorerState* m_state;
    ChartPanel* m_charts;
    AppSettings* m_settings;
    QWidget* m_window;
    QAction* m_exportChart;
    QAction* m_exportTable;
    QAction* m_copyChart;
};

} // namespace mlpe
