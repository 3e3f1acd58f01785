// RoundImporter on the fixture round tests/data/rounds/training_results_v4.1 (trimmed real v4.1
// logs and system JSONs, plus deliberately broken pieces) and on unusable inputs.
//
// Fixture contents (see the folder):
//   Google/cloud-tpu-trillium-1024-maxtext/gpt3  3 runs + scaling.json (real, trimmed)
//   Google/tpu-float-counts/gpt3                 byte-identical copy; JSON counts 2.0 and 4
//   Google/tpu-no-json/gpt3                      no systems/tpu-no-json.json
//   Google/tpu-broken/gpt3                       systems/tpu-broken.json malformed (line 6)
//   Google/systems/unused-system.json            system without results (ignored)
//   Krai/7920T_2xA5000_hdd/bert                  1 of 10 runs (counts as strings)
//   Krai/7920T_2xA5000_hdd/ssd                   only scaling.json
//   NoSystemsOrg/results/...                     submitter without systems/ (an Error, not
//                                                imported)
#include "common/copytree.h"
#include "common/datasetdiff.h"
#include "core/import/roundimporter.h"
#include "core/io/folderentries.h"
#include "core/model/analysisinput.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <mutex>
#include <sys/stat.h>

using namespace mlpe;
using mlpe::testdata::copyTree;

class TestRoundImporter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void resultSetsAndOrder();
    void scoresTheCompleteSet();
    void systemDescriptions();
    void problemsNameTheirFiles();
    void incompleteAndEmptySets();
    void sameOutputWhateverTheThreadCount();
    void progressReachesTotal();
    void cancelBeforeStart();
    void cancelMidway();
    void unusableInput_data();
    void unusableInput();
    void roundFromFolderName_data();
    void roundFromFolderName();
    void renamedFolderNeedsARound();
    void folderNamesThatAreNotUtf8();
    void oneProblemIsOneLine();
    void parentFolderOfRounds();
    void sameRoundTwice();
    void missingFilesList();
    void roundGivenForANamedFolder();
    void missingFilesListOf100kLines();
    void olderRounds();

private:
    QString m_root;
    ImportResult m_result;
    const ResultSet* find(const QString& key) const;
};

void TestRoundImporter::initTestCase() {
    m_root =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/training_results_v4.1");
    QVERIFY2(QFileInfo(m_root).isDir(), qPrintable(m_root));
    m_result = RoundImporter::importRounds({m_root});
}

const ResultSet* TestRoundImporter::find(const QString& key) const {
    for (const auto& set : m_result.dataset.resultSets)
        if (set.key() == key)
            return &set;
    return nullptr;
}

void TestRoundImporter::resultSetsAndOrder() {
    QCOMPARE(m_result.status, ImportStatus::Ok);
    QStringList keys;
    for (const auto& set : m_result.dataset.resultSets)
        keys << set.key();
    // Sorted by (round, submitter, system, benchmark); NoSystemsOrg (no systems/) and
    // unused-system.json (no results) do not appear.
    QCOMPARE(keys, QStringList({
                       "4.1/Google/cloud-tpu-trillium-1024-maxtext/gpt3",
                       "4.1/Google/tpu-broken/gpt3",
                       "4.1/Google/tpu-float-counts/gpt3",
                       "4.1/Google/tpu-no-json/gpt3",
                       "4.1/Krai/7920T_2xA5000_hdd/bert",
                       "4.1/Krai/7920T_2xA5000_hdd/ssd",
                   }));
    QCOMPARE(m_result.resultSetsTotal, 6);
    QCOMPARE(m_result.dataset.sources, QStringList{QFileInfo(m_root).absoluteFilePath()});
}

