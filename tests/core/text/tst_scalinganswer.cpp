// The hardware test's answer in words, on the hand-made two-family table.
#include "core/analysis/analysisengine.h"
#include "core/analysis/pointfixtures.h"
#include "core/text/scalinganswer.h"

#include <QTest>

using namespace mlpe::analysis;
using namespace mlpe::text;

class TestScalingAnswer : public QObject {
    Q_OBJECT
private slots:
    void perFamilySeries();
    void bounds();
};

// Per family, H100 against b8 (G 960): best E' at N = 8 is a8's 1.2, at N = 64 a64's 0.9375;
// log2 N* = 3 + (1.2 - 1) / (1.2 - 0.9375) x 3 = 5.2857 -> N* = 39.0 ("39": 3 significant figures).
void TestScalingAnswer::perFamilySeries() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.reference.strategy = ReferenceStrategy::PerFamily;
    const AnalysisResult r = runAnalysis(points, params);
    QCOMPARE(QString::fromStdString(scalingAnswer(points, r, "H100")),
             QStringLiteral("E′ falls from 1.20 at N = 8 to 0.938 at N = 64; N* ≈ 39 (τ = 1)"));
    QVERIFY(scalingAnswer(points, r, "TPU").empty());
}

// tau = 0.5: every H200 point meets it (0.625 at N = 128): a bound, said as such.
void TestScalingAnswer::bounds() {
    const auto points = fixtures::twoFamilies();
    AnalysisParams params;
    params.reference.strategy = ReferenceStrategy::PerFamily;
    params.breakEven.tau = 0.5;
    const AnalysisResult r = runAnalysis(points, params);
    QCOMPARE(QString::fromStdString(scalingAnswer(points, r, "H200")),
             QStringLiteral("E′ falls from 1.00 at N = 16 to 0.625 at N = 128; N* ≥ 128 "
                            "(τ = 0.5)"));
    params.breakEven.tau = 2.0; // nothing meets it
    const AnalysisResult none = runAnalysis(points, params);
    QVERIFY(QString::fromStdString(scalingAnswer(points, none, "H200"))
                .endsWith(QStringLiteral("; N* below 16 (τ = 2)")));
}

QTEST_APPLESS_MAIN(TestScalingAnswer)
#include "tst_scalinganswer.moc"
