#include "appsettings.h"

#include <QDir>
#include <QLocale>
#include <QSettings>
#include <algorithm>

namespace mlpe {

namespace {
// Bump when a stored layout can no longer be restored (e.g. docks renamed).
constexpr int kLayoutVersion = 1;
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitter/");
const QString kHiddenColumns = QStringLiteral("table/hiddenColumns");
const QString kHiddenColumnsLayout = QStringLiteral("table/hiddenColumnsLayout");
const QString kImportDir = QStringLiteral("import/lastDirectory");
const QString kChartTab = QStringLiteral("charts/tab");
const QString kRecentSessions = QStringLiteral("sessions/recent");
const QString kLastSession = QStringLiteral("sessions/last");
const QString kReopenLast = QStringLiteral("sessions/reopenLast");
const QString kPriceCurrency = QStringLiteral("prices/currency");
const QString kPriceArray = QStringLiteral("prices/perAcceleratorHour");
} // namespace

AppSettings::AppSettings()
    : m_settings(std::make_unique<QSettings>()) {}

AppSettings::AppSettings(const QString& iniFile)
    : m_settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat)) {}

AppSettings::~AppSettings() = default;

QByteArray AppSettings::windowGeometry() const {
    return m_settings->value(kGeometry).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray& geometry) {
    m_settings->setValue(kGeometry, geometry);
}

QByteArray AppSettings::windowState() const {
    if (m_settings->value(QStringLiteral("window/layoutVersion")).toInt() != kLayoutVersion)
        return {};
    return m_settings->value(kState).toByteArray();
}

void AppSettings::setWindowState(const QByteArray& state) {
    m_settings->setValue(QStringLiteral("window/layoutVersion"), kLayoutVersion);
    m_settings->setValue(kState, state);
}

QByteArray AppSettings::splitterState(const QString& name) const {
    return m_settings->value(kSplitter + name).toByteArray();
}

void AppSettings::setSplitterState(const QString& name, const QByteArray& state) {
    m_settings->setValue(kSplitter + name, state);
}

QList<int> AppSettings::hiddenTableColumns(const QList<int>& defaults) const {
    if (!m_settings->contains(kHiddenColumns))
        return defaults;
    QList<int> columns;
    const QVariantList stored = m_settings->value(kHiddenColumns).toList();
    for (const QVariant& v : stored)
        columns << v.toInt();
    return columns;
}

void AppSettings::setHiddenTableColumns(const QList<int>& columns) {
    QVariantList stored;
    for (int c : columns)
        stored << c;
    m_settings->setValue(kHiddenColumns, stored);
}

int AppSettings::hiddenTableColumnsLayout() const {
    return m_settings->value(kHiddenColumnsLayout, 0).toInt();
}

void AppSettings::setHiddenTableColumnsLayout(int layout) {
    m_settings->setValue(kHiddenColumnsLayout, layout);
}

QString AppSettings::lastImportDirectory() const {
    return m_settings->value(kImportDir, QDir::homePath()).toString();
}

void AppSettings::setLastImportDirectory(const QString& directory) {
    m_settings->setValue(kImportDir, directory);
}

ChartExportOptions AppSettings::chartExportOptions() const {
    ChartExportOptions o;
    const int format = m_settings->value(QStringLiteral("export/format"), 0).toInt();
    o.format = format == 1   ? ChartExportOptions::Format::Svg
               : format == 2 ? ChartExportOptions::Format::Pdf
                             : ChartExportOptions::Format::Png;
    o.widthPx = std::clamp(m_settings->value(QStringLiteral("export/width"), o.widthPx).toInt(),
                           100, 20000);
    o.heightPx = std::clamp(m_settings->value(QStringLiteral("export/height"), o.heightPx).toInt(),
                            100, 20000);
    o.dpi =
        std::clamp(m_settings->value(QStringLiteral("export/dpi"), o.dpi).toDouble(), 24.0, 2400.0);
    o.pdfPageMm = m_settings->value(QStringLiteral("export/pdfPageMm"), QSizeF()).toSizeF();
    o.footnote = m_settings->value(QStringLiteral("export/footnote"), true).toBool();
    return o;
}

void AppSettings::setChartExportOptions(const ChartExportOptions& o) {
    m_settings->setValue(QStringLiteral("export/format"), int(o.format));
    m_settings->setValue(QStringLiteral("export/width"), o.widthPx);
    m_settings->setValue(QStringLiteral("export/height"), o.heightPx);
    m_settings->setValue(QStringLiteral("export/dpi"), o.dpi);
    m_settings->setValue(QStringLiteral("export/pdfPageMm"), o.pdfPageMm);
    m_settings->setValue(QStringLiteral("export/footnote"), o.footnote);
}

QString AppSettings::lastExportDirectory() const {
    return m_settings->value(QStringLiteral("export/directory"), QDir::homePath()).toString();
}

void AppSettings::setLastExportDirectory(const QString& directory) {
    m_settings->setValue(QStringLiteral("export/directory"), directory);
}

int AppSettings::chartTab() const {
    return m_settings->value(kChartTab, 0).toInt();
}

void AppSettings::setChartTab(int index) {
    m_settings->setValue(kChartTab, index);
}

QStringList AppSettings::recentSessions() const {
    return m_settings->value(kRecentSessions).toStringList();
}

void AppSettings::setRecentSessions(const QStringList& paths) {
    m_settings->setValue(kRecentSessions, paths);
}

QString AppSettings::lastSession() const {
    return m_settings->value(kLastSession).toString();
}

void AppSettings::setLastSession(const QString& path) {
    m_settings->setValue(kLastSession, path);
}

bool AppSettings::reopenLastSession() const {
    return m_settings->value(kReopenLast, false).toBool();
}

void AppSettings::setReopenLastSession(bool reopen) {
    m_settings->setValue(kReopenLast, reopen);
}

PriceTable AppSettings::prices() const {
    // An array of {family, price}: a family name may hold characters a settings key cannot
    // ("/" separates groups), and the file stays readable.
    QMap<QString, double> perHour;
    bool valid = true;
    const int count = m_settings->beginReadArray(kPriceArray);
    for (int i = 0; i < count && valid; ++i) {
        m_settings->setArrayIndex(i);
        const QString family = m_settings->value(QStringLiteral("family")).toString();
        bool ok = false;
        const double price =
            QLocale::c().toDouble(m_settings->value(QStringLiteral("price")).toString(), &ok);
        valid = ok && !perHour.contains(family);
        perHour.insert(family, price);
    }
    m_settings->endArray();
    if (!valid)
        return {};
    Expected<PriceTable> table =
        PriceTable::make(perHour, m_settings->value(kPriceCurrency).toString(), std::nullopt);
    return table ? *table : PriceTable();
}

void AppSettings::setPrices(const PriceTable& prices) {
    m_settings->remove(kPriceArray);
    m_settings->beginWriteArray(kPriceArray, static_cast<int>(prices.prices().size()));
    int i = 0;
    for (auto it = prices.prices().cbegin(); it != prices.prices().cend(); ++it) {
        m_settings->setArrayIndex(i++);
        m_settings->setValue(QStringLiteral("family"), it.key());
        m_settings->setValue(QStringLiteral("price"),
                             QString::number(it.value(), 'g', QLocale::FloatingPointShortest));
    }
    m_settings->endArray();
    m_settings->setValue(kPriceCurrency, prices.currency());
}

void AppSettings::sync() {
    m_settings->sync();
}

} // namespace mlpe
