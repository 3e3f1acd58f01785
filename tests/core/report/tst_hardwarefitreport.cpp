// The hardware-controlled scaling model in `analyze`'s JSON and text summary: every documented
// field present, the numbers those of the fit, null (never a number) when not computed, and the
// summary line in words.
#include "core/analysis/analysisengine.h"
#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/pointfixtures.h"
#include "core/report/analysisreportwriter.h"
#include "core/report/hardwarefitreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>

using namespace mlpe;
using namespace mlpe::analysis;

class TestHardwareFitReport : public QObject {
    Q_OBJECT
private slots:
    void jsonOfAFit();
    void jsonWhenNotComputed();
    void summaryLineInWords();
    void variantsAreNamedVariants();
};

namespace {

const QStringList kFields{"slope",
                          "slope_low",
                          "slope_high",
                          "slope_se",
                          "efficiency_factor_per_doubling",
                          "efficiency_factor_low",
                          "efficiency_factor_high",
                          "naive_slope",
                          "families",
                          "points",
                          "left_out",
                          "computed",
                          "reason",
                          "hardware_mix",
                          "resamples",
                          "family_lines",
                          "slope_se_kind",
                          "slope_se_cluster_robust",
                          "cluster_robust_low",
                          "cluster_robust_high",
                          "cluster_robust_dof",
                          "cluster_robust_coverage",
                          "interval_coverage",
                          "family_slope_min",
                          "family_slope_max"};

} // namespace

void TestHardwareFitReport::jsonOfAFit() {
    // twoFamilies: H100 at N = 8, 8, 64 and H200 at 16, 32, 128: two usable families.
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    const AnalysisResult r = runAnalysis(points, params);
    const QJsonObject o = QJsonDocument::fromJson(AnalysisReportWriter::toJson(points, r, params))
                              .object()["hardware_controlled"]
                              .toObject();
    for (const QString& field : kFields)
        QVERIFY2(o.contains(field), qPrintable(field));
    const HardwareControlledFit& f = r.hardwareControlled;
    QVERIFY(o["computed"].toBool());
    QVERIFY(o["reason"].isNull());
    QCOMPARE(o["slope"].toDouble(), f.slope);
    QCOMPARE(o["slope_low"].toDouble(), f.slopeLow);
    QCOMPARE(o["slope_high"].toDouble(), f.slopeHigh);
    QCOMPARE(o["slope_se"].toDouble(), f.slopeSe);
    QCOMPARE(o["naive_slope"].toDouble(), f.naiveSlope);
    QCOMPARE(o["efficiency_factor_per_doubling"].toDouble(), std::exp2(-(1.0 + f.slope)));
    QCOMPARE(o["families"].toInt(), 2);
    QCOMPARE(o["points"].toInt(), 6);
    QCOMPARE(o["resamples"].toInt(), 2000);
    QVERIFY(o["left_out"].toArray().isEmpty());
    QCOMPARE(o["family_lines"].toArray().size(), 2);
    QVERIFY(!o["interval_note"].isNull()); // two families: a rough interval, and it says so
    QCOMPARE(o["slope_se_kind"].toString(), QStringLiteral("classical"));
    QCOMPARE(o["slope_se_cluster_robust"].toDouble(), f.clusterSe);
    QCOMPARE(o["cluster_robust_low"].toDouble(), f.clusterLow);
    QCOMPARE(o["cluster_robust_high"].toDouble(), f.clusterHigh);
    QCOMPARE(o["cluster_robust_dof"].toInt(), 1);
    QCOMPARE(o["interval_coverage"].toDouble(), 0.494);
    QCOMPARE(o["cluster_robust_coverage"].toDouble(), 0.921);
    QCOMPARE(o["family_lines"].toArray()[0].toObject()["slope"].toDouble(), f.lines[0].slope);
}

