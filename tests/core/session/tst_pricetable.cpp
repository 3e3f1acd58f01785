// Price files: every kind of bad row refuses the whole file with the file and line named (nothing
// of it is returned), and a table written back as CSV reads as the same table.
#include "core/session/pricetable.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace mlpe;

namespace {

const QStringList kKnown{QStringLiteral("H100"), QStringLiteral("H200"), QStringLiteral("MI300X"),
                         QStringLiteral("TPU v5p, pod")};

} // namespace

class TestPriceTable : public QObject {
    Q_OBJECT
private slots:
    void readsGoodFile() {
        const QByteArray csv = "\xEF\xBB\xBF" // byte-order mark
                               "family,price_per_accelerator_hour,currency\r\n"
                               "H100,2.5,USD\r\n"
                               "\r\n"
                               "\"TPU v5p, pod\",1e1,USD\r\n"
                               " MI300X , 3 , USD \n";
        const Expected<PriceTable> table =
            PriceTable::fromCsv(csv, QStringLiteral("p.csv"), kKnown);
        QVERIFY2(table.hasValue(), qPrintable(table.error()));
        QCOMPARE(table->currency(), QStringLiteral("USD"));
        QCOMPARE(table->families(), (QStringList{QStringLiteral("H100"), QStringLiteral("MI300X"),
                                                 QStringLiteral("TPU v5p, pod")}));
        QCOMPARE(table->priceOf(QStringLiteral("H100")).value(), 2.5);
        QCOMPARE(table->priceOf(QStringLiteral("TPU v5p, pod")).value(), 10.0);
        QCOMPARE(table->priceOf(QStringLiteral("MI300X")).value(), 3.0);
        QVERIFY(!table->priceOf(QStringLiteral("H200")).has_value());
    }

    // A price file that gives no price is a mistake (a truncated or wrong file), not silence.
    void headerOnlyIsRefused() {
        const Expected<PriceTable> table = PriceTable::fromCsv(
            "family,price_per_accelerator_hour,currency\n\n", QStringLiteral("p.csv"), kKnown);
        QVERIFY(!table.hasValue());
        QCOMPARE(table.error(),
                 QStringLiteral("p.csv: no prices: the file has the header and no rows"));
    }

    // One range for every price, the one sessions store: [1e-9, 1e15].
    void oneRangeEverywhere_data() {
        QTest::addColumn<double>("price");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("1e308 (every cost inf)") << 1e308 << false;
        QTest::newRow("1e16 (a session refused it)") << 1e16 << false;
        QTest::newRow("1e15") << 1e15 << true;
        QTest::newRow("1e-9") << 1e-9 << true;
        QTest::newRow("1e-10") << 1e-10 << false;
        QTest::newRow("denormal") << 4.9e-324 << false;
    }
    void oneRangeEverywhere() {
        QFETCH(double, price);
        QFETCH(bool, accepted);
        const QString text = QString::number(price, 'g', 17);
        const Expected<PriceTable> csv = PriceTable::fromCsv(
            "family,price_per_accelerator_hour,currency\nH100," + text.toUtf8() + ",USD\n",
            QStringLiteral("p.csv"), kKnown);
        QCOMPARE(csv.hasValue(), accepted);
        if (!accepted)
            QCOMPARE(csv.error(), QStringLiteral("p.csv: line 2: price %1 is outside the range of "
                                                 "prices, 1e-9 to 1e15")
                                      .arg(text));
        // The window's dialog and sessions build their tables through make().
        const Expected<PriceTable> made =
            PriceTable::make({{QStringLiteral("H100"), price}}, QStringLiteral("USD"), kKnown);
        QCOMPARE(made.hasValue(), accepted);
        QCOMPARE(PriceTable::inRange(price), accepted);
    }

    // A family or currency that a spreadsheet would run as a formula is written with a quote in
    // front (csvField) and reads back as it was.
    void neutralisedNamesReadBack() {
        const Expected<PriceTable> table = PriceTable::make(
            {{QStringLiteral("=HYPERLINK(\"x\")"), 2.0}, {QStringLiteral("-H100"), 3.0}},
            QStringLiteral("@USD"), std::nullopt);
        QVERIFY(table.hasValue());
        const QByteArray csv = table->toCsv();
        QCOMPARE(csv, QByteArray("family,price_per_accelerator_hour,currency\n"
                                 "'-H100,3,'@USD\n"
                                 "\"'=HYPERLINK(\"\"x\"\")\",2,'@USD\n"));
        const Expected<PriceTable> again =
            PriceTable::fromCsv(csv, QStringLiteral("p.csv"), std::nullopt);
        QVERIFY2(again.hasValue(), qPrintable(again.error()));
        QVERIFY(*again == *table);
    }

