// findDuplicateResultSets: which sets hold the same runs (one submission under two folders), in
// order of their first member, keeping the first that has measured energy. The import and every
// analysis count each run once through it, so a set it misses or a pair it invents changes
// numbers.
#include "core/model/duplicateresultsets.h"

#include <QTest>
#include <limits>

using namespace mlpe;

class TestDuplicateResultSets : public QObject {
    Q_OBJECT
private slots:
    void sameRunsAreOneGroup();
    void whatSetsTwoApart_data();
    void whatSetsTwoApart();
    void setsNeverCalledCopies();
    void keptIsTheFirstWithEnergy();
    void candidatesOnly();
    void manyDistinctSets();

private:
    static ResultSet set(const char* submitter, std::vector<double> minutes, int nodes = 8);
};

ResultSet TestDuplicateResultSets::set(const char* submitter, std::vector<double> minutes,
                                       int nodes) {
    ResultSet s;
    s.round = QStringLiteral("4.0");
    s.submitter = QString::fromLatin1(submitter);
    s.system = QStringLiteral("sys");
    s.benchmark = QStringLiteral("bert");
    s.systemDescription.nodes = nodes;
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

void TestDuplicateResultSets::sameRunsAreOneGroup() {
    const std::vector<ResultSet> sets = {set("a", {1.5, 2.25, 3.0}), set("b", {9.0, 8.0}),
                                         set("c", {1.5, 2.25, 3.0}), set("d", {9.0, 8.0}),
                                         set("e", {1.5, 2.25, 3.0})};
    const auto groups = findDuplicateResultSets(sets);
    QCOMPARE(int(groups.size()), 2);
    QCOMPARE(groups[0].kept, std::size_t(0));
    QCOMPARE(groups[0].copies, (std::vector<std::size_t>{2, 4}));
    QCOMPARE(groups[1].kept, std::size_t(1));
    QCOMPARE(groups[1].copies, (std::vector<std::size_t>{3}));
    QCOMPARE(countedOnce(sets, {0, 1, 2, 3, 4}), (std::vector<std::size_t>{0, 1}));
}

void TestDuplicateResultSets::whatSetsTwoApart_data() {
    QTest::addColumn<QString>("change");
    for (const char* change : {"duration by one ulp", "file name", "validity", "accelerators",
                               "benchmark", "round", "one run more"})
        QTest::newRow(change) << QString::fromLatin1(change);
}

// Any field of the signature that differs makes two sets two publications.
void TestDuplicateResultSets::whatSetsTwoApart() {
    QFETCH(QString, change);
    const ResultSet a = set("a", {1.5, 2.25, 3.0});
    ResultSet b = set("b", {1.5, 2.25, 3.0});
    if (change == u"duration by one ulp")
        b.runs[1].minutes = std::nextafter(2.25, 3.0);
    else if (change == u"file name")
        b.runs[2].fileName = QStringLiteral("result_9.txt");
    else if (change == u"validity")
        b.runs[0].validity = RunValidity::TargetNotReached;
    else if (change == u"accelerators")
        b.systemDescription.nodes = 16;
    else if (change == u"benchmark")
        b.benchmark = QStringLiteral("gpt3");
    else if (change == u"round")
        b.round = QStringLiteral("4.1");
    else
        b.runs.push_back(b.runs.back());
    QVERIFY(runsSignature(a) != runsSignature(b));
    QVERIFY(findDuplicateResultSets({a, b}).empty());
    QCOMPARE(findDuplicateResultSets({a, b, a}).size(), std::size_t(1));
}

void TestDuplicateResultSets::setsNeverCalledCopies() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<ResultSet> sets = {
        set("one run", {2.0}),
        set("one run", {2.0}),
        set("one time", {2.0, 2.0, 2.0}),
        set("one time", {2.0, 2.0, 2.0}),
        set("one timed", {2.0, nan}),
        set("one timed", {2.0, nan}),
    };
    QVERIFY(findDuplicateResultSets(sets).empty());
    for (const ResultSet& s : sets)
        QVERIFY(runsSignature(s).isEmpty());
    // Two different finite times among untimed runs are enough.
    const std::vector<ResultSet> timed = {set("a", {2.0, nan, 3.0}), set("b", {2.0, nan, 3.0})};
    QCOMPARE(findDuplicateResultSets(timed).size(), std::size_t(1));
}

void TestDuplicateResultSets::keptIsTheFirstWithEnergy() {
    std::vector<ResultSet> sets = {set("a", {1.0, 2.0}), set("b", {1.0, 2.0}),
                                   set("c", {1.0, 2.0})};
    sets[1].energyJoules = 5.0e6;
    sets[2].energyJoules = 6.0e6;
    const auto groups = findDuplicateResultSets(sets);
    QCOMPARE(int(groups.size()), 1);
    QCOMPARE(groups[0].kept, std::size_t(1));
    QCOMPARE(groups[0].copies, (std::vector<std::size_t>{0, 2}));
}

void TestDuplicateResultSets::candidatesOnly() {
    const std::vector<ResultSet> sets = {set("a", {1.0, 2.0}), set("b", {1.0, 2.0}),
                                         set("c", {1.0, 2.0})};
    const auto groups = findDuplicateResultSets(sets, {1, 2});
    QCOMPARE(int(groups.size()), 1);
    QCOMPARE(groups[0].kept, std::size_t(1));
    QCOMPARE(groups[0].copies, (std::vector<std::size_t>{2}));
}

// A large import of distinct sets has no copies, and a copy among them is still found.
void TestDuplicateResultSets::manyDistinctSets() {
    std::vector<ResultSet> sets;
    for (int i = 0; i < 20000; ++i)
        sets.push_back(set("s", {1.0 + i / 1024.0, 2.0 + i / 4096.0}, 1 + i % 7));
    QVERIFY(findDuplicateResultSets(sets).empty());
    sets.push_back(sets[12345]);
    const auto groups = findDuplicateResultSets(sets);
    QCOMPARE(int(groups.size()), 1);
    QCOMPARE(groups[0].kept, std::size_t(12345));
    QCOMPARE(groups[0].copies, (std::vector<std::size_t>{20000}));
}

QTEST_APPLESS_MAIN(TestDuplicateResultSets)
#include "tst_duplicateresultsets.moc"