void TestRoundImporter::scoresTheCompleteSet() {
    // Expected minutes: run_start/run_stop time_ms of the three real logs,
    // (stop - start) / 60 / 1000 = 49.76266666666666, 49.745050000000006, 50.05231666666666;
    // olympic mean of 3 drops fastest and slowest -> 49.76266666666666; x scaling.json
    // 1.0173913043478262 -> 50.62810434782609 (computed in Python with IEEE doubles).
    for (const char* system : {"cloud-tpu-trillium-1024-maxtext", "tpu-float-counts"}) {
        const ResultSet* set = find(QStringLiteral("4.1/Google/%1/gpt3").arg(system));
        QVERIFY(set);
        QCOMPARE(set->status, ScoreStatus::Ok);
        QCOMPARE(set->runsFound(), 3);
        QCOMPARE(set->runsValid(), 3);
        QVERIFY(set->scoreMinutes);
        QVERIFY(std::abs(*set->scoreMinutes - 50.62810434782609) <= 1e-12 * 50.6);
        QCOMPARE(set->scalingFactor, 1.0173913043478262);
    }
}

void TestRoundImporter::systemDescriptions() {
    const ResultSet* trillium = find("4.1/Google/cloud-tpu-trillium-1024-maxtext/gpt3");
    QVERIFY(trillium && trillium->hasSystemDescription);
    QCOMPARE(trillium->accelerators(), 1024); // "256" x "4"
    QCOMPARE(trillium->systemDescription.availability, Availability::Preview);
    const ResultSet* floats = find("4.1/Google/tpu-float-counts/gpt3");
    QVERIFY(floats && floats->hasSystemDescription);
    QCOMPARE(floats->accelerators(), 8); // 2.0 x 4
    QCOMPARE(floats->systemDescription.hostProcessor, QStringLiteral("AMD EPYC 9B14"));
    const ResultSet* krai = find("4.1/Krai/7920T_2xA5000_hdd/bert");
    QVERIFY(krai && krai->hasSystemDescription);
    QCOMPARE(krai->accelerators(), 2);
    QCOMPARE(krai->systemDescription.accelerator.family, QStringLiteral("RTX A5000"));
    for (const char* system : {"tpu-no-json", "tpu-broken"}) {
        const ResultSet* set = find(QStringLiteral("4.1/Google/%1/gpt3").arg(system));
        QVERIFY(set);
        QVERIFY(!set->hasSystemDescription);
        QCOMPARE(set->status, ScoreStatus::NoSystemDescription);
        QVERIFY(!set->scoreMinutes);
        QCOMPARE(set->systemDescription.systemKey, QString::fromLatin1(system));
    }
}

void TestRoundImporter::problemsNameTheirFiles() {
    bool noSystemsReported = false;
    bool missingReported = false;
    bool brokenReported = false;
    for (const auto& p : m_result.dataset.problems) {
        QVERIFY2(!p.message.isEmpty(), qPrintable(p.toString()));
        QVERIFY2(!p.file.isEmpty(), qPrintable(p.toString()));
        if (p.file.endsWith(QLatin1String("/Google/systems/tpu-no-json.json"))) {
            missingReported = true;
            QCOMPARE(p.severity, ProblemSeverity::Error);
        }
        if (p.file.endsWith(QLatin1String("/Google/systems/tpu-broken.json"))) {
            brokenReported = true;
            QCOMPARE(p.line, 6);
            QCOMPARE(p.severity, ProblemSeverity::Error);
        }
        // A folder with results/ but no systems/ is no submitter, and says so once.
        if (p.file.contains(QLatin1String("NoSystemsOrg"))) {
            QVERIFY2(!noSystemsReported, qPrintable(p.toString()));
            noSystemsReported = true;
            QCOMPARE(p.file, m_root + QStringLiteral("/NoSystemsOrg/systems"));
            QCOMPARE(p.severity, ProblemSeverity::Error);
            QVERIFY2(p.message.startsWith(QLatin1String("missing: a submitter folder needs both")),
                     qPrintable(p.message));
        }
    }
    QVERIFY(noSystemsReported);
    QVERIFY(missingReported);
    QVERIFY(brokenReported);
}

