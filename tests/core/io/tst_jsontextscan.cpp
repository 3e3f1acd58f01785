// JsonTextScan: what QJsonDocument passes silently (a repeated key, a raw control character in a
// string) and numbers as written.
#include "core/io/jsontextscan.h"

#include <QJsonDocument>
#include <QTest>

using namespace mlpe;

class TestJsonTextScan : public QObject {
    Q_OBJECT
private slots:
    void repeatedKeys_data();
    void repeatedKeys();
    void controlCharacters_data();
    void controlCharacters();
    void topLevelText();
    void deepNestingIsBounded();
};

void TestJsonTextScan::repeatedKeys_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // "path|key|line|firstLine;..."
    QTest::newRow("none") << QByteArray(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]})")
                          << "";
    // A system description with number_of_nodes twice (QJsonDocument keeps one, unsaid).
    QTest::newRow("top level")
        << QByteArray(
               "{\n  \"number_of_nodes\": \"1\",\n  \"x\": 0,\n  \"number_of_nodes\": \"64\"\n}")
        << "|number_of_nodes|4|2";
    QTest::newRow("nested object")
        << QByteArray("{\"view\": {\"zoom\": {\"time\": [0, 1, 0, 1],\n\"time\": [0, 2, 0, 2]}}}")
        << "view.zoom|time|2|1";
    QTest::newRow("in an array element")
        << QByteArray("{\"prices\": [{\"family\": \"A\"}, {\"family\": \"B\", \"family\": \"C\"}]}")
        << "prices[1]|family|1|1";
    // The same name written with an escape is the same name.
    QTest::newRow("escaped spelling")
        << QByteArray(R"({"seed": "1", "se\u0065d": "2"})") << "|seed|1|1";
    QTest::newRow("keys inside strings do not count")
        << QByteArray(R"({"pick": "\"pick\": 1, \"pick\"", "other": 1})") << "";
    QTest::newRow("two repeats") << QByteArray("{\"a\": 1, \"a\": 2,\n\"b\": [], \"b\": []}")
                                 << "|a|1|1;|b|2|2";
    // An object of many names (looked up by hash beyond the first 64): a name of the first
    // ones given again late, twice, and a late name given again, each on its own line.
    QByteArray many = "{";
    for (int i = 0; i < 100; ++i)
        many += QByteArray("\"k") + QByteArray::number(i) + "\": " + QByteArray::number(i) + ",\n";
    many += "\"k3\": 0,\n\"k90\": 0,\n\"k3\": 1}";
    QTest::newRow("many names") << many << "|k3|101|4;|k90|102|91;|k3|103|4";
}

void TestJsonTextScan::repeatedKeys() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QVERIFY(!QJsonDocument::fromJson(json).isNull()); // valid JSON that Qt takes as it is
    QStringList found;
    const JsonTextScan scan = JsonTextScan::scan(json);
    for (const auto& r : scan.repeatedKeys())
        found << QStringLiteral("%1|%2|%3|%4").arg(r.path, r.key).arg(r.line).arg(r.firstLine);
    QCOMPARE(found.join(u';'), expected);
}

void TestJsonTextScan::controlCharacters_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("code");
    QTest::newRow("none") << QByteArray("{\"a\": \"x\\u0000y\",\n\"b\": \"\\t\"}") << 0 << 0;
    QTest::newRow("raw NUL") << QByteArray("{\n\"system_name\": \"x\0y\"}", 23) << 2 << 0;
    QTest::newRow("raw tab") << QByteArray("{\"a\": 1,\n\n\"b\": \"x\ty\"}") << 3 << 9;
    QTest::newRow("raw escape") << QByteArray("{\"a\": \"\x1b[31m\"}") << 1 << 27;
    QTest::newRow("white space between tokens is fine") << QByteArray("{\t\"a\":\r\n 1}") << 0 << 0;
}

void TestJsonTextScan::controlCharacters() {
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, code);
    const JsonTextScan scan = JsonTextScan::scan(json);
    QCOMPARE(scan.controlCharacterLine(), line);
    QCOMPARE(scan.controlCharacter(), code);
}

void TestJsonTextScan::topLevelText() {
    const JsonTextScan scan = JsonTextScan::scan(
        R"({"format": "mlperf-explorer-session", "version": 1e300, "data": {"version": 2}})");
    QCOMPARE(scan.topLevelText(QStringLiteral("version")), QByteArray("1e300"));
    QCOMPARE(scan.topLevelText(QStringLiteral("format")),
             QByteArray("\"mlperf-explorer-session\""));
    QCOMPARE(scan.topLevelText(QStringLiteral("data")), QByteArray());
    QCOMPARE(scan.topLevelText(QStringLiteral("missing")), QByteArray());
}

// A million levels of nesting (a session once held them): the scan follows only the brackets
// beyond kMaxDepth and still finds what comes after.
void TestJsonTextScan::deepNestingIsBounded() {
    const int depth = 1000000;
    QByteArray json = "{\"a\": ";
    json += QByteArray(depth, '[') + QByteArray(depth, ']');
    json += ", \"a\": 1}";
    const JsonTextScan scan = JsonTextScan::scan(json);
    QCOMPARE(scan.repeatedKeys().size(), std::size_t(1));
    QCOMPARE(scan.repeatedKeys().front().key, QStringLiteral("a"));
}

QTEST_GUILESS_MAIN(TestJsonTextScan)
#include "tst_jsontextscan.moc"
