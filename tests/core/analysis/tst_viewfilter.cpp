// The view: which points are in play, excluded, filtered out or unusable.
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
