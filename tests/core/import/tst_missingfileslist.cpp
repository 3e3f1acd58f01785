// MissingFilesList: the tolerant reader of a round's MISSING_FILES.txt (paths of left-out logs).
#include "core/import/missingfileslist.h"
#include "core/io/regularfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

class TestMissingFilesList : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void readsTheFixtureRound();
    void absentFileIsNoProblem();
    void hundredThousandLines();
    void fourHundredThousandLinesAreBounded();
    void overlongLine();
};

namespace {

// "submitter/system/benchmark:file,file@firstLine;..." for a compact comparison.
QString describe(const std::vector<MissingFilesList::Entry>& entries) {
    QStringList parts;
    for (const auto& e : entries)
        parts << QStringLiteral("%1/%2/%3:%4@%5")
                     .arg(e.submitter, e.system, e.benchmark, e.files.join(QLatin1Char(',')))
                     .arg(e.firstLine);
    return parts.join(QLatin1Char(';'));
}

} // namespace

void TestMissingFilesList::parse_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QList<int>>("infoLines"); // lines reported as unusable
    // The v4.1 shape (Clemson's 56-GPU llama2_70b_lora), two of its ten lines.
    QTest::newRow("real v4.1 lines")
        << QByteArray("Clemson/results/7x8xH100-SXM5-80GB/llama2_70b_lora/result_0.txt\n"
                      "Clemson/results/7x8xH100-SXM5-80GB/llama2_70b_lora/result_1.txt\n")
        << "Clemson/7x8xH100-SXM5-80GB/llama2_70b_lora:result_0.txt,result_1.txt@1" << QList<int>{};
    QTest::newRow("blank lines, comments, CRLF, spaces")
        << QByteArray("# left out\r\n\r\n  A/results/s/bert/result_0.txt  \r\n")
        << "A/s/bert:result_0.txt@3" << QList<int>{};
    QTest::newRow("backslashes, ./ and round prefix")
        << QByteArray("A\\results\\s\\bert\\result_0.txt\n./A/results/s/bert/result_1.txt\n"
                      "training_results_v4.0/A/results/s/bert/result_2.txt\n")
        << "A/s/bert:result_0.txt,result_1.txt,result_2.txt@1" << QList<int>{};
    QTest::newRow("two sets, duplicate line")
        << QByteArray("A/results/s/bert/result_0.txt\nB/results/t/gpt3/result_0.txt\n"
                      "A/results/s/bert/result_0.txt\n")
        << "A/s/bert:result_0.txt@1;B/t/gpt3:result_0.txt@2" << QList<int>{};
    QTest::newRow("nested file (power log)")
        << QByteArray("A/results/s/bert/power/result_0/node_0.txt\n")
        << "A/s/bert:power/result_0/node_0.txt@1" << QList<int>{};
    QTest::newRow("unusable lines are reported")
        << QByteArray("README.md\nA/systems/s.json\nA/results/s/bert\n"
                      "A/results/../bert/result_0.txt\n/A/results/s/bert/result_0.txt\n")
        << "" << QList<int>{1, 2, 3, 4, 5};
    QTest::newRow("empty") << QByteArray() << "" << QList<int>{};
}

void TestMissingFilesList::parse() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QFETCH(QList<int>, infoLines);
    std::vector<ImportProblem> problems;
    const auto entries = MissingFilesList::parse(text, QStringLiteral("/r/MISSING_FILES.txt"),
                                                 QStringLiteral("training_results_v4.0"), problems);
    QCOMPARE(describe(entries), expected);
    QList<int> lines;
    for (const auto& p : problems) {
        QCOMPARE(p.severity, ProblemSeverity::Info);
        QCOMPARE(p.file, QStringLiteral("/r/MISSING_FILES.txt"));
        lines << p.line;
    }
    QCOMPARE(lines, infoLines);
}

void TestMissingFilesList::readsTheFixtureRound() {
    // tests/data/rounds/missing_files/training_results_v4.0/MISSING_FILES.txt (see its README).
    const QString root = qEnvironmentVariable("MLPE_FIXTURES_DIR") +
                         QStringLiteral("/rounds/missing_files/training_results_v4.0");
    std::vector<ImportProblem> problems;
    const auto entries = MissingFilesList::read(root, problems);
    QCOMPARE(describe(entries),
             QStringLiteral("Acme/sys_a/bert:result_0.txt,result_1.txt,result_2.txt@2;"
                            "Acme/sys_b/bert:result_0.txt,result_1.txt,result_2.txt@6;"
                            "Acme/sys_c/newbench:result_0.txt@9;Ghost/box/bert:result_0.txt@10"));
    QCOMPARE(problems.size(), std::size_t(1)); // README.md, line 11
    QCOMPARE(problems[0].line, 11);
}

void TestMissingFilesList::absentFileIsNoProblem() {
    std::vector<ImportProblem> problems;
    const QString root =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/training_results_v4.1");
    QVERIFY(MissingFilesList::read(root, problems).empty());
    QVERIFY(problems.empty());
}

