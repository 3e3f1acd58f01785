// PowerLogParser: energy of one run from node and switch power logs (mlperf-data.md, "Power").
#include "core/import/powerlogparser.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace mlpe;

class TestPowerLogParser : public QObject {
    Q_OBJECT
private slots:
    void nodeEnergy_data();
    void nodeEnergy();
    void switchEnergy();
    void runEnergyFromFixture();
    void runEnergyMissingNodes();
    void malformedWindows_data();
    void malformedWindows();
    void nodeMeasuredTwice();

private:
    QString write(const QByteArray& text);
    QTemporaryDir m_dir;
    int m_files = 0;
};

namespace {
QByteArray rec(qint64 t, const char* key, const char* value) {
    return QByteArray(":::MLLOG {\"namespace\": \"\", \"time_ms\": ") + QByteArray::number(t) +
           ", \"event_type\": \"POINT_IN_TIME\", \"key\": \"" + key + "\", \"value\": " + value +
           ", \"metadata\": {}}\n";
}
} // namespace

QString TestPowerLogParser::write(const QByteArray& text) {
    const QString path = m_dir.filePath(QStringLiteral("node_%1.txt").arg(m_files++));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(text);
    return path;
}

void TestPowerLogParser::nodeEnergy_data() {
    QTest::addColumn<QByteArray>("log");
    QTest::addColumn<double>("timeToTrainMs");
    QTest::addColumn<double>("joules"); // NaN = cannot integrate
    const qint64 t0 = 1728492041000;    // Dell v4.1 power log start
    // 3 readings 1 s apart: 700*1000 + 710*1000 + 690*1000 = 2.1e6 W*ms over a 3000 ms window,
    // eff 0.96, ttt 300000 ms -> 0.96 * 2.1e6 * 300000 / 3000 / 1000 = 201600 J.
    QTest::newRow("window, eff 0.96")
        << (rec(t0, "power_measurement_start", "null") + rec(t0, "conversion_eff", "0.96") +
            rec(t0 + 1000, "power_reading", "700.0") + rec(t0 + 2000, "power_reading", "710") +
            rec(t0 + 3000, "power_reading", "690.0") +
            rec(t0 + 3000, "power_measurement_stop", "null"))
        << 300000.0 << 201600.0;
    // Records out of time order are sorted first (official summarizer); no conversion_eff = 1;
    // readings after the stop are ignored: 500*2000 = 1e6 W*ms over 2000 ms, ttt 60000 ms
    // -> 1e6 * 60000 / 2000 / 1000 = 30000 J.
    QTest::newRow("unsorted, default eff, reading after stop")
        << (rec(t0 + 2000, "power_reading", "500") + rec(t0, "power_measurement_start", "null") +
            rec(t0 + 2000, "power_measurement_stop", "null") +
            rec(t0 + 9000, "power_reading", "9999"))
        << 60000.0 << 30000.0;
    // No stop: the window ends at the last reading: 400*1000 + 400*1000 = 8e5 W*ms / 2000 ms,
    // ttt 10000 ms -> 8e5 * 10000 / 2000 / 1000 = 4000 J.
    QTest::newRow("no stop record")
        << (rec(t0, "power_measurement_start", "null") + rec(t0 + 1000, "power_reading", "400") +
            rec(t0 + 2000, "power_reading", "400"))
        << 10000.0 << 4000.0;
    // v4.0 smc-*-power: start and stop share one timestamp -> cannot integrate (the official
    // summarizer divides by zero here).
    QTest::newRow("zero-length window")
        << (rec(t0, "power_measurement_start", "null") + rec(t0, "power_measurement_stop", "null") +
            rec(t0 + 2000, "power_reading", "2090"))
        << 300000.0 << std::nan("");
    QTest::newRow("no start") << rec(t0 + 1000, "power_reading", "400") << 1000.0 << std::nan("");
}