    void refusesBadRows_data() {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("message");
        const QByteArray h = "family,price_per_accelerator_hour,currency\n";
        QTest::newRow("negative") << h + "H100,2,USD\nH200,-1,USD\n"
                                  << "p.csv: line 3: price -1 must be greater than zero";
        QTest::newRow("zero") << h + "H100,0,USD\n"
                              << "p.csv: line 2: price 0 must be greater than zero";
        QTest::newRow("non-numeric") << h + "H100,cheap,USD\n"
                                     << "p.csv: line 2: price \"cheap\" is not a number";
        QTest::newRow("empty price") << h + "H100,,USD\n"
                                     << "p.csv: line 2: price \"\" is not a number";
        QTest::newRow("infinite") << h + "H100,inf,USD\n"
                                  << "p.csv: line 2: price \"inf\" is not finite";
        QTest::newRow("nan") << h + "H100,nan,USD\n"
                             << "p.csv: line 2: price \"nan\" is not finite";
        QTest::newRow("unknown family")
            << h + "H100,2,USD\nB300,4,USD\n"
            << "p.csv: line 3: family \"B300\" is not an accelerator family of the data";
        QTest::newRow("empty family") << h + ",2,USD\n"
                                      << "p.csv: line 2: the family is empty";
        QTest::newRow("duplicate family")
            << h + "H100,2,USD\nH200,3,USD\n\nH100,2.5,USD\n"
            << "p.csv: line 5: family \"H100\" is given twice (first on line 2)";
        // A NUL cannot be written back to a CSV cell (found by fuzz_prices).
        QTest::newRow("NUL in the currency")
            << h + QByteArray("H100,2,U\0SD\n", 12)
            << "p.csv: line 2: a NUL character in the family or the currency";
        QTest::newRow("missing currency") << h + "H100,2,\n"
                                          << "p.csv: line 2: the currency is empty";
        QTest::newRow("two currencies")
            << h + "H100,2,USD\nH200,3,EUR\n"
            << "p.csv: line 3: currency EUR differs from USD on line 2: costs in two currencies "
               "cannot be compared; give one currency";
        QTest::newRow("two fields") << h + "H100,2\n"
                                    << "p.csv: line 2: expected 3 fields (family, price, "
                                       "currency), found 2";
        QTest::newRow("open quote") << h + "\"H100,2,USD\n"
                                    << "p.csv: line 2: a quoted field is not closed";
        QTest::newRow("wrong header") << QByteArray("family,price,currency\nH100,2,USD\n")
                                      << "p.csv: line 1: expected the header "
                                         "\"family,price_per_accelerator_hour,currency\"";
        QTest::newRow("empty file") << QByteArray()
                                    << "p.csv: line 1: expected the header "
                                       "\"family,price_per_accelerator_hour,currency\"";
    }
    void refusesBadRows() {
        QFETCH(QByteArray, csv);
        QFETCH(QString, message);
        const Expected<PriceTable> table =
            PriceTable::fromCsv(csv, QStringLiteral("p.csv"), kKnown);
        QVERIFY(!table.hasValue()); // nothing of the file is returned
        QCOMPARE(table.error(), message);
    }

    void unknownFamiliesAcceptedWithoutAList() {
        const Expected<PriceTable> table =
            PriceTable::fromCsv("family,price_per_accelerator_hour,currency\nB300,4,USD\n",
                                QStringLiteral("p.csv"), std::nullopt);
        QVERIFY(table.hasValue());
        QCOMPARE(table->families(), QStringList{QStringLiteral("B300")});
    }

    void roundTrip() {
        QMap<QString, double> prices{{QStringLiteral("H100"), 0.1 + 0.2},
                                     {QStringLiteral("TPU v5p, pod"), 1.0 / 3.0},
                                     {QStringLiteral("MI300X"), 2.0}};
        const Expected<PriceTable> table = PriceTable::make(prices, QStringLiteral("EUR"), kKnown);
        QVERIFY(table.hasValue());
        const QByteArray csv = table->toCsv();
        QCOMPARE(csv, QByteArray("family,price_per_accelerator_hour,currency\n"
                                 "H100,0.30000000000000004,EUR\n"
                                 "MI300X,2,EUR\n"
                                 "\"TPU v5p, pod\",0.3333333333333333,EUR\n"));
        const Expected<PriceTable> again =
            PriceTable::fromCsv(csv, QStringLiteral("p.csv"), kKnown);
        QVERIFY(again.hasValue());
        QVERIFY(*again == *table); // bit-equal prices

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("prices.csv"));
        QVERIFY(table->writeFile(path).hasValue());
        const Expected<PriceTable> read = PriceTable::readFile(path, kKnown);
        QVERIFY(read.hasValue());
        QVERIFY(*read == *table);
    }

    void makeRefuses() {
        QVERIFY(!PriceTable::make({{QStringLiteral("H100"), -2.0}}, QStringLiteral("USD"), kKnown));
        QVERIFY(!PriceTable::make({{QStringLiteral("H100"), 2.0}}, QString(), kKnown));
        QVERIFY(!PriceTable::make({{QStringLiteral("B300"), 2.0}}, QStringLiteral("USD"), kKnown));
        QVERIFY(PriceTable::make({}, QString(), kKnown).hasValue());
    }

    void readFileRefusesDirectory() {
        QTemporaryDir dir;
        const Expected<PriceTable> table = PriceTable::readFile(dir.path(), kKnown);
        QVERIFY(!table.hasValue());
        QVERIFY2(table.error().startsWith(dir.path() + QStringLiteral(": cannot open: ")),
                 qPrintable(table.error()));
    }
};

QTEST_GUILESS_MAIN(TestPriceTable)
#include "tst_pricetable.moc"
