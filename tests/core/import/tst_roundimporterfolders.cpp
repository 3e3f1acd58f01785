// RoundImporter on folders a round should not have, or has in an unusual shape, each built in a
// temporary copy of the fixture round tests/data/rounds/training_results_v4.1 (see
// tst_roundimporter.cpp for its contents): nothing may vanish without a problem naming its path
// (unreadable folders, dangling links, special files, stray logs, a description that cannot be
// read), and run logs published twice are counted once.
#include "common/copytree.h"
#include "core/import/roundimporter.h"
#include "core/io/folderentries.h"
#include "core/model/analysisinput.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <sys/stat.h>

using namespace mlpe;
using mlpe::testdata::copyTree;

class TestRoundImporterFolders : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void nothingVanishesSilently_data();
    void nothingVanishesSilently();
    void unreadableRoundIsUnusable();
    void unreadableSystemsFolderIsNamed();
    void summarizerSkipsSystemsByRound();
    void duplicateRunLogsCountedOnce();
    void strayLogsInASystemFolder();
    void systemDescriptionThatCannotBeRead_data();
    void systemDescriptionThatCannotBeRead();

private:
    QString m_root;
};

void TestRoundImporterFolders::initTestCase() {
    m_root =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/training_results_v4.1");
    QVERIFY2(QFileInfo(m_root).isDir(), qPrintable(m_root));
}

// Every way a result set could disappear from a round gets a problem naming the path: folders
// that cannot be read (root reads every folder, so the test seam denies them), links that lead
// nowhere, special files and files where folders belong, systems/ or results/ missing.
void TestRoundImporterFolders::nothingVanishesSilently_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("path"); // relative to the round
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("severity"); // ProblemSeverity
    QTest::addColumn<int>("sets");     // result sets imported (6 in the untouched round)
    const int error = int(ProblemSeverity::Error);
    const int warning = int(ProblemSeverity::Warning);
    QTest::newRow("unreadable submitter folder")
        << "deny"
        << "Krai"
        << "cannot read this folder (Permission denied): the result sets in " << error << 4;
    QTest::newRow("unreadable results/")
        << "deny"
        << "Krai/results"
        << "cannot read this folder (Permission denied)" << error << 4;
    QTest::newRow("unreadable system folder") << "deny"
                                              << "Krai/results/7920T_2xA5000_hdd"
                                              << "cannot read this folder" << error << 4;
    QTest::newRow("unreadable benchmark folder")
        << "deny"
        << "Krai/results/7920T_2xA5000_hdd/bert"
        << "cannot read this result folder (Permission denied): its runs are not imported" << error
        << 6;
    QTest::newRow("link loop as a system folder")
        << "loop"
        << "Krai/results/looping-system"
        << "a symbolic link loop, not a folder: not " << warning << 6;
    QTest::newRow("dangling link as a benchmark folder")
        << "dangling"
        << "Krai/results/7920T_2xA5000_hdd/gpt3"
        << "a dangling symbolic link, not a folder: not imported" << warning << 6;
    QTest::newRow("FIFO as a system folder")
        << "fifo"
        << "Krai/results/fifo-system"
        << "a FIFO, not a folder: not imported" << warning << 6;
    QTest::newRow("dangling link as a submitter folder")
        << "dangling"
        << "Gone"
        << "a dangling symbolic link, not a folder" << warning << 6;
    QTest::newRow("results/ missing")
        << "remove"
        << "Krai/results"
        << "missing: a submitter folder needs both systems/ and " << error << 4;
    QTest::newRow("results/ a file")
        << "file"
        << "Krai/results"
        << "a file, not a folder: a submitter folder needs both" << error << 4;
    QTest::newRow("systems/ a file")
        << "file"
        << "Krai/systems"
        << "a file, not a folder: a submitter folder needs both" << error << 4;
    QTest::newRow("systems/ missing (fixture NoSystemsOrg)")
        << "none"
        << "NoSystemsOrg/systems"
        << "missing: a submitter folder needs both" << error << 6;
    QTest::newRow("result_*.txt a folder")
        << "folder"
        << "Krai/results/7920T_2xA5000_hdd/bert/result_2.txt"
        << "invalid run (unreadable): cannot read the file: a folder, not a file" << warning << 6;
}