void TestPowerLogParser::nodeEnergy() {
    QFETCH(QByteArray, log);
    QFETCH(double, timeToTrainMs);
    QFETCH(double, joules);
    PowerLogParser parser;
    QString error;
    const auto energy = parser.nodeEnergy(write(log), timeToTrainMs, error);
    if (std::isnan(joules)) {
        QVERIFY(!energy);
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY2(energy, qPrintable(error));
    QVERIFY2(std::abs(*energy - joules) <= 1e-9 * joules, qPrintable(QString::number(*energy)));
}

void TestPowerLogParser::switchEnergy() {
    // eff 0.9 x 150 W x 20000 ms / 1000 = 2700 J; later estimates are ignored.
    const qint64 t0 = 1728492041000;
    PowerLogParser parser;
    QString error;
    const auto energy = parser.switchEnergy(write(rec(t0, "conversion_eff", "0.9") +
                                                  rec(t0, "interconnect_power_est", "150") +
                                                  rec(t0 + 5, "interconnect_power_est", "999")),
                                            20000.0, error);
    QVERIFY(energy);
    QVERIFY(std::abs(*energy - 2700.0) <= 1e-9);
}

void TestPowerLogParser::runEnergyFromFixture() {
    // tests/data/runs/sets/power/bert/power/result_1 (make_fixtures.py): node_0 700/710/690 W
    // over 3 s at eff 0.96 -> 0.672 J per ms of ttt; node_1 500/500 W over 2 s at 0.96 -> 0.48;
    // sw_0 100 W at eff 1 -> 0.1. result_1 ran 300000 ms -> 1.252 * 300000 = 375600 J.
    const QString folder = qEnvironmentVariable("MLPE_FIXTURES_DIR") +
                           QStringLiteral("/runs/sets/power/bert/power/result_1");
    PowerLogParser parser;
    std::vector<ImportProblem> problems;
    const auto energy = parser.runEnergy(folder, 300000.0, problems);
    QVERIFY(problems.empty());
    QVERIFY(energy);
    QVERIFY2(std::abs(*energy - 375600.0) <= 1e-9 * 375600.0, qPrintable(QString::number(*energy)));
}

void TestPowerLogParser::runEnergyMissingNodes() {
    PowerLogParser parser;
    std::vector<ImportProblem> problems;
    QVERIFY(!parser.runEnergy(m_dir.filePath(QStringLiteral("nothing_here")), 1000.0, problems));
    QCOMPARE(problems.size(), std::size_t(1));
}

// Logs whose window is not one measurement (tests/data/power, trimmed from a real v5.0 log; see
// its README): no energy, and a message naming the line to look at. The trimmed log itself:
// 0.94 x 5796505000 W*ms x ttt 1343000 ms / 1343000 ms / 1000 = 5448714.7 J.
void TestPowerLogParser::malformedWindows_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");      // 0: the log is usable
    QTest::addColumn<QString>("error"); // expected in the message
    QTest::newRow("the trimmed real log") << "trimmed_v5.0_node_0.txt" << 0 << "";
    QTest::newRow("second start in mid-window")
        << "second_start.txt" << 6
        << "a second power_measurement_start (the first is on line 1): the measurement window "
           "is not one, the energy would be wrong";
    QTest::newRow("second stop") << "second_stop.txt" << 11
                                 << "a second power_measurement_stop (the first is on line 7)";
    QTest::newRow("start and stop, no reading")
        << "no_readings.txt" << 1
        << "no power_reading between power_measurement_start and power_measurement_stop (line 3): "
           "nothing was measured";
}

void TestPowerLogParser::malformedWindows() {
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QString, error);
    const QString folder = qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/power/");
    PowerLogParser parser;
    QString message;
    const auto energy = parser.nodeEnergy(folder + file, 1343000.0, message);
    if (line == 0) {
        QVERIFY2(energy, qPrintable(message));
        const double expected = 0.94 * 5796505000.0 / 1000;
        QVERIFY2(std::abs(*energy - expected) <= 1e-9 * expected,
                 qPrintable(QString::number(*energy, 'g', 17)));
        return;
    }
    QVERIFY2(!energy, qPrintable(QString::number(energy.value_or(0), 'g', 17)));
    QVERIFY2(message.contains(error), qPrintable(message));
    // The run's problem names the file and that line.
    QTemporaryDir run;
    QVERIFY(QFile::copy(folder + file, run.filePath(QStringLiteral("node_0.txt"))));
    std::vector<ImportProblem> problems;
    QVERIFY(!parser.runEnergy(run.path(), 1343000.0, problems));
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].file, run.filePath(QStringLiteral("node_0.txt")));
    QCOMPARE(problems[0].line, line);
    QVERIFY2(problems[0].message.contains(error), qPrintable(problems[0].message));
}

// tests/data/power/duplicate_host: node_1.txt is node_0.txt again (host "node_0" in both): the
// node would be counted twice. No energy; the problem names the copy and the line of its host.
void TestPowerLogParser::nodeMeasuredTwice() {
    const QString folder =
        qEnvironmentVariable("MLPE_FIXTURES_DIR") + QStringLiteral("/power/duplicate_host");
    PowerLogParser parser;
    std::vector<ImportProblem> problems;
    QVERIFY(!parser.runEnergy(folder, 1343000.0, problems));
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].file, QDir(folder).absoluteFilePath(QStringLiteral("node_1.txt")));
    QCOMPARE(problems[0].line, 3);
    QCOMPARE(problems[0].message,
             QStringLiteral("node log of host \"node_0\", which node_0.txt measures too: one node "
                            "counted twice; no energy for this run"));
    // With two nodes expected, the count fits and the copy is still caught.
    problems.clear();
    QVERIFY(!parser.runEnergy(folder, 1343000.0, problems, 2));
    QCOMPARE(problems.size(), std::size_t(1));
}

QTEST_APPLESS_MAIN(TestPowerLogParser)
#include "tst_powerlogparser.moc"
