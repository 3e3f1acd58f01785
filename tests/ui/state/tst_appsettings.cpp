// AppSettings: typed values survive a round trip through the settings file; defaults apply
// when nothing was stored.
#include "ui/state/appsettings.h"

#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

class TestAppSettings : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void sessions();
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

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
