// SystemDescriptionReader on real system JSONs (tests/data/rounds, copied from v4.1) and on the
// variations seen across rounds v3.1..v5.1 (mlperf-data.md "System JSON").
#include "core/data/systemdescriptionreader.h"

#include <QTest>

using namespace mlpe;

class TestSystemDescriptionReader : public QObject {
    Q_OBJECT
private slots:
    void realFile();
    void counts_data();
    void counts();
    void softwareStackShapesAreAccepted_data();
    void softwareStackShapesAreAccepted();
    void missingKeysWarnButLoad();
    void malformedJsonNamesFileAndLine();
    void notAnObject();
    void unreadableFile();
    void lineOfOffset();

private:
    static QString fixture(const QString& relative) {
        return qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/") + relative;
    }
};

void TestSystemDescriptionReader::realFile() {
    // Google/systems/cloud-tpu-trillium-1024-maxtext.json, verbatim from v4.1.
    std::vector<ImportProblem> problems;
    const auto d = SystemDescriptionReader::readFile(
        fixture("training_results_v4.1/Google/systems/cloud-tpu-trillium-1024-maxtext.json"),
        QStringLiteral("Google"), problems);
    QVERIFY(d);
    QVERIFY(problems.empty());
    QCOMPARE(d->submitterFolder, QStringLiteral("Google"));
    QCOMPARE(d->systemKey, QStringLiteral("cloud-tpu-trillium-1024-maxtext"));
    QCOMPARE(d->systemName, QStringLiteral("tpu-trillium-1024"));
    QCOMPARE(d->division, QStringLiteral("closed"));
    QCOMPARE(d->rawStatus, QStringLiteral("Preview"));
    QCOMPARE(d->availability, Availability::Preview);
    QCOMPARE(d->nodes, 256);
    QCOMPARE(d->acceleratorsPerNode, 4);
    QCOMPARE(d->accelerators(), 1024); // chips: name and N agree here
    QCOMPARE(d->accelerator.family, QStringLiteral("Trillium"));
    QCOMPARE(d->hostProcessor, QStringLiteral("AMD EPYC 9B14"));
    QCOMPARE(d->framework, QStringLiteral("maxtext"));
}

void TestSystemDescriptionReader::counts_data() {
    QTest::addColumn<QByteArray>("nodes");
    QTest::addColumn<QByteArray>("perNode");
    QTest::addColumn<int>("expectedNodes");
    QTest::addColumn<int>("expectedPerNode");
    QTest::addColumn<int>("expectedWarnings");
    // Spellings from the five rounds: "8", 8, 1.0 (and padded strings).
    QTest::newRow("strings") << QByteArray("\"2\"") << QByteArray("\"8\"") << 2 << 8 << 0;
    QTest::newRow("ints") << QByteArray("2") << QByteArray("8") << 2 << 8 << 0;
    QTest::newRow("floats") << QByteArray("1.0") << QByteArray("4.0") << 1 << 4 << 0;
    QTest::newRow("float strings")
        << QByteArray("\" 16.0 \"") << QByteArray("\"4\"") << 16 << 4 << 0;
    QTest::newRow("cpu only") << QByteArray("\"1\"") << QByteArray("\"0\"") << 1 << 0 << 0;
    QTest::newRow("text") << QByteArray("\"many\"") << QByteArray("\"8\"") << 0 << 8 << 1;
    QTest::newRow("negative") << QByteArray("-1") << QByteArray("8") << 0 << 8 << 1;
    QTest::newRow("null") << QByteArray("null") << QByteArray("null") << 0 << 0 << 2;
}

void TestSystemDescriptionReader::counts() {
    QFETCH(QByteArray, nodes);
    QFETCH(QByteArray, perNode);
    QFETCH(int, expectedNodes);
    QFETCH(int, expectedPerNode);
    QFETCH(int, expectedWarnings);
    const QByteArray json = "{\"division\": \"closed\", \"status\": \"onprem\", "
                            "\"accelerator_model_name\": \"NVIDIA L40S\", \"number_of_nodes\": " +
                            nodes + ", \"accelerators_per_node\": " + perNode + "}";
    std::vector<ImportProblem> problems;
    const auto d = SystemDescriptionReader::parse(json, QStringLiteral("/x/S/systems/sys.json"),
                                                  QStringLiteral("S"), problems);
    QVERIFY(d);
    QCOMPARE(d->nodes, expectedNodes);
    QCOMPARE(d->acceleratorsPerNode, expectedPerNode);
    QCOMPARE(d->accelerators(), expectedNodes * expectedPerNode);
    QCOMPARE(int(problems.size()), expectedWarnings);
    for (const auto& p : problems) {
        QCOMPARE(p.severity, ProblemSeverity::Warning);
        QCOMPARE(p.file, QStringLiteral("/x/S/systems/sys.json"));
    }
}