// A list of 100,000 lines is read right (the grouping once searched every entry and file per
// line: minutes at this size), and what it keeps is capped. Lines 1-80,000 name 40,000 sets of two
// files each, in order (set k on lines 2k + 1 and 2k + 2, spread over 7 submitters); lines
// 80,001-100,000 repeat lines 1-20,000 and add nothing. The first kMaxSets (10,000) sets are
// kept whole; the 60,000 lines naming further sets are dropped with one Warning at the first.
// No timing is asserted.
void TestMissingFilesList::hundredThousandLines() {
    constexpr int kSets = 40000;
    const auto setPath = [](int k) {
        return QStringLiteral("S%1/results/sys%2/bert/").arg(k % 7).arg(k / 7);
    };
    QStringList lines;
    for (int k = 0; k < kSets; ++k)
        lines << setPath(k) + QStringLiteral("result_0.txt")
              << setPath(k) + QStringLiteral("power/result_0/node_0.txt");
    lines << lines.mid(0, 20000);
    QCOMPARE(lines.size(), 100000);
    std::vector<ImportProblem> problems;
    const auto entries =
        MissingFilesList::parse(lines.join(QLatin1Char('\n')).toUtf8(),
                                QStringLiteral("/r/MISSING_FILES.txt"), QString(), problems);
    QCOMPARE(int(entries.size()), MissingFilesList::kMaxSets);
    for (int k = 0; k < MissingFilesList::kMaxSets; ++k) {
        const auto& e = entries[std::size_t(k)];
        if (e.submitter != QStringLiteral("S%1").arg(k % 7) ||
            e.system != QStringLiteral("sys%1").arg(k / 7) || e.benchmark != u"bert" ||
            e.firstLine != 2 * k + 1 ||
            e.files != QStringList{"result_0.txt", "power/result_0/node_0.txt"})
            QFAIL(qPrintable(QStringLiteral("entry %1: %2").arg(k).arg(describe({e}))));
    }
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].severity, ProblemSeverity::Warning);
    QCOMPARE(problems[0].line, 20001);
    QCOMPARE(problems[0].message,
             QStringLiteral("more than 10000 result sets listed: 60000 line(s) naming further "
                            "sets, from here on, are ignored (those sets may look incomplete "
                            "without explanation)"));
}

// 400,000 lines under the 16 MiB cap (they once took 17 s and 1.4 GB): streamed from the file,
// with what is kept and reported bounded. Lines 1-200,000 name a set each, lines 200,001-400,000
// are no paths; then one line of 5,000 bytes.
void TestMissingFilesList::fourHundredThousandLinesAreBounded() {
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("MISSING_FILES.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QByteArray text;
    for (int i = 0; i < 200000; ++i)
        text += "A/results/s" + QByteArray::number(i) + "/b/r.txt\n";
    for (int i = 0; i < 200000; ++i)
        text += "no path " + QByteArray::number(i) + '\n';
    text += QByteArray(5000, 'x') + '\n';
    QVERIFY(text.size() < RegularFile::kSmallFileLimit);
    QCOMPARE(file.write(text), text.size());
    file.close();
    std::vector<ImportProblem> problems;
    const auto entries = MissingFilesList::read(dir.path(), problems);
    QCOMPARE(int(entries.size()), MissingFilesList::kMaxSets);
    QCOMPARE(entries.back().system, QStringLiteral("s9999"));
    // 20 unusable lines one by one, the rest counted once; the sets beyond the cap once.
    QCOMPARE(int(problems.size()), MissingFilesList::kMaxReportedLines + 2);
    QCOMPARE(problems[0].line, 200001);
    const ImportProblem& rest = problems[std::size_t(MissingFilesList::kMaxReportedLines)];
    QCOMPARE(rest.line, 200021);
    QCOMPARE(rest.message, QStringLiteral("199981 more line(s) from here on are not <submitter>/"
                                          "results/<system>/<benchmark>/<file> paths: ignored"));
    const ImportProblem& sets = problems.back();
    QCOMPARE(sets.line, 10001);
    QVERIFY(sets.message.startsWith(QStringLiteral("more than 10000 result sets listed: 190000")));
}

// A line longer than kMaxLineBytes is not held whole: it is reported and the next line is read.
void TestMissingFilesList::overlongLine() {
    std::vector<ImportProblem> problems;
    const QByteArray text = "A/results/s/b/" + QByteArray(10000, 'x') + "\nA/results/s/b/r.txt\n";
    const auto entries =
        MissingFilesList::parse(text, QStringLiteral("/r/MISSING_FILES.txt"), QString(), problems);
    QCOMPARE(describe(entries), QStringLiteral("A/s/b:r.txt@2"));
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].line, 1);
    QCOMPARE(problems[0].message, QStringLiteral("line longer than 4096 bytes: ignored"));
}

QTEST_GUILESS_MAIN(TestMissingFilesList)
#include "tst_missingfileslist.moc"
