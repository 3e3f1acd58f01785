// The analyze command's CSV / JSON / summary output.
#include "core/analysis/analysisengine.h"
#include "core/analysis/pointfixtures.h"
#include "core/report/analysisreportwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace mlpe;
using namespace mlpe::analysis;

class TestAnalysisReportWriter : public QObject {
    Q_OBJECT
private slots:
    void csvRowsAndReferencePerFamily();
    void json();
    void summaryNamesDefinitions();
    void numbers();
    void sensitivityCountsBounds();
    void hostileNamesInCsvAndSummary();
};

// With tau = 0.5 every N of twoFamilies meets tau under both candidates (a8, b8: N <= 8): the
// outcome is "at or above 128" twice, and the summary and the JSON must say so, not leave
// min / median / max empty as if nothing had been found.
void TestAnalysisReportWriter::sensitivityCountsBounds() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.breakEven.tau = 0.5;
    const AnalysisResult r = runAnalysis(points, params);
    const QString text = QString::fromUtf8(AnalysisReportWriter::summaryText(r));
    QVERIFY2(text.contains(QStringLiteral("reference sensitivity (every reference with N <= 8, "
                                          "tau = 0.5): N* found under 0 of 2 references; at or "
                                          "above 128 under 2;")),
             qPrintable(text));
    const QJsonObject s = QJsonDocument::fromJson(AnalysisReportWriter::toJson(points, r, params))
                              .object()["sensitivity"]
                              .toObject();
    QCOMPARE(s["references"].toInt(), 2);
    QCOMPARE(s["found"].toInt(), 0);
    QCOMPARE(s["at_or_above"].toInt(), 2);
    QCOMPARE(s["below"].toInt(), 0);
    QCOMPARE(s["at_or_above_accelerators"].toDouble(), 128.0);
    QVERIFY(s["min_accelerators"].isNull());
    QCOMPARE(s["verdict"].toString(),
             QStringLiteral("N* found under 0 of 2 references; at or above 128 under 2"));
}

void TestAnalysisReportWriter::csvRowsAndReferencePerFamily() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.reference.strategy = ReferenceStrategy::PerFamily;
    params.filter.excludedKeys = {"4.1/Gamma/h128"};
    const AnalysisResult r = runAnalysis(points, params);
    const QStringList lines =
        QString::fromUtf8(AnalysisReportWriter::toCsv(points, r)).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(),
             QStringLiteral("round,submitter,system,accelerator_family,accelerators,score_minutes,"
                            "reference,speedup,efficiency,accelerator_minutes,cluster,silhouette,"
                            "pareto,energy_joules,energy_per_accelerator_minute"));
    QCOMPARE(lines.size(), 1 + 5); // the excluded h128 is not a row
    // Sorted by N, then T: a8 (100 min) before b8 (120 min).
    QVERIFY(lines[1].startsWith(QStringLiteral("4.1,Alpha,a8,H100,8,100,Beta/b8,")));
    QVERIFY(lines[2].startsWith(QStringLiteral("4.1,Beta,b8,H100,8,120,Beta/b8,1,1,960,")));
    // h32 against its family's reference h16: S = 40/25 = 1.6, E' = 640/800 = 0.8, G = 800.
    QVERIFY2(lines[4].startsWith(QStringLiteral("4.1,Gamma,h32,H200,32,25,Gamma/h16,1.6,0.8,800,")),
             qPrintable(lines[4]));
    for (const QString& line : lines)
        QCOMPARE(line.count(','), 14);
    // No power logs in these points: both energy cells empty, never estimated.
    QVERIFY(lines[1].endsWith(QStringLiteral(",,")));
}

void TestAnalysisReportWriter::json() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.breakEven.tau = 0.9;
    const AnalysisResult r = runAnalysis(points, params);
    QJsonParseError error;
    const QJsonDocument doc =
        QJsonDocument::fromJson(AnalysisReportWriter::toJson(points, r, params), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject o = doc.object();
    QCOMPARE(o["points"].toArray().size(), 6);
    QCOMPARE(o["parameters"].toObject()["tau"].toDouble(), 0.9);
    QCOMPARE(o["reference"].toObject()["applied"].toString(), QStringLiteral("paper"));
    QCOMPARE(o["reference"].toObject()["references"].toArray()[0].toObject()["key"].toString(),
             QStringLiteral("4.1/Beta/b8"));
    const QJsonObject clustering = o["clustering"].toObject();
    QCOMPARE(clustering["k"].toInt(), r.clustering.chosenK);
    QCOMPARE(clustering["diagnostics"].toArray().size(),
             static_cast<int>(r.clustering.diagnostics.size()));
    const QJsonArray breakEven = o["break_even"].toArray();
    QCOMPARE(breakEven.size(), static_cast<int>(r.breakEven.size()));
    QCOMPARE(breakEven[0].toObject()["definition"].toString(), QStringLiteral("threshold"));
    QCOMPARE(breakEven[0].toObject()["parameter"].toDouble(), 0.9);
    QVERIFY(!breakEven[0].toObject()["inputs"].toString().isEmpty());
    QVERIFY(o["derived_metrics_note"].toString().contains(QStringLiteral("not official")));
    // The seed is an exact JSON integer, also above 2^53.
    QVERIFY(clustering["seed"].isDouble());
    QCOMPARE(clustering["seed"].toInteger(), qint64(20261202));
    AnalysisParams bigSeed = params;
    bigSeed.clustering.seed = 9007199254740993ULL; // 2^53 + 1: not a double
    const QByteArray big =
        AnalysisReportWriter::toJson(points, runAnalysis(points, bigSeed), bigSeed);
    QVERIFY(big.contains("\"seed\": 9007199254740993"));
    // Fits: one object per series and model. twoFamilies: all points have N = 8, 16, 32, 64, 128
    // (5 distinct, both models fitted); H100 has N = 8, 64 and H200 16, 32, 128.
    const QJsonArray fits = o["fits"].toArray();
    QCOMPARE(fits.size(), 6);
    QCOMPARE(fits[0].toObject()["series"].toString(), QStringLiteral("all"));
    QCOMPARE(fits[0].toObject()["model"].toString(), QStringLiteral("amdahl"));
    QCOMPARE(fits[1].toObject()["outcome"].toString(), QStringLiteral("fitted"));
    QCOMPARE(fits[2].toObject()["outcome"].toString(), QStringLiteral("not_fitted"));
    QCOMPARE(fits[2].toObject()["reason"].toString(),
             QStringLiteral("2 distinct N; Amdahl needs at least 3"));
    QVERIFY(fits[2].toObject()["sigma"].isNull());
    QCOMPARE(fits[4].toObject()["series"].toString(), QStringLiteral("H200"));
    QCOMPARE(fits[4].toObject()["outcome"].toString(), QStringLiteral("fitted"));
    QCOMPARE(fits[5].toObject()["reason"].toString(),
             QStringLiteral("3 distinct N; USL needs at least 4"));
    // Points carry their run-spread fields (null here: the fixture has no runs).
    const QJsonObject row = o["points"].toArray()[0].toObject();
    QVERIFY(row.contains("efficiency_low") && row["efficiency_low"].isNull());
    QVERIFY(row.contains("score_minutes_max"));
}

