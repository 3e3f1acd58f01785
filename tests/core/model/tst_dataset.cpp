// Dataset::merge (re-import replaces by key and says so) and the path rewriting used before a
// dataset is stored.
#include "core/model/dataset.h"

#include <QTest>

using namespace mlpe;

class TestDataset : public QObject {
    Q_OBJECT
private slots:
    void mergeAppendsNewSets();
    void mergeReplacesSameKey();
    void relativePaths();

private:
    static ResultSet set(const char* round, const char* system, const char* benchmark,
                         double minutes);
};

ResultSet TestDataset::set(const char* round, const char* system, const char* benchmark,
                           double minutes) {
    ResultSet s;
    s.round = QString::fromLatin1(round);
    s.submitter = QStringLiteral("NVIDIA");
    s.system = QString::fromLatin1(system);
    s.benchmark = QString::fromLatin1(benchmark);
    s.status = ScoreStatus::Ok;
    s.scoreMinutes = minutes;
    return s;
}

void TestDataset::mergeAppendsNewSets() {
    Dataset a;
    a.resultSets = {set("4.1", "dgx", "bert", 1.0)};
    a.sources = {QStringLiteral("/d/training_results_v4.1")};
    Dataset b;
    b.resultSets = {set("5.0", "dgx", "bert", 2.0), set("5.0", "dgx", "rgat", 3.0)};
    b.sources = {QStringLiteral("/d/training_results_v5.0")};
    b.problems.push_back(
        {QStringLiteral("x.json"), 2, QStringLiteral("bad"), ProblemSeverity::Error});
    a.merge(b);
    QCOMPARE(int(a.resultSets.size()), 3);
    QCOMPARE(a.resultSets[2].key(), QStringLiteral("5.0/NVIDIA/dgx/rgat"));
    QCOMPARE(a.sources.size(), 2);
    QCOMPARE(int(a.problems.size()), 1);
    QCOMPARE(a.problems[0].line, 2);
}

void TestDataset::mergeReplacesSameKey() {
    Dataset a;
    a.resultSets = {set("4.1", "dgx", "bert", 1.0), set("4.1", "dgx", "gpt3", 5.0)};
    a.sources = {QStringLiteral("/d/training_results_v4.1")};
    Dataset b;
    b.resultSets = {set("4.1", "dgx", "bert", 1.5)};
    b.sources = a.sources;
    a.merge(b);
    QCOMPARE(int(a.resultSets.size()), 2);
    QCOMPARE(a.resultSets[0].key(), QStringLiteral("4.1/NVIDIA/dgx/bert")); // keeps its place
    QCOMPARE(*a.resultSets[0].scoreMinutes, 1.5);                           // later import wins
    QCOMPARE(a.sources.size(), 1);                                          // no duplicate source
    QCOMPARE(int(a.problems.size()), 1);
    QCOMPARE(a.problems[0].file, QStringLiteral("4.1/NVIDIA/dgx/bert"));
    QCOMPARE(a.problems[0].severity, ProblemSeverity::Info);
}

void TestDataset::relativePaths() {
    Dataset d;
    d.sources = {QStringLiteral("/data/mlp/training_results_v4.1"),
                 QStringLiteral("/other/training_results_v5.0")};
    d.problems.push_back({QStringLiteral("/data/mlp/training_results_v4.1/A/systems/s.json"), 3,
                          QStringLiteral("m"), ProblemSeverity::Error});
    d.problems.push_back({QStringLiteral("/other/training_results_v5.0/B/results/x/bert/r.txt"), 0,
                          QStringLiteral("m"), ProblemSeverity::Warning});
    d.problems.push_back(
        {QStringLiteral("/elsewhere/f.txt"), 0, QStringLiteral("m"), ProblemSeverity::Info});
    d.problems.push_back({QStringLiteral("/data/mlpx/f.txt"), 0, QStringLiteral("m"),
                          ProblemSeverity::Info}); // shares a prefix, not the folder
    d.makePathsRelativeToSourceParents();
    QCOMPARE(d.sources, QStringList({"training_results_v4.1", "training_results_v5.0"}));
    QCOMPARE(d.problems[0].file, QStringLiteral("training_results_v4.1/A/systems/s.json"));
    QCOMPARE(d.problems[1].file, QStringLiteral("training_results_v5.0/B/results/x/bert/r.txt"));
    QCOMPARE(d.problems[2].file, QStringLiteral("/elsewhere/f.txt"));
    QCOMPARE(d.problems[3].file, QStringLiteral("/data/mlpx/f.txt"));
}

QTEST_GUILESS_MAIN(TestDataset)
#include "tst_dataset.moc"
