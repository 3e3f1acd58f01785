// MllogScanner: which bytes of a log are MLLOG records (mlperf-data.md, "Log lines").
#include "core/import/mllogscanner.h"

#include <QTest>
#include <string>

using mlpe::MllogRecord;
using mlpe::MllogScanner;

class TestMllogScanner : public QObject {
    Q_OBJECT
private slots:
    void records_data();
    void records();
    void hugeLines();
    void lineNumbers();
    void lastTokenOfEachLine();
    void mllLines_data();
    void mllLines();
    void mllTokenAtEveryOffset();
};

void TestMllogScanner::records_data() {
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<QStringList>("expected"); // record texts in order
    QTest::addColumn<QList<int>>("lines");     // 1-based line of each record

    QTest::newRow("plain") << QByteArray(":::MLLOG {\"a\": 1}\n:::MLLOG {\"b\": 2}\n")
                           << QStringList{"{\"a\": 1}", "{\"b\": 2}"} << QList<int>{1, 2};
    QTest::newRow("non-MLLOG lines ignored")
        << QByteArray("hello\n:::MLLOG {\"a\": 1}\nworld MLLOG ::: nothing\n")
        << QStringList{"{\"a\": 1}"} << QList<int>{2};
    QTest::newRow("rank prefixes")
        << QByteArray("0: :::MLLOG {\"a\": 1}\n 12: :::MLLOG {\"b\": 2}\n")
        << QStringList{"{\"a\": 1}", "{\"b\": 2}"} << QList<int>{1, 2};
    QTest::newRow("progress junk joined by CR")
        << QByteArray("Iteration:  45%|#####  | 1650/3680\r:::MLLOG {\"a\": 1}\n")
        << QStringList{"{\"a\": 1}"} << QList<int>{1};
    QTest::newRow("CRLF") << QByteArray(":::MLLOG {\"a\": 1}\r\n:::MLLOG {\"b\": 2}\r\n")
                          << QStringList{"{\"a\": 1}", "{\"b\": 2}"} << QList<int>{1, 2};
    QTest::newRow("last token of a line wins")
        << QByteArray("x :::MLLOG {\"broken :::MLLOG {\"a\": 1}\n") << QStringList{"{\"a\": 1}"}
        << QList<int>{1};
    QTest::newRow("surrounding whitespace trimmed") << QByteArray(":::MLLOG    {\"a\": 1}  \t \r\n")
                                                    << QStringList{"{\"a\": 1}"} << QList<int>{1};
    QTest::newRow("no final newline")
        << QByteArray("x\n:::MLLOG {\"a\": 1}") << QStringList{"{\"a\": 1}"} << QList<int>{2};
    QTest::newRow("empty record is still a record (invalid JSON later)")
        << QByteArray(":::MLLOG \n") << QStringList{""} << QList<int>{1};
    QTest::newRow("token without its space is not a token")
        << QByteArray(":::MLLOG{\"a\": 1}\n:::MLLO {\"b\": 2}\n") << QStringList{} << QList<int>{};
    QTest::newRow("Latin-1 bytes pass through undecoded")
        << QByteArray(":::MLLOG {\"a\": \"caf\xe9\"}\n")
        << QStringList{QString::fromLatin1("{\"a\": \"caf\xe9\"}")} << QList<int>{1};
    QTest::newRow("empty input") << QByteArray() << QStringList{} << QList<int>{};
}

void TestMllogScanner::records() {
    QFETCH(QByteArray, log);
    QFETCH(QStringList, expected);
    QFETCH(QList<int>, lines);
    const std::string_view text(log.constData(), static_cast<std::size_t>(log.size()));
    MllogScanner scanner(text);
    MllogRecord record;
    QStringList found;
    QList<int> foundLines;
    while (scanner.next(record)) {
        found << QString::fromLatin1(record.text.data(),
                                     static_cast<qsizetype>(record.text.size()));
        foundLines << MllogScanner::lineNumberAt(text, record.offset);
    }
    QCOMPARE(found, expected);
    QCOMPARE(foundLines, lines);
}

