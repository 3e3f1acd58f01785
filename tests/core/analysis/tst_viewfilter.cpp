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
    void oneRuleForBothLists();
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
    ViewFilter round;
    round.rounds = {"5.0"};
    QTest::newRow("other round") << round << "ffffff";
    ViewFilter bench;
    bench.benchmark = "rgat";
    QTest::newRow("other benchmark") << bench << "ffffff";
    ViewFilter exclusion;
    exclusion.excludedKeys = {"4.1/Gamma/h32", "4.1/Nobody/unknown"};
    QTest::newRow("exclusion, unknown key ignored") << exclusion << "vvvvxv";
    ViewFilter both;
    both.rounds = {"4.1"};
    both.benchmark = "bert";
    both.families = {"H100", "H200"};
    QTest::newRow("round, benchmark and every family") << both << "vvvvvv";
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

// namesGroup() is the rule of the analysis' lists (std::string) and of the window's filter
// (QStringList, core/session FilterSettings): the same answers for the same names.
void TestViewFilter::oneRuleForBothLists() {
    const std::vector<std::string> names{"H100", "A100 PCIe 40GB"};
    const QStringList qnames{"H100", "A100 PCIe 40GB"};
    struct Case {
        std::string group;
        std::string family;
        bool named;
    };
    const Case cases[] = {
        {"H100", "", true},                  // a family, ungrouped
        {"H100 NVL 94GB", "H100", true},     // a variant of a named family
        {"A100 PCIe 40GB", "A100", true},    // a named variant
        {"A100 SXM 80GB", "A100", false},    // another variant of that family
        {"H200", "H200", false},             // not named
        {"H100 · NVIDIA eos", "H100", true}, // a series of a named family
    };
    for (const Case& c : cases) {
        QCOMPARE(namesGroup(names, c.group, c.family), c.named);
        QCOMPARE(
            namesGroup(qnames, QString::fromStdString(c.group), QString::fromStdString(c.family)),
            c.named);
    }
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
