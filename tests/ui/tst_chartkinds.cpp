// The one table of chart kinds: the chart panel, sessions, the exporter and `export --chart`
// read it, so a kind is a tab with its caption and legend, a session id with its zoom and an
// export name at once; and the documents name every kind.
#include "common/testdataset.h"
#include "core/session/pricetable.h"
#include "core/session/viewstate.h"
#include "ui/chartpanel.h"
#include "ui/chartpanelstate.h"
#include "ui/charts/chartexporter.h"
#include "ui/charts/chartkinds.h"
#include "ui/charts/chartpage.h"
#include "ui/charts/costchartview.h"
#include "ui/charts/scatterchartview.h"
#include "ui/state/explorerstate.h"

#include <QChartView>
#include <QFile>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTest>

using namespace mlpe;

class TestChartKinds : public QObject {
    Q_OBJECT
private slots:
    void sessionIdsAreTheCoreList();
    void everyKindIsATabAndAnExport();
    void theDocsNameEveryKind();
    void costZoomIsSavedAndRestored();
};

void TestChartKinds::sessionIdsAreTheCoreList() {
    // The session reader (core, which cannot include ui) checks names against its own list.
    QCOMPARE(chartKindIds(), ViewState::chartIds());
    // The k chart's old session name still finds it.
    QCOMPARE(chartKindNamed(QStringLiteral("diagnostics")), chartKindNamed("clusters"));
}

void TestChartKinds::everyKindIsATabAndAnExport() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    ChartPanel panel(&state);
    const std::vector<ChartKind>& kinds = chartKinds();
    QCOMPARE(panel.tabs()->count(), int(kinds.size()));
    for (int i = 0; i < int(kinds.size()); ++i) {
        const ChartKind& kind = kinds[std::size_t(i)];
        QCOMPARE(panel.tabs()->tabText(i), ChartPanel::tr(kind.tabTitle));
        AbstractChartView* shown = panel.chart(kind.id);
        QVERIFY2(shown, qPrintable(kind.id));
        QCOMPARE(panel.tabs()->widget(i), panel.page(kind.id));
        QVERIFY(panel.page(kind.id)->isAncestorOf(shown));
        QVERIFY(panel.caption(kind.id));
        // Every chart with points has its legend widget; choosing k has Qt's own.
        QCOMPARE(bool(panel.legend(kind.id)), bool(qobject_cast<ScatterChartView*>(shown)));
        // Its zoom is kept before the chart is built only if the chart has one.
        QCOMPARE(kind.zooms, bool(qobject_cast<ScatterChartView*>(shown)));
        // A scatter chart names its kind itself (File > Export reproduces the chart shown).
        if (auto* scatter = qobject_cast<ScatterChartView*>(shown))
            QCOMPARE(scatter->chartId(), kind.id);
        const std::unique_ptr<AbstractChartView> made = ChartExporter::createChart(kind.id, &state);
        QVERIFY2(made, qPrintable(kind.id));
        QCOMPARE(made->metaObject()->className(), shown->metaObject()->className());
        QCOMPARE(chartKindNamed(kind.id), &kind);
    }
    QVERIFY(chartKindIds().contains("cost"));
    QVERIFY(chartKindIds().contains("clusters"));
    QVERIFY(!chartKindNamed("pie"));
    QVERIFY(!panel.chart("pie") && !panel.legend("pie") && !panel.caption("pie"));
}

void TestChartKinds::theDocsNameEveryKind() {
    // A chart added to the table and not to the documents fails here: the session format's
    // view.chart row (docs/formats.md) and `export --chart` (docs/user-guide.md, the man page).
    const QString root = qEnvironmentVariable("MLPE_SOURCE_DIR");
    if (root.isEmpty())
        QSKIP("MLPE_SOURCE_DIR is not set (ctest sets it)");
    const auto lineWith = [&root](const QString& file, const QString& start) {
        QFile f(root + QLatin1Char('/') + file);
        if (!f.open(QIODevice::ReadOnly))
            return QString();
        for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n')))
            if (line.contains(start))
                return line;
        return QString();
    };
    const QString formats = lineWith(QStringLiteral("docs/formats.md"), "| `view.chart` |");
    const QString guide = lineWith(QStringLiteral("docs/user-guide.md"), " --chart efficiency");
    const QString man = lineWith(QStringLiteral("resources/man/mlperf-explorer.1"),
                                 QStringLiteral("\\-\\-chart\\fR efficiency"));
    QVERIFY2(!formats.isEmpty(), "docs/formats.md has no view.chart row");
    QVERIFY2(!guide.isEmpty(), "docs/user-guide.md has no export --chart line");
    QVERIFY2(!man.isEmpty(), "the man page has no export --chart line");
    for (const QString& id : chartKindIds()) {
        QVERIFY2(formats.contains(QLatin1Char('`') + id + QLatin1Char('`')),
                 qPrintable(QStringLiteral("docs/formats.md, view.chart: no `%1`").arg(id)));
        QVERIFY2(guide.contains(QRegularExpression(QStringLiteral("[ |]%1[ |]").arg(id))),
                 qPrintable(QStringLiteral("docs/user-guide.md, --chart: no %1").arg(id)));
        QVERIFY2(man.contains(QRegularExpression(QStringLiteral("[ |]%1[|\\]]").arg(id))),
                 qPrintable(QStringLiteral("the man page, export --chart: no %1").arg(id)));
    }
}

void TestChartKinds::costZoomIsSavedAndRestored() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    const Expected<PriceTable> prices =
        PriceTable::make({{QStringLiteral("H100"), 2.5}}, QStringLiteral("USD"), std::nullopt);
    QVERIFY(prices);
    state.setPrices(*prices);
    ChartPanel panel(&state);
    panel.resize(900, 600);
    panel.tabs()->setCurrentWidget(panel.page("cost"));
    ScatterChartView* cost = panel.scatterChart("cost");
    cost->rebuild();
    const QRectF zoom = cost->visibleRange().adjusted(0, 0, -cost->visibleRange().width() / 2, 0);
    cost->zoomTo(zoom);
    ViewState saved;
    ChartPanelState::store(panel, saved);
    QVERIFY2(saved.zoom.contains("cost"), qPrintable(saved.zoom.keys().join(',')));
    QCOMPARE(saved.chart, QStringLiteral("cost"));

    ChartPanel restored(&state);
    restored.resize(900, 600);
    ChartPanelState::apply(restored, saved);
    QCOMPARE(restored.tabs()->currentIndex(), int(chartKindIds().indexOf("cost")));
    QVERIFY(restored.scatterChart("cost")->canZoomBack());
    QCOMPARE(restored.scatterChart("cost")->visibleRange(), saved.zoom.value("cost"));
}

QTEST_MAIN(TestChartKinds)
#include "tst_chartkinds.moc"
