// Break-even under every eligible reference.
#include "core/analysis/referencesensitivity.h"
#include "pointfixtures.h"

#include <QTest>

using namespace mlpe::analysis;

namespace {

std::vector<SeriesPoint> view() {
    std::vector<SeriesPoint> out;
    for (const AnalysisPoint& p : fixtures::twoFamilies())
        out.push_back({p.key, p.accelerators, p.minutes, p.accelerators * p.minutes, 0.0});
    return out;
}

} // namespace

class TestReferenceSensitivity : public QObject {
    Q_OBJECT
private slots:
    void byHand();
    void widerEligibility();
    void nothingEligible();
};

// G of twoFamilies(): a8 800, b8 960, a64 1024, h16 640, h32 800, h128 1024.
// Cheapest per N: 8 -> 800, 16 -> 640, 32 -> 800, 64 -> 1024, 128 -> 1024.
// Reference a8 (G 800), tau 1: E' = 1, 1.25, 1, 0.78125, 0.78125 -> largest N with E' >= 1 is
//   32 and it meets tau exactly: N* = 32.
// Reference b8 (G 960): E' = 1.2, 1.5, 1.2, 0.9375, 0.9375 -> between 32 and 64:
//   log2 N* = 5 + 0.2 / 0.2625 = 5 + 16/21 -> N* = 2^(121/21) = 54.25...
void TestReferenceSensitivity::byHand() {
    const SensitivityResult r = referenceSensitivity(view(), 8, 1.0);
    QVERIFY(r.performed);
    QCOMPARE(r.entries.size(), std::size_t{2});
    QCOMPARE(r.entries[0].referenceKey, std::string("4.1/Alpha/a8"));
    QCOMPARE(r.entries[1].referenceKey, std::string("4.1/Beta/b8"));
    QCOMPARE(r.entries[0].threshold.outcome, BreakEvenOutcome::Found);
    QVERIFY(std::abs(r.entries[0].threshold.accelerators - 32.0) < 1e-9);
    const double b8 = std::exp2(121.0 / 21.0);
    QVERIFY(std::abs(r.entries[1].threshold.accelerators - b8) < 1e-9 * b8);
    QCOMPARE(r.found, 2);
    QVERIFY(std::abs(r.minAccelerators - 32.0) < 1e-9);
    QVERIFY(std::abs(r.maxAccelerators - b8) < 1e-9 * b8);
    QVERIFY(std::abs(r.medianAccelerators - (32.0 + b8) / 2) < 1e-9 * b8);
    QVERIFY(r.entries[1].threshold.inputs.find("4.1/Beta/b8") != std::string::npos);
}

// Allowing N <= 16 adds h16 (G 640): E' = 0.8, 1, 0.8, 0.625, 0.625 -> N* = 16 exactly.
void TestReferenceSensitivity::widerEligibility() {
    const SensitivityResult r = referenceSensitivity(view(), 16, 1.0);
    QCOMPARE(r.entries.size(), std::size_t{3});
    QCOMPARE(r.entries[2].referenceKey, std::string("4.1/Gamma/h16"));
    QVERIFY(std::abs(r.entries[2].threshold.accelerators - 16.0) < 1e-9);
    QVERIFY(std::abs(r.minAccelerators - 16.0) < 1e-9);
    QVERIFY(std::abs(r.medianAccelerators - 32.0) < 1e-9);
}

void TestReferenceSensitivity::nothingEligible() {
    const SensitivityResult r = referenceSensitivity(view(), 4, 1.0);
    QVERIFY(r.entries.empty());
    QVERIFY(std::isnan(r.medianAccelerators));
}

QTEST_APPLESS_MAIN(TestReferenceSensitivity)
#include "tst_referencesensitivity.moc"
