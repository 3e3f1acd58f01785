// SummaryTableWriter: full precision of score_minutes, JSON types (the CSV quoting rule is
// csvField, tests/core/io/tst_csvtext.cpp).
#include "core/report/summarytable.h"
#include "core/report/summarytablewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QTest>

using namespace mlpe;

class TestSummaryTableWriter : public QObject {
    Q_OBJECT
private slots:
    void csvDocument();
    void csvAtLeastTwelveSignificantDigits();
    void jsonDocument();
    void jsonKeepsColumnOrderAndEscapes();
    void jsonEmptyTable();

private:
    static ResultSet okSet();
};

ResultSet TestSummaryTableWriter::okSet() {
    ResultSet set;
    set.round = QStringLiteral("4.1");
    set.submitter = QStringLiteral("Krai");
    set.system = QStringLiteral("7920T_2xA5000_hdd");
    set.benchmark = QStringLiteral("bert");
    set.hasSystemDescription = true;
    set.systemDescription.division = QStringLiteral("closed");
    set.systemDescription.availability = Availability::OnPremise;
    set.systemDescription.nodes = 1;
    set.systemDescription.acceleratorsPerNode = 2;
    set.runsRequired = 10;
    set.status = ScoreStatus::Ok;
    set.statusText = QStringLiteral("ok");
    set.scoreMinutes = 366.18525; // official summarizer, v4.1 Krai 7920T_2xA5000_hdd bert
    return set;
}

void TestSummaryTableWriter::csvDocument() {
    Dataset dataset;
    dataset.resultSets.push_back(okSet());
    dataset.resultSets.back().scoreMinutes = 5.116225000000001; // v4.1 ASUSTeK ESC_N8_E11 bert
    const QList<QByteArray> lines = SummaryTableWriter::toCsv(SummaryTable(dataset)).split('\n');
    QCOMPARE(lines.size(), 3); // header, one row, final empty piece after the last "\n"
    QCOMPARE(lines[0], SummaryTable::columns().join(QLatin1Char(',')).toUtf8());
    // Shortest round-trip form: all 16 significant digits of that double.
    QVERIFY2(lines[1].contains(",5.116225000000001,"), lines[1].constData());
    QVERIFY(lines[2].isEmpty());
}

void TestSummaryTableWriter::csvAtLeastTwelveSignificantDigits() {
    // okSet's 366.18525 (Krai bert) has 8 significant digits in its shortest form: the column
    // contract asks for at least 12, so it is padded; the energy 381077.5 J likewise; scaling
    // factor 1 is not padded. Both padded texts parse back to the very same doubles.
    Dataset dataset;
    dataset.resultSets.push_back(okSet());
    dataset.resultSets.back().energyJoules = 381077.5;
    const QByteArray row = SummaryTableWriter::toCsv(SummaryTable(dataset)).split('\n').at(1);
    QVERIFY2(row.endsWith(",366.185250000,1,381077.500000,ok"), row.constData());
    QCOMPARE(QByteArray("366.185250000").toDouble(), 366.18525);
    QCOMPARE(QByteArray("381077.500000").toDouble(), 381077.5);

    const QByteArray json = SummaryTableWriter::toJson(SummaryTable(dataset));
    QVERIFY2(json.contains("\"score_minutes\": 366.185250000,"), json.constData());
    QVERIFY2(json.contains("\"scaling_factor\": 1,"), json.constData());
    QVERIFY2(json.contains("\"energy_joules\": 381077.500000,"), json.constData());
    const QJsonObject parsed = QJsonDocument::fromJson(json).array().at(0).toObject();
    QCOMPARE(parsed.value(QStringLiteral("score_minutes")).toDouble(), 366.18525);
    QCOMPARE(parsed.value(QStringLiteral("energy_joules")).toDouble(), 381077.5);
}

void TestSummaryTableWriter::jsonDocument() {
    Dataset dataset;
    dataset.resultSets.push_back(okSet());
    const QJsonDocument doc =
        QJsonDocument::fromJson(SummaryTableWriter::toJson(SummaryTable(dataset)));
    QVERIFY(doc.isArray());
    QCOMPARE(doc.array().size(), 1);
    const QJsonObject row = doc.array().at(0).toObject();
    QCOMPARE(row.size(), SummaryTable::columns().size());
    QCOMPARE(row.value(QStringLiteral("score_minutes")).toDouble(), 366.18525);
    QCOMPARE(row.value(QStringLiteral("accelerators")).toInt(), 2);
    QVERIFY(row.value(QStringLiteral("energy_joules")).isNull());
    QCOMPARE(row.value(QStringLiteral("round")).toString(), QStringLiteral("4.1"));
}

void TestSummaryTableWriter::jsonKeepsColumnOrderAndEscapes() {
    Dataset dataset;
    dataset.resultSets.push_back(okSet());
    const QString awkward = QStringLiteral("Rack \"A\" \\ Zürich\n2");
    dataset.resultSets.back().systemDescription.systemName = awkward;
    const QByteArray json = SummaryTableWriter::toJson(SummaryTable(dataset));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(doc.array().at(0).toObject().value(QStringLiteral("system_name")).toString(), awkward);
    // Keys appear in the text in column order.
    qsizetype last = -1;
    for (const QString& column : SummaryTable::columns()) {
        const qsizetype at = json.indexOf("\"" + column.toUtf8() + "\":");
        QVERIFY2(at > last, qPrintable(column));
        last = at;
    }
}

void TestSummaryTableWriter::jsonEmptyTable() {
    const QJsonDocument doc =
        QJsonDocument::fromJson(SummaryTableWriter::toJson(SummaryTable(Dataset{})));
    QVERIFY(doc.isArray());
    QVERIFY(doc.array().isEmpty());
}

QTEST_GUILESS_MAIN(TestSummaryTableWriter)
#include "tst_summarytablewriter.moc"