void TestHardwareFitReport::jsonWhenNotComputed() {
    // One H100 point and three H200 points at one N: no family has two distinct N.
    std::vector<AnalysisPoint> points = fixtures::twoFamilies();
    points.erase(points.begin() + 1, points.begin() + 3);
    for (std::size_t i = 1; i < points.size(); ++i)
        points[i].accelerators = 32;
    AnalysisParams params;
    const AnalysisResult r = runAnalysis(points, params);
    QCOMPARE(r.hardwareControlled.outcome, HardwareFitOutcome::NotComputed);
    const QJsonObject o = HardwareFitReport::toJson(r.hardwareControlled);
    QVERIFY(!o["computed"].toBool());
    QCOMPARE(o["reason"].toString(),
             QStringLiteral("not computed, because no family has two distinct N"));
    for (const char* field : {"slope", "slope_low", "slope_high", "slope_se", "naive_slope",
                              "efficiency_factor_per_doubling", "hardware_mix"})
        QVERIFY2(o[QLatin1String(field)].isNull(), field);
    const QJsonArray leftOut = o["left_out"].toArray();
    QCOMPARE(leftOut.size(), 2);
    QCOMPARE(leftOut[0].toObject()["family"].toString(), QStringLiteral("H100"));
    QCOMPARE(leftOut[0].toObject()["reason"].toString(), QStringLiteral("one point"));
    QCOMPARE(leftOut[1].toObject()["reason"].toString(), QStringLiteral("one distinct N"));
    const QString line = HardwareFitReport::summaryLine(r.hardwareControlled);
    QVERIFY2(line.contains(QStringLiteral("not computed, because no family has two distinct N; "
                                          "left out: H100 (one point), H200 (one distinct N)")),
             qPrintable(line));
}

void TestHardwareFitReport::summaryLineInWords() {
    const auto points = fixtures::twoFamilies();
    const AnalysisResult r = runAnalysis(points, AnalysisParams{});
    const QString text = QString::fromUtf8(AnalysisReportWriter::summaryText(r));
    const QString line = HardwareFitReport::summaryLine(r.hardwareControlled);
    QVERIFY(text.contains(line + QLatin1Char('\n')));
    QVERIFY2(line.startsWith(QStringLiteral("hardware-controlled scaling: within-family slope of "
                                            "log2 T on log2 N ")),
             qPrintable(line));
    // Two families: the CR2 interval is called 95 % (simulated coverage 0.921), the family
    // bootstrap is not (0.494) and says what it covered; both errors are named for what they are.
    for (const char* words :
         {"over 2 families and 6 points", "classical (independent errors, one common slope)",
          "cluster-robust (CR2, families as clusters)", "95 % interval",
          "(CR2 with t at 1 degree of freedom; simulated coverage 0.921 at 2 families)",
          "the families' own slopes: H100 ", "percentile interval ",
          "from 2,000 resamples of whole families (simulated coverage 0.494 at 2 families, so not "
          "a "
          "95 % interval)",
          "per doubling of N within a family", "naive slope (one intercept for all these points)",
          "(hardware mix)", "caveat: only 2 families (few clusters)",
          "a family's points are different submitted systems, not one machine scaled out"})
        QVERIFY2(line.contains(QLatin1String(words)), qPrintable(line + " / " + words));
    QVERIFY2(!line.contains(QLatin1String("of the pooled slope is hardware mix")),
             qPrintable(line));
}

// Points regrouped by variant: the fit's groups are variants, and every text says so (the JSON
// keeps its field names and adds "grouping"; by family it is as before, without the field).
void TestHardwareFitReport::variantsAreNamedVariants() {
    auto points = fixtures::twoFamilies();
    for (std::size_t i = 0; i < points.size(); ++i)
        points[i].variant = i < 3 ? "SXM 80GB" : "NVL 141GB";
    const AnalysisResult byFamily = runAnalysis(points, AnalysisParams{});
    QCOMPARE(byFamily.hardwareControlled.grouping, HardwareGrouping::Family);
    QVERIFY(!HardwareFitReport::toJson(byFamily.hardwareControlled).contains("grouping"));

    const AnalysisResult r =
        runAnalysis(regroupPoints(points, HardwareGrouping::Variant), AnalysisParams{});
    QCOMPARE(r.hardwareControlled.grouping, HardwareGrouping::Variant);
    QCOMPARE(r.hardwareControlled.slope, byFamily.hardwareControlled.slope); // same groups
    const QString line = HardwareFitReport::summaryLine(r.hardwareControlled);
    for (const char* words :
         {"within-variant slope of log2 T on log2 N", "resamples of whole variants",
          "over 2 variants and 6 points", "variants as clusters", "the variants' own slopes",
          "per doubling of N within a variant", "caveat: only 2 variants"})
        QVERIFY2(line.contains(QLatin1String(words)), qPrintable(line + " / " + words));
    QVERIFY2(!line.contains(QLatin1String("famil")), qPrintable(line));
    const QJsonObject o = HardwareFitReport::toJson(r.hardwareControlled);
    QCOMPARE(o["grouping"].toString(), QStringLiteral("variant"));
    QVERIFY(o["model"].toString().contains(QLatin1String("one intercept per accelerator variant")));
    QCOMPARE(o["family_lines"].toArray()[0].toObject()["family"].toString(),
             QStringLiteral("H100 SXM 80GB"));
}

QTEST_APPLESS_MAIN(TestHardwareFitReport)
#include "tst_hardwarefitreport.moc"
