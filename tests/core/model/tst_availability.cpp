// parseAvailability / availabilityLabel: every `status` spelling of rounds v3.1..v5.1
// (`grep -h '"status"' training_results_v*/*/systems/*.json | sort -u`) plus edge cases.
#include "core/model/systemdescription.h"

#include <QTest>

using namespace mlpe;

Q_DECLARE_METATYPE(mlpe::Availability)

class TestAvailability : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void labels();
};

void TestAvailability::parse_data() {
    QTest::addColumn<QString>("raw");
    QTest::addColumn<Availability>("expected");
    QTest::newRow("onprem") << "onprem" << Availability::OnPremise;
    QTest::newRow("available") << "available" << Availability::OnPremise;
    QTest::newRow("available padded") << "available " << Availability::OnPremise;
    QTest::newRow("Available on premise") << "Available on premise" << Availability::OnPremise;
    QTest::newRow("available on premise") << "available on premise" << Availability::OnPremise;
    QTest::newRow("Available on-premise") << "Available on-premise" << Availability::OnPremise;
    QTest::newRow("cloud") << "cloud" << Availability::Cloud;
    QTest::newRow("Cloud") << "Cloud" << Availability::Cloud;
    QTest::newRow("Available Cloud") << "Available Cloud" << Availability::Cloud;
    QTest::newRow("Available cloud") << "Available cloud" << Availability::Cloud;
    QTest::newRow("Available in cloud") << "Available in cloud" << Availability::Cloud;
    QTest::newRow("Preview") << "Preview" << Availability::Preview;
    QTest::newRow("research") << "Research, Development, or Internal" << Availability::Preview;
    QTest::newRow("rdi") << "RDI" << Availability::Preview;
    QTest::newRow("empty") << "" << Availability::Unknown;
    QTest::newRow("nonsense") << "sometimes" << Availability::Unknown;
}

void TestAvailability::parse() {
    QFETCH(QString, raw);
    QFETCH(Availability, expected);
    QCOMPARE(parseAvailability(raw), expected);
}

void TestAvailability::labels() {
    // The exact strings of the summarize `availability` column.
    QCOMPARE(availabilityLabel(Availability::OnPremise), QStringLiteral("Available on-premise"));
    QCOMPARE(availabilityLabel(Availability::Cloud), QStringLiteral("Available cloud"));
    QCOMPARE(availabilityLabel(Availability::Preview), QStringLiteral("Preview"));
    QCOMPARE(availabilityLabel(Availability::Unknown), QStringLiteral("Unknown"));
}

QTEST_GUILESS_MAIN(TestAvailability)
#include "tst_availability.moc"
