// PowerLogParser: energy of one run from node and switch power logs (mlperf-data.md, "Power").
#include "core/import/powerlogparser.h"

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

QTEST_APPLESS_MAIN(TestPowerLogParser)
#include "tst_powerlogparser.moc"
