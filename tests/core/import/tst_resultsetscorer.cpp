// ResultSetScorer: one result folder -> runs, status, score, energy, problems.
// Fixtures: tests/data/runs/sets/<case>/<benchmark>/ (tests/data/runs/make_fixtures.py). The
// complete bert set has run times (ms) 300000 310000 290000 320000 305000 295000 315000
// 285000 325000 300000 for result_1 .. result_10.
#include "core/import/resultsetscorer.h"
#include "core/io/folderentries.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sys/stat.h>

using namespace mlpe;

class TestResultSetScorer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void score_data();
    void score();
    void naturalRunOrder();
    void invalidRunProblemNamesFileAndLine();
    void noSystemDescription();
    void openDivisionUsesOpenRules();
    void powerZeroWindowIsReported();
    void powerValuesThatAreNoMeasurements();
    void scalingJsonThatIsNoFile_data();
    void scalingJsonThatIsNoFile();
    void resultFilesThatAreNoFiles();
    void resultFileNameNotUtf8();
    void scorerIsReusable();
    void powerLogsThatDoNotFitTheSystem_data();
    void powerLogsThatDoNotFitTheSystem();
    void incompleteWhenLogsListedMissing();
    void fewerRunsThanRequiredAreNoted();
    void roundsWithoutRules_data();
    void roundsWithoutRules();
    void summarizerSkipIsANote();
    void scalingJsonThroughALinkOrAnUnreadableFolder();

private:
    ResultSet scoreSet(const QString& relative, std::vector<ImportProblem>& problems,
                       bool hasDescription = true, const QString& division = "closed",
                       const ScoreContext& context = {}, const QString& round = "4.1");
    QString m_sets;
};

namespace {
const double kNone = std::nan("");

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-12 * std::abs(b);
}

QString problemsText(const std::vector<ImportProblem>& problems) {
    QStringList lines;
    for (const auto& p : problems)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}
// A v4.1 BERT set with a system description, scored from `folder` (a copy the test built).
ResultSet scoreBertFolder(const QString& folder, std::vector<ImportProblem>& problems) {
    ResultSet set;
    set.round = QStringLiteral("4.1");
    set.benchmark = QStringLiteral("bert");
    set.hasSystemDescription = true;
    ResultSetScorer().score(folder, set, problems);
    return set;
}
} // namespace

void TestResultSetScorer::initTestCase() {
    m_sets = qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/runs/sets/");
    QVERIFY2(QDir(m_sets + QStringLiteral("complete/bert")).exists(),
             "MLPE_FIXTURES_DIR must point at tests/data");
}

ResultSet TestResultSetScorer::scoreSet(const QString& relative,
                                        std::vector<ImportProblem>& problems, bool hasDescription,
                                        const QString& division, const ScoreContext& context,
                                        const QString& round) {
    ResultSet set;
    set.round = round;
    set.submitter = QStringLiteral("Fixture");
    set.system = relative.section(QLatin1Char('/'), 0, 0);
    set.benchmark = relative.section(QLatin1Char('/'), 1, 1);
    set.hasSystemDescription = hasDescription;
    set.systemDescription.division = division;
    ResultSetScorer scorer;
    scorer.score(m_sets + relative, set, problems, context);
    return set;
}

