// Break-even under every eligible reference.
#include "core/analysis/referencesensitivity.h"
#include "pointfixtures.h"

#include <QTest>
#include <cstdint>
#include <cstring>

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
    void sameAsThresholdOfEveryReference();
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

// Many points, with ties in N and in G, and several with one key: every entry is the threshold
// thresholdBreakEven() finds on the whole view with E' measured against that reference (the
// cheapest point per N is the best E' per N), to the bit, and the entries come in (N, key)
// order with every eligible point once.
void TestReferenceSensitivity::sameAsThresholdOfEveryReference() {
    std::vector<SeriesPoint> points;
    std::uint64_t state = 42;
    const auto next = [&state](std::uint64_t range) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return (state >> 33) % range;
    };
    for (int i = 0; i < 400; ++i) {
        const int n = 1 << next(9);
        const double minutes = 500.0 / n * (1.0 + 0.05 * static_cast<double>(next(7)));
        const std::string key = "4.1/S" + std::to_string(next(40)) + "/x" + std::to_string(n);
        points.push_back({key, n, minutes, n * minutes, 0.0});
    }
    for (const double tau : {0.6, 0.9, 1.0, 1.3}) {
        const SensitivityResult r = referenceSensitivity(points, 16, tau);
        std::size_t eligible = 0;
        for (const SeriesPoint& p : points)
            eligible += p.accelerators <= 16 ? 1 : 0;
        QCOMPARE(r.entries.size(), eligible);
        int found = 0;
        for (std::size_t e = 0; e < r.entries.size(); ++e) {
            const SensitivityEntry& entry = r.entries[e];
            if (e > 0) {
                const SensitivityEntry& before = r.entries[e - 1];
                QVERIFY(before.referenceAccelerators < entry.referenceAccelerators ||
                        (before.referenceAccelerators == entry.referenceAccelerators &&
                         before.referenceKey <= entry.referenceKey));
            }
            const double referenceG = entry.referenceAccelerators * entry.referenceMinutes;
            std::vector<SeriesPoint> measured = points;
            for (SeriesPoint& p : measured)
                p.efficiency = referenceG / p.acceleratorMinutes;
            const BreakEvenResult expected = thresholdBreakEven(measured, tau, "all");
            const BreakEvenResult& actual = entry.threshold;
            QCOMPARE(actual.outcome, expected.outcome);
            QCOMPARE(actual.pointKey, expected.pointKey);
            QCOMPARE(actual.upperKey, expected.upperKey);
            QCOMPARE(actual.reason, expected.reason);
            QCOMPARE(std::memcmp(&actual.accelerators, &expected.accelerators, sizeof(double)), 0);
            QCOMPARE(std::memcmp(&actual.efficiency, &expected.efficiency, sizeof(double)), 0);
            QCOMPARE(std::memcmp(&actual.minutes, &expected.minutes, sizeof(double)), 0);
            QVERIFY(actual.inputs.find("reference: " + entry.referenceKey) != std::string::npos);
            found += actual.outcome == BreakEvenOutcome::Found ? 1 : 0;
        }
        QCOMPARE(r.found, found);
    }
}

QTEST_APPLESS_MAIN(TestReferenceSensitivity)
#include "tst_referencesensitivity.moc"
