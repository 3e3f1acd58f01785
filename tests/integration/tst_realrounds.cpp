// The five published rounds, unpacked by the ctest fixture into $MLPE_DATA_DIR (skipped when
// absent): every result set is scored or says why, the spot values of mlperf-data.md, and the
// embedded dataset equals a fresh import field by field (doubles bit-exact).
#include "common/datasetdiff.h"
#include "core/import/roundimporter.h"
#include "core/store/embeddeddataset.h"

#include <QDir>
#include <QTest>
#include <cmath>

using namespace mlpe;

class TestRealRounds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everySetScoredOrExplained();
    void everyAcceleratorHasAFamily();
    void spotValues_data();
    void spotValues();
    void embeddedDatasetEqualsFreshImport();
    void setsListedInMissingFiles_data();
    void setsListedInMissingFiles();

private:
    QString m_dataDir;
    ImportResult m_result;
    const ResultSet* find(const QString& key) const;
};

void TestRealRounds::initTestCase() {
    m_dataDir = qEnvironmentVariable("MLPE_DATA_DIR");
    const QStringList rounds =
        QDir(m_dataDir).entryList({QStringLiteral("training_results_v*")}, QDir::Dirs);
    if (m_dataDir.isEmpty() || rounds.isEmpty())
        QSKIP(qPrintable(QStringLiteral("no training_results_v* folders in MLPE_DATA_DIR (%1): "
                                        "the MLPerf archives are not available")
                             .arg(m_dataDir)));
    m_result = RoundImporter::importRounds({m_dataDir});
    QCOMPARE(m_result.status, ImportStatus::Ok);
    QCOMPARE(m_result.dataset.sources.size(), rounds.size());
}

const ResultSet* TestRealRounds::find(const QString& key) const {
    for (const auto& set : m_result.dataset.resultSets)
        if (set.key() == key)
            return &set;
    return nullptr;
}

void TestRealRounds::everySetScoredOrExplained() {
    QVERIFY(!m_result.dataset.resultSets.empty());
    int ok = 0;
    for (const auto& set : m_result.dataset.resultSets) {
        if (set.status == ScoreStatus::Ok) {
            ++ok;
            QVERIFY2(set.scoreMinutes && std::isfinite(*set.scoreMinutes) && *set.scoreMinutes > 0,
                     qPrintable(set.key()));
            QVERIFY2(set.hasSystemDescription, qPrintable(set.key()));
        } else {
            QVERIFY2(!set.scoreMinutes, qPrintable(set.key()));
            QVERIFY2(!set.statusText.isEmpty() && set.statusText != QLatin1String("ok"),
                     qPrintable(set.key()));
        }
        if (!set.hasSystemDescription) {
            // The missing/unreadable system JSON is reported with its path.
            const QString json =
                QStringLiteral("/%1/systems/%2.json").arg(set.submitter, set.system);
            bool reported = false;
            for (const auto& p : m_result.dataset.problems)
                reported = reported || p.file.endsWith(json);
            QVERIFY2(reported, qPrintable(set.key()));
        }
    }
    // Most published sets have an official score; a collapse here means a scoring bug.
    QVERIFY2(
        ok > int(m_result.dataset.resultSets.size()) * 8 / 10,
        qPrintable(QStringLiteral("%1 of %2 ok").arg(ok).arg(m_result.dataset.resultSets.size())));
}

void TestRealRounds::everyAcceleratorHasAFamily() {
    // The family rule table covers every accelerator_model_name of the published rounds.
    for (const auto& set : m_result.dataset.resultSets) {
        if (!set.hasSystemDescription)
            continue;
        const AcceleratorIdentity& id = set.systemDescription.accelerator;
        QVERIFY2(id.matched, qPrintable(set.key() + QStringLiteral(": ") + id.rawName));
    }
}

void TestRealRounds::spotValues_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("minutes");
    // Official minutes (mlperf-data.md "Spot values", published with 3 decimals).
    QTest::newRow("b200 lora") << "4.1/NVIDIA/b200_preview_nemo/llama2_70b_lora" << 12.958;
    QTest::newRow("krai bert") << "4.1/Krai/7920T_2xA5000_hdd/bert" << 366.185;
    QTest::newRow("asus bert") << "4.1/ASUSTeK/ESC_N8_E11/bert" << 5.116;
}