void TestResultSetScorer::score_data() {
    QTest::addColumn<QString>("folder");
    QTest::addColumn<ScoreStatus>("status");
    QTest::addColumn<QString>("statusText");
    QTest::addColumn<int>("found");
    QTest::addColumn<int>("valid");
    QTest::addColumn<int>("required");
    QTest::addColumn<double>("score");       // NaN = none
    QTest::addColumn<double>("provisional"); // NaN = none
    QTest::addColumn<double>("scaling");
    QTest::addColumn<double>("energy"); // NaN = none

    // F = 0: drop 285000 and 325000; (290+295+300+300+305+310+315+320)k / 8 = 304375 ms
    // = 5.072916666666667 min (Python: mean of x / 60 / 1000 over the middle eight).
    QTest::newRow("complete, F=0") << "complete/bert" << ScoreStatus::Ok << "ok" << 10 << 10 << 10
                                   << 5.072916666666667 << kNone << 1.0 << kNone;
    // scaling.json 1.0188034188034187 (the b200 value): 5.072916666666667 * factor
    // = 5.168304843304843 (Python).
    QTest::newRow("scaled") << "scaled/bert" << ScoreStatus::Ok << "ok" << 10 << 10 << 10
                            << 5.168304843304843 << kNone << 1.0188034188034187 << kNone;
    // F = 1 (the 285000 ms run aborted): drop the fastest valid (290000), none of the slowest:
    // (295+300+300+305+310+315+320+325)k / 8 = 308750 ms = 5.145833333333333 min.
    QTest::newRow("one invalid, F=1") << "one_invalid/bert" << ScoreStatus::Ok << "ok" << 10 << 9
                                      << 10 << 5.145833333333333 << kNone << 1.0 << kNone;
    QTest::newRow("two invalid, F=2")
        << "two_invalid/bert" << ScoreStatus::TooManyInvalid << "no score: 2 invalid runs" << 10
        << 8 << 10 << kNone << kNone << 1.0 << kNone;
    // Runs 3 and 6 (290000 and 295000 ms) have run_start 0 ms: once 3,531,225-minute runs and
    // status ok, now two implausible runs, so F = 2 > D = 1 and no score.
    QTest::newRow("two runs starting at 0 ms")
        << "zero_start/bert" << ScoreStatus::TooManyInvalid << "no score: 2 invalid runs" << 10 << 8
        << 10 << kNone << kNone << 1.0 << kNone;
    // 7 of 10 files, none listed as missing: scored over the seven as the official summarizer
    // does (it does not count them): drop 290000 and 320000, (295+300+305+310+315)k / 5
    // = 305000 ms = 5.083333333333334 min. (Listed as missing: incompleteWhenLogsListedMissing.)
    QTest::newRow("7 of 10, none listed missing")
        << "incomplete/bert" << ScoreStatus::Ok << "ok" << 7 << 7 << 10 << 5.083333333333334
        << kNone << 1.0 << kNone;
    // v4.1 Clemson llama2_70b_lora shape: only scaling.json (factor from that set).
    QTest::newRow("only scaling.json")
        << "only_scaling/bert" << ScoreStatus::NoRuns << "incomplete: 0 of 10 runs" << 0 << 0 << 10
        << kNone << kNone << 1.0511463844797178 << kNone;
    QTest::newRow("empty folder") << "empty/bert" << ScoreStatus::NoRuns
                                  << "incomplete: 0 of 10 runs" << 0 << 0 << 10 << kNone << kNone
                                  << 1.0 << kNone;
    // Unusable scaling.json: an unscaled 5.072916666666667 would be silently wrong, so the set
    // gets no score at all (runs still parsed), factor stays the 1.0 default.
    QTest::newRow("broken scaling.json")
        << "broken_scaling/bert" << ScoreStatus::BadScalingFile
        << "no score: unreadable scaling.json" << 10 << 10 << 10 << kNone << kNone << 1.0 << kNone;
    // Factor 0.5 (< 1, never published) and "inf": likewise no score.
    QTest::newRow("scaling below 1")
        << "scaling_below_one/bert" << ScoreStatus::BadScalingFile
        << "no score: invalid scaling.json" << 10 << 10 << 10 << kNone << kNone << 1.0 << kNone;
    QTest::newRow("scaling not finite")
        << "scaling_not_finite/bert" << ScoreStatus::BadScalingFile
        << "no score: invalid scaling.json" << 10 << 10 << 10 << kNone << kNone << 1.0 << kNone;
    // 7 of 10 runs + broken scaling.json: no provisional score either (it would be unscaled).
    QTest::newRow("broken scaling.json, incomplete")
        << "broken_scaling_incomplete/bert" << ScoreStatus::BadScalingFile
        << "no score: unreadable scaling.json" << 7 << 7 << 10 << kNone << kNone << 1.0 << kNone;
    // A benchmark the round's ruleset does not have: no target, no run count, no score (its
    // three runs are read, valid on run_stop success, so that their problems would show).
    QTest::newRow("unknown benchmark")
        << "unknown/newbench" << ScoreStatus::Unscorable
        << "no score: benchmark \"newbench\" is not part of ruleset training_4.1.0" << 3 << 3 << 0
        << kNone << kNone << 1.0 << kNone;
    // Power: per run 1.252 J per ms of time-to-train (see tst_powerlogparser); averaged over
    // the same eight runs as the time: 1.252 * 304375 = 381077.5 J.
    QTest::newRow("power") << "power/bert" << ScoreStatus::Ok << "ok" << 10 << 10 << 10
                           << 5.072916666666667 << kNone << 1.0 << 381077.5;
    // Hostile input: factor 1e308 passes ">= 1" but made the score inf with status ok.
    QTest::newRow("scaling 1e308")
        << "scaling_huge/bert" << ScoreStatus::BadScalingFile << "no score: invalid scaling.json"
        << 10 << 10 << 10 << kNone << kNone << 1.0 << kNone;
    // Hostile input: readings 1e308, Infinity, "inf", -1e308, -1.2e28 (runs 1-5) gave energies of
    // inf / -inf / -1.41e27 J with status ok. Now those runs have no energy, nor has the set.
    QTest::newRow("power readings that are no measurements")
        << "power_not_measurements/bert" << ScoreStatus::Ok << "ok" << 10 << 10 << 10
        << 5.072916666666667 << kNone << 1.0 << kNone;
}

