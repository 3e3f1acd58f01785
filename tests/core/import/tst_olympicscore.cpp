// OlympicScore: the official olympic mean (mlperf-data.md, "Time and score").
#include "core/import/olympicscore.h"

#include <QTest>
#include <cmath>
#include <numeric>

using mlpe::OlympicScore;

class TestOlympicScore : public QObject {
    Q_OBJECT
private slots:
    void mean_data();
    void mean();
    void keptRunsInSortedOrder();
    void tiesKeepFileOrder();
};

namespace {
std::vector<double> oneToN(int n) {
    std::vector<double> v(static_cast<std::size_t>(n));
    std::iota(v.begin(), v.end(), 1.0);
    return v;
}
} // namespace

void TestOlympicScore::mean_data() {
    QTest::addColumn<std::vector<double>>("valid");
    QTest::addColumn<int>("invalid");
    QTest::addColumn<int>("drop");
    QTest::addColumn<double>("expected"); // NaN = no score

    const double none = std::nan("");
    // F = 0, D = 1: drop 1 and 10 -> (2 + ... + 9) / 8 = 44 / 8 = 5.5 (hand computation).
    QTest::newRow("F=0") << std::vector<double>{10, 3, 7, 1, 9, 2, 8, 4, 6, 5} << 0 << 1 << 5.5;
    // F = 1: nine valid 1..9; drop fastest (1), no slowest (D - F = 0) -> 44 / 8 = 5.5.
    QTest::newRow("F=1") << std::vector<double>{9, 1, 8, 2, 7, 3, 6, 4, 5} << 1 << 1 << 5.5;
    // F = 2 > D = 1: no score.
    QTest::newRow("F=2 no score") << oneToN(8) << 2 << 1 << none;
    // unet3d D = 4, 40 runs 1..40: drop 1..4 and 37..40 -> mean of 5..36 = 20.5.
    QTest::newRow("D=4 F=0") << oneToN(40) << 0 << 4 << 20.5;
    // D = 4, F = 2: 38 valid 1..38: drop 1..4 and the 2 slowest (37, 38) -> 5..36 = 20.5.
    QTest::newRow("D=4 F=2") << oneToN(38) << 2 << 4 << 20.5;
    // D = 4, F = 4: 36 valid 1..36: drop 1..4 only -> 5..36 = 20.5.
    QTest::newRow("D=4 F=4") << oneToN(36) << 4 << 4 << 20.5;
    QTest::newRow("D=4 F=5 no score") << oneToN(35) << 5 << 4 << none;
    // Fewer files than required (incomplete): 7 valid 1..7, drop 1 and 7 -> 4.
    QTest::newRow("7 of 10 (provisional)") << oneToN(7) << 0 << 1 << 4.0;
    // Nothing left to average: official summarizer returns None.
    QTest::newRow("2 runs, D=1") << oneToN(2) << 0 << 1 << none;
    QTest::newRow("no runs") << std::vector<double>{} << 0 << 1 << none;
    // Real minutes: v4.1 ASUSTeK ESC_N8_E11 bert result_1..result_10, run times read from the
    // logs by an independent Python script ((run_stop - run_start) / 60 / 1000); official score
    // 5.116 (mlperf-data.md spot value); the mean of the middle eight is 5.116225.
    QTest::newRow("ASUSTeK ESC_N8_E11 bert")
        << std::vector<double>{5.232466666666666, 4.322616666666667, 5.216616666666667,
                               5.546983333333333, 5.227683333333333, 5.242816666666666,
                               5.22505,           5.243383333333333, 4.610116666666666,
                               4.931666666666667}
        << 0 << 1 << 5.116225;
}

void TestOlympicScore::mean() {
    QFETCH(std::vector<double>, valid);
    QFETCH(int, invalid);
    QFETCH(int, drop);
    QFETCH(double, expected);
    const OlympicScore score = OlympicScore::compute(valid, invalid, drop);
    if (std::isnan(expected)) {
        QVERIFY(!score.mean);
        QVERIFY(score.kept.empty());
        return;
    }
    QVERIFY(score.mean);
    QVERIFY2(std::abs(*score.mean - expected) <= 1e-12 * expected,
             qPrintable(QString::number(*score.mean, 'g', 17)));
    // N - 2D + F runs are kept (invalid runs take the slowest slots).
    QCOMPARE(int(score.kept.size()), int(valid.size()) - 2 * drop + invalid);
}

void TestOlympicScore::keptRunsInSortedOrder() {
    const std::vector<double> minutes{30, 10, 20, 50, 40};
    const OlympicScore score = OlympicScore::compute(minutes, 0, 1);
    // Sorted: 10(1) 20(2) 30(0) 40(4) 50(3); kept = the middle three, in sorted order.
    QCOMPARE(score.kept, (std::vector<std::size_t>{2, 0, 4}));
    const std::vector<double> joules{300, 100, 200, 500, 400};
    QCOMPARE(OlympicScore::meanOver(joules, score.kept), 300.0); // (200 + 300 + 400) / 3
}

void TestOlympicScore::tiesKeepFileOrder() {
    // Equal times: Python's stable sort keeps file order; energy follows the same runs.
    const std::vector<double> minutes{5, 5, 5};
    const OlympicScore score = OlympicScore::compute(minutes, 0, 1);
    QCOMPARE(score.kept, (std::vector<std::size_t>{1}));
}

QTEST_APPLESS_MAIN(TestOlympicScore)
#include "tst_olympicscore.moc"