void TestRoundImporterFolders::nothingVanishesSilently() {
    QFETCH(QString, kind);
    QFETCH(QString, path);
    QFETCH(QString, message);
    QFETCH(int, severity);
    QFETCH(int, sets);
    QTemporaryDir temp;
    const QString round = temp.path() + QStringLiteral("/training_results_v4.1");
    QVERIFY(copyTree(m_root, round));
    const QString target = round + QLatin1Char('/') + path;
    if (kind == QLatin1String("deny")) {
        FolderEntries::setDeniedForTesting([target](const QString& p) { return p == target; });
    } else if (kind == QLatin1String("loop")) {
        QVERIFY(QFile::link(target, target));
    } else if (kind == QLatin1String("dangling")) {
        QVERIFY(QFile::link(temp.path() + QStringLiteral("/nowhere"), target));
    } else if (kind == QLatin1String("fifo")) {
        QVERIFY(::mkfifo(QFile::encodeName(target).constData(), 0600) == 0);
    } else if (kind == QLatin1String("remove") || kind == QLatin1String("file")) {
        QVERIFY(QDir(target).removeRecursively());
        if (kind == QLatin1String("file")) {
            QFile file(target);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(target));
    }
    const ImportResult result = RoundImporter::importRounds({round});
    FolderEntries::setDeniedForTesting(nullptr);
    QCOMPARE(result.status, ImportStatus::Ok);
    QStringList lines;
    const ImportProblem* found = nullptr;
    for (const auto& p : result.dataset.problems) {
        lines << p.toString();
        if (p.file == target && p.message.contains(message))
            found = &p;
    }
    QVERIFY2(found, qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(int(found->severity), severity);
    QCOMPARE(int(result.dataset.resultSets.size()), sets);
}

void TestRoundImporterFolders::unreadableRoundIsUnusable() {
    const QString root = QFileInfo(m_root).absoluteFilePath();
    FolderEntries::setDeniedForTesting([root](const QString& p) { return p == root; });
    const ImportResult result = RoundImporter::importRounds({m_root});
    FolderEntries::setDeniedForTesting(nullptr);
    QCOMPARE(result.status, ImportStatus::Unusable);
    QCOMPARE(int(result.dataset.problems.size()), 1);
    QCOMPARE(result.dataset.problems[0].toString(),
             root + QStringLiteral(": cannot read this folder (Permission denied)"));
}

// A systems/ folder that cannot be listed (test seam: tests run as root): one Error naming the
// folder and the reason, and each of its systems says why it has no description, instead of a
// bare "no system description" per system.
void TestRoundImporterFolders::unreadableSystemsFolderIsNamed() {
    const QString systems = QFileInfo(m_root).absoluteFilePath() + QStringLiteral("/Krai/systems");
    FolderEntries::setDeniedForTesting([systems](const QString& p) { return p == systems; });
    const ImportResult result = RoundImporter::importRounds({m_root});
    FolderEntries::setDeniedForTesting(nullptr);
    QCOMPARE(result.status, ImportStatus::Ok);
    QStringList folder;
    QStringList bare;
    for (const ImportProblem& p : result.dataset.problems) {
        if (p.file == systems)
            folder << p.toString();
        if (p.file.startsWith(systems + u'/') &&
            !p.message.contains(QLatin1String("its folder cannot be read (Permission denied)")))
            bare << p.toString();
    }
    QCOMPARE(folder, QStringList{systems + QStringLiteral(": cannot read this folder (Permission "
                                                          "denied): no system of Krai can be "
                                                          "described, its result sets cannot be "
                                                          "scored")});
    QVERIFY2(bare.isEmpty(), qPrintable(bare.join(u'\n')));
    for (const ResultSet& set : result.dataset.resultSets)
        if (set.submitter == u"Krai")
            QCOMPARE(set.status, ScoreStatus::NoSystemDescription);
}

void TestRoundImporterFolders::summarizerSkipsSystemsByRound() {
    // The real v0.7 SIAT description spells "divison". The 0.7-era summarizer did not require
    // division and scored such systems; the v1.0-era one skips a system without it. The same
    // files (with the v0.7 NVIDIA BERT logs) as v0.7 and as v1.0:
    const QString history =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/history/");
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    for (const char* round : {"0.7", "1.0"}) {
        const QString dir = temp.path() + QStringLiteral("/training_results_v") + round;
        QVERIFY(QDir().mkpath(dir + QStringLiteral("/SIAT/systems")));
        QVERIFY(QFile::copy(history + "training_results_v0.7/SIAT/systems/"
                                      "modelarts_512_tensorflow_close.json",
                            dir + "/SIAT/systems/siat.json"));
        QVERIFY(copyTree(history + "training_results_v0.7/NVIDIA/results/"
                                   "dgxa100_ngc20.06_pytorch/bert",
                         dir + "/SIAT/results/siat/bert"));
    }
    const ImportResult result = RoundImporter::importRounds({temp.path()});
    QCOMPARE(result.dataset.resultSets.size(), std::size_t(2));
    const ResultSet& v07 = result.dataset.resultSets[0];
    QCOMPARE(v07.round, QStringLiteral("0.7"));
    QCOMPARE(v07.statusText, QStringLiteral("ok"));
    QVERIFY(std::abs(*v07.scoreMinutes - 49.01033541666667) <= 1e-12 * 49.0);
    QCOMPARE(v07.systemDescription.division, QStringLiteral("closed")); // read from "divison"
    const ResultSet& v10 = result.dataset.resultSets[1];
    QCOMPARE(v10.round, QStringLiteral("1.0"));
    QVERIFY(v10.status == ScoreStatus::Unscorable);
    const QString reason = QStringLiteral("the v1.0 (training_1.0.0) result summarizer skips this "
                                          "system: its description lacks \"division\"");
    QCOMPARE(v10.statusText, QStringLiteral("no score: ") + reason);
    QVERIFY(!v10.scoreMinutes && !v10.provisionalMinutes);
    QCOMPARE(v10.runsFound(), 10);
    const auto note =
        std::find_if(result.dataset.problems.begin(), result.dataset.problems.end(),
                     [&](const ImportProblem& p) { return p.message.endsWith(reason); });
    QVERIFY(note != result.dataset.problems.end());
    QCOMPARE(note->severity, ProblemSeverity::Info);
}

// One submission under two submitter folders (as v4.0's smc-ac-power and smc-dc-power publish 12
// result sets with byte-identical run logs): both are imported and listed, a problem line on the
// copy names both, and the analysis input counts the runs once. Fixture: the trimmed real v4.1
// Google cloud-tpu-trillium-1024-maxtext gpt3 set (3 runs of distinct length), copied under a
// second submitter folder, and the same runs once more under a third with one log changed.
void TestRoundImporterFolders::duplicateRunLogsCountedOnce() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString round = dir.path() + QStringLiteral("/training_results_v4.1");
    const QString system = QStringLiteral("cloud-tpu-trillium-1024-maxtext");
    for (const QString& submitter :
         {QStringLiteral("Google"), QStringLiteral("GoogleCopy"), QStringLiteral("GoogleRerun")}) {
        QVERIFY(
            copyTree(m_root + QStringLiteral("/Google/results/") + system,
                     round + QLatin1Char('/') + submitter + QStringLiteral("/results/") + system));
        QVERIFY(QDir().mkpath(round + QLatin1Char('/') + submitter + QStringLiteral("/systems")));
        QVERIFY(QFile::copy(m_root + QStringLiteral("/Google/systems/") + system +
                                QStringLiteral(".json"),
                            round + QLatin1Char('/') + submitter + QStringLiteral("/systems/") +
                                system + QStringLiteral(".json")));
    }
    // GoogleRerun's first run ends one millisecond later: other runs, not a copy.
    const QString rerun = round + QStringLiteral("/GoogleRerun/results/") + system +
                          QStringLiteral("/gpt3/result_0.txt");
    QFile file(rerun);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray log = file.readAll();
    file.close();
    QVERIFY(log.contains("1728591949261"));
    log.replace("1728591949261", "1728591949262");
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(log), log.size());
    file.close();

    const ImportResult imported = RoundImporter::importRounds({round});
    QCOMPARE(imported.status, ImportStatus::Ok);
    QCOMPARE(imported.dataset.resultSets.size(), std::size_t(3)); // all listed
    for (const ResultSet& set : imported.dataset.resultSets)
        QCOMPARE(set.status, ScoreStatus::Ok);
    QStringList duplicates;
    for (const ImportProblem& p : imported.dataset.problems)
        if (p.message.contains(QLatin1String("the same runs as")))
            duplicates << p.toString();
    QCOMPARE(duplicates.size(), 1);
    // The copy's folder, and the set counted instead.
    QVERIFY2(duplicates[0].contains(QStringLiteral("GoogleCopy/results/") + system +
                                    QStringLiteral("/gpt3: the same runs as 4.1/Google/") + system +
                                    QStringLiteral("/gpt3")),
             qPrintable(duplicates[0]));
    QVERIFY2(duplicates[0].contains(QLatin1String("counted once in analyses")),
             qPrintable(duplicates[0]));
    const std::vector<analysis::AnalysisPoint> points = toAnalysisPoints(imported.dataset);
    QCOMPARE(points.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(points[0].submitter), QStringLiteral("Google"));
    QCOMPARE(QString::fromStdString(points[1].submitter), QStringLiteral("GoogleRerun"));
}