void TestResultSetScorer::score() {
    QFETCH(QString, folder);
    QFETCH(ScoreStatus, status);
    QFETCH(QString, statusText);
    QFETCH(int, found);
    QFETCH(int, valid);
    QFETCH(int, required);
    QFETCH(double, score);
    QFETCH(double, provisional);
    QFETCH(double, scaling);
    QFETCH(double, energy);

    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(folder, problems);
    QCOMPARE(set.statusText, statusText);
    QVERIFY(set.status == status);
    QCOMPARE(set.runsFound(), found);
    QCOMPARE(set.runsValid(), valid);
    QCOMPARE(set.runsRequired, required);
    QCOMPARE(set.scalingFactor, scaling);
    QCOMPARE(set.scoreMinutes.has_value(), !std::isnan(score));
    QCOMPARE(set.scoreMinutes.has_value(), status == ScoreStatus::Ok);
    if (set.scoreMinutes)
        QVERIFY2(close(*set.scoreMinutes, score),
                 qPrintable(QString::number(*set.scoreMinutes, 'g', 17)));
    QCOMPARE(set.provisionalMinutes.has_value(), !std::isnan(provisional));
    if (set.provisionalMinutes)
        QVERIFY2(close(*set.provisionalMinutes, provisional),
                 qPrintable(QString::number(*set.provisionalMinutes, 'g', 17)));
    QCOMPARE(set.energyJoules.has_value(), !std::isnan(energy));
    if (set.energyJoules)
        QVERIFY2(std::abs(*set.energyJoules - energy) <= 1e-9 * energy,
                 qPrintable(QString::number(*set.energyJoules, 'g', 17)));
    // Every set that is not a clean "ok" explains itself in the problems.
    const bool clean = status == ScoreStatus::Ok && found == valid && found == required &&
                       folder != "power_not_measurements/bert";
    QCOMPARE(problems.empty(), clean);
    // An unusable scaling.json is an Error naming that file.
    if (status == ScoreStatus::BadScalingFile) {
        const auto bad = std::find_if(problems.begin(), problems.end(), [](const ImportProblem& p) {
            return p.severity == ProblemSeverity::Error && p.file.endsWith("/scaling.json");
        });
        QVERIFY2(bad != problems.end(), qPrintable(problemsText(problems)));
        QVERIFY2(bad->message.contains(QLatin1String("no score")), qPrintable(bad->message));
    }
    for (const auto& p : problems)
        QVERIFY2(QDir::isAbsolutePath(p.file), qPrintable(p.toString()));
}

