// SystemDescriptionReader on real system JSONs (tests/data/rounds, copied from v4.1) and on the
// variations seen across rounds v3.1..v5.1 (mlperf-data.md "System JSON").
#include "core/import/systemdescriptionreader.h"

#include <QFile>
#include <QTest>

using namespace mlpe;

Q_DECLARE_METATYPE(mlpe::Availability)

class TestSystemDescriptionReader : public QObject {
    Q_OBJECT
private slots:
    void realFile();
    void counts_data();
    void counts();
    void implausibleCountsAreErrors_data();
    void implausibleCountsAreErrors();
    void implausibleCountFixtureNamesFileAndLine();
    void softwareStackShapesAreAccepted_data();
    void softwareStackShapesAreAccepted();
    void missingKeysWarnButLoad();
    void malformedJsonNamesFileAndLine();
    void ambiguousJsonIsAnError_data();
    void ambiguousJsonIsAnError();
    void notAnObject();
    void unreadableFile();
    void lineOfOffset();
    void olderFormats_data();
    void olderFormats();
    void olderMalformedJson();

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
    QTest::newRow("null") << QByteArray("null") << QByteArray("null") << 0 << 0 << 2;
    QTest::newRow("largest real N")
        << QByteArray("\"1452\"") << QByteArray("\"8\"") << 1452 << 8 << 0;
}

void TestSystemDescriptionReader::implausibleCountsAreErrors_data() {
    QTest::addColumn<QByteArray>("nodes");
    QTest::addColumn<QByteArray>("perNode");
    QTest::addColumn<QString>("reason");
    // "1e9" x 4 once overflowed int (accelerators = -294967296 in release, UBSan abort).
    QTest::newRow("1e9 x 4") << QByteArray("\"1e9\"") << QByteArray("4")
                             << QStringLiteral("number_of_nodes \"1e9\" is not a count");
    QTest::newRow("999999999 x 4")
        << QByteArray("999999999") << QByteArray("4")
        << QStringLiteral("number_of_nodes \"999999999\" is not a count");
    QTest::newRow("1000 x 1001") << QByteArray("1000") << QByteArray("1001")
                                 << QStringLiteral("= 1001000 accelerators");
    QTest::newRow("negative") << QByteArray("-1") << QByteArray("8")
                              << QStringLiteral("number_of_nodes \"-1\" is not a count");
    QTest::newRow("NaN string") << QByteArray("2") << QByteArray("\"nan\"")
                                << QStringLiteral("accelerators_per_node \"nan\" is not a count");
    QTest::newRow("1e300") << QByteArray("1e300") << QByteArray("1")
                           << QStringLiteral("number_of_nodes \"1e+300\" is not a count");
}

void TestSystemDescriptionReader::implausibleCountsAreErrors() {
    QFETCH(QByteArray, nodes);
    QFETCH(QByteArray, perNode);
    QFETCH(QString, reason);
    const QByteArray json = "{\"division\": \"closed\",\n\"number_of_nodes\": " + nodes +
                            ",\n\"accelerators_per_node\": " + perNode + "}";
    std::vector<ImportProblem> problems;
    const auto d = SystemDescriptionReader::parse(json, QStringLiteral("/x/S/systems/sys.json"),
                                                  QStringLiteral("S"), problems);
    QVERIFY(!d);
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].severity, ProblemSeverity::Error);
    QCOMPARE(problems[0].file, QStringLiteral("/x/S/systems/sys.json"));
    QVERIFY2(problems[0].message.contains(reason), qPrintable(problems[0].message));
    QVERIFY(problems[0].message.contains(QLatin1String("cannot be scored")));
    // The line of the offending key.
    QCOMPARE(problems[0].line, reason.startsWith(QLatin1String("accelerators")) ? 3 : 2);
}

void TestSystemDescriptionReader::implausibleCountFixtureNamesFileAndLine() {
    const QString path =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/hostile/nodes_1e9.json");
    std::vector<ImportProblem> problems;
    QVERIFY(!SystemDescriptionReader::readFile(path, QStringLiteral("Google"), problems));
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].toString().section(QLatin1Char(':'), 0, 1), path + QStringLiteral(":6"));
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

