// PointCategories: a category's colour is the palette's colour of its place in the legend order,
// whenever it is asked (before or after more categories are added), and the chart sets the
// colours of a family's points in one call, not one per point (each re-lays out the series).
#include "common/testdataset.h"
#include "ui/charts/efficiencychartview.h"
#include "ui/charts/pointcategories.h"
#include "ui/state/explorerrow.h"
#include "ui/state/explorerstate.h"
#include "ui/widgets/familypalette.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QXYSeries>

using namespace mlpe;

class TestPointCategories : public QObject {
    Q_OBJECT
private slots:
    void colourIsThePlaceInLegendOrder();
    void chartSetsPointColoursOncePerSeries();
};

void TestPointCategories::colourIsThePlaceInLegendOrder() {
    PointCategories categories(ColourBy::Submitter);
    std::vector<ResultSet> sets;
    for (const char* submitter : {"Oracle", "Dell", "NVIDIA"})
        sets.push_back(testdata::makeSet("4.1", submitter, "sys", "bert", "H100", 1, 8, 10.0));
    const analysis::PointResult result;
    const auto add = [&](const ResultSet& set) {
        ExplorerRow row;
        row.set = &set;
        return categories.add(row, result);
    };
    add(sets[0]);
    add(sets[1]);
    // Asked before the last category is added, then after: the place is the current one.
    QCOMPARE(categories.colour("Oracle"), FamilyPalette::categoryColour(1));
    add(sets[2]);
    add(sets[1]); // a label seen before changes nothing
    QCOMPARE(categories.labels(), QStringList({"Dell", "NVIDIA", "Oracle"}));
    for (qsizetype i = 0; i < categories.labels().size(); ++i)
        QCOMPARE(categories.colour(categories.labels()[i]), FamilyPalette::categoryColour(int(i)));
}

void TestPointCategories::chartSetsPointColoursOncePerSeries() {
    ExplorerState state;
    state.setDataset(testdata::smallDataset());
    state.setRound("4.1");
    EfficiencyChartView chart(&state);
    chart.resize(800, 500);
    chart.show(); // a chart is built when shown
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QXYSeries* h100 = chart.familySeries("H100");
    QXYSeries* h200 = chart.familySeries("H200");
    QVERIFY(h100 && h200);
    QCOMPARE(h100->count(), 4);
    QCOMPARE(h200->count(), 2);
    QSignalSpy configured100(h100, &QXYSeries::pointsConfigurationChanged);
    QSignalSpy configured200(h200, &QXYSeries::pointsConfigurationChanged);
    state.setColourBy(ColourBy::Submitter);
    QApplication::processEvents();
    // Reused, so the spies watch the drawn series. The series' styling signals too, as often
    // for either: a signal per point would give the four-point series two more.
    QCOMPARE(chart.familySeries("H100"), h100);
    QCOMPARE(chart.familySeries("H200"), h200);
    QVERIFY(configured100.count() > 0);
    QCOMPARE(configured100.count(), configured200.count());
    for (int i = 0; i < h100->count(); ++i)
        QVERIFY(h100->pointConfiguration(i).contains(QXYSeries::PointConfiguration::Color));
}

QTEST_MAIN(TestPointCategories)
#include "tst_pointcategories.moc"
