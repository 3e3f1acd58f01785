// The random source must give the same numbers on every platform.
#include "core/analysis/deterministicrandom.h"

#include <QTest>
#include <random>

using namespace mlpe::analysis;

class TestDeterministicRandom : public QObject {
    Q_OBJECT
private slots:
    void standardSequence();
    void rangeAndIndex();
    void sameWordsAsStandardEngine_data();
    void sameWordsAsStandardEngine();
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

void TestDeterministicRandom::sameWordsAsStandardEngine_data() {
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("skip"); // words discarded before comparing (block edges: 312)
    for (const quint64 seed : {quint64{0}, quint64{5489}, quint64{20261202}, ~quint64{0}})
        for (const quint64 skip : {0, 1, 311, 312, 313, 623, 624, 625, 100000, 1000003})
            QTest::addRow("seed %llu, skip %llu", static_cast<unsigned long long>(seed),
                          static_cast<unsigned long long>(skip))
                << seed << skip;
}

// The block engine against std::mt19937_64 word for word, after a discard and after words read
// one by one (which leaves the block part used), 2,000 words each (several blocks).
void TestDeterministicRandom::sameWordsAsStandardEngine() {
    QFETCH(quint64, seed);
    QFETCH(quint64, skip);
    DeterministicRandom random(seed);
    std::mt19937_64 standard(seed);
    random.discard(skip);
    standard.discard(skip);
    for (int i = 0; i < 2000; ++i)
        QCOMPARE(random.word(), standard());
    DeterministicRandom partial(seed);
    for (int i = 0; i < 5; ++i)
        partial.word();
    partial.discard(skip);
    std::mt19937_64 expected(seed);
    expected.discard(skip + 5);
    for (int i = 0; i < 2000; ++i)
        QCOMPARE(partial.word(), expected());
}

QTEST_APPLESS_MAIN(TestDeterministicRandom)
#include "tst_deterministicrandom.moc"
