// The hardware grouping of a view: what the family filter names under each grouping (a family
// entry keeps or hides all its variants, a variant entry only itself), that regrouping is
// idempotent and reversible, and that the family grouping leaves every point as it was.
#include "core/analysis/hardwaregrouping.h"
#include "core/session/filtersettings.h"

#include <QTest>

using namespace mlpe;
using namespace mlpe::analysis;

class TestHardwareGroupingFilter : public QObject {
    Q_OBJECT
private slots:
    void groupsAndFamilies();
    void familyGroupingFiltersAsBefore();
    void familyEntryNamesAllItsVariants();
    void variantEntryNamesItselfOnly();
    void onlyFamiliesKeepVariantsApart();
};

namespace {

AnalysisPoint point(const std::string& family, const std::string& variant) {
    AnalysisPoint p;
    p.round = "4.1";
    p.benchmark = "retinanet";
    p.family = family;
    p.variant = variant;
    p.accelerators = 8;
    return p;
}

const AnalysisPoint kSxm = point("H100", "SXM 80GB");
const AnalysisPoint kNvl = point("H100", "NVL 94GB");
const AnalysisPoint kBare = point("MI300X", ""); // the data name no variant

} // namespace

void TestHardwareGroupingFilter::groupsAndFamilies() {
    QCOMPARE(hardwareGroupOf(kSxm, HardwareGrouping::Family), std::string("H100"));
    QCOMPARE(hardwareGroupOf(kSxm, HardwareGrouping::Variant), std::string("H100 SXM 80GB"));
    QCOMPARE(hardwareGroupOf(kBare, HardwareGrouping::Variant), std::string("MI300X"));
    const std::vector<AnalysisPoint> grouped =
        regroupPoints({kSxm, kNvl, kBare}, HardwareGrouping::Variant);
    QCOMPARE(grouped[1].family, std::string("H100 NVL 94GB"));
    // Regrouping a regrouped point changes nothing, and its family reads back.
    QCOMPARE(hardwareGroupOf(grouped[1], HardwareGrouping::Variant), grouped[1].family);
    QCOMPARE(familyOf(grouped[1]), std::string("H100"));
    QCOMPARE(familyOf(grouped[2]), std::string("MI300X"));
    QCOMPARE(familyOf(kSxm), std::string("H100"));
    // Family grouping returns the points as given.
    QCOMPARE(regroupPoints({kNvl}, HardwareGrouping::Family).front().family, std::string("H100"));
    QCOMPARE(parseHardwareGrouping("variant"), std::optional(HardwareGrouping::Variant));
    QVERIFY(!parseHardwareGrouping("form factor"));
}

void TestHardwareGroupingFilter::familyGroupingFiltersAsBefore() {
    FilterSettings f;
    f.hiddenFamilies = {QStringLiteral("H100")};
    QVERIFY(!f.accepts(kSxm) && !f.accepts(kNvl) && f.accepts(kBare));
    // A variant name means nothing under family grouping: no family is called that.
    f.hiddenFamilies = {QStringLiteral("H100 NVL 94GB")};
    QVERIFY(f.accepts(kSxm) && f.accepts(kNvl));
}

void TestHardwareGroupingFilter::familyEntryNamesAllItsVariants() {
    FilterSettings f;
    f.hardwareGrouping = HardwareGrouping::Variant;
    f.hiddenFamilies = {QStringLiteral("H100")};
    QVERIFY(!f.accepts(kSxm) && !f.accepts(kNvl) && f.accepts(kBare));
    // The same on regrouped points (what the analysis and the legends hold).
    for (const AnalysisPoint& p : regroupPoints({kSxm, kNvl}, HardwareGrouping::Variant))
        QVERIFY(!f.accepts(p));
    QVERIFY(f.familyHidden(QStringLiteral("H100 SXM 80GB"), QStringLiteral("H100")));
}

void TestHardwareGroupingFilter::variantEntryNamesItselfOnly() {
    FilterSettings f;
    f.hardwareGrouping = HardwareGrouping::Variant;
    f.hiddenFamilies = {QStringLiteral("H100 NVL 94GB")};
    QVERIFY(f.accepts(kSxm) && !f.accepts(kNvl) && f.accepts(kBare));
    QVERIFY(f.familyHidden(QStringLiteral("H100 NVL 94GB")));
    QVERIFY(!f.familyHidden(QStringLiteral("H100 SXM 80GB"), QStringLiteral("H100")));
}

void TestHardwareGroupingFilter::onlyFamiliesKeepVariantsApart() {
    FilterSettings f;
    f.hardwareGrouping = HardwareGrouping::Variant;
    f.onlyFamilies = {QStringLiteral("H100")};
    QVERIFY(f.accepts(kSxm) && f.accepts(kNvl) && !f.accepts(kBare));
    f.onlyFamilies = {QStringLiteral("H100 SXM 80GB"), QStringLiteral("MI300X")};
    QVERIFY(f.accepts(kSxm) && !f.accepts(kNvl) && f.accepts(kBare));
    // "Reset filters" keeps the grouping: it says how to group, not what to leave out.
    QCOMPARE(f.scopeOnly().hardwareGrouping, HardwareGrouping::Variant);
    QVERIFY(f.scopeOnly().onlyScope());
}

QTEST_GUILESS_MAIN(TestHardwareGroupingFilter)
#include "tst_hardwaregroupingfilter.moc"