void TestRoundImporter::incompleteAndEmptySets() {
    const ResultSet* bert = find("4.1/Krai/7920T_2xA5000_hdd/bert");
    QVERIFY(bert);
    QCOMPARE(bert->status, ScoreStatus::Incomplete);
    QCOMPARE(bert->runsFound(), 1);
    QCOMPARE(bert->runsRequired, 10);
    QVERIFY(!bert->scoreMinutes);
    const ResultSet* ssd = find("4.1/Krai/7920T_2xA5000_hdd/ssd");
    QVERIFY(ssd);
    QCOMPARE(ssd->runsFound(), 0);
    QVERIFY(ssd->status != ScoreStatus::Ok);
    QVERIFY(!ssd->scoreMinutes);
    QCOMPARE(ssd->scalingFactor, 1.25); // fixture scaling.json
}

void TestRoundImporter::sameOutputWhateverTheThreadCount() {
    for (int threads : {1, 3, 8}) {
        ImportOptions options;
        options.threads = threads;
        const ImportResult other = RoundImporter::importRounds({m_root}, options);
        const QStringList differences =
            testing::datasetDifferences(m_result.dataset, other.dataset);
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }
}

void TestRoundImporter::progressReachesTotal() {
    std::mutex mutex;
    QList<QPair<int, int>> calls;
    ImportOptions options;
    options.threads = 2;
    options.progress = [&](int done, int total) {
        std::lock_guard lock(mutex);
        calls.append({done, total});
    };
    RoundImporter::importRounds({m_root}, options);
    QCOMPARE(calls.size(), 6);
    int maxDone = 0;
    for (const auto& [done, total] : calls) {
        QCOMPARE(total, 6);
        maxDone = std::max(maxDone, done);
    }
    QCOMPARE(maxDone, 6);
}

void TestRoundImporter::cancelBeforeStart() {
    std::atomic<bool> cancel{true};
    ImportOptions options;
    options.cancel = &cancel;
    const ImportResult result = RoundImporter::importRounds({m_root}, options);
    QCOMPARE(result.status, ImportStatus::Cancelled);
    QVERIFY(result.dataset.resultSets.empty());
    QCOMPARE(result.resultSetsTotal, 6);
    QVERIFY(result.dataset.problems.back().message.contains(QLatin1String("cancelled")));
}

void TestRoundImporter::cancelMidway() {
    std::atomic<bool> cancel{false};
    ImportOptions options;
    options.threads = 1; // one worker: exactly the sets scored before the flag are kept
    options.cancel = &cancel;
    options.progress = [&](int done, int) {
        if (done == 2)
            cancel = true;
    };
    const ImportResult result = RoundImporter::importRounds({m_root}, options);
    QCOMPARE(result.status, ImportStatus::Cancelled);
    QCOMPARE(int(result.dataset.resultSets.size()), 2);
    // The kept sets are complete (equal to the full import's) and still in key order.
    QVERIFY(result.dataset.resultSets[0].key() < result.dataset.resultSets[1].key());
    for (const auto& set : result.dataset.resultSets) {
        const ResultSet* full = find(set.key());
        QVERIFY(full);
        const QStringList differences = testing::resultSetDifferences(*full, set);
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }
}

void TestRoundImporter::unusableInput_data() {
    QTest::addColumn<QString>("root");
    QTest::addColumn<QString>("expectedMessage");
    const QString fixtures = qEnvironmentVariable("MLPE_FIXTURES_DIR");
    QTest::newRow("not a results folder") << fixtures + "/rounds/not_a_round"
                                          << "not an MLPerf training results folder";
    QTest::newRow("missing") << fixtures + "/rounds/no-such-folder"
                             << "does not exist";
    QTest::newRow("a file") << fixtures + "/rounds/not_a_round/README.md"
                            << "not a folder";
    QTest::newRow("empty") << QString() << "empty folder"; // a fresh QTemporaryDir
}