// What QJsonDocument takes silently: the real trillium description with one change each. A key
// the scorer reads given twice (which N?) or a raw control character in a string (not JSON) is
// an Error naming the line, and the system is not described; a repeated key the scorer never
// reads (three real v5.0 / v5.1 Dell files repeat accelerator_frequency) changes nothing.
void TestSystemDescriptionReader::ambiguousJsonIsAnError_data() {
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<int>("line"); // 0: accepted without a problem
    QTest::addColumn<QString>("message");
    QTest::newRow("number_of_nodes twice")
        << QByteArray("\"host_processors_per_node\": \"1\",")
        << QByteArray("\"number_of_nodes\": \"1\",\n  \"host_processors_per_node\": \"1\",") << 7
        << "number_of_nodes is given twice (first on line 6): which value counts is ambiguous; "
           "its result sets cannot be scored";
    QTest::newRow("raw NUL in a string")
        << QByteArray("\"system_name\": \"tpu-trillium-1024\"")
        << QByteArray("\"system_name\": \"tpu-trillium\0-1024\"", 35) << 5
        << "malformed system description JSON (raw control character \\x00 inside a string; "
           "JSON allows it only escaped)";
    QTest::newRow("repeated key the scorer does not read")
        << QByteArray("\"host_processors_per_node\": \"1\",")
        << QByteArray("\"host_processor_frequency\": \"1GHz\",\n  \"host_processors_per_node\": "
                      "\"1\",")
        << 0 << "";
}

