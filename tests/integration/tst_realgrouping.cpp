// Grouping hardware by variant on the embedded data, through the one function that builds every
// analysis input (viewAnalysisInput(): window, analyze, export, report). v4.1 RetinaNet under
// per-family references: the H100 family's reference is an H100 NVL part, so the family N* is
// not the SXM parts' N*; by variant each H100 variant has its own reference and N*. A family
// named in the filter keeps all its variants; the default grouping leaves the input as it was;
// the report's answers do not depend on the grouping the points arrive in.
#include "core/analysis/analysisengine.h"
#include "core/report/analysisreportwriter.h"
#include "core/session/viewanalysis.h"
#include "core/store/embeddeddataset.h"
#include "core/text/studyquestions.h"

#include <QTest>
#include <set>

using namespace mlpe;
using namespace mlpe::analysis;
using namespace mlpe::text;

class TestRealGrouping : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void variantsGetTheirOwnReferences();
    void familyFilterKeepsAllVariants();
    void familyGroupingChangesNothing();
    void answersDoNotDependOnTheGroupingGiven();

private:
    ViewState retinanet(HardwareGrouping grouping) const;
    Dataset m_data;
};

void TestRealGrouping::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("this build has no embedded dataset");
    m_data = loadEmbeddedDataset();
}

ViewState TestRealGrouping::retinanet(HardwareGrouping grouping) const {
    ViewState s;
    s.rounds = {QStringLiteral("4.1")};
    s.benchmark = QStringLiteral("retinanet");
    s.analysis.reference.strategy = ReferenceStrategy::PerFamily;
    s.hardwareGrouping = grouping;
    return s;
}

namespace {

// The threshold N* of each series ("all" and each group).
std::map<std::string, const BreakEvenResult*> thresholds(const AnalysisResult& r) {
    std::map<std::string, const BreakEvenResult*> out;
    for (const BreakEvenResult& b : r.breakEven)
        if (b.definition == BreakEvenDefinition::EfficiencyThreshold)
            out[b.series] = &b;
    return out;
}

} // namespace

void TestRealGrouping::variantsGetTheirOwnReferences() {
    const ViewAnalysisInput input = viewAnalysisInput(retinanet(HardwareGrouping::Variant), m_data);
    QCOMPARE(input.grouping, HardwareGrouping::Variant);
    const AnalysisResult r = runAnalysis(input.points, input.params);
    std::set<std::string> h100;
    for (const ReferenceAssignment& ref : r.references)
        if (ref.family.rfind("H100 ", 0) == 0)
            h100.insert(ref.family);
    QVERIFY2(h100.size() >= 2, "the H100 family holds several variants in v4.1 RetinaNet");
    const auto series = thresholds(r);
    for (const std::string& v : h100)
        QVERIFY2(series.count(v), v.c_str());
    // The family's N* is that of its NVL reference; an SXM variant measured against its own
    // reference breaks even elsewhere.
    const AnalysisResult byFamily = [&] {
        const ViewAnalysisInput f = viewAnalysisInput(retinanet(HardwareGrouping::Family), m_data);
        return runAnalysis(f.points, f.params);
    }();
    const BreakEvenResult* family = thresholds(byFamily).at("H100");
    bool someDiffer = false;
    for (const std::string& v : h100) {
        const BreakEvenResult* b = series.at(v);
        qInfo("%s: N* %g (family H100: %g)", v.c_str(), b->accelerators, family->accelerators);
        someDiffer = someDiffer || b->accelerators != family->accelerators;
    }
    QVERIFY(someDiffer);
    // The JSON records the grouping.
    const QByteArray json =
        AnalysisReportWriter::toJson(input.points, r, input.params, input.grouping);
    QVERIFY(json.contains("\"group_by\": \"variant\""));
}

void TestRealGrouping::familyFilterKeepsAllVariants() {
    ViewState s = retinanet(HardwareGrouping::Variant);
    s.onlyFamilies = {QStringLiteral("H100")};
    const ViewAnalysisInput input = viewAnalysisInput(s, m_data);
    std::set<std::string> groups;
    for (const AnalysisPoint& p : input.points) {
        QVERIFY2(p.family.rfind("H100", 0) == 0, p.family.c_str());
        groups.insert(p.family);
    }
    QVERIFY(groups.size() >= 2);
    QCOMPARE(input.params.filter.families, std::vector<std::string>(groups.begin(), groups.end()));
    // A variant named keeps only itself.
    s.onlyFamilies = {QString::fromStdString(*groups.begin())};
    const ViewAnalysisInput one = viewAnalysisInput(s, m_data);
    QVERIFY(!one.points.empty());
    for (const AnalysisPoint& p : one.points)
        QCOMPARE(p.family, *groups.begin());
}

void TestRealGrouping::familyGroupingChangesNothing() {
    const ViewAnalysisInput input = viewAnalysisInput(retinanet(HardwareGrouping::Family), m_data);
    QVERIFY(!input.points.empty());
    for (std::size_t i = 0; i < input.points.size(); ++i)
        QCOMPARE(
            input.points[i].family,
            m_data.resultSets[input.sets[i]].systemDescription.accelerator.family.toStdString());
    const AnalysisResult r = runAnalysis(input.points, input.params);
    QVERIFY(!AnalysisReportWriter::toJson(input.points, r, input.params, input.grouping)
                 .contains("group_by"));
}

void TestRealGrouping::answersDoNotDependOnTheGroupingGiven() {
    const ViewAnalysisInput family = viewAnalysisInput(retinanet(HardwareGrouping::Family), m_data);
    const ViewAnalysisInput variant =
        viewAnalysisInput(retinanet(HardwareGrouping::Variant), m_data);
    const StudyAnswers a = answerStudyQuestions(family.points, family.params);
    const StudyAnswers b =
        answerStudyQuestions(variant.points, variant.params, HardwareGrouping::Variant);
    QCOMPARE(b.grouping, HardwareGrouping::Variant);
    QCOMPARE(b.hardware, a.hardware);
    QCOMPARE(b.breakEven, a.breakEven);
    QCOMPARE(b.breakEvenByGroup, a.breakEvenByGroup);
    QVERIFY(QString::fromStdString(b.breakEvenByGroup).contains("Grouped by variant"));
    // The scaling model: by family under either grouping, and by variant beside it under
    // variant grouping (v4.1 RetinaNet: the two H100 variants have two distinct N each; B200
    // has one point, H200 one N).
    QCOMPARE(b.hardwareControlled, a.hardwareControlled);
    QVERIFY(QString::fromStdString(a.hardwareControlled).startsWith("within-family slope"));
    QVERIFY(a.hardwareControlledByGroup.empty());
    const QString byVariant = QString::fromStdString(b.hardwareControlledByGroup);
    QVERIFY2(byVariant.startsWith("within-variant slope") &&
                 byVariant.contains("over 2 variants and 17 points") &&
                 byVariant.contains("left out: B200 SXM 180GB (one point), H200 SXM 141GB (one "
                                    "distinct N)"),
             qPrintable(byVariant));
}

QTEST_GUILESS_MAIN(TestRealGrouping)
#include "tst_realgrouping.moc"
