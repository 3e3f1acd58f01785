// Every label says what was computed, on the embedded data (the cases the referee found):
// "pooled" only when references differ, fits measured against the reference their points use,
// the all-points fit over several families flagged, N* intervals with their share of resamples,
// numbers for people to 3 significant figures, and the report's hardware answer.
#include "core/analysis/analysisengine.h"
#include "core/analysis/comparison.h"
#include "core/model/analysisinput.h"
#include "core/report/analysisreportwriter.h"
#include "core/report/comparisonreportwriter.h"
#include "core/store/embeddeddataset.h"
#include "core/text/studyquestions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace mlpe;
using namespace mlpe::analysis;
using namespace mlpe::text;

namespace {

AnalysisParams view(const std::string& round, const std::string& benchmark) {
    AnalysisParams p;
    p.filter.rounds = {round};
    p.filter.benchmark = benchmark;
    return p;
}

const BreakEvenResult& allThreshold(const AnalysisResult& r) {
    return r.breakEven.front(); // threshold "all" comes first
}

} // namespace

class TestRealLabels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pooledOnlyWhenReferencesDiffer();
    void familyFitsUseTheirPointsReference();
    void mixedHardwareFitSaysSo();
    void intervalsSayWhatTheyAre();
    void textForPeopleHasThreeFigures();
    void hardwareAnswerNamesItsGrouping();

private:
    std::vector<AnalysisPoint> m_points;
};

void TestRealLabels::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("this build has no embedded dataset");
    m_points = toAnalysisPoints(loadEmbeddedDataset());
    QVERIFY2(m_points.size() > 100, qPrintable(QString::number(m_points.size())));
}

// analyze --round 4.1 --benchmark llama2_70b_lora --reference family --family H100: one family
// in view, one reference, nothing pooled; compare ... --b family --b-family H100 likewise.
void TestRealLabels::pooledOnlyWhenReferencesDiffer() {
    AnalysisParams p = view("4.1", "llama2_70b_lora");
    p.reference.strategy = ReferenceStrategy::PerFamily;
    QVERIFY(allThreshold(runAnalysis(m_points, p)).pooledReferences); // several families
    p.filter.families = {"H100"};
    const AnalysisResult one = runAnalysis(m_points, p);
    QCOMPARE(one.references.size(), std::size_t(1));
    QVERIFY(!allThreshold(one).pooledReferences);
    QVERIFY(allThreshold(one).inputs.find("pooled") == std::string::npos);
    const QJsonObject json =
        QJsonDocument::fromJson(AnalysisReportWriter::toJson(m_points, one, p)).object();
    QCOMPARE(
        json[QStringLiteral("break_even")].toArray().first()[QStringLiteral("pooled_references")],
        QJsonValue(false));

    // Named scenarios: GCC 12 warns (maybe-uninitialized, a false positive) on nested braced
    // temporaries here.
    ComparisonScenario paperRule;
    paperRule.reference.strategy = ReferenceStrategy::PaperRule;
    ComparisonScenario perFamilyH100;
    perFamilyH100.reference.strategy = ReferenceStrategy::PerFamily;
    perFamilyH100.families = {"H100"};
    const ComparisonResult c =
        compareScenarios(m_points, view("4.1", "llama2_70b_lora"), paperRule, perFamilyH100);
    const QString text = QString::fromUtf8(ComparisonReportWriter::summaryText(c));
    // No break-even line says "pooled" (the hardware-controlled line compares its slope with
    // the slope pooled over families: another meaning, and not about references).
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.contains(QStringLiteral("N*")))
            QVERIFY2(!line.contains(QStringLiteral("pooled")), qPrintable(line));
    ComparisonScenario perFamily;
    perFamily.reference.strategy = ReferenceStrategy::PerFamily;
    const ComparisonResult pooled =
        compareScenarios(m_points, view("4.1", "llama2_70b_lora"), paperRule, perFamily);
    QVERIFY(QString::fromUtf8(ComparisonReportWriter::summaryText(pooled))
                .contains(QStringLiteral("| B N* ")));
    QVERIFY(QString::fromUtf8(ComparisonReportWriter::summaryText(pooled))
                .contains(QStringLiteral("(pooled E′ against different references)")));
    // Its sensitivity label says that it does not depend on the reference rule.
    QVERIFY(text.contains(QStringLiteral("the same under any reference rule")));
}