void TestResultSetScorer::naturalRunOrder() {
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(QStringLiteral("complete/bert"), problems);
    QStringList names;
    for (const auto& r : set.runs)
        names << r.fileName;
    QCOMPARE(names.first(), QStringLiteral("result_1.txt"));
    QCOMPARE(names.at(1), QStringLiteral("result_2.txt"));
    QCOMPARE(names.last(), QStringLiteral("result_10.txt"));
    // result_1 ran 300000 ms = 5 min, result_8 285000 ms = 4.75 min.
    QCOMPARE(set.runs.at(0).minutes, 5.0);
    QCOMPARE(set.runs.at(7).minutes, 4.75);
}

void TestResultSetScorer::invalidRunProblemNamesFileAndLine() {
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(QStringLiteral("one_invalid/bert"), problems);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].file, QDir(m_sets + "one_invalid/bert").absoluteFilePath("result_8.txt"));
    QVERIFY(problems[0].message.contains(QLatin1String("target not reached")));
    QCOMPARE(set.runs.at(7).validity, RunValidity::TargetNotReached);
}

void TestResultSetScorer::noSystemDescription() {
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(QStringLiteral("complete/bert"), problems, false);
    QVERIFY(set.status == ScoreStatus::NoSystemDescription);
    QCOMPARE(set.statusText, QStringLiteral("no system description"));
    QCOMPARE(set.runsFound(), 10); // runs still parsed so the user sees them
    QCOMPARE(set.runsValid(), 10);
    QVERIFY(!set.scoreMinutes);
}

void TestResultSetScorer::openDivisionUsesOpenRules() {
    // two_invalid has two aborted runs (best eval 0.7192 < 0.720): valid under the open
    // target (< 1.0), so the set scores. Times: the aborted runs ran 300000 ms each, so the
    // ten are 300 310 290 320 305 295 315 300 300 300 (k ms); drop 290 and 320 ->
    // (295+300*4+305+310+315)k / 8 = 303125 ms = 5.052083333333333 min.
    std::vector<ImportProblem> problems;
    const ResultSet set =
        scoreSet(QStringLiteral("two_invalid/bert"), problems, true, QStringLiteral("open"));
    QCOMPARE(set.statusText, QStringLiteral("ok"));
    QVERIFY(set.scoreMinutes);
    QVERIFY2(close(*set.scoreMinutes, 5.052083333333333),
             qPrintable(QString::number(*set.scoreMinutes, 'g', 17)));
}

void TestResultSetScorer::powerZeroWindowIsReported() {
    // result_3 (290000 ms, a kept run) has a node log whose start and stop share a timestamp.
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(QStringLiteral("power_zero_window/bert"), problems);
    QCOMPARE(set.statusText, QStringLiteral("ok"));
    QVERIFY(!set.energyJoules);
    QVERIFY(!set.runs.at(2).energyJoules);
    QVERIFY(set.runs.at(0).energyJoules);
    const QString text = problemsText(problems);
    QVERIFY2(text.contains(QLatin1String("result_3/node_0.txt")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("no length")), qPrintable(text));
}

void TestResultSetScorer::powerValuesThatAreNoMeasurements() {
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(QStringLiteral("power_not_measurements/bert"), problems);
    for (int run = 0; run < 5; ++run)
        QVERIFY(!set.runs.at(run).energyJoules);
    QVERIFY(set.runs.at(5).energyJoules);
    const QString text = problemsText(problems);
    // Each names the node log and the line of the value (line 4: the second reading).
    QVERIFY2(text.contains(QLatin1String("result_1/node_0.txt:4: power log unusable: "
                                         "power_reading value 1e+308 cannot be a measurement")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("result_2/node_0.txt:4:")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("no energy to train")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("inf J")), qPrintable(text));
}