void TestSystemDescriptionReader::softwareStackShapesAreAccepted_data() {
    QTest::addColumn<QByteArray>("stack");
    QTest::newRow("object") << QByteArray("{\"JAX\": \"0.4\"}");
    QTest::newRow("list") << QByteArray("[\"CUDA 12\", \"NCCL\"]");
    QTest::newRow("string") << QByteArray("\"CUDA 12, cuDNN 9\"");
    QTest::newRow("absent") << QByteArray();
}

void TestSystemDescriptionReader::softwareStackShapesAreAccepted() {
    QFETCH(QByteArray, stack);
    QByteArray json = "{\"division\":\"closed\",\"status\":\"Available cloud\","
                      "\"number_of_nodes\":\"1\",\"accelerators_per_node\":\"8\","
                      "\"accelerator_model_name\":\"NVIDIA H100-SXM5-80GB\","
                      "\"host_processor_model_name\": \" Intel Xeon 8480C\"";
    if (!stack.isEmpty())
        json += ",\"other_software_stack\":" + stack;
    json += "}";
    std::vector<ImportProblem> problems;
    const auto d = SystemDescriptionReader::parse(json, QStringLiteral("s.json"),
                                                  QStringLiteral("S"), problems);
    QVERIFY(d);
    QVERIFY(problems.empty());
    QCOMPARE(d->availability, Availability::Cloud);
    QCOMPARE(d->accelerator.family, QStringLiteral("H100"));
    QCOMPARE(d->hostProcessor, QStringLiteral("Intel Xeon 8480C")); // leading space trimmed
}

void TestSystemDescriptionReader::missingKeysWarnButLoad() {
    std::vector<ImportProblem> problems;
    const auto d = SystemDescriptionReader::parse("{}", QStringLiteral("empty.json"),
                                                  QStringLiteral("S"), problems);
    QVERIFY(d);
    QCOMPARE(d->systemKey, QStringLiteral("empty"));
    QCOMPARE(d->accelerators(), 0);
    QVERIFY(!d->accelerator.matched);
    // nodes, accelerators per node, status, division: four warnings; empty accelerator: info.
    QCOMPARE(int(problems.size()), 5);
}

void TestSystemDescriptionReader::malformedJsonNamesFileAndLine() {
    // tpu-broken.json: a comma is missing at the end of line 5, the parser stops on line 6.
    const QString path = fixture("training_results_v4.1/Google/systems/tpu-broken.json");
    std::vector<ImportProblem> problems;
    QVERIFY(!SystemDescriptionReader::readFile(path, QStringLiteral("Google"), problems));
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].file, path);
    QCOMPARE(problems[0].line, 6);
    QCOMPARE(problems[0].severity, ProblemSeverity::Error);
    QVERIFY(problems[0].message.contains(QStringLiteral("malformed")));
}

void TestSystemDescriptionReader::notAnObject() {
    std::vector<ImportProblem> problems;
    QVERIFY(!SystemDescriptionReader::parse("[1, 2]", QStringLiteral("a.json"), QStringLiteral("S"),
                                            problems));
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].severity, ProblemSeverity::Error);
}

void TestSystemDescriptionReader::unreadableFile() {
    std::vector<ImportProblem> problems;
    const QString path = fixture("does-not-exist.json");
    QVERIFY(!SystemDescriptionReader::readFile(path, QStringLiteral("S"), problems));
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].file, path);
}

void TestSystemDescriptionReader::lineOfOffset() {
    const QByteArray text = "a\nbc\n\nd";
    QCOMPARE(SystemDescriptionReader::lineOfOffset(text, 0), 1);
    QCOMPARE(SystemDescriptionReader::lineOfOffset(text, 2), 2);
    QCOMPARE(SystemDescriptionReader::lineOfOffset(text, 6), 4);
    QCOMPARE(SystemDescriptionReader::lineOfOffset(text, 999), 4); // clamped
}

QTEST_GUILESS_MAIN(TestSystemDescriptionReader)
#include "tst_systemdescriptionreader.moc"
