// DatasetCodec: bit-exact round trips and clear refusals of foreign or damaged bytes.
#include "common/datasetdiff.h"
#include "core/import/roundimporter.h"
#include "core/store/datasetcodec.h"

#include <QDataStream>
#include <QTest>
#include <cmath>
#include <limits>

using namespace mlpe;

class TestDatasetCodec : public QObject {
    Q_OBJECT
private slots:
    void roundTripHandMadeDataset();
    void roundTripFixtureImport();
    void emptyDataset();
    void rejects_data();
    void rejects();

private:
    static Dataset handMade();
};

Dataset TestDatasetCodec::handMade() {
    Dataset dataset;
    dataset.sources = {QStringLiteral("training_results_v4.1"), QStringLiteral("Zürich ✓")};
    ResultSet set;
    set.round = QStringLiteral("4.1");
    set.submitter = QStringLiteral("NVIDIA");
    set.system = QStringLiteral("b200_preview_nemo");
    set.benchmark = QStringLiteral("llama2_70b_lora");
    set.hasSystemDescription = true;
    set.systemDescription.submitterFolder = set.submitter;
    set.systemDescription.systemKey = set.system;
    set.systemDescription.systemName = QStringLiteral("Nyx (1x NVIDIA DGX B200)");
    set.systemDescription.division = QStringLiteral("closed");
    set.systemDescription.rawStatus = QStringLiteral("Preview");
    set.systemDescription.availability = Availability::Preview;
    set.systemDescription.nodes = 1;
    set.systemDescription.acceleratorsPerNode = 8;
    set.systemDescription.accelerator = {QStringLiteral("NVIDIA Blackwell GPU (B200-SXM-180GB)"),
                                         QStringLiteral("B200"), QStringLiteral("SXM 180GB"), true};
    set.runsRequired = 10;
    set.scalingFactor = 1.0188034188034187; // v4.1 scaling.json of that set
    set.hasScalingFile = true;
    set.status = ScoreStatus::Ok;
    set.statusText = QStringLiteral("ok");
    set.scoreMinutes = 12.95758123931624;
    set.energyJoules = 1.5e-310; // a subnormal must survive too
    RunResult valid;
    valid.fileName = QStringLiteral("result_0.txt");
    valid.validity = RunValidity::Valid;
    valid.minutes = 12.71845; // arbitrary, needs all 53 bits
    valid.energyJoules = -0.0;
    RunResult broken;
    broken.fileName = QStringLiteral("result_1.txt");
    broken.validity = RunValidity::MalformedRecord;
    broken.detail = QStringLiteral("text spliced into an MLLOG line");
    broken.line = 4711;
    broken.targetKnown = false; // minutes stay NaN
    set.runs = {valid, broken};
    dataset.resultSets.push_back(set);

    ResultSet missing;
    missing.round = QStringLiteral("5.0");
    missing.submitter = QStringLiteral("Krai");
    missing.system = QStringLiteral("x");
    missing.benchmark = QStringLiteral("bert");
    missing.status = ScoreStatus::NoSystemDescription;
    missing.statusText = QStringLiteral("no system description");
    // The largest double (bit-exact); infinity is refused (no import makes it).
    missing.provisionalMinutes = std::numeric_limits<double>::max();
    dataset.resultSets.push_back(missing);

    ResultSet badScaling = missing;
    badScaling.system = QStringLiteral("y");
    badScaling.hasScalingFile = true;
    badScaling.status = ScoreStatus::BadScalingFile; // new in format version 2
    badScaling.statusText = QStringLiteral("no score: unreadable scaling.json");
    badScaling.provisionalMinutes.reset();
    dataset.resultSets.push_back(badScaling);

    ResultSet unscorable = badScaling;
    unscorable.system = QStringLiteral("z");
    unscorable.hasScalingFile = false;
    unscorable.status = ScoreStatus::Unscorable; // the last enum value (format version 3)
    unscorable.statusText = QStringLiteral("no score: benchmark \"x\" is not part of ruleset "
                                           "training_4.1.0");
    dataset.resultSets.push_back(unscorable);

    dataset.problems.push_back(
        {QStringLiteral("a/b.json"), 3, QStringLiteral("malformed"), ProblemSeverity::Error});
    dataset.problems.push_back({QString(), 0, QStringLiteral("note"), ProblemSeverity::Info});
    return dataset;
}

void TestDatasetCodec::roundTripHandMadeDataset() {
    const Dataset original = handMade();
    const auto decoded = DatasetCodec::decode(DatasetCodec::encode(original));
    QVERIFY2(decoded, qPrintable(decoded.error()));
    const QStringList differences = testing::datasetDifferences(original, *decoded);
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    QCOMPARE(decoded->sources, original.sources);
    // The comparison itself must be able to fail: one bit of one double.
    Dataset changed = original;
    changed.resultSets[0].scoreMinutes = std::nextafter(*changed.resultSets[0].scoreMinutes, 100.0);
    QCOMPARE(testing::datasetDifferences(original, changed).size(), 1);
}

