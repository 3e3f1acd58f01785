// Reference strategies and their visible fallbacks.
#include "core/analysis/referenceselector.h"
#include "core/analysis/viewfilter.h"
#include "pointfixtures.h"

#include <QTest>

using namespace mlpe::analysis;

namespace {

ReferenceSelection select(const std::vector<AnalysisPoint>& points, const ViewFilter& filter,
                          ReferenceStrategy strategy, const std::string& userKey = {}) {
    std::vector<std::string> notes;
    return selectReferences(points, classifyPoints(points, filter, notes), {strategy, userKey},
                            filter.filteredOutKeys);
}

} // namespace

class TestReferenceSelector : public QObject {
    Q_OBJECT
private slots:
    void paperRule();
    void paperRuleTieBreaks();
    void perFamily();
    void userPick();
    void userPickFallback_data();
    void userPickFallback();
    void nothingInView();
};

void TestReferenceSelector::paperRule() {
    const auto points = fixtures::twoFamilies();
    const ReferenceSelection s = select(points, {}, ReferenceStrategy::PaperRule);
    QCOMPARE(s.references.size(), std::size_t{1});
    QCOMPARE(s.references[0].key, std::string("4.1/Beta/b8")); // N = 8, slowest (120 > 100)
    QCOMPARE(s.references[0].acceleratorMinutes, 960.0);
    QVERIFY(!s.summary.fellBack);
    for (int r : s.pointReference)
        QCOMPARE(r, 0);
    // Excluding b8 makes a8 the smallest-N, slowest point.
    ViewFilter f;
    f.excludedKeys = {"4.1/Beta/b8"};
    const ReferenceSelection s2 = select(points, f, ReferenceStrategy::PaperRule);
    QCOMPARE(s2.references[0].key, std::string("4.1/Alpha/a8"));
    QCOMPARE(s2.pointReference[1], 0); // the excluded point still gets derived values
}

void TestReferenceSelector::paperRuleTieBreaks() {
    // Same N and same T: the smaller key wins, whatever the input order.
    std::vector<AnalysisPoint> points{fixtures::point("4.1", "Zeta", "z", "H100", 4, 50),
                                      fixtures::point("4.1", "Acme", "a", "H100", 4, 50)};
    QCOMPARE(*paperRuleReference(points, {0, 1}), std::size_t{1});
    QCOMPARE(*paperRuleReference(points, {1, 0}), std::size_t{1});
}

void TestReferenceSelector::perFamily() {
    const auto points = fixtures::twoFamilies();
    const ReferenceSelection s = select(points, {}, ReferenceStrategy::PerFamily);
    QCOMPARE(s.references.size(), std::size_t{2});
    QCOMPARE(s.references[0].family, std::string("H100"));
    QCOMPARE(s.references[0].key, std::string("4.1/Beta/b8"));
    QCOMPARE(s.references[1].family, std::string("H200"));
    QCOMPARE(s.references[1].key, std::string("4.1/Gamma/h16"));
    QCOMPARE(s.pointReference, (std::vector<int>{0, 0, 0, 1, 1, 1}));
    QCOMPARE(s.summary.applied, ReferenceStrategy::PerFamily);
}

void TestReferenceSelector::userPick() {
    const auto points = fixtures::twoFamilies();
    const ReferenceSelection s = select(points, {}, ReferenceStrategy::UserPick, "4.1/Gamma/h32");
    QCOMPARE(s.references[0].key, std::string("4.1/Gamma/h32"));
    QCOMPARE(s.summary.applied, ReferenceStrategy::UserPick);
    QVERIFY(!s.summary.fellBack);
    QVERIFY(s.summary.reason.empty());
}

void TestReferenceSelector::userPickFallback_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("exclude");
    QTest::addColumn<bool>("filterH100");
    QTest::addColumn<bool>("leftOutBefore");
    QTest::addColumn<QString>("reasonPart");
    QTest::newRow("excluded") << "4.1/Alpha/a64" << true << false << false << "is excluded";
    QTest::newRow("filtered out") << "4.1/Alpha/a64" << false << true << false
                                  << "outside the current filter";
    // A view that passes only the points it accepts names the ones it left out.
    QTest::newRow("left out by the caller's filter")
        << "4.1/Zeta/z8" << false << false << true << "outside the current filter";
    QTest::newRow("unknown") << "4.1/Nobody/x" << false << false << false << "not in the data";
    QTest::newRow("nothing picked")
        << "" << false << false << false << "no reference system was picked";
}

void TestReferenceSelector::userPickFallback() {
    QFETCH(QString, key);
    QFETCH(bool, exclude);
    QFETCH(bool, filterH100);
    QFETCH(bool, leftOutBefore);
    QFETCH(QString, reasonPart);
    const auto points = fixtures::twoFamilies();
    ViewFilter f;
    if (exclude)
        f.excludedKeys = {key.toStdString()};
    if (filterH100)
        f.families = {"H200"};
    if (leftOutBefore)
        f.filteredOutKeys = {key.toStdString()};
    const ReferenceSelection s = select(points, f, ReferenceStrategy::UserPick, key.toStdString());
    QVERIFY(s.summary.fellBack);
    QCOMPARE(s.summary.requested, ReferenceStrategy::UserPick);
    QCOMPARE(s.summary.applied, ReferenceStrategy::PaperRule);
    QVERIFY2(s.summary.reason.find(reasonPart.toStdString()) != std::string::npos,
             s.summary.reason.c_str());
    // The paper rule over what is in view: b8 (or h16 when only H200 is in view).
    QCOMPARE(s.references[0].key, std::string(filterH100 ? "4.1/Gamma/h16" : "4.1/Beta/b8"));
}

void TestReferenceSelector::nothingInView() {
    const auto points = fixtures::twoFamilies();
    ViewFilter f;
    f.rounds = {"5.0"};
    const ReferenceSelection s = select(points, f, ReferenceStrategy::PaperRule);
    QVERIFY(s.references.empty());
    QCOMPARE(s.pointReference, std::vector<int>(points.size(), -1));
}

QTEST_APPLESS_MAIN(TestReferenceSelector)
#include "tst_referenceselector.moc"