void TestMllogScanner::hugeLines() {
    // A 5 MB non-MLLOG line and a 3 MB record between two small records: every token found at
    // every alignment the SIMD search may see.
    std::string log(5 * 1024 * 1024, 'M');
    log += "\n:::MLLOG {\"a\": 1}\n";
    log += ":::MLLOG {\"big\": \"" + std::string(3 * 1024 * 1024, 'G') + "\"}\n";
    log += "tail:::MLLOG {\"b\": 2}";
    MllogScanner scanner(log);
    MllogRecord record;
    QVERIFY(scanner.next(record));
    QCOMPARE(QByteArray(record.text.data(), qsizetype(record.text.size())),
             QByteArray("{\"a\": 1}"));
    QCOMPARE(MllogScanner::lineNumberAt(log, record.offset), 2);
    QVERIFY(scanner.next(record));
    QCOMPARE(record.text.size(), std::size_t(3 * 1024 * 1024 + 11));
    QVERIFY(scanner.next(record));
    QCOMPARE(QByteArray(record.text.data(), qsizetype(record.text.size())),
             QByteArray("{\"b\": 2}"));
    QCOMPARE(MllogScanner::lineNumberAt(log, record.offset), 4);
    QVERIFY(!scanner.next(record));
}

void TestMllogScanner::lineNumbers() {
    // Token at every offset 0..99 of a line: the SSE2/AVX2 loops and the scalar tail find it.
    for (int pad = 0; pad < 100; ++pad) {
        const std::string log =
            std::string(size_t(pad), 'x') + ":::MLLOG {}" + std::string(size_t(pad), ' ');
        MllogScanner scanner(log);
        MllogRecord record;
        QVERIFY2(scanner.next(record), qPrintable(QString::number(pad)));
        QCOMPARE(record.offset, std::size_t(pad) + 9);
        QCOMPARE(QByteArray(record.text.data(), qsizetype(record.text.size())), QByteArray("{}"));
    }
}

void TestMllogScanner::lastTokenOfEachLine() {
    // A second token on a line wins; a token on the next line does not, at every position of the
    // two relative to the SIMD blocks and the end of the buffer.
    for (int pad = 0; pad < 80; ++pad) {
        for (int gap = 0; gap < 40; gap += 3) {
            const std::string first = std::string(std::size_t(pad), 'x') + ":::MLLOG {\"a\": 1}" +
                                      std::string(std::size_t(gap), ' ') + ":::MLLOG {\"b\": 2}";
            const std::string log = first + "\n" + std::string(std::size_t(gap), 'M') +
                                    ":::MLLOG {\"c\": 3}\n:::MLLOG {\"d\": 4}";
            MllogScanner scanner(log);
            MllogRecord record;
            QStringList found;
            while (scanner.next(record))
                found << QString::fromLatin1(record.text.data(), qsizetype(record.text.size()));
            QCOMPARE(found, (QStringList{QStringLiteral("{\"b\": 2}"), QStringLiteral("{\"c\": 3}"),
                                         QStringLiteral("{\"d\": 4}")}));
        }
    }
}