void TestAnalysisReportWriter::summaryNamesDefinitions() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.reference.strategy = ReferenceStrategy::UserPick;
    params.reference.userKey = "4.1/None/x";
    const QString text =
        QString::fromUtf8(AnalysisReportWriter::summaryText(runAnalysis(points, params)));
    QVERIFY(text.contains(QStringLiteral("reference fallback: the picked reference 4.1/None/x is "
                                         "not in the data")));
    QVERIFY(text.contains(QStringLiteral("break-even threshold [all]")));
    QVERIFY(text.contains(QStringLiteral("break-even knee [all]")));
    QVERIFY(text.contains(QStringLiteral("break-even value_of_time [all]")));
    QVERIFY(text.contains(QStringLiteral("clustering: chosen k = ")));
    QVERIFY(text.contains(QStringLiteral("k = 2: wcss ")));
}

void TestAnalysisReportWriter::numbers() {
    QCOMPARE(AnalysisReportWriter::number(0.1), QStringLiteral("0.1"));
    QCOMPARE(AnalysisReportWriter::number(120.0), QStringLiteral("120"));
    QCOMPARE(AnalysisReportWriter::number(1.0 / 3.0), QStringLiteral("0.3333333333333333"));
    QCOMPARE(AnalysisReportWriter::number(kNaN), QString());
}

// Names from the data reach the CSV and the stderr summary. A system folder "=HYPERLINK(...)"
// and an accelerator family "=cmd|' /C calc'!A0" become text cells (a quote in front), a NUL
// becomes U+FFFD, numbers (a speedup, an N) stay numbers; in the summary, control characters of
// a family name are escaped and every line stays one line.
void TestAnalysisReportWriter::hostileNamesInCsvAndSummary() {
    auto points = fixtures::twoFamilies();
    points[0].system = "=HYPERLINK(\"http://x\",\"y\")";
    points[0].key = "4.1/Alpha/" + points[0].system;
    for (auto& p : points)
        if (p.family == "H200")
            p.family = std::string("=cmd|' /C calc'!A0\n\x1b[31mred") + '\0' + "x";
    AnalysisParams params;
    params.reference.strategy = ReferenceStrategy::PerFamily;
    const AnalysisResult r = runAnalysis(points, params);
    const QString csv = QString::fromUtf8(AnalysisReportWriter::toCsv(points, r));
    QVERIFY2(csv.contains(QStringLiteral("\n4.1,Alpha,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","
                                         "H100,8,100,")),
             qPrintable(csv));
    // Gamma h32 against its family's reference h16: numbers as before (S 1.6, E' 0.8, G 800).
    QVERIFY2(
        csv.contains(QStringLiteral("\n4.1,Gamma,h32,\"'=cmd|' /C calc'!A0\n\x1b[31mred\uFFFDx\","
                                    "32,25,Gamma/h16,1.6,0.8,800,")),
        qPrintable(csv));
    QVERIFY(!csv.contains(QChar(0)));
    for (const QString& cell : {QStringLiteral(",=cmd"), QStringLiteral(",=HYP")})
        QVERIFY2(!csv.contains(cell), qPrintable(cell));

    const QString summary = QString::fromUtf8(AnalysisReportWriter::summaryText(r));
    QVERIFY2(!summary.contains(QChar(0x1b)) && !summary.contains(QChar(0)), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("=cmd|' /C calc'!A0\\n\\x1b[31mred\\x00x")),
             qPrintable(summary));
    // No line of the summary starts inside a name: each begins as the writer begins its lines.
    for (const QString& line : summary.split(u'\n', Qt::SkipEmptyParts))
        QVERIFY2(!line.startsWith(QLatin1String("\x1b")) && !line.startsWith(QLatin1String("[31m")),
                 qPrintable(line));
}

QTEST_APPLESS_MAIN(TestAnalysisReportWriter)
#include "tst_analysisreportwriter.moc"
