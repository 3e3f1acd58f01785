// ResultSetScorer over the real MLPerf rounds ($MLPE_DATA_DIR/training_results_vX.Y/):
// the official spot values of mlperf-data.md, and every result folder of every round either
// scored or explained. Skips when the archives are not unpacked.
#include "core/import/resultsetscorer.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <cmath>
#include <map>

using namespace mlpe;

class TestResultSetScorerRounds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void spotValues_data();
    void spotValues();
    void everyFolderScoredOrExplained();

private:
    ResultSet scoreFolder(const QString& roundDir, const QString& submitter, const QString& system,
                          const QString& benchmark, std::vector<ImportProblem>& problems);
    QString m_data;
    QStringList m_rounds;
    ResultSetScorer m_scorer;
};

void TestResultSetScorerRounds::initTestCase() {
    m_data = qEnvironmentVariable("MLPE_DATA_DIR");
    m_rounds =
        QDir(m_data).entryList({QStringLiteral("training_results_v*")}, QDir::Dirs, QDir::Name);
    if (m_data.isEmpty() || m_rounds.isEmpty())
        QSKIP("no unpacked MLPerf rounds in MLPE_DATA_DIR (the archives in ../shared are absent)");
}

ResultSet TestResultSetScorerRounds::scoreFolder(const QString& roundDir, const QString& submitter,
                                                 const QString& system, const QString& benchmark,
                                                 std::vector<ImportProblem>& problems) {
    ResultSet set;
    set.round = QDir(roundDir).dirName().mid(int(qstrlen("training_results_v")));
    set.submitter = submitter;
    set.system = system;
    set.benchmark = benchmark;
    // Division from the system JSON (the round-level importer does this properly; here only
    // the field the scorer reads).
    QFile json(roundDir + "/" + submitter + "/systems/" + system + ".json");
    if (json.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(json.readAll()).object();
        set.hasSystemDescription = !o.isEmpty();
        set.systemDescription.division = o.value(QLatin1String("division")).toString().toLower();
    }
    m_scorer.score(roundDir + "/" + submitter + "/results/" + system + "/" + benchmark, set,
                   problems);
    return set;
}

void TestResultSetScorerRounds::spotValues_data() {
    QTest::addColumn<QString>("round");
    QTest::addColumn<QString>("submitter");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<double>("official"); // minutes as published (3 decimals)
    QTest::addColumn<double>("scaling");
    // mlperf-data.md, "Spot values (official minutes)".
    QTest::newRow("b200 llama2 LoRA") << "v4.1"
                                      << "NVIDIA"
                                      << "b200_preview_nemo"
                                      << "llama2_70b_lora" << 12.958 << 1.0188034188034187;
    QTest::newRow("Krai A5000 bert") << "v4.1"
                                     << "Krai"
                                     << "7920T_2xA5000_hdd"
                                     << "bert" << 366.185 << 1.0;
    QTest::newRow("ASUSTeK ESC_N8_E11 bert") << "v4.1"
                                             << "ASUSTeK"
                                             << "ESC_N8_E11"
                                             << "bert" << 5.116 << 1.0;
}

void TestResultSetScorerRounds::spotValues() {
    QFETCH(QString, round);
    QFETCH(QString, submitter);
    QFETCH(QString, system);
    QFETCH(QString, benchmark);
    QFETCH(double, official);
    QFETCH(double, scaling);
    const QString roundDir = m_data + "/training_results_" + round;
    if (!QDir(roundDir).exists())
        QSKIP(qPrintable(round + " is not unpacked"));
    std::vector<ImportProblem> problems;
    const ResultSet set = scoreFolder(roundDir, submitter, system, benchmark, problems);
    QCOMPARE(set.statusText, QStringLiteral("ok"));
    QVERIFY(set.scoreMinutes);
    QCOMPARE(set.scalingFactor, scaling);
    // Published with 3 decimals: our unrounded value must round to it.
    QVERIFY2(std::abs(*set.scoreMinutes - official) <= 0.0005,
             qPrintable(QString::number(*set.scoreMinutes, 'g', 17)));
}

void TestResultSetScorerRounds::everyFolderScoredOrExplained() {
    std::map<QString, int> statusCount;
    int malformedV41 = 0;
    int sets = 0;
    for (const QString& round : m_rounds) {
        const QString roundDir = m_data + "/" + round;
        const QDir rd(roundDir);
        for (const QString& submitter : rd.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QDir sd(rd.filePath(submitter));
            if (!sd.exists(QStringLiteral("systems")) || !sd.exists(QStringLiteral("results")))
                continue;
            const QDir results(sd.filePath(QStringLiteral("results")));
            for (const QString& system : results.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                const QDir sysDir(results.filePath(system));
                for (const QString& bench : sysDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                    std::vector<ImportProblem> problems;
                    const ResultSet set = scoreFolder(roundDir, submitter, system, bench, problems);
                    ++sets;
                    const QString where = round + "/" + submitter + "/" + system + "/" + bench;
                    QString kind = set.statusText;
                    kind.replace(QRegularExpression(QStringLiteral("\\d+")), QStringLiteral("N"));
                    ++statusCount[round + " " + kind];
                    if (set.status == ScoreStatus::Ok) {
                        QVERIFY2(set.scoreMinutes && std::isfinite(*set.scoreMinutes) &&
                                     *set.scoreMinutes > 0,
                                 qPrintable(where));
                    } else {
                        // Not scored: a status text and at least one problem naming the folder.
                        QVERIFY2(!set.statusText.isEmpty() && set.statusText != "ok",
                                 qPrintable(where));
                        QVERIFY2(set.status == ScoreStatus::NoSystemDescription ||
                                     !problems.empty(),
                                 qPrintable(where));
                    }
                    for (const auto& run : set.runs) {
                        QVERIFY2(!run.valid() || std::isfinite(run.minutes),
                                 qPrintable(where + "/" + run.fileName));
                        if (round == "training_results_v4.1" &&
                            run.validity == RunValidity::MalformedRecord)
                            ++malformedV41;
                    }
                }
            }
        }
    }
    for (const auto& [status, n] : statusCount)
        qInfo("%5d  %s", n, qPrintable(status));
    QVERIFY(sets > 0);
    // mlperf-data.md: "three v4.1 runs have text spliced into one line yet say success".
    if (m_rounds.contains(QStringLiteral("training_results_v4.1")))
        QCOMPARE(malformedV41, 3);
}

QTEST_GUILESS_MAIN(TestResultSetScorerRounds)
#include "tst_resultsetscorerrounds.moc"
