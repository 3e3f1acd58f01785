// Which result sets hold the same runs (duplicateresultsets.h): the same round, benchmark, N, run
// file names, validities and durations to the bit; never sets of one run or of one duration.
// The finder compares sets field by field behind a hash, so every field is changed once here.
#include "core/model/duplicategroups.h"
#include "core/model/duplicateresultsets.h"

#include <QTest>

using namespace mlpe;

class TestDuplicateResultSets : public QObject {
    Q_OBJECT
private slots:
    void identicalRunsAreOneGroup();
    void everyFieldTellsSetsApart();
    void setsThatAreNeverCopies();
    void keepsTheMeasuredSet();
    void candidatesRestrictTheSearch();
    void groupsFoundOnceAnswerEveryCandidateList();

private:
    static ResultSet set(const QString& submitter, std::vector<double> minutes);
};

ResultSet TestDuplicateResultSets::set(const QString& submitter, std::vector<double> minutes) {
    ResultSet s;
    s.round = QStringLiteral("4.1");
    s.submitter = submitter;
    s.system = QStringLiteral("sys");
    s.benchmark = QStringLiteral("llama2_70b_lora");
    s.systemDescription.nodes = 1;
    s.systemDescription.acceleratorsPerNode = 8;
    for (std::size_t i = 0; i < minutes.size(); ++i) {
        RunResult run;
        run.fileName = QStringLiteral("result_%1.txt").arg(i);
        run.validity = RunValidity::Valid;
        run.minutes = minutes[i];
        s.runs.push_back(run);
    }
    return s;
}

void TestDuplicateResultSets::identicalRunsAreOneGroup() {
    const std::vector<ResultSet> sets{set("A", {20.1, 20.4, 19.9}), set("B", {1.0, 2.0}),
                                      set("C", {20.1, 20.4, 19.9})};
    const std::vector<DuplicateResultSets> d = findDuplicateResultSets(sets);
    QCOMPARE(d.size(), std::size_t{1});
    QCOMPARE(d[0].kept, std::size_t{0});
    QCOMPARE(d[0].copies, std::vector<std::size_t>{2});
}

void TestDuplicateResultSets::everyFieldTellsSetsApart() {
    const ResultSet base = set("A", {20.1, 20.4, 19.9});
    std::vector<ResultSet> variants;
    variants.push_back(base);
    variants.back().round = QStringLiteral("5.0");
    variants.push_back(base);
    variants.back().benchmark = QStringLiteral("bert");
    variants.push_back(base);
    variants.back().systemDescription.nodes = 2; // N = 16
    variants.push_back(base);
    variants.back().runs[1].fileName = QStringLiteral("result_9.txt");
    variants.push_back(base);
    variants.back().runs[2].validity = RunValidity::TargetNotReached;
    variants.push_back(base);
    variants.back().runs[0].minutes = std::nextafter(20.1, 30.0); // one bit
    variants.push_back(base);
    variants.back().runs.pop_back();
    for (const ResultSet& v : variants) {
        const std::vector<ResultSet> sets{base, v};
        QVERIFY(findDuplicateResultSets(sets).empty());
    }
    // The same fields, equal: one group (the submitter and system are not compared).
    ResultSet other = base;
    other.submitter = QStringLiteral("B");
    other.system = QStringLiteral("other");
    QCOMPARE(findDuplicateResultSets({base, other}).size(), std::size_t{1});
}

void TestDuplicateResultSets::setsThatAreNeverCopies() {
    const std::vector<ResultSet> oneRun{set("A", {20.0}), set("B", {20.0})};
    QVERIFY(findDuplicateResultSets(oneRun).empty());
    const std::vector<ResultSet> oneDuration{set("A", {20.0, 20.0, 20.0}),
                                             set("B", {20.0, 20.0, 20.0})};
    QVERIFY(findDuplicateResultSets(oneDuration).empty());
    // One finite duration beside a run that could not be timed: one duration.
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<ResultSet> untimed{set("A", {20.0, nan}), set("B", {20.0, nan})};
    QVERIFY(findDuplicateResultSets(untimed).empty());
    // -0 and +0 are one duration (as the ordered set of durations had them).
    const std::vector<ResultSet> zeros{set("A", {0.0, -0.0}), set("B", {0.0, -0.0})};
    QVERIFY(findDuplicateResultSets(zeros).empty());
}

void TestDuplicateResultSets::keepsTheMeasuredSet() {
    std::vector<ResultSet> sets{set("A", {20.1, 20.4}), set("B", {20.1, 20.4}),
                                set("C", {20.1, 20.4})};
    sets[1].energyJoules = 1.0e6;
    const std::vector<DuplicateResultSets> d = findDuplicateResultSets(sets);
    QCOMPARE(d.size(), std::size_t{1});
    QCOMPARE(d[0].kept, std::size_t{1});
    QCOMPARE(d[0].copies, (std::vector<std::size_t>{0, 2}));
    QCOMPARE(countedOnce(sets, {0, 1, 2}), std::vector<std::size_t>{1});
}

void TestDuplicateResultSets::candidatesRestrictTheSearch() {
    const std::vector<ResultSet> sets{set("A", {20.1, 20.4}), set("B", {7.0, 8.0}),
                                      set("C", {20.1, 20.4}), set("D", {20.1, 20.4})};
    QCOMPARE(countedOnce(sets, {1, 2, 3}), (std::vector<std::size_t>{1, 2}));
    QCOMPARE(countedOnce(sets, {0, 1}), (std::vector<std::size_t>{0, 1}));
    QCOMPARE(countedOnce(sets, {0, 1, 2, 3}), (std::vector<std::size_t>{0, 1}));
}

// DuplicateGroups (the window's groups, found once per dataset) against the search among the
// candidates, for every subset of nine sets in three groups, one group with a measured member.
void TestDuplicateResultSets::groupsFoundOnceAnswerEveryCandidateList() {
    std::vector<ResultSet> sets{
        set("A", {20.1, 20.4}), set("B", {7.0, 8.0}), set("C", {20.1, 20.4}),
        set("D", {7.0, 8.0}),   set("E", {3.0, 4.0}), set("F", {20.1, 20.4}),
        set("G", {7.0, 8.0}),   set("H", {5.0, 6.0}), set("I", {20.1, 20.4})};
    sets[5].energyJoules = 2.0e6;
    sets[8].energyJoules = 3.0e6;
    const DuplicateGroups groups(sets);
    int subsetsWithCopies = 0;
    for (unsigned mask = 0; mask < (1U << sets.size()); ++mask) {
        std::vector<std::size_t> candidates;
        for (std::size_t i = 0; i < sets.size(); ++i)
            if (mask & (1U << i))
                candidates.push_back(i);
        const std::vector<std::size_t> expected = countedOnce(sets, candidates);
        QCOMPARE(groups.countedOnce(sets, candidates), expected);
        subsetsWithCopies += expected.size() < candidates.size() ? 1 : 0;
    }
    QVERIFY(subsetsWithCopies > 300); // the subsets really hold copies
    // Built for other data: it searches afresh.
    const std::vector<ResultSet> fewer(sets.begin(), sets.begin() + 4);
    QCOMPARE(groups.countedOnce(fewer, {0, 1, 2, 3}), (std::vector<std::size_t>{0, 1}));
}

QTEST_GUILESS_MAIN(TestDuplicateResultSets)
#include "tst_duplicateresultsets.moc"
