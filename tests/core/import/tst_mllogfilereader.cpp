// MllogFileReader: streaming a log file in chunks finds exactly the records (and lines) that
// MllogScanner finds in the whole file, whatever the chunk boundaries, with bounded memory.
#include "core/import/mllogfilereader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <random>
#include <string>
#include <vector>

using mlpe::Expected;
using mlpe::MllogFileReader;
using mlpe::MllogRecord;
using mlpe::MllogScanner;

namespace {

struct Found {
    std::string text;
    int line = 0;
    bool overlong = false;
    bool operator==(const Found&) const = default;
};

QString writeLog(const QTemporaryDir& dir, const std::string& bytes) {
    const QString path = dir.filePath(QStringLiteral("result_0.txt"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(bytes.data(), qint64(bytes.size()));
    return path;
}

std::vector<Found> scanWhole(const std::string& bytes) {
    std::vector<Found> found;
    MllogScanner scanner(bytes);
    MllogRecord record;
    while (scanner.next(record))
        found.push_back(
            {std::string(record.text), MllogScanner::lineNumberAt(bytes, record.offset)});
    return found;
}

std::vector<Found> readStreamed(MllogFileReader& reader, const QString& path) {
    std::vector<std::pair<Found, std::size_t>> raw;
    const Expected<void> ok = reader.read(path, [&](const MllogRecord& record) {
        raw.push_back({{std::string(record.text), 0, record.overlong}, record.offset});
        return true;
    });
    if (!ok)
        qWarning("%s", qPrintable(ok.error()));
    std::vector<Found> found;
    for (auto& [item, offset] : raw) {
        item.line = reader.lineNumberAt(offset);
        found.push_back(item);
    }
    return found;
}

// A log of the kinds of lines real ones hold, and the awkward ones: prefixes, two tokens on a
// line, CRLF, blank lines, progress output joined with '\r', long lines, no final newline.
std::string randomLog(std::mt19937& random, int lines) {
    static const std::vector<std::string> pieces{
        ":::MLLOG {\"key\": \"run_start\", \"time_ms\": 1727591757539}",
        "0: :::MLLOG {\"key\": \"eval_accuracy\", \"value\": 0.72}",
        "[1,0]<stdout>::::MLLOG {\"key\": \"tracked_stats\"}\r",
        "step 10 loss 1.23",
        "",
        "progress 10%\rprogress 20%\r:::MLLOG {\"a\": 1}",
        "x :::MLLOG {\"first\": 1} :::MLLOG {\"last\": 2}",
        ":::MLLOG ",
        ":::MLLO",
        "G {\"not\": \"a token\"}",
        "   :::MLLOG    {\"spaces\": true}   ",
    };
    std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
    std::uniform_int_distribution<int> longLine(0, 30);
    std::string log;
    for (int i = 0; i < lines; ++i) {
        if (longLine(random) == 0)
            log += std::string(std::size_t(300 + longLine(random) * 37), 'M');
        log += pieces[pick(random)];
        log += '\n';
    }
    log += ":::MLLOG {\"no\": \"newline\"}";
    return log;
}

} // namespace

namespace QTest {
template <> char* toString(const std::vector<Found>& found) {
    QByteArray text;
    for (const Found& item : found)
        text += QByteArray::fromStdString(item.text) + '@' + QByteArray::number(item.line) +
                (item.overlong ? " (overlong); " : "; ");
    return qstrdup(text.constData());
}
} // namespace QTest

class TestMllogFileReader : public QObject {
    Q_OBJECT
private slots:
    void sameRecordsAsWholeFileScan();
    void longLineKeepsItsLastRecord();
    void overlongRecordIsReportedOnItsLine();
    void laterTokenReplacesOverlongRecord();
    void handlerStopsReading();
    void unreadableFileIsAnError();
};

void TestMllogFileReader::sameRecordsAsWholeFileScan() {
    QTemporaryDir dir;
    std::mt19937 random(20261204);
    for (int round = 0; round < 8; ++round) {
        const std::string log = randomLog(random, 200);
        const QString path = writeLog(dir, log);
        const std::vector<Found> expected = scanWhole(log);
        QVERIFY(expected.size() > 50);
        for (std::size_t chunk : {1, 2, 7, 9, 10, 63, 64, 100, 4096, 1 << 20}) {
            MllogFileReader reader(chunk);
            QVERIFY2(readStreamed(reader, path) == expected,
                     qPrintable(QStringLiteral("round %1, chunk %2").arg(round).arg(chunk)));
        }
    }
}

void TestMllogFileReader::longLineKeepsItsLastRecord() {
    // Lines far longer than what the reader holds (64 bytes here, 32 MiB by default): only the
    // text from the line's last token on is kept, which is all a record can come from.
    QTemporaryDir dir;
    const std::string log = std::string(1000, 'x') + ":::MLLOG {\"a\": 1}\n" +
                            ":::MLLOG {\"skipped\": 1}" + std::string(1000, ' ') +
                            ":::MLLOG {\"b\": 2}\n" + std::string(999, ':') + ":::MLLOG {}";
    const QString path = writeLog(dir, log);
    for (std::size_t chunk : {1, 16, 60}) {
        MllogFileReader reader(chunk, 64);
        const std::vector<Found> found = readStreamed(reader, path);
        QCOMPARE(found, (std::vector<Found>{{"{\"a\": 1}", 1}, {"{\"b\": 2}", 2}, {"{}", 3}}));
    }
}

void TestMllogFileReader::overlongRecordIsReportedOnItsLine() {
    QTemporaryDir dir;
    const std::string log = ":::MLLOG {\"a\": 1}\n:::MLLOG {\"big\": \"" + std::string(500, 'G') +
                            "\"}\n:::MLLOG {\"b\": 2}\n:::MLLOG " + std::string(300, '[');
    const QString path = writeLog(dir, log);
    for (std::size_t chunk : {1, 16, 60}) {
        MllogFileReader reader(chunk, 64);
        const std::vector<Found> found = readStreamed(reader, path);
        QCOMPARE(found, (std::vector<Found>{
                            {"{\"a\": 1}", 1}, {"", 2, true}, {"{\"b\": 2}", 3}, {"", 4, true}}));
    }
}

void TestMllogFileReader::laterTokenReplacesOverlongRecord() {
    QTemporaryDir dir;
    const std::string log =
        ":::MLLOG {\"big\": \"" + std::string(500, 'G') + "\"} :::MLLOG {\"later\": 1}\nnext";
    const QString path = writeLog(dir, log);
    for (std::size_t chunk : {1, 16, 60}) {
        MllogFileReader reader(chunk, 64);
        QCOMPARE(readStreamed(reader, path), (std::vector<Found>{{"{\"later\": 1}", 1}}));
    }
}

void TestMllogFileReader::handlerStopsReading() {
    QTemporaryDir dir;
    const QString path = writeLog(dir, ":::MLLOG {\"a\": 1}\n:::MLLOG {\"b\": 2}\n:::MLLOG {}\n");
    MllogFileReader reader(4);
    int calls = 0;
    QVERIFY(reader.read(path, [&](const MllogRecord&) { return ++calls < 2; }));
    QCOMPARE(calls, 2);
}

void TestMllogFileReader::unreadableFileIsAnError() {
    QTemporaryDir dir;
    MllogFileReader reader;
    const Expected<void> folder = reader.read(dir.path(), [](const MllogRecord&) { return true; });
    QVERIFY(!folder);
    QCOMPARE(folder.error(), QStringLiteral("a folder, not a file"));
    const Expected<void> absent = reader.read(dir.filePath(QStringLiteral("absent.txt")),
                                              [](const MllogRecord&) { return true; });
    QVERIFY(!absent);
    QVERIFY(!absent.error().isEmpty());
}

QTEST_APPLESS_MAIN(TestMllogFileReader)
#include "tst_mllogfilereader.moc"