void TestSystemDescriptionReader::ambiguousJsonIsAnError() {
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(int, line);
    QFETCH(QString, message);
    QFile file(
        fixture("training_results_v4.1/Google/systems/cloud-tpu-trillium-1024-maxtext.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray json = file.readAll();
    QVERIFY(json.contains(from));
    json.replace(from, to);
    std::vector<ImportProblem> problems;
    const auto d = SystemDescriptionReader::parse(json, QStringLiteral("/r/x.json"),
                                                  QStringLiteral("Google"), problems);
    if (line == 0) {
        QVERIFY(d);
        QVERIFY(problems.empty());
        QCOMPARE(d->nodes, 256);
        return;
    }
    QVERIFY(!d);
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].file, QStringLiteral("/r/x.json"));
    QCOMPARE(problems[0].line, line);
    QCOMPARE(problems[0].severity, ProblemSeverity::Error);
    QCOMPARE(problems[0].message, message);
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

void TestSystemDescriptionReader::olderFormats_data() {
    QTest::addColumn<QString>("file"); // under tests/data/rounds/history, verbatim from the round
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("perNode");
    QTest::addColumn<QString>("division");
    QTest::addColumn<Availability>("availability");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("systemName");
    QTest::addColumn<QString>("submitter");
    QTest::addColumn<QString>("writtenKey"); // one of the file's own keys, as written
    QTest::addColumn<bool>("olderFormatNote");
    // v0.6 Google: today's keys; "tpu-v3" chips. tpu-v3-2048 counts cores: 1024 chips.
    QTest::newRow("v0.6 Google") << "training_results_v0.6/Google/systems/tpu-v3-2048.json" << 1
                                 << 1024 << "closed" << Availability::Cloud << "TPU v3"
                                 << ""
                                 << "tpu-v3"
                                 << "Google"
                                 << "number_of_nodes" << false;
    // v0.6 NVIDIA: log lines, the counts inside a Python dict text ('num_nodes': '1', ...).
    QTest::newRow("v0.6 NVIDIA log lines")
        << "training_results_v0.6/NVIDIA/systems/dgx1_ngc19.05_tensorflow.json" << 1 << 8
        << "closed" << Availability::OnPremise << "V100"
        << "SXM2 16GB"
        << "1xDGX-1 with V100"
        << "NVIDIA"
        << "entry" << true;
    // v0.6 Fujitsu: v0.5-style "nodes" list (512 nodes of 4 V100), research = preview.
    QTest::newRow("v0.6 Fujitsu nodes list")
        << "training_results_v0.6/Fujitsu/systems/abci_2048xV100_mxnet.json" << 512 << 4 << "open"
        << Availability::Preview << "V100"
        << "SXM2 16GB"
        << "CX2570-m4 ABCI(AIST)"
        << ""
        << "nodes" << true;
    // v0.6 Intel: "sumitter", "number of nodes", a nodes list of CPUs ("NA" accelerators).
    QTest::newRow("v0.6 Intel CPUs") << "training_results_v0.6/Intel/systems/clx-8260l-2s-x32.json"
                                     << 32 << 0 << "closed" << Availability::OnPremise << "CPU only"
                                     << ""
                                     << "CLX-8260L-2S"
                                     << "Intel_Corp"
                                     << "sumitter" << true;
    // v0.7 Dell EMC: "number of nodes".
    QTest::newRow("v0.7 Dell EMC") << "training_results_v0.7/DellEMC/systems/C4140.json" << 1 << 4
                                   << "closed" << Availability::OnPremise << "V100"
                                   << "SXM2 32GB"
                                   << "C4140"
                                   << "Dell EMC"
                                   << "number of nodes" << true;
    // v0.7 SIAT: "divison".
    QTest::newRow("v0.7 SIAT")
        << "training_results_v0.7/SIAT/systems/modelarts_512_tensorflow_close.json" << 64 << 8
        << "closed" << Availability::Preview << "Ascend 910"
        << ""
        << "modelarts_512_0"
        << "SIAT"
        << "divison" << true;
    // v1.0 PCL: division "close".
    QTest::newRow("v1.0 close")
        << "training_results_v1.0/PCL/systems/CloudBrainII_256_mindspore_close.json" << 32 << 8
        << "closed" << Availability::Preview << "Ascend 910"
        << "PRO A"
        << "CloudBrainII_256"
        << "PCL & PKU"
        << "division" << false;
    // v1.0 Google: accelerator "TPU"; the generation is in the system name.
    QTest::newRow("v1.0 bare TPU") << "training_results_v1.0/Google/systems/tpu-v4-2048-TF.json"
                                   << 256 << 4 << "closed" << Availability::Preview << "TPU v4"
                                   << ""
                                   << "tpu-v4-2048"
                                   << "Google"
                                   << "accelerator_model_name" << false;
}

void TestSystemDescriptionReader::olderFormats() {
    QFETCH(QString, file);
    QFETCH(int, nodes);
    QFETCH(int, perNode);
    QFETCH(QString, division);
    QFETCH(Availability, availability);
    QFETCH(QString, family);
    QFETCH(QString, variant);
    QFETCH(QString, systemName);
    QFETCH(QString, submitter);
    QFETCH(QString, writtenKey);
    QFETCH(bool, olderFormatNote);
    std::vector<ImportProblem> problems;
    QStringList fields;
    const auto d = SystemDescriptionReader::readFile(
        fixture(QStringLiteral("history/") + file), QStringLiteral("Submitter"), problems, &fields);
    QVERIFY(d);
    QCOMPARE(d->nodes, nodes);
    QCOMPARE(d->acceleratorsPerNode, perNode);
    QCOMPARE(d->division, division);
    QCOMPARE(d->availability, availability);
    QVERIFY2(d->accelerator.matched, qPrintable(d->accelerator.rawName));
    QCOMPARE(d->accelerator.family, family);
    QCOMPARE(d->accelerator.variant, variant);
    QCOMPARE(d->systemName, systemName);
    QCOMPARE(d->submitterDisplay, submitter);
    // The file's own keys, before any older spelling is read for another: what the official
    // summarizer checks.
    QVERIFY2(fields.contains(writtenKey), qPrintable(fields.join(',')));
    if (writtenKey == QLatin1String("divison") || writtenKey == QLatin1String("number of nodes"))
        QVERIFY(!fields.contains(writtenKey == QLatin1String("divison")
                                     ? QStringLiteral("division")
                                     : QStringLiteral("number_of_nodes")));
    const auto note = std::find_if(problems.begin(), problems.end(), [](const ImportProblem& p) {
        return p.message.startsWith(QLatin1String("older description format"));
    });
    QCOMPARE(note != problems.end(), olderFormatNote);
    if (olderFormatNote)
        QCOMPARE(note->severity, ProblemSeverity::Info);
    for (const auto& p : problems)
        QVERIFY2(p.severity != ProblemSeverity::Error, qPrintable(p.toString()));
}

void TestSystemDescriptionReader::olderMalformedJson() {
    // v0.7 Alibaba: a trailing comma in other_software_stack (line 36); Python's json.load
    // refuses it, so the official summarizer skips the system, and the explorer says where.
    std::vector<ImportProblem> problems;
    const auto d = SystemDescriptionReader::readFile(
        fixture("history/training_results_v0.7/Alibaba/systems/n64_pai_eflops.json"),
        QStringLiteral("Alibaba"), problems);
    QVERIFY(!d);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].severity, ProblemSeverity::Error);
    QVERIFY2(problems[0].line >= 35 && problems[0].line <= 36, qPrintable(problems[0].toString()));
    QVERIFY(problems[0].message.startsWith(QLatin1String("malformed system description JSON")));
}

QTEST_GUILESS_MAIN(TestSystemDescriptionReader)
#include "tst_systemdescriptionreader.moc"
