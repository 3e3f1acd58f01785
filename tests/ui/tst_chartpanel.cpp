// ChartPanel: the inline empty and error states in place of the charts, with their way out.
#include "common/testdataset.h"
#include "ui/chartpanel.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/inlinebanner.h"

#include <QTest>

using namespace mlpe;

class TestChartPanel : public QObject {
    Q_OBJECT
private slots:
    void states_data();
    void states();
    void resetFiltersIsTheWayOut();
    void noData();
};

void TestChartPanel::states_data() {
    QTest::addColumn<FilterSettings>("filter");
    QTest::addColumn<bool>("chartsHidden");
    QTest::addColumn<QString>("bannerStart"); // empty: no banner
    QTest::addColumn<QString>("action");
    FilterSettings f;
    f.rounds = {"4.1"};
    f.benchmark = "llama2_70b_lora";
    QTest::newRow("normal") << f << false << QString() << QString();
    FilterSettings none = f;
    none.minAccelerators = 1000;
    QTest::newRow("filter leaves no point") << none << true << "No scored system passes"
                                            << "Reset filters";
    FilterSettings one = f;
    one.hiddenFamilies = {"H100"};
    one.minAccelerators = 64; // Azure H200 x64 only
    QTest::newRow("one point") << one << false << "Only one system"
                               << "Reset filters";
    FilterSettings onlyRetina = f;
    onlyRetina.benchmark = "retinanet"; // a single system in scope, no filter
    QTest::newRow("benchmark with one point")
        << onlyRetina << false << "Only one system" << QString();
    FilterSettings all = f;
    all.benchmark.clear();
    QTest::newRow("no benchmark chosen") << all << true << "Choose a benchmark" << QString();
    FilterSettings missing = f;
    missing.rounds = {"5.0"};
    missing.benchmark = "bert";
    QTest::newRow("benchmark absent in round") << missing << true << "No results" << QString();
}

void TestChartPanel::states() {
    QFETCH(FilterSettings, filter);
    QFETCH(bool, chartsHidden);
    QFETCH(QString, bannerStart);
    QFETCH(QString, action);
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    ChartPanel panel(&state);
    panel.resize(900, 600);
    panel.show();
    state.setFilter(filter);
    QCOMPARE(panel.chartsHidden(), chartsHidden);
    QCOMPARE(panel.banner()->isVisible(), !bannerStart.isEmpty());
    if (!bannerStart.isEmpty()) {
        QVERIFY2(panel.banner()->text().startsWith(bannerStart),
                 qPrintable(panel.banner()->text()));
        QCOMPARE(panel.banner()->actionText(), action);
    }
}

void TestChartPanel::resetFiltersIsTheWayOut() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    ChartPanel panel(&state);
    panel.show();
    FilterSettings f = state.filter();
    f.rounds = {"4.1"};
    f.benchmark = "llama2_70b_lora";
    f.hiddenAvailabilities = {availabilityLabel(Availability::OnPremise),
                              availabilityLabel(Availability::Cloud)};
    state.setFilter(f);
    QVERIFY(panel.chartsHidden());
    emit panel.banner()->actionTriggered();
    QVERIFY(!panel.chartsHidden());
    QVERIFY(!panel.banner()->isVisible());
    QCOMPARE(state.filter().round(), QStringLiteral("4.1"));
}

void TestChartPanel::noData() {
    ExplorerState state;
    ChartPanel panel(&state);
    panel.show();
    QVERIFY(panel.chartsHidden());
    QVERIFY(panel.banner()->text().contains("import", Qt::CaseInsensitive));
}

QTEST_MAIN(TestChartPanel)
#include "tst_chartpanel.moc"