void TestRoundImporter::unusableInput() {
    QFETCH(QString, root);
    QFETCH(QString, expectedMessage);
    QTemporaryDir empty;
    if (root.isEmpty())
        root = empty.path();
    const ImportResult result = RoundImporter::importRounds({root});
    QCOMPARE(result.status, ImportStatus::Unusable);
    QVERIFY(result.dataset.resultSets.empty());
    QCOMPARE(int(result.dataset.problems.size()), 1);
    const ImportProblem& p = result.dataset.problems[0];
    QCOMPARE(p.severity, ProblemSeverity::Error);
    QCOMPARE(p.file, QFileInfo(root).absoluteFilePath());
    QVERIFY2(p.message.contains(expectedMessage), qPrintable(p.message));

    // A bad root next to a good one: the good one still loads, the status still says unusable.
    const ImportResult mixed = RoundImporter::importRounds({root, m_root});
    QCOMPARE(mixed.status, ImportStatus::Unusable);
    QCOMPARE(mixed.dataset.resultSets.size(), m_result.dataset.resultSets.size());
}

void TestRoundImporter::roundFromFolderName_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("round");
    QTest::newRow("v4.1") << "training_results_v4.1"
                          << "4.1";
    QTest::newRow("v5.0") << "training_results_v5.0"
                          << "5.0";
    QTest::newRow("v10.2") << "training_results_v10.2"
                           << "10.2";
    QTest::newRow("suffix") << "training_results_v5.1-main"
                            << "5.1";
    QTest::newRow("none") << "my_checkout"
                          << "";
    QTest::newRow("no dot") << "training_results_v5"
                            << "";
    QTest::newRow("inside a word") << "dev4.1"
                                   << "";
}

void TestRoundImporter::roundFromFolderName() {
    QFETCH(QString, name);
    QFETCH(QString, round);
    QCOMPARE(RoundImporter::roundFromFolderName(name), round);
}

void TestRoundImporter::renamedFolderNeedsARound() {
    QTemporaryDir temp;
    const QString checkout = temp.path() + QStringLiteral("/my_checkout");
    QVERIFY(copyTree(m_root, checkout));
    const ImportResult without = RoundImporter::importRounds({checkout});
    QCOMPARE(without.status, ImportStatus::Unusable);
    QVERIFY(without.dataset.problems[0].message.contains(QLatin1String("--round")));

    ImportOptions options;
    options.round = QStringLiteral("4.1");
    const ImportResult with = RoundImporter::importRounds({checkout}, options);
    QCOMPARE(with.status, ImportStatus::Ok);
    QCOMPARE(with.dataset.resultSets.size(), m_result.dataset.resultSets.size());
    QCOMPARE(with.dataset.resultSets[0].round, QStringLiteral("4.1"));
}

void TestRoundImporter::folderNamesThatAreNotUtf8() {
    // A system folder and a submitter folder whose names hold bytes that are not UTF-8
    // vanished with their result sets, silently. Now each is a Warning naming the folder.
    QTemporaryDir temp;
    const QString round = temp.path() + QStringLiteral("/training_results_v4.1");
    QVERIFY(copyTree(m_root, round));
    const QByteArray krai = QFile::encodeName(round + QStringLiteral("/Krai"));
    QCOMPARE(::rename(krai.constData(), (krai + "\xe9").constData()), 0);
    const QByteArray system =
        QFile::encodeName(round + QStringLiteral("/Google/results/tpu-float-counts"));
    QCOMPARE(::rename(system.constData(), (system + "\xff").constData()), 0);
    const ImportResult result = RoundImporter::importRounds({round});
    QCOMPARE(result.status, ImportStatus::Ok);
    QStringList lines;
    for (const auto& p : result.dataset.problems)
        lines << p.toString();
    const QString text = lines.join(QLatin1Char('\n'));
    QVERIFY2(text.contains(round + QStringLiteral("/Krai\\xe9: name is not valid UTF-8")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/results/tpu-float-counts\\xff: name is not valid "
                                          "UTF-8")),
             qPrintable(text));
    QCOMPARE(int(result.dataset.resultSets.size()), 3); // the other sets still load
    // Back to names QTemporaryDir can remove.
    QCOMPARE(::rename((krai + "\xe9").constData(), krai.constData()), 0);
    QCOMPARE(::rename((system + "\xff").constData(), system.constData()), 0);
}

