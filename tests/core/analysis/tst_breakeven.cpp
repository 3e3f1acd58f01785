// Break-even definitions on hand-made series.
#include "core/analysis/breakeven.h"

#include <QTest>

using namespace mlpe::analysis;

namespace {

SeriesPoint ep(int n, double efficiency, const char* key = "") {
    SeriesPoint p;
    p.key = *key ? std::string(key) : std::string("N").append(std::to_string(n));
    p.accelerators = n;
    p.efficiency = efficiency;
    return p;
}

SeriesPoint tp(int n, double minutes, const char* key) {
    SeriesPoint p;
    p.key = key;
    p.accelerators = n;
    p.minutes = minutes;
    p.acceleratorMinutes = n * minutes;
    return p;
}

// E' by N: 8: 1.00, 16: 0.95, 32: 1.02 (not monotone), 64: 0.80, 128: 0.60.
const std::vector<SeriesPoint> kSeries{ep(8, 1.0), ep(16, 0.95), ep(32, 1.02), ep(64, 0.8),
                                       ep(128, 0.6)};

} // namespace

class TestBreakEven : public QObject {
    Q_OBJECT
private slots:
    void threshold_data();
    void threshold();
    void thresholdUsesBestPerN();
    void thresholdOutsideData();
    void valueOfTime_data();
    void valueOfTime();
    void valueOfTimeTies();
    void knee();
};

void TestBreakEven::threshold_data() {
    QTest::addColumn<double>("tau");
    QTest::addColumn<double>("expected");
    QTest::addColumn<QString>("lowerKey");
    QTest::addColumn<QString>("upperKey");
    // tau = 1: largest N with E' >= 1 is 32 (1.02), next 64 (0.80):
    // log2 N* = 5 + (1.02 - 1)/(1.02 - 0.80) = 5 + 1/11  ->  N* = 2^(56/11) = 34.2065...
    QTest::newRow("tau 1.0") << 1.0 << std::exp2(5.0 + 1.0 / 11.0) << "N32"
                             << "N64";
    // tau = 0.8: 64 meets it exactly, next 128: log2 N* = 6 + 0 -> N* = 64.
    QTest::newRow("tau 0.8") << 0.8 << 64.0 << "N64"
                             << "N128";
    // tau = 0.7: 6 + (0.8 - 0.7)/(0.8 - 0.6) = 6.5 -> N* = 64 sqrt(2) = 90.50966799...
    QTest::newRow("tau 0.7") << 0.7 << 90.50966799187809 << "N64"
                             << "N128";
    // tau = 0.97: the 16 (0.95) dip does not count, 32 is the largest N meeting it:
    // 5 + (1.02 - 0.97)/0.22 = 5 + 5/22 -> 2^(115/22) = 37.4947...
    QTest::newRow("tau 0.97") << 0.97 << std::exp2(5.0 + 5.0 / 22.0) << "N32"
                              << "N64";
}

void TestBreakEven::threshold() {
    QFETCH(double, tau);
    QFETCH(double, expected);
    QFETCH(QString, lowerKey);
    QFETCH(QString, upperKey);
    const BreakEvenResult r = thresholdBreakEven(kSeries, tau, "all");
    QCOMPARE(r.outcome, BreakEvenOutcome::Found);
    QCOMPARE(r.definition, BreakEvenDefinition::EfficiencyThreshold);
    QVERIFY2(std::abs(r.accelerators - expected) < 1e-9 * expected,
             qPrintable(QString::number(r.accelerators, 'g', 17)));
    QCOMPARE(QString::fromStdString(r.pointKey), lowerKey);
    QCOMPARE(QString::fromStdString(r.upperKey), upperKey);
    QCOMPARE(r.parameter, tau);
    QVERIFY(r.inputs.find("tau") != std::string::npos);
}

// Two points at N = 128 (0.60 and 0.65) and at 64 (0.80 and 0.70): the best E' per N stands.
// tau = 0.7: 6 + (0.8 - 0.7)/(0.8 - 0.65) = 6 + 2/3 -> N* = 2^(20/3) = 101.5936673...
void TestBreakEven::thresholdUsesBestPerN() {
    std::vector<SeriesPoint> s = kSeries;
    s.push_back(ep(128, 0.65, "N128b"));
    s.push_back(ep(64, 0.7, "N64b"));
    const BreakEvenResult r = thresholdBreakEven(s, 0.7, "H100");
    QCOMPARE(r.outcome, BreakEvenOutcome::Found);
    QVERIFY(std::abs(r.accelerators - std::exp2(20.0 / 3.0)) < 1e-9 * 101.6);
    QCOMPARE(r.upperKey, std::string("N128b"));
    QCOMPARE(r.series, std::string("H100"));
}

