// The random source must give the same numbers on every platform.
#include "core/analysis/deterministicrandom.h"

#include <QTest>

using namespace mlpe::analysis;

class TestDeterministicRandom : public QObject {
    Q_OBJECT
private slots:
    void standardSequence();
    void rangeAndIndex();
};

// C++ standard [rand.predef]: the 10000th consecutive output of a default-constructed
// std::mt19937_64 (seed 5489) is 9981545732273789042. uniform() keeps its top 53 bits.
void TestDeterministicRandom::standardSequence() {
    DeterministicRandom random(5489);
    for (int i = 0; i < 9999; ++i)
        random.uniform();
    const double expected = static_cast<double>(9981545732273789042ULL >> 11) * 0x1.0p-53;
    QCOMPARE(random.uniform(), expected);
}

void TestDeterministicRandom::rangeAndIndex() {
    DeterministicRandom random(1);
    for (int i = 0; i < 100000; ++i) {
        const double u = random.uniform();
        QVERIFY(u >= 0.0 && u < 1.0);
        QVERIFY(random.index(7) < 7);
    }
    QCOMPARE(random.index(1), std::size_t{0});
}

QTEST_APPLESS_MAIN(TestDeterministicRandom)
#include "tst_deterministicrandom.moc"