// Logs right in a system folder (v0.7 Alibaba) are in no benchmark: one Warning counts them,
// every file named result_*.txt in any case (as QDir's name filter matched them), links to files
// too, and it comes before what the listing of that folder says (a FIFO here).
void TestRoundImporterFolders::strayLogsInASystemFolder() {
    QTemporaryDir temp;
    const QString round = temp.path() + QStringLiteral("/training_results_v4.1");
    QVERIFY(copyTree(m_root, round));
    const QString system = round + QStringLiteral("/Krai/results/7920T_2xA5000_hdd");
    for (const char* name : {"result_0.txt", "RESULT_1.TXT", "notes.txt", "result_2.txt.bak"}) {
        QFile file(system + QLatin1Char('/') + QLatin1String(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QVERIFY(QFile::link(system + QStringLiteral("/notes.txt"),
                        system + QStringLiteral("/result_3.txt")));
    QVERIFY(::mkfifo(QFile::encodeName(system + QStringLiteral("/result_4.txt")).constData(),
                     0600) == 0);
    const ImportResult result = RoundImporter::importRounds({round});
    QCOMPARE(result.status, ImportStatus::Ok);
    QStringList lines;
    for (const ImportProblem& p : result.dataset.problems)
        if (p.file.startsWith(system + QLatin1Char('/')) || p.file == system)
            if (!p.file.startsWith(system + QStringLiteral("/bert")) &&
                !p.file.startsWith(system + QStringLiteral("/ssd")))
                lines << p.toString();
    QCOMPARE(lines,
             QStringList({system + QStringLiteral(": 3 result log(s) directly in this system "
                                                  "folder, in no <benchmark> folder: not "
                                                  "imported (the official summarizer reads "
                                                  "logs only in benchmark folders)"),
                          system + QStringLiteral("/result_4.txt: a FIFO, not a folder: not "
                                                  "imported")}));
    QCOMPARE(int(result.dataset.resultSets.size()), 6);
}

void TestRoundImporterFolders::systemDescriptionThatCannotBeRead_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("folder") << "folder"
                            << "no system description for results/7920T_2xA5000_hdd: its result "
                               "sets cannot be scored";
    QTest::newRow("dangling link") << "dangling"
                                   << "no system description for results/7920T_2xA5000_hdd: its "
                                      "result sets cannot be scored";
    QTest::newRow("FIFO") << "fifo"
                          << "no system description for results/7920T_2xA5000_hdd: its result "
                             "sets cannot be scored";
    QTest::newRow("larger than 16 MiB")
        << "large"
        << "cannot read system description: file of 16777217 bytes is larger than the 16 MiB "
           "this reader accepts";
}

// A system description that is no readable file: one Error naming it, and the system's sets
// without a description.
void TestRoundImporterFolders::systemDescriptionThatCannotBeRead() {
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir temp;
    const QString round = temp.path() + QStringLiteral("/training_results_v4.1");
    QVERIFY(copyTree(m_root, round));
    const QString json = round + QStringLiteral("/Krai/systems/7920T_2xA5000_hdd.json");
    QVERIFY(QFile::remove(json));
    if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(json));
    } else if (kind == QLatin1String("dangling")) {
        QVERIFY(QFile::link(temp.path() + QStringLiteral("/nowhere.json"), json));
    } else if (kind == QLatin1String("fifo")) {
        QVERIFY(::mkfifo(QFile::encodeName(json).constData(), 0600) == 0);
    } else {
        QFile file(json);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize((qint64(16) << 20) + 1));
    }
    const ImportResult result = RoundImporter::importRounds({round});
    QCOMPARE(result.status, ImportStatus::Ok);
    QStringList lines;
    for (const ImportProblem& p : result.dataset.problems)
        if (p.file == json)
            lines << p.toString();
    QCOMPARE(lines, QStringList{json + QStringLiteral(": ") + message});
    for (const ResultSet& set : result.dataset.resultSets)
        if (set.system == u"7920T_2xA5000_hdd")
            QCOMPARE(set.status, ScoreStatus::NoSystemDescription);
}

QTEST_GUILESS_MAIN(TestRoundImporterFolders)
#include "tst_roundimporterfolders.moc"
