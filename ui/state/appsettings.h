#pragma once

#include "chartexportoptions.h"
#include "core/session/pricetable.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>

class QSettings;

namespace mlpe {

// Every persisted setting of the window, typed, over one QSettings (the application's default
// location; tests pass their own file). No other class touches QSettings.
class AppSettings {
public:
    AppSettings();                                // application defaults (organisation/app name)
    explicit AppSettings(const QString& iniFile); // a given INI file (tests)
    ~AppSettings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const; // QMainWindow::saveState(): docks and toolbars
    void setWindowState(const QByteArray& state);
    QByteArray splitterState(const QString& name) const;
    void setSplitterState(const QString& name, const QByteArray& state);

    // `defaults` when nothing was stored yet.
    QList<int> hiddenTableColumns(const QList<int>& defaults) const;
    void setHiddenTableColumns(const QList<int>& columns);
    // What the stored hidden-columns list means (ResultsColumns::kHiddenColumnsLayout); 0 when
    // it was stored before layouts were numbered.
    int hiddenTableColumnsLayout() const;
    void setHiddenTableColumnsLayout(int layout);

    QString lastImportDirectory() const;
    void setLastImportDirectory(const QString& directory);

    int chartTab() const;
    void setChartTab(int index);

    // Sessions: most recent first (absolute paths), the last one opened or saved, and whether
    // to reopen that one on start (opt-in, off by default).
    QStringList recentSessions() const;
    void setRecentSessions(const QStringList& paths);
    QString lastSession() const;
    void setLastSession(const QString& path);
    bool reopenLastSession() const;
    void setReopenLastSession(bool reopen);

    // Export (File ▸ Export chart… / Export table…): the last options and folder.
    ChartExportOptions chartExportOptions() const;
    void setChartExportOptions(const ChartExportOptions& options);
    QString lastExportDirectory() const;
    void setLastExportDirectory(const QString& directory);

    // The prices last applied in the window (family -> price per accelerator-hour, one
    // currency): the window starts with them. Empty when none were stored, or when what is
    // stored is not a valid table (edited by hand): a bad price is never shown as money.
    PriceTable prices() const;
    void setPrices(const PriceTable& prices);

    void sync();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace mlpe