void TestDatasetCodec::roundTripFixtureImport() {
    const QString root =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/rounds/training_results_v4.1");
    const ImportResult imported = RoundImporter::importRounds({root});
    QCOMPARE(imported.status, ImportStatus::Ok);
    QVERIFY(!imported.dataset.resultSets.empty());
    const auto decoded = DatasetCodec::decode(DatasetCodec::encode(imported.dataset));
    QVERIFY(decoded);
    const QStringList differences = testing::datasetDifferences(imported.dataset, *decoded);
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
}

void TestDatasetCodec::emptyDataset() {
    const auto decoded = DatasetCodec::decode(DatasetCodec::encode(Dataset{}));
    QVERIFY(decoded);
    QVERIFY(decoded->resultSets.empty());
    QVERIFY(decoded->problems.empty());
}

void TestDatasetCodec::rejects_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expectedError");
    const QByteArray good = DatasetCodec::encode(handMade());
    QByteArray otherVersion = good;
    otherVersion[7] = char(DatasetCodec::kFormatVersion + 1);
    QByteArray flipped = good;
    flipped[flipped.size() / 2] = char(flipped[flipped.size() / 2] ^ 0x5a);
    // A well-formed header and zlib stream whose payload claims 4 billion result sets.
    QByteArray hugePayload;
    {
        QDataStream out(&hugePayload, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << QStringList() << quint32(0xFFFFFFF0);
    }
    const QByteArray huge = good.left(8) + qCompress(hugePayload);
    // The same for the list of sources, the payload's first field (found by fuzz_datasetcodec:
    // QDataStream reserves a QStringList's claimed count up front, 3 billion strings = 74 GB).
    QByteArray hugeSources;
    {
        QDataStream out(&hugeSources, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << quint32(0xB8B7B7B7) << QStringLiteral("training_results_v3.1");
    }
    QTest::newRow("empty") << QByteArray() << "bad magic";
    QTest::newRow("huge count") << huge << "result set count";
    // A zlib stream whose size prefix claims 4 GB: refused before qUncompress allocates it.
    QByteArray claims4GB = good.left(8) + qCompress(QByteArray("x"));
    claims4GB[8] = char(0xFF);
    claims4GB[9] = char(0xFF);
    claims4GB[10] = char(0xFF);
    claims4GB[11] = char(0xF0);
    QTest::newRow("claims 4 GB") << claims4GB << "impossible uncompressed size";
    QTest::newRow("huge source count") << good.left(8) + qCompress(hugeSources) << "source count";
    QTest::newRow("json") << QByteArray("{\"a\": 1}") << "bad magic";
    Dataset outOfRange = handMade();
    outOfRange.resultSets[0].status = static_cast<ScoreStatus>(99); // not a ScoreStatus
    QTest::newRow("other version")
        << otherVersion
        << QStringLiteral("format version %1").arg(DatasetCodec::kFormatVersion + 1);
    QTest::newRow("status out of range") << DatasetCodec::encode(outOfRange) << "corrupt";
    // Numbers no import can produce are rejected, not carried into the analysis.
    Dataset overflowingN = handMade();
    overflowingN.resultSets[0].systemDescription.nodes = 1000000000;
    overflowingN.resultSets[0].systemDescription.acceleratorsPerNode = 4;
    QTest::newRow("N overflows") << DatasetCodec::encode(overflowingN) << "no import can produce";
    Dataset infiniteOk = handMade();
    infiniteOk.resultSets[0].scoreMinutes = std::numeric_limits<double>::infinity();
    QTest::newRow("ok with inf score")
        << DatasetCodec::encode(infiniteOk) << "no import can produce";
    Dataset nanEnergy = handMade();
    nanEnergy.resultSets[0].energyJoules = std::nan("");
    QTest::newRow("NaN energy") << DatasetCodec::encode(nanEnergy) << "no import can produce";
    Dataset hugeScaling = handMade();
    hugeScaling.resultSets[0].scalingFactor = 1e308;
    QTest::newRow("scaling 1e308") << DatasetCodec::encode(hugeScaling) << "no import can produce";
    QTest::newRow("truncated") << good.left(good.size() - 10) << "corrupt";
    QTest::newRow("flipped byte") << flipped << "corrupt";
}

void TestDatasetCodec::rejects() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expectedError);
    const auto decoded = DatasetCodec::decode(bytes);
    QVERIFY(!decoded);
    QVERIFY2(decoded.error().contains(expectedError), qPrintable(decoded.error()));
}

QTEST_GUILESS_MAIN(TestDatasetCodec)
#include "tst_datasetcodec.moc"