// A copy of the complete bert set in a temporary folder, to add what git cannot hold.
static bool copyCompleteSet(const QString& from, const QString& to) {
    if (!QDir().mkpath(to))
        return false;
    for (const QString& name : QDir(from).entryList(QDir::Files))
        if (!QFile::copy(from + QLatin1Char('/') + name, to + QLatin1Char('/') + name))
            return false;
    return true;
}

void TestResultSetScorer::scalingJsonThatIsNoFile_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("folder") << "folder";
    QTest::newRow("dangling link") << "dangling";
    QTest::newRow("link loop") << "loop";
    QTest::newRow("link to /dev/zero") << "zero";
}

void TestResultSetScorer::scalingJsonThatIsNoFile() {
    // These were once scored unscaled as "ok" (9.836 instead of 10.188) with no message.
    QFETCH(QString, kind);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("bert"));
    QVERIFY(copyCompleteSet(m_sets + QStringLiteral("complete/bert"), folder));
    const QString scaling = folder + QStringLiteral("/scaling.json");
    if (kind == QLatin1String("folder"))
        QVERIFY(QDir().mkpath(scaling));
    else if (kind == QLatin1String("dangling"))
        QVERIFY(QFile::link(folder + QStringLiteral("/nowhere.json"), scaling));
    else if (kind == QLatin1String("loop"))
        QVERIFY(QFile::link(scaling, scaling));
    else
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), scaling));
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreBertFolder(folder, problems);
    QCOMPARE(set.statusText, QStringLiteral("no score: unreadable scaling.json"));
    QVERIFY(!set.scoreMinutes);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].file, scaling);
    QCOMPARE(problems[0].severity, ProblemSeverity::Error);
}

void TestResultSetScorer::resultFilesThatAreNoFiles() {
    // Hostile input: result_1.txt -> /dev/zero read until std::bad_alloc; a FIFO blocked forever.
    // Both become unreadable runs with a problem each; the set has 2 invalid runs: no score.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("bert"));
    QVERIFY(copyCompleteSet(m_sets + QStringLiteral("complete/bert"), folder));
    QVERIFY(QFile::remove(folder + QStringLiteral("/result_1.txt")));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), folder + QStringLiteral("/result_1.txt")));
    QVERIFY(QFile::remove(folder + QStringLiteral("/result_2.txt")));
    QCOMPARE(
        ::mkfifo(QFile::encodeName(folder + QStringLiteral("/result_2.txt")).constData(), 0600), 0);
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreBertFolder(folder, problems);
    QCOMPARE(set.runsFound(), 10);
    QCOMPARE(set.runsValid(), 8);
    QCOMPARE(set.runs.at(0).validity, RunValidity::Unreadable);
    QCOMPARE(set.runs.at(1).validity, RunValidity::Unreadable);
    QCOMPARE(set.statusText, QStringLiteral("no score: 2 invalid runs"));
    const QString text = problemsText(problems);
    QVERIFY2(text.contains(QLatin1String("result_1.txt: invalid run (unreadable): cannot read the "
                                         "file: not a regular file (a character device)")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("result_2.txt: invalid run (unreadable): cannot read the "
                                         "file: not a regular file (a FIFO)")),
             qPrintable(text));
}

void TestResultSetScorer::resultFileNameNotUtf8() {
    // A result file whose name is not UTF-8 vanished, leaving the set "incomplete"
    // without naming it. Now it is a run that cannot be read, named in a problem.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("bert"));
    QVERIFY(copyCompleteSet(m_sets + QStringLiteral("complete/bert"), folder));
    const QByteArray from = QFile::encodeName(folder + QStringLiteral("/result_10.txt"));
    const QByteArray to = QFile::encodeName(folder) + "/result_1\xff"
                                                      "0.txt";
    QCOMPARE(::rename(from.constData(), to.constData()), 0);
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreBertFolder(folder, problems);
    QCOMPARE(set.runsFound(), 10);
    QCOMPARE(set.runsValid(), 9);
    const QString text = problemsText(problems);
    QVERIFY2(text.contains(QStringLiteral("result_1\\xff0.txt: invalid run (unreadable): file "
                                          "name is not valid UTF-8")),
             qPrintable(text));
    QCOMPARE(::rename(to.constData(), from.constData()), 0); // so that QTemporaryDir can clean up
}