void TestMllogScanner::mllLines_data() {
    QTest::addColumn<QByteArray>("log");
    // One entry per record: "time|key|json" for a line of the v0.6 form, "!" + the rest of the
    // line after the token for one the official parser's regular expression rejects.
    QTest::addColumn<QStringList>("expected");
    // Real v0.6 lines (Google tpu-v3-2048 resnet, NVIDIA dgx1 minigo, Intel minigo).
    QTest::newRow("v0.6 line")
        << QByteArray(":::MLL 1558637539.514 run_start: {\"value\": null, \"metadata\": "
                      "{\"lineno\": 617, \"file\": \"resnet_main.py\"}}\n")
        << QStringList{"1558637539.514|run_start|{\"value\": null, \"metadata\": {\"lineno\": "
                       "617, \"file\": \"resnet_main.py\"}}"};
    QTest::newRow("nanosecond digits, rank prefix, CRLF")
        << QByteArray("0: :::MLL 1560873514.706088809 submission_benchmark: {\"value\": "
                      "\"minigo\"}\r\n")
        << QStringList{"1560873514.706088809|submission_benchmark|{\"value\": \"minigo\"}"};
    QTest::newRow("space before the colon, several after")
        << QByteArray(":::MLL 1.5 eval_accuracy :   {\"value\": 0.51}\n")
        << QStringList{"1.5|eval_accuracy|{\"value\": 0.51}"};
    QTest::newRow("last token of the line")
        << QByteArray("junk :::MLL 1.0 broken\r:::MLL 2.0 run_stop: {}\n")
        << QStringList{"2.0|run_stop|{}"};
    QTest::newRow("lines without the token ignored")
        << QByteArray("Beginning trial 3 of 5\nClearing cache\n:::MLL 3 k: 1\n")
        << QStringList{"3|k|1"};
    // Lines the official parser fails (its regular expression does not match): the run fails.
    QTest::newRow("no value") << QByteArray(":::MLL 1.0 run_stop:\n")
                              << QStringList{"! 1.0 run_stop:"};
    QTest::newRow("two spaces after the token")
        << QByteArray(":::MLL  1.0 k: 1\n") << QStringList{"!  1.0 k: 1"};
    QTest::newRow("no space after the colon")
        << QByteArray(":::MLL 1.0 k:1\n") << QStringList{"! 1.0 k:1"};
    QTest::newRow("a dash in the key")
        << QByteArray(":::MLL 1.0 a-b: 1\n") << QStringList{"! 1.0 a-b: 1"};
    // An MLLOG record is no MLL line: in a v0.6 log it fails like any other broken line.
    QTest::newRow("MLLOG in an MLL log") << QByteArray(":::MLLOG {\"key\": \"run_stop\"}\n")
                                         << QStringList{"!OG {\"key\": \"run_stop\"}"};
    // "1.2.3" matches [\\d.]+: the line has the form; its time is refused later (float()).
    QTest::newRow("time 1.2.3") << QByteArray(":::MLL 1.2.3 k: 1\n") << QStringList{"1.2.3|k|1"};
}

void TestMllogScanner::mllLines() {
    QFETCH(QByteArray, log);
    QFETCH(QStringList, expected);
    const std::string_view text(log.constData(), static_cast<std::size_t>(log.size()));
    MllogScanner scanner(text, mlpe::LogDialect::Mll);
    MllogRecord record;
    QStringList found;
    const auto str = [](std::string_view v) {
        return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
    };
    while (scanner.next(record)) {
        if (record.mllMalformed)
            found << QLatin1Char('!') + str(record.text);
        else
            found << str(record.mllTime) + QLatin1Char('|') + str(record.mllKey) +
                         QLatin1Char('|') + str(record.text);
        QVERIFY(record.offset < text.size());
    }
    QCOMPARE(found, expected);
}

void TestMllogScanner::mllTokenAtEveryOffset() {
    // The MLL token at every offset of a line, after other text: found by the SIMD loops and the
    // scalar tail alike, and only the line's last one counts.
    for (int pad = 0; pad < 90; ++pad) {
        const std::string log = std::string(std::size_t(pad), 'M') + ":::MLL 1.0 a: 1 " +
                                std::string(std::size_t(pad), 'L') + ":::MLL 2.0 b: 2\n" +
                                ":::MLL 3.0 c: 3";
        MllogScanner scanner(log, mlpe::LogDialect::Mll);
        MllogRecord record;
        QStringList keys;
        while (scanner.next(record)) {
            QVERIFY2(!record.mllMalformed, qPrintable(QString::number(pad)));
            keys << QString::fromLatin1(record.mllKey.data(), qsizetype(record.mllKey.size()));
        }
        QCOMPARE(keys, (QStringList{QStringLiteral("b"), QStringLiteral("c")}));
    }
    // The MLLOG token is not found in MLL mode's sense: it is an MLL token followed by "OG".
    QCOMPARE(MllogScanner::findLastToken(":::MLLOG {} :::MLL 1 k: 1", mlpe::LogDialect::Mll),
             std::size_t(12));
    QCOMPARE(MllogScanner::findLastToken(":::MLLOG {} :::MLL 1 k: 1"), std::size_t(0));
}

QTEST_APPLESS_MAIN(TestMllogScanner)
#include "tst_mllogscanner.moc"