void TestRoundImporter::oneProblemIsOneLine() {
    // A folder name with a newline once split one problem over three stderr lines.
    QTemporaryDir temp;
    const QString round = temp.path() + QStringLiteral("/training_results_v4.1");
    QVERIFY(copyTree(m_root, round));
    const QString odd = round + QStringLiteral("/Google/results/tpu\nno\x1b[31mjson");
    QVERIFY(QDir().rename(round + QStringLiteral("/Google/results/tpu-no-json"), odd));
    const ImportResult result = RoundImporter::importRounds({round});
    bool found = false;
    for (const auto& p : result.dataset.problems) {
        const QString line = p.toString();
        QVERIFY2(!line.contains(QLatin1Char('\n')) && !line.contains(QChar(0x1b)),
                 qPrintable(line));
        found = found || line.contains(QLatin1String("tpu\\nno\\x1b[31mjson"));
    }
    QVERIFY(found);
    QCOMPARE(ImportProblem::escapeControlCharacters(QStringLiteral("a\tb\rc\x7f\u2028")),
             QStringLiteral("a\\tb\\rc\\x7f\\u2028"));
}

void TestRoundImporter::parentFolderOfRounds() {
    // tests/data/rounds holds training_results_v4.1 (used) and not_a_round (not a round name:
    // skipped, as when pointing at the folder where all archives were unpacked).
    const ImportResult result = RoundImporter::importRounds({QFileInfo(m_root).absolutePath()});
    QCOMPARE(result.status, ImportStatus::Ok);
    const QStringList differences = testing::datasetDifferences(m_result.dataset, result.dataset);
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
}

void TestRoundImporter::sameRoundTwice() {
    // The same folder twice: read once, said so.
    const ImportResult same = RoundImporter::importRounds({m_root, m_root});
    QCOMPARE(same.status, ImportStatus::Ok);
    QCOMPARE(same.dataset.resultSets.size(), m_result.dataset.resultSets.size());
    QCOMPARE(same.dataset.problems.size(), m_result.dataset.problems.size() + 1);
    int givenTwice = 0;
    for (const auto& p : same.dataset.problems)
        givenTwice += p.message.contains(QLatin1String("given twice")) ? 1 : 0;
    QCOMPARE(givenTwice, 1);

    // Two copies of one round (same keys from different folders): the later folder wins and
    // every duplicated set is reported.
    QTemporaryDir temp;
    const QString copy = temp.path() + QStringLiteral("/training_results_v4.1");
    QVERIFY(copyTree(m_root, copy));
    const ImportResult twice = RoundImporter::importRounds({m_root, copy});
    QCOMPARE(twice.status, ImportStatus::Ok);
    QCOMPARE(twice.dataset.resultSets.size(), m_result.dataset.resultSets.size());
    int duplicates = 0;
    for (const auto& p : twice.dataset.problems)
        duplicates += p.message.contains(QLatin1String("also found in")) ? 1 : 0;
    QCOMPARE(duplicates, 6);
    for (const auto& p : twice.dataset.problems)
        if (p.message.contains(QLatin1String("also found in")))
            QVERIFY2(p.file.startsWith(copy), qPrintable(p.toString()));
}