void TestResultSetScorer::scorerIsReusable() {
    // One scorer per thread scores many folders: results must not leak between sets.
    ResultSetScorer scorer;
    std::vector<ImportProblem> problems;
    ResultSet a;
    a.round = QStringLiteral("4.1");
    a.benchmark = QStringLiteral("bert");
    a.hasSystemDescription = true;
    scorer.score(m_sets + "two_invalid/bert", a, problems);
    ResultSet b = a;
    scorer.score(m_sets + "complete/bert", b, problems);
    QCOMPARE(b.statusText, QStringLiteral("ok"));
    QCOMPARE(b.runsValid(), 10);
    QVERIFY(close(*b.scoreMinutes, 5.072916666666667));
    QVERIFY(scorer.recordsParsed() > 0);
}

// The power fixture (tests/data/runs/sets/power/bert: ten runs, node_0.txt, node_1.txt and
// sw_0.txt each) under a system of `nodes` nodes, after one change: energy only from exactly one
// readable node log per node, and every change that takes it away is a problem naming its path.
void TestResultSetScorer::powerLogsThatDoNotFitTheSystem_data() {
    QTest::addColumn<QString>("change");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("path"); // relative to the set folder; empty = no problem
    QTest::addColumn<QString>("message");
    // Two nodes, two node logs per run: 381077.5 J as in score_data's "power" row.
    QTest::newRow("two logs for two nodes") << "none" << 2 << ""
                                            << "";
    QTest::newRow("partial: two logs for three nodes")
        << "none" << 3 << "power/result_1"
        << "2 node_*.txt logs for a system of 3 node(s) (partial): no energy for this run";
    QTest::newRow("surplus: a third log for two nodes")
        << "surplus" << 2 << "power/result_4"
        << "3 node_*.txt logs for a system of 2 node(s) (surplus): no energy for this run";
    QTest::newRow("node log a folder")
        << "folder" << 2 << "power/result_4/node_1.txt"
        << "power log is a folder, not a file: no energy for this run";
    QTest::newRow("power/ a file") << "file" << 2 << "power"
                                   << "power logs expected in a folder, but this is not one";
    // power/ is taken as the set folder's listing says, links followed, as QFileInfo took it.
    QTest::newRow("power/ a link to a folder") << "link" << 2 << ""
                                               << "";
    QTest::newRow("power/ a dangling link")
        << "dangling" << 2 << "power"
        << "power logs expected in a folder, but this is not one";
    QTest::newRow("unreadable run power folder (test seam)")
        << "deny" << 2 << "power/result_4"
        << "cannot read this power folder (Permission denied): no energy";
}