void TestBreakEven::thresholdOutsideData() {
    const BreakEvenResult above = thresholdBreakEven(kSeries, 0.5, "all");
    QCOMPARE(above.outcome, BreakEvenOutcome::AtOrAbove);
    QCOMPARE(above.accelerators, 128.0);
    QVERIFY(!above.reason.empty());
    const BreakEvenResult below = thresholdBreakEven(kSeries, 1.1, "all");
    QCOMPARE(below.outcome, BreakEvenOutcome::Below);
    QVERIFY(std::isnan(below.accelerators));
    QCOMPARE(thresholdBreakEven({}, 1.0, "all").outcome, BreakEvenOutcome::NotAvailable);
}

void TestBreakEven::valueOfTime_data() {
    QTest::addColumn<double>("lambda");
    QTest::addColumn<QString>("key");
    // G + lambda T for (8, 100) G 800, (16, 55) G 880, (32, 30) G 960, (64, 20) G 1280:
    // lambda 0: 800 880 960 1280 -> a8.   lambda 10: 1800 1430 1260 1480 -> c32.
    // lambda 100: 10800 6380 3960 3280 -> d64.
    QTest::newRow("lambda 0") << 0.0 << "a8";
    QTest::newRow("lambda 10") << 10.0 << "c32";
    QTest::newRow("lambda 100") << 100.0 << "d64";
}

void TestBreakEven::valueOfTime() {
    QFETCH(double, lambda);
    QFETCH(QString, key);
    const std::vector<SeriesPoint> s{tp(8, 100, "a8"), tp(16, 55, "b16"), tp(32, 30, "c32"),
                                     tp(64, 20, "d64")};
    const BreakEvenResult r = valueOfTimeBreakEven(s, lambda, "all");
    QCOMPARE(r.outcome, BreakEvenOutcome::Found);
    QCOMPARE(QString::fromStdString(r.pointKey), key);
    QCOMPARE(r.parameter, lambda);
}

void TestBreakEven::valueOfTimeTies() {
    // (16, 50) and (8, 100) both cost G = 800 at lambda 0: the smaller N wins.
    const std::vector<SeriesPoint> s{tp(16, 50, "b"), tp(8, 100, "a")};
    QCOMPARE(valueOfTimeBreakEven(s, 0.0, "all").pointKey, std::string("a"));
    QCOMPARE(valueOfTimeBreakEven({}, 1.0, "all").outcome, BreakEvenOutcome::NotAvailable);
}

// Frontier G(T): T = 1..10, G = 100 40 20 15 10 5 4 3 2 1 — the convex decreasing curve worked
// by hand in tst_kneedle (knee at index 2, T = 3).
void TestBreakEven::knee() {
    const std::vector<double> g{100, 40, 20, 15, 10, 5, 4, 3, 2, 1};
    std::vector<SeriesPoint> frontier;
    for (int i = 0; i < 10; ++i) {
        SeriesPoint p;
        p.key = std::string("p").append(std::to_string(i));
        p.accelerators = 1 << (9 - i); // distinct N, decreasing with T
        p.minutes = i + 1;
        p.acceleratorMinutes = g[static_cast<std::size_t>(i)];
        frontier.push_back(p);
    }
    std::reverse(frontier.begin(), frontier.end()); // input order must not matter
    const BreakEvenResult r = kneeBreakEven(frontier, 1.0, 5);
    QCOMPARE(r.outcome, BreakEvenOutcome::Found);
    QCOMPARE(r.pointKey, std::string("p2"));
    QCOMPARE(r.minutes, 3.0);
    QVERIFY(r.inputs.find("S = 1") != std::string::npos);

    // Only 4 distinct N: fallback to the largest difference (also index 2, d = .5859), with reason.
    for (std::size_t i = 0; i < frontier.size(); ++i)
        frontier[i].accelerators = 1 + static_cast<int>(i % 4);
    const BreakEvenResult fallback = kneeBreakEven(frontier, 1.0, 5);
    QCOMPARE(fallback.outcome, BreakEvenOutcome::Fallback);
    QCOMPARE(fallback.pointKey, std::string("p2"));
    QVERIFY(fallback.reason.find("4 distinct N") != std::string::npos);

    frontier.resize(2);
    QCOMPARE(kneeBreakEven(frontier, 1.0, 5).outcome, BreakEvenOutcome::NotAvailable);

    // No spread in G (not a real frontier, but the function must not pick an arbitrary point).
    std::vector<SeriesPoint> flat;
    for (int i = 1; i <= 3; ++i)
        flat.push_back(tp(i, 5.0 / i, "f"));
    const BreakEvenResult none = kneeBreakEven(flat, 1.0, 1);
    QCOMPARE(none.outcome, BreakEvenOutcome::NotAvailable);
    QVERIFY(!none.reason.empty());
}

QTEST_APPLESS_MAIN(TestBreakEven)
#include "tst_breakeven.moc"
