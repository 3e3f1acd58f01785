// SummaryTable + SummaryTableWriter: the exact summarize columns (issue 2), CSV quoting, empty
// score unless ok, full precision, JSON types.
#include "core/data/summarytable.h"
#include "core/data/summarytablewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace mlpe;

class TestSummaryTable : public QObject {
    Q_OBJECT
private slots:
    void columnsAreExact();
    void okRow();
    void scoreOnlyWhenOk();
    void noSystemDescription();
    void csvQuoting_data();
    void csvQuoting();
    void csvDocument();
    void jsonDocument();

private:
    static ResultSet okSet();
};

ResultSet TestSummaryTable::okSet() {
    ResultSet set;
    set.round = QStringLiteral("4.1");
    set.submitter = QStringLiteral("Krai");
    set.system = QStringLiteral("7920T_2xA5000_hdd");
    set.benchmark = QStringLiteral("bert");
    set.hasSystemDescription = true;
    auto& d = set.systemDescription;
    d.systemName = QStringLiteral("Dell Precision 7920 Tower with 2x A5000 using HDD");
    d.division = QStringLiteral("closed");
    d.rawStatus = QStringLiteral("onprem");
    d.availability = Availability::OnPremise;
    d.nodes = 1;
    d.acceleratorsPerNode = 2;
    d.accelerator = {QStringLiteral("NVIDIA RTX A5000"), QStringLiteral("RTX"),
                     QStringLiteral("A5000"), true};
    set.runsRequired = 10;
    for (int i = 0; i < 10; ++i) {
        RunResult run;
        run.fileName = QStringLiteral("result_%1.txt").arg(i);
        run.validity = i == 3 ? RunValidity::TargetNotReached : RunValidity::Valid;
        set.runs.push_back(run);
    }
    set.status = ScoreStatus::Ok;
    set.statusText = QStringLiteral("ok");
    set.scoreMinutes = 366.18525; // official summarizer, v4.1 Krai 7920T_2xA5000_hdd bert
    return set;
}

void TestSummaryTable::columnsAreExact() {
    QCOMPARE(SummaryTable::columns().join(QLatin1Char(',')),
             QStringLiteral("round,division,availability,submitter,system,system_name,benchmark,"
                            "accelerator,accelerator_family,nodes,accelerators_per_node,"
                            "accelerators,runs_found,runs_valid,runs_required,score_minutes,"
                            "scaling_factor,energy_joules,status"));
}

void TestSummaryTable::okRow() {
    Dataset dataset;
    dataset.resultSets.push_back(okSet());
    const SummaryTable table(dataset);
    QCOMPARE(table.rowCount(), 1);
    QStringList cells;
    for (const auto& cell : table.row(0))
        cells << SummaryTable::cellText(cell);
    QCOMPARE(cells.join(QLatin1Char('|')),
             QStringLiteral("4.1|closed|Available on-premise|Krai|7920T_2xA5000_hdd|"
                            "Dell Precision 7920 Tower with 2x A5000 using HDD|bert|"
                            "NVIDIA RTX A5000|RTX|1|2|2|10|9|10|366.18525|1||ok"));
}

void TestSummaryTable::scoreOnlyWhenOk() {
    ResultSet set = okSet();
    set.status = ScoreStatus::Incomplete;
    set.statusText = QStringLiteral("incomplete: 9 of 10 runs");
    set.scoreMinutes.reset();
    set.provisionalMinutes = 370.0;
    set.energyJoules = 5.0;
    Dataset dataset;
    dataset.resultSets.push_back(set);
    const SummaryTable table(dataset);
    const int score = int(SummaryTable::columns().indexOf(QStringLiteral("score_minutes")));
    const int energy = int(SummaryTable::columns().indexOf(QStringLiteral("energy_joules")));
    QVERIFY(table.row(0)[size_t(score)].isNull());
    QVERIFY(table.row(0)[size_t(energy)].isNull());
    QCOMPARE(table.row(0).back().toString(), QStringLiteral("incomplete: 9 of 10 runs"));
}

void TestSummaryTable::noSystemDescription() {
    ResultSet set;
    set.round = QStringLiteral("4.1");
    set.submitter = QStringLiteral("Google");
    set.system = QStringLiteral("tpu-no-json");
    set.benchmark = QStringLiteral("gpt3");
    set.status = ScoreStatus::NoSystemDescription;
    set.statusText = QStringLiteral("no system description");
    Dataset dataset;
    dataset.resultSets.push_back(set);
    const QByteArray csv = SummaryTableWriter::toCsv(SummaryTable(dataset));
    QCOMPARE(csv.split('\n').at(1),
             QByteArray("4.1,,,Google,tpu-no-json,,gpt3,,,,,,0,0,0,,1,,no system description"));
}

void TestSummaryTable::csvQuoting_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "ND_H200_v5"
                           << "ND_H200_v5";
    QTest::newRow("comma") << "incomplete: 0 of 10 runs, no scaling"
                           << "\"incomplete: 0 of 10 runs, no scaling\"";
    QTest::newRow("quote") << "2\" rack"
                           << "\"2\"\" rack\"";
    QTest::newRow("newline") << "a\nb"
                             << "\"a\nb\"";
    QTest::newRow("leading space") << " x"
                                   << "\" x\"";
    QTest::newRow("empty") << ""
                           << "";
}

void TestSummaryTable::csvQuoting() {
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(SummaryTableWriter::csvField(text), expected);
}

void TestSummaryTable::csvDocument() {
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

void TestSummaryTable::jsonDocument() {
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

QTEST_GUILESS_MAIN(TestSummaryTable)
#include "tst_summarytable.moc"
