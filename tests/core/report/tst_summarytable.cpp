// SummaryTable: the exact summarize columns, empty score unless ok, typed cells.
#include "core/report/summarytable.h"
#include "core/report/summarytablewriter.h"

#include <QTest>

using namespace mlpe;

class TestSummaryTable : public QObject {
    Q_OBJECT
private slots:
    void columnsAreExact();
    void okRow();
    void scoreOnlyWhenOk();
    void noSystemDescription();
    void badScalingFileHasNoNumbers();

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
    // 366.18525 has 8 significant digits: printed padded to 12 ("366.185250000"), scaling
    // factor 1 stays "1" (not a measured column).
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
    for (std::size_t c = 0; c < table.row(0).size(); ++c)
        cells << SummaryTable::cellText(table.row(0)[c], int(c));
    QCOMPARE(cells.join(QLatin1Char('|')),
             QStringLiteral("4.1|closed|Available on-premise|Krai|7920T_2xA5000_hdd|"
                            "Dell Precision 7920 Tower with 2x A5000 using HDD|bert|"
                            "NVIDIA RTX A5000|RTX|1|2|2|10|9|10|366.185250000|1||ok"));
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

void TestSummaryTable::badScalingFileHasNoNumbers() {
    // An unusable scaling.json: no score, and no scaling factor either (the stored 1.0 is only a
    // default, printing it would be a silent wrong number).
    ResultSet set = okSet();
    set.status = ScoreStatus::BadScalingFile;
    set.statusText = QStringLiteral("no score: unreadable scaling.json");
    set.scoreMinutes.reset();
    set.hasScalingFile = true;
    Dataset dataset;
    dataset.resultSets.push_back(set);
    const QByteArray row = SummaryTableWriter::toCsv(SummaryTable(dataset)).split('\n').at(1);
    QVERIFY2(row.endsWith(",10,9,10,,,,no score: unreadable scaling.json"), row.constData());
}

QTEST_GUILESS_MAIN(TestSummaryTable)
#include "tst_summarytable.moc"
