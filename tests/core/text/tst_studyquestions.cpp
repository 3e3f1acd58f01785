// The study's three questions in words, on the hand-made two-family table (pointfixtures.h).
#include "core/analysis/hardwaregrouping.h"
#include "core/analysis/pointfixtures.h"
#include "core/text/studyquestions.h"

#include <QTest>

using namespace mlpe::analysis;
using namespace mlpe::text;

class TestStudyQuestions : public QObject {
    Q_OBJECT
private slots:
    void twoFamilies();
    void seriesGrouping();
    void oneFamily();
    void nothingInView();
};

// Paper rule: b8 (H100, N = 8, G = 960). E' = 960 / G: a8 1.2, b8 1, a64 0.9375, h16 1.5,
// h32 1.2, h128 0.9375 -> 0.94 to 1.50, and 3 of 6 points are H200.
// Candidates N <= 8: a8 (G 800: best E' per N 1, 1.25, 1, 0.78, 0.78 -> N* = 32) and b8 (1.2,
// 1.5, 1.2, 0.94, 0.94 -> log2 N* = 5 + 0.2 / 0.2625 -> N* = 54.3).
// H100 and H200 have 3 points each: the first by name, H100, with its own reference b8 (the
// slowest at N = 8: 120 min against a8's 100): 1.2 at N = 8 (a8) to 0.9375 at N = 64, N* = 39.0
// (tst_scalinganswer); in-family candidates a8 (N* = 8: E' 1 at 8, 0.78 at 64) and b8 (39). The
// fixture has no runs: every resample gives the same N*. 2 distinct N: a thin group.
void TestStudyQuestions::twoFamilies() {
    const StudyAnswers a = answerStudyQuestions(fixtures::twoFamilies(), AnalysisParams{});
    QCOMPARE(QString::fromStdString(a.hardware),
             QStringLiteral("Under the paper rule the reference is b8 (Beta, H100, N = 8). 3 of 6 "
                            "points in view are systems of other families, so E′ spans 0.938 to "
                            "1.50 and "
                            "mixes hardware generations with scaling."));
    QCOMPARE(QString::fromStdString(a.reference),
             QStringLiteral("With each candidate reference (N ≤ 8) in turn: N* between 32 and "
                            "54.3 under 2 of 2 references."));
    QCOMPARE(a.family, std::string("H100"));
    QCOMPARE(QString::fromStdString(a.breakEven),
             QStringLiteral(
                 "Grouped by accelerator family: H100 only (3 points at 2 distinct N), against "
                 "its slowest system at the smallest N, b8 (Beta, N = 8, 1.20× the time of the "
                 "fastest of 2 there, a8): E′ falls from 1.20 at N = 8 to 0.938 at N = 64; N* ≈ "
                 "39 (39–39; 2,000 of 2,000 resamples cross) (τ = 1). With each H100 candidate "
                 "(N ≤ 8) as the reference in turn: N* between 8 and 39 under 2 of 2 references. "
                 "Thin group (2 distinct N, 3 points; 3 distinct N and 5 points are the least to "
                 "read a trend from): its N* is not firm. All systems under the paper rule: N* ≈ "
                 "54.3 (54.3–54.3; 2,000 of 2,000 resamples cross)."));
    // The fixture names no variants: the variant grouping is the family itself.
    QCOMPARE(a.subgroup, std::string("H100"));
    QVERIFY(QString::fromStdString(a.breakEvenByGroup)
                .startsWith(QStringLiteral("H100 holds 1 variant in view. Grouped by variant")));
}

// Under series grouping answer 3's second form is by system series (within the largest family),
// and the within-group slope is the series', both named so.
void TestStudyQuestions::seriesGrouping() {
    const auto points = regroupPoints(fixtures::twoFamilies(), HardwareGrouping::Series);
    const StudyAnswers a = answerStudyQuestions(points, AnalysisParams{}, HardwareGrouping::Series);
    QCOMPARE(a.family, std::string("H100"));
    const QString byGroup = QString::fromStdString(a.breakEvenByGroup);
    QVERIFY2(byGroup.startsWith(QStringLiteral("H100 holds ")) &&
                 byGroup.contains(QStringLiteral(" series in view")) &&
                 byGroup.contains(QStringLiteral("Grouped by system series (one submitter's "
                                                 "system design at several sizes): ")),
             qPrintable(byGroup));
    QVERIFY2(!byGroup.contains(QStringLiteral("variant")), qPrintable(byGroup));
    QVERIFY2(QString::fromStdString(a.hardwareControlledByGroup).contains(QStringLiteral("series")),
             qPrintable(QString::fromStdString(a.hardwareControlledByGroup)));
}

// Only H200 in view: the reference is of the same family, E' measures scaling alone; no
// candidate reference has N <= 8.
void TestStudyQuestions::oneFamily() {
    AnalysisParams params;
    params.filter.families = {"H200"};
    const StudyAnswers a = answerStudyQuestions(fixtures::twoFamilies(), params);
    QCOMPARE(QString::fromStdString(a.hardware),
             QStringLiteral("Under the paper rule the reference is h16 (Gamma, H200, N = 16). "
                            "Every point in view is H200: E′ spans 0.625 to 1.00 and measures "
                            "scaling alone."));
    QCOMPARE(QString::fromStdString(a.reference),
             QStringLiteral("No candidate reference with N ≤ 8 in view: the sensitivity cannot be "
                            "measured."));
    QCOMPARE(a.family, std::string("H200"));
}

void TestStudyQuestions::nothingInView() {
    AnalysisParams params;
    params.filter.families = {"TPU"};
    const StudyAnswers a = answerStudyQuestions(fixtures::twoFamilies(), params);
    QVERIFY(a.hardware.empty() && a.reference.empty() && a.breakEven.empty() && a.family.empty());
}

QTEST_APPLESS_MAIN(TestStudyQuestions)
#include "tst_studyquestions.moc"
