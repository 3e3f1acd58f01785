// Competition ranks ("1-2-2-4") by value, largest first.
#include "core/analysis/competitionranks.h"

#include <QTest>
#include <cmath>

using namespace mlpe::analysis;

class TestCompetitionRanks : public QObject {
    Q_OBJECT
private slots:
    void ranks_data();
    void ranks();
};

using Values = std::vector<double>;
using Ranks = std::vector<int>;
Q_DECLARE_METATYPE(Values)
Q_DECLARE_METATYPE(Ranks)

void TestCompetitionRanks::ranks_data() {
    QTest::addColumn<Values>("values");
    QTest::addColumn<Ranks>("expected");
    QTest::newRow("distinct") << Values{0.5, 2.0, 1.0} << Ranks{3, 1, 2};
    QTest::newRow("1-2-2-4") << Values{2.0, 1.0, 1.0, 0.5} << Ranks{1, 2, 2, 4};
    QTest::newRow("three-way tie at the top")
        << Values{3.0, 5.0, 5.0, 1.0, 5.0} << Ranks{4, 1, 1, 5, 1};
    QTest::newRow("no value: rank 0, takes no place")
        << Values{NAN, 1.0, INFINITY, 0.25} << Ranks{0, 1, 0, 2};
    // Equal to 12 significant digits (a different computation path): a tie.
    QTest::newRow("last-bit difference") << Values{1.2, 1.2 * (1 + 1e-15), 0.9} << Ranks{1, 1, 3};
    QTest::newRow("close but distinct") << Values{1.0, 1.0 + 1e-9} << Ranks{2, 1};
    QTest::newRow("empty") << Values{} << Ranks{};
}

void TestCompetitionRanks::ranks() {
    QFETCH(Values, values);
    QFETCH(Ranks, expected);
    QCOMPARE(competitionRanksDescending(values), expected);
}

QTEST_APPLESS_MAIN(TestCompetitionRanks)
#include "tst_competitionranks.moc"