// v4.1 Llama 2 under the paper rule: the H100 series (whose family holds the N = 4 reference)
// and every other family series are measured against that single reference.
void TestRealLabels::familyFitsUseTheirPointsReference() {
    const AnalysisResult r = runAnalysis(m_points, view("4.1", "llama2_70b_lora"));
    QCOMPARE(r.references.size(), std::size_t(1));
    QCOMPARE(r.references[0].key, std::string("4.1/Dell/XE9640x4H100-SXM-80GB/llama2_70b_lora"));
    bool sawH100 = false;
    for (const ScalingFit& f : r.fits) {
        QCOMPARE(f.referenceAccelerators, 4);
        QCOMPARE(f.referenceKey, r.references[0].key);
        sawH100 = sawH100 || f.series == "H100";
    }
    QVERIFY(sawH100);
    const QJsonObject json =
        QJsonDocument::fromJson(
            AnalysisReportWriter::toJson(m_points, r, view("4.1", "llama2_70b_lora")))
            .object();
    for (const QJsonValue& f : json[QStringLiteral("fits")].toArray())
        QCOMPARE(f[QStringLiteral("reference_accelerators")].toInt(), 4);
}

// v4.1 BERT: the all-points Amdahl fit pools several accelerators (R² about 0.53).
void TestRealLabels::mixedHardwareFitSaysSo() {
    const AnalysisResult r = runAnalysis(m_points, view("4.1", "bert"));
    const ScalingFit& all = r.fits.front();
    QCOMPARE(all.series, std::string("all"));
    QCOMPARE(all.model, FitModel::Amdahl);
    QVERIFY2(all.r2 > 0.45 && all.r2 < 0.6, qPrintable(QString::number(all.r2)));
    QVERIFY(all.note.find("accelerator families") != std::string::npos);
    QVERIFY(all.note.find("describe no machine") != std::string::npos);
    const QString text = QString::fromUtf8(AnalysisReportWriter::summaryText(r));
    QVERIFY(text.contains(QStringLiteral("fit amdahl [all]: ")) &&
            text.contains(QStringLiteral("describe no machine")));
}

// With the bootstrap, a threshold line shows an interval only for a found N* that at least half
// of the resamples bracket, named as the 95 % run-to-run bootstrap interval, with that share;
// never for a bound ("N* ≥ 3,472") or below.
void TestRealLabels::intervalsSayWhatTheyAre() {
    static const QRegularExpression withInterval(
        QStringLiteral("95 % run-to-run bootstrap interval [0-9.,]+–[0-9.,]+; ([0-9,]+) of "
                       "([0-9,]+) resamples cross"));
    int intervals = 0;
    for (const char* benchmark : {"bert", "llama2_70b_lora", "retinanet", "stable_diffusion"}) {
        AnalysisParams p = view("4.1", benchmark);
        p.uncertainty.bootstrap = true;
        p.fits.enabled = false;
        for (ReferenceStrategy s : {ReferenceStrategy::PaperRule, ReferenceStrategy::PerFamily}) {
            p.reference.strategy = s;
            const AnalysisResult r = runAnalysis(m_points, p);
            const QStringList lines =
                QString::fromUtf8(AnalysisReportWriter::summaryText(r)).split(QLatin1Char('\n'));
            for (const QString& line : lines) {
                if (!line.startsWith(QLatin1String("break-even threshold")))
                    continue;
                const QRegularExpressionMatch m = withInterval.match(line);
                if (!line.contains(QStringLiteral("N* ≈ "))) {
                    QVERIFY2(!line.contains(QLatin1String("run-to-run")), qPrintable(line));
                    continue;
                }
                if (!m.hasMatch())
                    continue;
                ++intervals;
                const int crossed = m.captured(1).remove(QLatin1Char(',')).toInt();
                const int resamples = m.captured(2).remove(QLatin1Char(',')).toInt();
                QVERIFY2(2 * crossed >= resamples, qPrintable(line));
            }
        }
    }
    QVERIFY(intervals > 0);
}

