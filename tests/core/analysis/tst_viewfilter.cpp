// The view: which points are in play, excluded, filtered out or unusable.
#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/viewfilter.h"
#include "pointfixtures.h"

#include <QTest>

using namespace mlpe::analysis;

Q_DECLARE_METATYPE(mlpe::analysis::ViewFilter)

class TestViewFilter : public QObject {
    Q_OBJECT
private slots:
    void filters_data();
    void filters();
    void familyNameKeepsItsVariants();
    void invalidPointsAreReported();
    void mixedBenchmarksWarn();
};

void TestViewFilter::filters_data() {
    QTest::addColumn<ViewFilter>("filter");
    QTest::addColumn<QString>("expected"); // one letter per point of twoFamilies():
                                           // v = in view, x = excluded, f = filtered out
    QTest::newRow("no filter") << ViewFilter{} << "vvvvvv";
    ViewFilter family;
    family.families = {"H200"};
    QTest::newRow("family") << family << "fffvvv";
    ViewFilter submitter;
    submitter.submitters = {"Alpha", "Beta"};
    QTest::newRow("submitters") << submitter << "vvvfff";
    ViewFilter range;
    range.minAccelerators = 16;
    range.maxAccelerators = 64;
    QTest::newRow("N range inclusive") << range << "ffvvvf";
    ViewFilter round;
    round.rounds = {"5.0"};
    QTest::newRow("other round") << round << "ffffff";
    ViewFilter bench;
    bench.benchmark = "rgat";
    QTest::newRow("other benchmark") << bench << "ffffff";
    ViewFilter division;
    division.divisions = {"open"};
    QTest::newRow("division") << division << "ffffff";
    ViewFilter availability;
    availability.availabilities = {"Available on-premise"};
    availability.excludedKeys = {"4.1/Gamma/h32", "4.1/Nobody/unknown"};
    QTest::newRow("availability + exclusion") << availability << "vvvvxv";
    ViewFilter excludedAndFiltered;
    excludedAndFiltered.families = {"H100"};
    excludedAndFiltered.excludedKeys = {"4.1/Gamma/h32", "4.1/Alpha/a8"};
    QTest::newRow("filter wins over exclusion") << excludedAndFiltered << "xvvfff";
}

void TestViewFilter::filters() {
    QFETCH(ViewFilter, filter);
    QFETCH(QString, expected);
    std::vector<std::string> notes;
    const std::vector<PointState> states = classifyPoints(fixtures::twoFamilies(), filter, notes);
    QString actual;
    for (PointState s : states)
        actual += s == PointState::InView ? 'v' : s == PointState::Excluded ? 'x' : 'f';
    QCOMPARE(actual, expected);
    QVERIFY(notes.empty());
}

// Grouped by variant, a family name keeps every variant of it, a variant group only itself, in
// the view's list and in a comparison scenario's list alike (both apply).
void TestViewFilter::familyNameKeepsItsVariants() {
    auto points = fixtures::twoFamilies();
    points[0].variant = "SXM 80GB";
    points[1].variant = "SXM 80GB";
    points[2].variant = "NVL 94GB";
    points = regroupPoints(points, HardwareGrouping::Variant);
    QCOMPARE(points[2].family, std::string("H100 NVL 94GB"));
    const auto inView = [&](const ViewFilter& filter) {
        std::vector<std::string> notes;
        QString letters;
        for (PointState s : classifyPoints(points, filter, notes))
            letters += s == PointState::InView ? 'v' : 'f';
        return letters;
    };
    ViewFilter family;
    family.families = {"H100"};
    QCOMPARE(inView(family), QString("vvvfff"));
    ViewFilter variant;
    variant.families = {"H100 SXM 80GB"};
    QCOMPARE(inView(variant), QString("vvffff"));
    ViewFilter scenario = family;
    scenario.scenarioFamilies = {"H100 NVL 94GB"};
    QCOMPARE(inView(scenario), QString("ffvfff"));
    ViewFilter disjoint = variant;
    disjoint.scenarioFamilies = {"H200"};
    QCOMPARE(inView(disjoint), QString("ffffff"));
}

void TestViewFilter::invalidPointsAreReported() {
    auto points = fixtures::twoFamilies();
    points[0].accelerators = 0;                                   // CPU-only / missing count
    points[3].minutes = std::numeric_limits<double>::quiet_NaN(); // no score
    std::vector<std::string> notes;
    const std::vector<PointState> states = classifyPoints(points, {}, notes);
    QCOMPARE(states[0], PointState::Invalid);
    QCOMPARE(states[3], PointState::Invalid);
    QCOMPARE(states[1], PointState::InView);
    QCOMPARE(notes.size(), std::size_t{1});
    QVERIFY(notes[0].find("4.1/Alpha/a8") != std::string::npos);
    QVERIFY(notes[0].find("4.1/Gamma/h16") != std::string::npos);
}

void TestViewFilter::mixedBenchmarksWarn() {
    auto points = fixtures::twoFamilies();
    points[5].benchmark = "gpt3";
    std::vector<std::string> notes;
    classifyPoints(points, {}, notes);
    QCOMPARE(notes.size(), std::size_t{1});
    QVERIFY(notes[0].find("mixes 2 benchmarks") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestViewFilter)
#include "tst_viewfilter.moc"