void TestRoundImporter::missingFilesList() {
    // tests/data/rounds/missing_files/training_results_v4.0 (see its README): MISSING_FILES.txt
    // lists 3 logs of sys_a/bert (1 present), 3 of sys_b/bert and 1 of sys_c/newbench (no
    // folders), 1 of a non-submitter, and one non-path line.
    const QString root = qEnvironmentVariable("MLPE_FIXTURES_DIR") +
                         QStringLiteral("/rounds/missing_files/training_results_v4.0");
    const ImportResult result = RoundImporter::importRounds({root});
    QCOMPARE(result.status, ImportStatus::Ok);
    QStringList keys;
    for (const auto& set : result.dataset.resultSets)
        keys << set.key();
    // One row per result set, including the two known only from MISSING_FILES.txt.
    QCOMPARE(keys, QStringList(
                       {"4.0/Acme/sys_a/bert", "4.0/Acme/sys_b/bert", "4.0/Acme/sys_c/newbench"}));
    QCOMPARE(result.resultSetsTotal, 3);

    const ResultSet& present = result.dataset.resultSets[0];
    QCOMPARE(present.status, ScoreStatus::Incomplete);
    QCOMPARE(present.statusText, QStringLiteral("incomplete: 1 of 10 runs"));

    // Folder absent, system JSON present: described, bert requires 10 (catalogue), no runs.
    const ResultSet& absent = result.dataset.resultSets[1];
    QVERIFY(absent.hasSystemDescription);
    QCOMPARE(absent.systemDescription.systemName, QStringLiteral("Acme B"));
    QCOMPARE(absent.accelerators(), 2);
    QCOMPARE(absent.runsFound(), 0);
    QCOMPARE(absent.runsRequired, 10);
    QCOMPARE(absent.status, ScoreStatus::NoRuns);
    QCOMPARE(absent.statusText, QStringLiteral("incomplete: 0 of 10 runs"));
    QVERIFY(!absent.scoreMinutes && !absent.provisionalMinutes && !absent.energyJoules);

    // Folder and system JSON absent, a benchmark ruleset training_4.0.0 does not have: no run
    // count is known (0), and no description either.
    const ResultSet& unknown = result.dataset.resultSets[2];
    QVERIFY(!unknown.hasSystemDescription);
    QCOMPARE(unknown.status, ScoreStatus::NoSystemDescription);
    QCOMPARE(unknown.runsRequired, 0);

    auto problemsOf = [&](const QString& fileSuffix, int line) {
        QStringList found;
        for (const auto& p : result.dataset.problems)
            if (p.file.endsWith(fileSuffix) && (line < 0 || p.line == line))
                found << p.message + QStringLiteral(" [%1]").arg(int(p.severity));
        return found;
    };
    const int warning = int(ProblemSeverity::Warning);
    const int info = int(ProblemSeverity::Info);
    // (a) existing folder lacking listed logs: a Warning naming the set and the count.
    const QStringList a = problemsOf(QStringLiteral("/Acme/results/sys_a/bert"), 0);
    QVERIFY2(a.filter(QStringLiteral("result set 4.0/Acme/sys_a/bert: 2 of the 3 logs listed for "
                                     "it in MISSING_FILES.txt are missing from this copy"))
                     .filter(QStringLiteral("[%1]").arg(warning))
                     .size() == 1,
             qPrintable(a.join('\n')));
    // (b) absent folders: a Warning on the first line listing them.
    const QStringList b = problemsOf(QStringLiteral("/MISSING_FILES.txt"), 6);
    QVERIFY2(b.size() == 1 && b[0].contains(QLatin1String("result set 4.0/Acme/sys_b/bert")) &&
                 b[0].contains(QLatin1String("its 3 logs are listed in MISSING_FILES.txt")) &&
                 b[0].contains(QLatin1String("incomplete: 0 of 10 runs")) &&
                 b[0].endsWith(QStringLiteral("[%1]").arg(warning)),
             qPrintable(b.join('\n')));
    QCOMPARE(problemsOf(QStringLiteral("/MISSING_FILES.txt"), 9).size(), 1);
    // sys_c has no system JSON: reported like any other missing system description.
    QCOMPARE(problemsOf(QStringLiteral("/Acme/systems/sys_c.json"), 0).size(), 1);
    // Unknown paths: Info, with their line.
    const QStringList ghost = problemsOf(QStringLiteral("/MISSING_FILES.txt"), 10);
    QVERIFY2(ghost.size() == 1 && ghost[0].contains(QLatin1String("Ghost is not a submitter")) &&
                 ghost[0].endsWith(QStringLiteral("[%1]").arg(info)),
             qPrintable(ghost.join('\n')));
    const QStringList readme = problemsOf(QStringLiteral("/MISSING_FILES.txt"), 11);
    QVERIFY2(readme.size() == 1 && readme[0].endsWith(QStringLiteral("[%1]").arg(info)),
             qPrintable(readme.join('\n')));
    // Same result whatever the thread count (absent sets are not scored by the workers).
    ImportOptions one;
    one.threads = 1;
    const QStringList differences = testing::datasetDifferences(
        result.dataset, RoundImporter::importRounds({root}, one).dataset);
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
}

