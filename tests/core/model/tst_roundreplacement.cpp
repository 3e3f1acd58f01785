// mergeReplacingRounds: re-importing a round replaces its sets and its problems (no "loaded
// twice" flood, no stale warnings), keeps other rounds, and adds one note saying so.
#include "core/model/roundreplacement.h"

#include <QTest>

using namespace mlpe;

class TestRoundReplacement : public QObject {
    Q_OBJECT
private slots:
    void roundOfProblemFile_data();
    void roundOfProblemFile();
    void reimportReplacesSetsAndProblems();
    void newRoundIsAdded();
};

namespace {
ResultSet set(const QString& round, const QString& system) {
    ResultSet s;
    s.round = round;
    s.submitter = "NVIDIA";
    s.system = system;
    s.benchmark = "bert";
    return s;
}
} // namespace

void TestRoundReplacement::roundOfProblemFile_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("round");
    QTest::newRow("embedded") << "training_results_v4.1/NVIDIA/results/a/bert/result_0.txt"
                              << "4.1";
    QTest::newRow("absolute") << "/home/u/mirror-v1.0/training_results_v5.0/Dell/systems/x.json"
                              << "5.0";
    QTest::newRow("none") << "/tmp/some/other/folder"
                          << "";
}

void TestRoundReplacement::roundOfProblemFile() {
    QFETCH(QString, file);
    QFETCH(QString, round);
    QCOMPARE(mlpe::roundOfProblemFile(file), round);
}

void TestRoundReplacement::reimportReplacesSetsAndProblems() {
    Dataset current;
    for (int i = 0; i < 5; ++i)
        current.resultSets.push_back(set("4.1", QStringLiteral("sys%1").arg(i)));
    current.resultSets.push_back(set("5.0", "other"));
    current.problems.push_back(
        {"training_results_v4.1/NVIDIA/results/sys0/bert/result_0.txt", 3, "old warning"});
    current.problems.push_back({"training_results_v5.0/NVIDIA/systems/other.json", 0, "keep"});

    Dataset imported;
    imported.sources << "/data/training_results_v4.1";
    for (int i = 0; i < 4; ++i)
        imported.resultSets.push_back(set("4.1", QStringLiteral("sys%1").arg(i)));
    imported.problems.push_back(
        {"/data/training_results_v4.1/NVIDIA/results/sys1/bert/result_2.txt", 7, "new warning"});

    const RoundReplacement r = mergeReplacingRounds(current, imported);
    QCOMPARE(r.rounds, QStringList{"4.1"});
    QCOMPARE(r.removedSets, 5);
    QCOMPARE(r.removedProblems, 1);
    QCOMPARE(int(current.resultSets.size()), 5); // 4 new v4.1 + the v5.0 one
    QStringList messages;
    for (const ImportProblem& p : current.problems)
        messages << p.message;
    QVERIFY(!messages.contains("old warning"));
    QVERIFY(messages.contains("new warning"));
    QVERIFY(messages.contains("keep"));
    QCOMPARE(messages.filter("loaded twice").size(), 0);
    const QStringList notes = messages.filter("replaced");
    QCOMPARE(notes.size(), 1);
    QVERIFY(notes.front().contains("v4.1"));
    QCOMPARE(int(current.problems.size()), 3);
}

void TestRoundReplacement::newRoundIsAdded() {
    Dataset current;
    current.resultSets.push_back(set("4.1", "a"));
    Dataset imported;
    imported.resultSets.push_back(set("5.1", "b"));
    const RoundReplacement r = mergeReplacingRounds(current, imported);
    QVERIFY(r.rounds.isEmpty());
    QCOMPARE(int(current.resultSets.size()), 2);
    QVERIFY(current.problems.empty()); // nothing replaced, nothing to say
}

QTEST_MAIN(TestRoundReplacement)
#include "tst_roundreplacement.moc"
