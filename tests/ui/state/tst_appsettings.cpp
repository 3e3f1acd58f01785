// AppSettings: typed values survive a round trip through the settings file; defaults apply
// when nothing was stored.
#include "ui/state/appsettings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

class TestAppSettings : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void sessions();
    void prices();
    void badStoredPricesAreNone();
};

void TestAppSettings::roundTrip() {
    QTemporaryDir dir;
    const QString file = dir.filePath("s.ini");
    {
        AppSettings s(file);
        QCOMPARE(s.hiddenTableColumns({3, 4}), (QList<int>{3, 4})); // defaults
        QCOMPARE(s.chartTab(), 0);
        QCOMPARE(s.hiddenTableColumnsLayout(), 0); // stored before layouts were numbered
        s.setHiddenTableColumns({});
        s.setHiddenTableColumnsLayout(1);
        s.setWindowState("state-bytes");
        s.setSplitterState("central", "splitter-bytes");
        s.setLastImportDirectory("/data/rounds");
        s.setChartTab(3);
        s.sync();
    }
    AppSettings s(file);
    QCOMPARE(s.hiddenTableColumns({3, 4}), QList<int>{}); // stored "none hidden" wins
    QCOMPARE(s.hiddenTableColumnsLayout(), 1);
    QCOMPARE(s.windowState(), QByteArray("state-bytes"));
    QCOMPARE(s.splitterState("central"), QByteArray("splitter-bytes"));
    QCOMPARE(s.lastImportDirectory(), QStringLiteral("/data/rounds"));
    QCOMPARE(s.chartTab(), 3);
}

void TestAppSettings::sessions() {
    QTemporaryDir dir;
    const QString file = dir.filePath("s.ini");
    {
        AppSettings s(file);
        QVERIFY(s.recentSessions().isEmpty());
        QVERIFY(!s.reopenLastSession()); // opt-in
        QVERIFY(s.lastSession().isEmpty());
        s.setRecentSessions({"/a/one.mlpes", "/b/two.mlpes"});
        s.setLastSession("/a/one.mlpes");
        s.setReopenLastSession(true);
        s.sync();
    }
    AppSettings s(file);
    QCOMPARE(s.recentSessions(), (QStringList{"/a/one.mlpes", "/b/two.mlpes"}));
    QCOMPARE(s.lastSession(), QStringLiteral("/a/one.mlpes"));
    QVERIFY(s.reopenLastSession());
}

void TestAppSettings::prices() {
    QTemporaryDir dir;
    const QString file = dir.filePath("s.ini");
    // Family names as the data has them (a slash, a comma, spaces, non-ASCII) and prices that
    // need every digit.
    const PriceTable prices = *PriceTable::make(
        {{"H100", 2.5}, {"TPU v5/p, pod", 0.1 + 0.2}, {"Gaudi 2 ü", 1e-7}}, "CHF", std::nullopt);
    {
        AppSettings s(file);
        QVERIFY(s.prices().isEmpty()); // none built in
        s.setPrices(prices);
        s.sync();
    }
    {
        AppSettings s(file);
        QCOMPARE(s.prices(), prices);
        s.setPrices({}); // cleared in the window: cleared for the next start
        s.sync();
    }
    AppSettings s(file);
    QVERIFY(s.prices().isEmpty());
}

void TestAppSettings::badStoredPricesAreNone() {
    QTemporaryDir dir;
    const QString file = dir.filePath("s.ini");
    {
        AppSettings s(file);
        s.setPrices(*PriceTable::make({{"H100", 2.5}}, "USD", std::nullopt));
        s.sync();
    }
    // Edited by hand: a negative price. The whole table is dropped, never shown as money.
    QFile ini(file);
    QVERIFY(ini.open(QIODevice::ReadOnly));
    QByteArray text = ini.readAll();
    ini.close();
    QVERIFY(text.contains("2.5"));
    text.replace("2.5", "-2.5");
    QVERIFY(ini.open(QIODevice::WriteOnly | QIODevice::Truncate));
    ini.write(text);
    ini.close();
    AppSettings s(file);
    QVERIFY(s.prices().isEmpty());
}

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