// A folder named training_results_v4.1 holds round 4.1 whatever --round says; a different round
// given is not applied to it, and a Warning says so instead of nothing.
void TestRoundImporter::roundGivenForANamedFolder() {
    ImportOptions options;
    options.round = QStringLiteral("5.0");
    const ImportResult result = RoundImporter::importRounds({m_root}, options);
    QCOMPARE(result.status, ImportStatus::Ok);
    for (const ResultSet& set : result.dataset.resultSets)
        QCOMPARE(set.round, QStringLiteral("4.1"));
    QCOMPARE(result.dataset.problems.front().toString(),
             QFileInfo(m_root).absoluteFilePath() +
                 QStringLiteral(": the folder name says round 4.1; the round given (5.0) is only "
                                "for folders not named training_results_vX.Y, so 4.1 is used"));
    QCOMPARE(result.dataset.problems.front().severity, ProblemSeverity::Warning);
    // The same round given: nothing to say.
    options.round = QStringLiteral("4.1");
    const ImportResult same = RoundImporter::importRounds({m_root}, options);
    QCOMPARE(same.dataset.problems.size(), m_result.dataset.problems.size());
}

// A MISSING_FILES.txt of 100,000 lines naming 10,000 absent sets (10 logs each) of a submitter
// of the round: each becomes its row, in key order, with its Warning. No timing is asserted
// (the grouping was quadratic: minutes at this size).
void TestRoundImporter::missingFilesListOf100kLines() {
    QTemporaryDir temp;
    const QString round = temp.path() + QStringLiteral("/training_results_v4.1");
    QVERIFY(copyTree(m_root, round));
    QByteArray text;
    for (int set = 0; set < 10000; ++set)
        for (int run = 0; run < 10; ++run)
            text += "Krai/results/absent" + QByteArray::number(set % 100) + "/bench" +
                    QByteArray::number(set / 100) + "/result_" + QByteArray::number(run) + ".txt\n";
    QCOMPARE(text.count('\n'), 100000);
    QFile list(round + QStringLiteral("/MISSING_FILES.txt"));
    QVERIFY(list.open(QIODevice::WriteOnly) && list.write(text) == text.size());
    list.close();
    const ImportResult result = RoundImporter::importRounds({round});
    QCOMPARE(result.status, ImportStatus::Ok);
    QCOMPARE(int(result.dataset.resultSets.size()), 6 + 10000);
    int absent = 0;
    for (const auto& set : result.dataset.resultSets) {
        if (!set.system.startsWith(QLatin1String("absent")))
            continue;
        ++absent;
        QCOMPARE(set.status, ScoreStatus::NoSystemDescription);
        QCOMPARE(set.runsFound(), 0);
    }
    QCOMPARE(absent, 10000);
    int listed = 0;
    for (const auto& p : result.dataset.problems)
        listed += p.message.contains(QLatin1String("its 10 logs are listed in MISSING_FILES.txt"));
    QCOMPARE(listed, 10000);
    for (std::size_t i = 1; i < result.dataset.resultSets.size(); ++i)
        QVERIFY(result.dataset.resultSets[i - 1].key() < result.dataset.resultSets[i].key());
}

