// The hardware-mix warning: one reference serving points that are mostly other hardware is said
// in one sentence naming the groups; per-family references, one group, or a reference group
// holding most points say nothing.
#include "core/analysis/analysisengine.h"
#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/pointfixtures.h"
#include "core/text/hardwaremixwarning.h"

#include <QTest>

using namespace mlpe::analysis;
using namespace mlpe::text;

class TestHardwareMixWarning : public QObject {
    Q_OBJECT
private slots:
    void paperRuleOverTwoFamilies();
    void silentWhenLikeWithLike();
    void variantsAreNamedVariants();
    void seriesAreNamedSeries();
};

void TestHardwareMixWarning::paperRuleOverTwoFamilies() {
    // twoFamilies: paper rule -> b8 (H100, N = 8); 3 of the 6 points are H200: not most of them
    // share the reference's family, so E' mixes hardware.
    const auto points = fixtures::twoFamilies();
    const AnalysisResult r = runAnalysis(points, AnalysisParams{});
    const QString text = QString::fromStdString(hardwareMixWarning(points, r));
    for (const char* part :
         {"the reference, 4.1/Beta/b8 (8 × H100), is one of 2 accelerator families in view "
          "(H100, H200), and 3 of the 6 points are of the others: E′ (here up to ",
          ") mixes hardware with scaling"})
        QVERIFY2(text.contains(QString::fromUtf8(part)), qPrintable(text));
}

void TestHardwareMixWarning::silentWhenLikeWithLike() {
    auto points = fixtures::twoFamilies();
    AnalysisParams perFamily;
    perFamily.reference.strategy = ReferenceStrategy::PerFamily;
    QVERIFY(hardwareMixWarning(points, runAnalysis(points, perFamily)).empty());
    // Most points in the reference's family: 4 of 6 are H100.
    points[4].family = "H100";
    QVERIFY(hardwareMixWarning(points, runAnalysis(points, AnalysisParams{})).empty());
    // One family only.
    for (AnalysisPoint& p : points)
        p.family = "H100";
    QVERIFY(hardwareMixWarning(points, runAnalysis(points, AnalysisParams{})).empty());
}

void TestHardwareMixWarning::variantsAreNamedVariants() {
    auto points = fixtures::twoFamilies();
    for (std::size_t i = 0; i < points.size(); ++i)
        points[i].variant = i < 3 ? "SXM 80GB" : "NVL 141GB";
    points = regroupPoints(points, HardwareGrouping::Variant);
    const QString text =
        QString::fromStdString(hardwareMixWarning(points, runAnalysis(points, AnalysisParams{})));
    QVERIFY2(text.contains(QStringLiteral("2 accelerator variants in view (H100 SXM 80GB, H200 "
                                          "NVL 141GB)")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("famil")), qPrintable(text));
}

void TestHardwareMixWarning::seriesAreNamedSeries() {
    auto points = regroupPoints(fixtures::twoFamilies(), HardwareGrouping::Series);
    const QString text =
        QString::fromStdString(hardwareMixWarning(points, runAnalysis(points, AnalysisParams{})));
    QVERIFY2(text.contains(QStringLiteral(" system series in view (")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("famil")), qPrintable(text));
}

QTEST_APPLESS_MAIN(TestHardwareMixWarning)
#include "tst_hardwaremixwarning.moc"