void TestRealRounds::spotValues() {
    QFETCH(QString, key);
    QFETCH(double, minutes);
    const ResultSet* set = find(key);
    QVERIFY2(set, qPrintable(key));
    QCOMPARE(set->status, ScoreStatus::Ok);
    QVERIFY(set->scoreMinutes);
    // Half a unit of the published third decimal.
    QVERIFY2(std::abs(*set->scoreMinutes - minutes) <= 0.0005,
             qPrintable(QString::number(*set->scoreMinutes, 'g', 17)));
}

void TestRealRounds::embeddedDatasetEqualsFreshImport() {
    QVERIFY2(EmbeddedDataset::isAvailable(), "this build has no embedded dataset");
    const Dataset embedded = loadEmbeddedDataset();
    QVERIFY(!embedded.resultSets.empty());
    // The embedded dataset holds every round: the five of MLPE_DATA_DIR and the older ones of
    // MLPE_HISTORY_DIR (export-dataset DATA_DIR HISTORY_DIR).
    const QString history = qEnvironmentVariable("MLPE_HISTORY_DIR");
    if (history.isEmpty() ||
        QDir(history).entryList({QStringLiteral("training_results_v*")}, QDir::Dirs).isEmpty())
        QSKIP("the older rounds are not unpacked (MLPE_HISTORY_DIR): the embedded dataset, "
              "which holds them too, cannot be compared with a fresh import");
    const ImportResult all = RoundImporter::importRounds({m_dataDir, history});
    QCOMPARE(all.status, ImportStatus::Ok);
    // export-dataset stores paths relative to the rounds' parent folder: do the same here.
    Dataset fresh = all.dataset;
    fresh.makePathsRelativeToSourceParents();
    const QStringList differences = testing::datasetDifferences(embedded, fresh);
    QVERIFY2(differences.isEmpty(),
             qPrintable(QStringLiteral("embedded dataset is stale (regenerate it with "
                                       "mlperf-explorer export-dataset, see README):\n") +
                        differences.join(QLatin1Char('\n'))));
}

void TestRealRounds::setsListedInMissingFiles_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("folderExists");
    // The archives' MISSING_FILES.txt (v4.0: 30 logs, v4.1: 10, v5.1: 10), checked in /tmp/mlp:
    // the two Juniper bert sets and Dell's llama2_70b_lora have no folder at all; the other two
    // keep only their scaling.json.
    QTest::newRow("v4.0 Juniper a100 bert")
        << "4.0/JuniperNetworks/a100_n8_ngc23.09_pytorch/bert" << false;
    QTest::newRow("v4.0 Juniper h100 bert")
        << "4.0/JuniperNetworks/h100_n4_ngc23.09_pytorch/bert" << false;
    QTest::newRow("v4.0 Juniper h100 dlrm")
        << "4.0/JuniperNetworks/h100_n4_ngc23.09_merlin_hugectr/dlrm_dcnv2" << true;
    QTest::newRow("v4.1 Clemson llama") << "4.1/Clemson/7x8xH100-SXM5-80GB/llama2_70b_lora" << true;
    QTest::newRow("v5.1 Dell llama")
        << "5.1/Dell/2xXE9685Lx8B200-SXM-180GB/llama2_70b_lora" << false;
}

void TestRealRounds::setsListedInMissingFiles() {
    QFETCH(QString, key);
    QFETCH(bool, folderExists);
    const ResultSet* set = find(key);
    QVERIFY2(set, qPrintable(key)); // one row per published set, even without a folder
    QVERIFY(set->hasSystemDescription);
    QCOMPARE(set->runsFound(), 0);
    QCOMPARE(set->runsRequired, 10);
    QCOMPARE(set->statusText, QStringLiteral("incomplete: 0 of 10 runs"));
    QVERIFY(!set->scoreMinutes && !set->provisionalMinutes);
    // The problem that explains it names the set and MISSING_FILES.txt.
    bool explained = false;
    for (const auto& p : m_result.dataset.problems)
        explained = explained || (p.severity == ProblemSeverity::Warning &&
                                  p.message.contains(QStringLiteral("result set ") + key) &&
                                  p.message.contains(QLatin1String("MISSING_FILES.txt")) &&
                                  p.message.contains(folderExists ? QLatin1String("10 of the 10")
                                                                  : QLatin1String("not in this")));
    QVERIFY2(explained, qPrintable(key));
}

QTEST_GUILESS_MAIN(TestRealRounds)
#include "tst_realrounds.moc"
