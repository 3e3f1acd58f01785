// PercentileTails must give what percentile() gives over all the values, bit for bit, whatever
// the order of the values and however they are split between merged objects.
#include "core/analysis/deterministicrandom.h"
#include "core/analysis/percentile.h"
#include "core/analysis/percentiletails.h"

#include <QTest>
#include <algorithm>
#include <cstring>

using namespace mlpe::analysis;

class TestPercentileTails : public QObject {
    Q_OBJECT
private slots:
    void samePercentilesAsSortingAll_data();
    void samePercentilesAsSortingAll();
    void rowsAreIndependent();
};

namespace {

bool sameBits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

enum class Order { Random, Ascending, Descending };

// `count` values of row `row` in the given order: few distinct values when `ties` (equal
// values at the percentiles' ranks), otherwise spread over six decades.
std::vector<double> valuesOf(std::size_t count, Order order, bool ties, std::uint64_t seed) {
    DeterministicRandom random(seed);
    std::vector<double> values;
    for (std::size_t i = 0; i < count; ++i)
        values.push_back(ties ? static_cast<double>(random.index(5)) + 0.5
                              : std::exp2(random.uniform() * 20.0 - 10.0));
    if (order == Order::Ascending)
        std::sort(values.begin(), values.end());
    if (order == Order::Descending)
        std::sort(values.begin(), values.end(), std::greater<>());
    return values;
}

} // namespace

void TestPercentileTails::samePercentilesAsSortingAll_data() {
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<int>("order");
    QTest::addColumn<bool>("ties");
    QTest::addColumn<int>("parts"); // objects the values are split over, then merged
    const auto random = static_cast<int>(Order::Random);
    const auto up = static_cast<int>(Order::Ascending);
    const auto down = static_cast<int>(Order::Descending);
    QTest::newRow("1 value") << 1 << 0.025 << 0.975 << random << false << 1;
    QTest::newRow("2 values, 3 parts") << 2 << 0.025 << 0.975 << random << false << 3;
    QTest::newRow("7 values, 50 %") << 7 << 0.25 << 0.75 << random << false << 2;
    QTest::newRow("2,000, 95 %") << 2000 << 0.025 << 0.975 << random << false << 1;
    QTest::newRow("2,000, 95 %, 2 parts") << 2000 << 0.025 << 0.975 << random << false << 2;
    QTest::newRow("2,000, ascending") << 2000 << 0.025 << 0.975 << up << false << 1;
    QTest::newRow("2,000, descending, 3 parts") << 2000 << 0.025 << 0.975 << down << false << 3;
    QTest::newRow("2,001, 99 %, 7 parts") << 2001 << 0.005 << 0.995 << random << false << 7;
    QTest::newRow("2,000, ties") << 2000 << 0.025 << 0.975 << random << true << 2;
    QTest::newRow("500, min and max") << 500 << 0.0 << 1.0 << random << false << 2;
    QTest::newRow("500, median twice") << 500 << 0.5 << 0.5 << up << false << 1;
    QTest::newRow("300, 10 %") << 300 << 0.45 << 0.55 << down << false << 4;
}

void TestPercentileTails::samePercentilesAsSortingAll() {
    QFETCH(int, count);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(int, order);
    QFETCH(bool, ties);
    QFETCH(int, parts);
    const auto n = static_cast<std::size_t>(count);
    std::vector<double> values = valuesOf(n, static_cast<Order>(order), ties, 7);
    std::vector<PercentileTails> tails;
    for (int p = 0; p < parts; ++p)
        tails.emplace_back(1, n, low, high);
    for (std::size_t i = 0; i < n; ++i) // consecutive runs, as the bootstrap's blocks
        tails[i * static_cast<std::size_t>(parts) / n].add(0, values[i]);
    for (int p = 1; p < parts; ++p)
        tails.front().merge(tails[static_cast<std::size_t>(p)]);
    const double gotLow = tails.front().low(0);
    const double gotHigh = tails.front().high(0);
    const double wantLow = percentile(values, low);
    const double wantHigh = percentile(values, high);
    QVERIFY2(sameBits(gotLow, wantLow), qPrintable(QString::number(gotLow, 'g', 17) + " vs " +
                                                   QString::number(wantLow, 'g', 17)));
    QVERIFY2(sameBits(gotHigh, wantHigh), qPrintable(QString::number(gotHigh, 'g', 17) + " vs " +
                                                     QString::number(wantHigh, 'g', 17)));
}

// Rows fed in turn, as the bootstrap feeds them, keep their own values.
void TestPercentileTails::rowsAreIndependent() {
    const std::size_t rows = 5, count = 1000;
    std::vector<std::vector<double>> values;
    for (std::size_t row = 0; row < rows; ++row)
        values.push_back(valuesOf(count, Order::Random, row == 3, 100 + row));
    PercentileTails tails(rows, count, 0.025, 0.975);
    for (std::size_t i = 0; i < count; ++i)
        for (std::size_t row = 0; row < rows; ++row)
            tails.add(row, values[row][i]);
    for (std::size_t row = 0; row < rows; ++row) {
        QVERIFY(sameBits(tails.low(row), percentile(values[row], 0.025)));
        QVERIFY(sameBits(tails.high(row), percentile(values[row], 0.975)));
    }
}

QTEST_MAIN(TestPercentileTails)
#include "tst_percentiletails.moc"