// stderr used to print N* to 17 digits (556.18672319625, interval end 533.4049620935208).
void TestRealLabels::textForPeopleHasThreeFigures() {
    static const QRegularExpression decimal(
        QStringLiteral("(?<![\\w.])[0-9][0-9,]*\\.[0-9]+(?![\\w.])"));
    // Significant digits of a decimal text: 0.00109 -> 3, 556.18672319625 -> 14.
    const auto significant = [](QString t) {
        t.remove(QLatin1Char(',')).remove(QLatin1Char('.'));
        while (t.startsWith(QLatin1Char('0')))
            t.remove(0, 1);
        return t.size();
    };
    for (const char* benchmark : {"bert", "llama2_70b_lora", "retinanet", "stable_diffusion"}) {
        AnalysisParams p = view("4.1", benchmark);
        p.uncertainty.bootstrap = true;
        p.fits.bootstrap = true;
        p.fits.resamples = 200;
        const QString text =
            QString::fromUtf8(AnalysisReportWriter::summaryText(runAnalysis(m_points, p)));
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            // Clustering diagnostics (WCSS, silhouettes) are for k selection, not read as results.
            if (line.startsWith(QLatin1String("k = ")) ||
                line.startsWith(QLatin1String("clustering")) ||
                line.startsWith(QLatin1String("reference (")) ||
                line.startsWith(QLatin1String("note")))
                continue;
            for (const QRegularExpressionMatch& m : decimal.globalMatch(line))
                QVERIFY2(significant(m.captured()) <= 3, qPrintable(line));
        }
    }
}

// The report's third answer names its grouping, says the reference is the slowest system at the
// smallest N, and is given by family and by variant. v4.1 RetinaNet: the H100 family reference
// is an H100 NVL (PCIe) part; its largest variant is a different one.
void TestRealLabels::hardwareAnswerNamesItsGrouping() {
    const StudyAnswers a = answerStudyQuestions(m_points, view("4.1", "retinanet"));
    QCOMPARE(a.family, std::string("H100"));
    const QString family = QString::fromStdString(a.breakEven);
    const QString variant = QString::fromStdString(a.breakEvenByGroup);
    qInfo("v4.1 RetinaNet, by family: %s", qPrintable(family));
    qInfo("v4.1 RetinaNet, by variant: %s", qPrintable(variant));
    QVERIFY(family.startsWith(QStringLiteral("Grouped by accelerator family: H100 only")));
    QVERIFY(family.contains(QStringLiteral("slowest system at the smallest N")) ||
            family.contains(QStringLiteral("only system at the smallest N")));
    QVERIFY(family.contains(QStringLiteral("H100 NVL")) || family.contains(QStringLiteral("NVL")));
    QVERIFY(variant.contains(QStringLiteral("Grouped by variant")));
    QVERIFY(a.subgroup != "H100" && a.subgroup.rfind("H100 ", 0) == 0);
    const QString hardware = QString::fromStdString(a.hardware);
    QVERIFY(!hardware.contains(QStringLiteral("other accelerators")));
    const StudyAnswers llama = answerStudyQuestions(m_points, view("5.1", "llama2_70b_lora"));
    qInfo("v5.1 Llama 2 70B LoRA: %s", qPrintable(QString::fromStdString(llama.hardware)));
    qInfo("v5.1 Llama 2 70B LoRA, by family: %s",
          qPrintable(QString::fromStdString(llama.breakEven)));
    qInfo("v5.1 Llama 2 70B LoRA, by variant: %s",
          qPrintable(QString::fromStdString(llama.breakEvenByGroup)));
    QVERIFY(!llama.breakEvenByGroup.empty());
}

QTEST_GUILESS_MAIN(TestRealLabels)
#include "tst_reallabels.moc"