void TestResultSetScorer::powerLogsThatDoNotFitTheSystem() {
    QFETCH(QString, change);
    QFETCH(int, nodes);
    QFETCH(QString, path);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("bert"));
    const QString from = m_sets + QStringLiteral("power/bert");
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = folder + QLatin1Char('/') + QDir(from).relativeFilePath(file);
        QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
        QVERIFY(QFile::copy(file, target));
    }
    const QString run = folder + QStringLiteral("/power/result_4");
    if (change == QLatin1String("surplus")) {
        QVERIFY(
            QFile::copy(run + QStringLiteral("/node_1.txt"), run + QStringLiteral("/node_2.txt")));
    } else if (change == QLatin1String("folder")) {
        QVERIFY(QFile::remove(run + QStringLiteral("/node_1.txt")));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/node_1.txt")));
    } else if (change == QLatin1String("file")) {
        QVERIFY(QDir(folder + QStringLiteral("/power")).removeRecursively());
        QFile file(folder + QStringLiteral("/power"));
        QVERIFY(file.open(QIODevice::WriteOnly));
    } else if (change == QLatin1String("deny")) {
        FolderEntries::setDeniedForTesting([run](const QString& p) { return p == run; });
    } else if (change == QLatin1String("link") || change == QLatin1String("dangling")) {
        const QString elsewhere = tmp.filePath(QStringLiteral("power_elsewhere"));
        QVERIFY(QDir().rename(folder + QStringLiteral("/power"), elsewhere));
        if (change == QLatin1String("dangling"))
            QVERIFY(QDir(elsewhere).removeRecursively());
        QVERIFY(QFile::link(elsewhere, folder + QStringLiteral("/power")));
    }
    ResultSet set;
    set.round = QStringLiteral("4.1");
    set.benchmark = QStringLiteral("bert");
    set.hasSystemDescription = true;
    set.systemDescription.nodes = nodes;
    std::vector<ImportProblem> problems;
    ResultSetScorer().score(folder, set, problems);
    FolderEntries::setDeniedForTesting(nullptr);
    QCOMPARE(set.statusText, QStringLiteral("ok")); // the time is unaffected
    const QString text = problemsText(problems);
    if (path.isEmpty()) {
        QVERIFY2(problems.empty(), qPrintable(text));
        QVERIFY(set.energyJoules && std::abs(*set.energyJoules - 381077.5) <= 1e-9 * 381077.5);
        return;
    }
    QVERIFY2(!set.energyJoules, qPrintable(QString::number(set.energyJoules.value_or(0))));
    const QString expected = QDir(folder).absoluteFilePath(path) + QStringLiteral(": ") + message;
    QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n---\n") + text));
}

void TestResultSetScorer::incompleteWhenLogsListedMissing() {
    // MISSING_FILES.txt lists logs of the set that this copy lacks: the seven files present are
    // not what was published, so no score; the olympic mean of the seven is kept apart as the
    // provisional figure, 305000 ms = 5.083333333333334 min (see the "7 of 10" row).
    ScoreContext context;
    context.logsListedMissing = true;
    std::vector<ImportProblem> problems;
    const ResultSet set =
        scoreSet(QStringLiteral("incomplete/bert"), problems, true, "closed", context);
    QVERIFY(set.status == ScoreStatus::Incomplete);
    QCOMPARE(set.statusText, QStringLiteral("incomplete: 7 of 10 runs"));
    QVERIFY(!set.scoreMinutes);
    QVERIFY(set.provisionalMinutes);
    QVERIFY(close(*set.provisionalMinutes, 5.083333333333334));
}

void TestResultSetScorer::fewerRunsThanRequiredAreNoted() {
    // Scored like the official summarizer, but never silently: a note names the shortfall.
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(QStringLiteral("incomplete/bert"), problems);
    QVERIFY(set.status == ScoreStatus::Ok);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].severity, ProblemSeverity::Info);
    QVERIFY2(problems[0].message.contains(QLatin1String("only 7 of 10 required result files")),
             qPrintable(problems[0].message));
    QVERIFY(problems[0].message.contains(QLatin1String("official summarizer")));
    QCOMPARE(problems[0].file, QDir(m_sets + "incomplete/bert").absolutePath());
}