void TestRoundImporter::olderRounds() {
    // tests/data/rounds/history: trimmed real v0.6 and v0.7 (make_fixtures.py; its v1.0 holds
    // system descriptions only), each round scored by its own rules.
    const QString root =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/history/");
    const ImportResult result = RoundImporter::importRounds(
        {root + "training_results_v0.6", root + "training_results_v0.7"});
    QCOMPARE(result.status, ImportStatus::Ok);
    QCOMPARE(result.dataset.sources.size(), 2);
    const auto find = [&](const char* key) -> const ResultSet* {
        for (const ResultSet& set : result.dataset.resultSets)
            if (set.key() == QLatin1String(key))
                return &set;
        return nullptr;
    };
    struct Expected {
        const char* key;
        ScoreStatus status;
        const char* statusText;
        double minutes; // NaN: no score
        int accelerators;
    };
    const double none = std::nan("");
    // Scores: the olympic mean of (run_stop - run_start) / 60 over the runs (seconds in v0.6,
    // / 60 / 1000 of milliseconds from v0.7), computed in Python from the fixture logs:
    // v0.6 tpu-v3-2048: runs 1.28283, 1.28612, 1.35585, 1.27838, 1.27560 -> mean of the middle
    //   three 1.2824444426430597 (published as 1.28 min);
    // v0.6 tpu-v3-1024: run 1 aborted (F = 1): drop the fastest valid (2.17340), average
    //   2.27507, 2.27807, 2.35925 -> 2.304127776622772;
    // v0.7 DGX A100 BERT: ten runs 47.43 ... 55.83, every one reaching 0.712 -> the middle eight
    //   average 49.01033541666667 (published as 49.01 min).
    const Expected expected[] = {
        {"0.6/Google/tpu-v3-1024/resnet", ScoreStatus::Ok, "ok", 2.304127776622772, 512},
        {"0.6/Google/tpu-v3-2048/resnet", ScoreStatus::Ok, "ok", 1.2824444426430597, 1024},
        // One of ten logs kept (the Python-dict one): too few for a mean.
        {"0.6/Intel/clx-8260l-2s-x32/minigo", ScoreStatus::Incomplete, "incomplete: 1 of 10 runs",
         none, 0},
        // v0.6 MiniGo was timed after the fact: no run_stop in any log.
        {"0.6/NVIDIA/dgx1_ngc19.05_tensorflow/minigo", ScoreStatus::TooManyInvalid,
         "no score: 10 invalid runs", none, 8},
        {"0.7/NVIDIA/dgxa100_ngc20.06_pytorch/bert", ScoreStatus::Ok, "ok", 49.01033541666667, 8},
    };
    QCOMPARE(result.dataset.resultSets.size(), std::size(expected));
    for (const Expected& e : expected) {
        const ResultSet* set = find(e.key);
        QVERIFY2(set, e.key);
        QCOMPARE(set->statusText, QString::fromLatin1(e.statusText));
        QVERIFY(set->status == e.status);
        QCOMPARE(set->accelerators(), e.accelerators);
        QCOMPARE(set->scoreMinutes.has_value(), !std::isnan(e.minutes));
        if (set->scoreMinutes)
            QVERIFY2(std::abs(*set->scoreMinutes - e.minutes) <= 1e-12 * e.minutes,
                     qPrintable(QString::number(*set->scoreMinutes, 'g', 17)));
    }
    // v0.7 Alibaba: logs in no benchmark folder, of a system without a description (its
    // descriptions have other names, and are not JSON: olderMalformedJson); both said.
    bool undescribed = false;
    bool stray = false;
    for (const ImportProblem& p : result.dataset.problems) {
        undescribed |= p.file.endsWith(QLatin1String("v0.7/Alibaba/systems/v100-256.json")) &&
                       p.severity == ProblemSeverity::Error;
        stray |= p.file.endsWith(QLatin1String("v0.7/Alibaba/results/v100-256")) &&
                 p.severity == ProblemSeverity::Warning &&
                 p.message.startsWith(QLatin1String("1 result log(s) directly in this system "
                                                    "folder"));
    }
    QVERIFY(undescribed);
    QVERIFY(stray);
}

QTEST_GUILESS_MAIN(TestRoundImporter)
#include "tst_roundimporter.moc"