void TestResultSetScorer::roundsWithoutRules_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("statusText");
    // A round no rules are known for (v0.5's layout, a future v6.0) and a benchmark the round's
    // ruleset does not have (ResNet-50 left after v4.0; BERT joined in v0.7): never scored on
    // run_stop's word, always said why.
    QTest::newRow("round 6.0") << "6.0"
                               << "complete/bert"
                               << "no score: no rules for round 6.0 (rounds with rules: 0.6, 0.7, "
                                  "1.0, 1.1, 2.0, 2.1, 3.0, 3.1, 4.0, 4.1, 5.0, 5.1)";
    QTest::newRow("no round") << ""
                              << "complete/bert"
                              << "no score: no rules for round  (rounds with rules: 0.6, 0.7, "
                                 "1.0, 1.1, 2.0, 2.1, 3.0, 3.1, 4.0, 4.1, 5.0, 5.1)";
    QTest::newRow("bert in v0.6") << "0.6"
                                  << "complete/bert"
                                  << "no score: benchmark \"bert\" is not part of ruleset "
                                     "training_0.6.0";
}

void TestResultSetScorer::roundsWithoutRules() {
    QFETCH(QString, round);
    QFETCH(QString, folder);
    QFETCH(QString, statusText);
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreSet(folder, problems, true, "closed", {}, round);
    QVERIFY(set.status == ScoreStatus::Unscorable);
    QCOMPARE(set.statusText, statusText);
    QVERIFY(!set.scoreMinutes);
    QVERIFY(!set.provisionalMinutes);
    QCOMPARE(set.runsFound(), 10); // still read, so that their problems would show
    const auto error = std::find_if(problems.begin(), problems.end(), [&](const ImportProblem& p) {
        return p.severity == ProblemSeverity::Error && p.message == statusText;
    });
    QVERIFY2(error != problems.end(), qPrintable(problemsText(problems)));
}

void TestResultSetScorer::summarizerSkipIsANote() {
    ScoreContext context;
    context.summarizerSkip = QStringLiteral("the v1.0 (training_1.0.0) result summarizer skips "
                                            "this system: its description lacks \"division\"");
    std::vector<ImportProblem> problems;
    const ResultSet set =
        scoreSet(QStringLiteral("complete/bert"), problems, true, "closed", context, "1.0");
    QVERIFY(set.status == ScoreStatus::Unscorable);
    QCOMPARE(set.statusText, QStringLiteral("no score: ") + context.summarizerSkip);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].severity, ProblemSeverity::Info);
    QCOMPARE(problems[0].message, QStringLiteral("no score: ") + context.summarizerSkip);
}

// scaling.json as a link to a file counts (the set is scaled); in a folder that cannot be listed
// it is still found and applied, and the folder is said to be unreadable.
void TestResultSetScorer::scalingJsonThroughALinkOrAnUnreadableFolder() {
    const double factor = 1.0188034188034187; // the fixture "scaled"
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString folder = tmp.filePath(QStringLiteral("bert"));
    QVERIFY(copyCompleteSet(m_sets + QStringLiteral("complete/bert"), folder));
    QVERIFY(QFile::copy(m_sets + QStringLiteral("scaled/bert/scaling.json"),
                        tmp.filePath(QStringLiteral("factor.json"))));
    QVERIFY(QFile::link(tmp.filePath(QStringLiteral("factor.json")),
                        folder + QStringLiteral("/scaling.json")));
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreBertFolder(folder, problems);
    QVERIFY2(problems.empty(), qPrintable(problemsText(problems)));
    QVERIFY(set.hasScalingFile);
    QCOMPARE(set.scalingFactor, factor);
    QCOMPARE(set.scoreMinutes.value_or(0), 5.072916666666667 * factor);

    FolderEntries::setDeniedForTesting([folder](const QString& p) { return p == folder; });
    ResultSet denied = set;
    problems.clear();
    ResultSetScorer().score(folder, denied, problems);
    FolderEntries::setDeniedForTesting(nullptr);
    QVERIFY(denied.hasScalingFile);
    QCOMPARE(denied.scalingFactor, factor);
    QCOMPARE(denied.status, ScoreStatus::NoRuns);
    QCOMPARE(problemsText(problems).trimmed(),
             folder + QStringLiteral(": cannot read this result folder (Permission denied): its "
                                     "runs are not imported"));
}

QTEST_APPLESS_MAIN(TestResultSetScorer)
#include "tst_resultsetscorer.moc"
