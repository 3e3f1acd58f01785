// Enum labels used by the command line, sessions and footnotes round-trip.
#include "core/analysis/analysislabels.h"

#include <QTest>

using namespace mlpe::analysis;

class TestAnalysisLabels : public QObject {
    Q_OBJECT
private slots:
    void roundTrips();
};

void TestAnalysisLabels::roundTrips() {
    for (auto s :
         {ReferenceStrategy::PaperRule, ReferenceStrategy::UserPick, ReferenceStrategy::PerFamily})
        QCOMPARE(parseReferenceStrategy(referenceStrategyLabel(s)), s);
    for (auto f : {Feature::Log2Accelerators, Feature::Efficiency, Feature::Log2Minutes,
                   Feature::Speedup, Feature::Log2AcceleratorMinutes})
        QCOMPARE(parseFeature(featureLabel(f)), f);
    for (auto s : {Standardisation::ZScore, Standardisation::MinMax, Standardisation::None})
        QCOMPARE(parseStandardisation(standardisationLabel(s)), s);
    for (auto m : {ChartMetric::Efficiency, ChartMetric::Minutes, ChartMetric::Speedup,
                   ChartMetric::AcceleratorMinutes})
        QCOMPARE(parseChartMetric(chartMetricLabel(m)), m);
    QCOMPARE(referenceStrategyLabel(ReferenceStrategy::PerFamily), std::string("family"));
    QCOMPARE(breakEvenDefinitionLabel(BreakEvenDefinition::ParetoKnee), std::string("knee"));
    QCOMPARE(breakEvenOutcomeLabel(BreakEvenOutcome::AtOrAbove), std::string("at_or_above"));
    QCOMPARE(pointStateLabel(PointState::Excluded), std::string("excluded"));
    QVERIFY(!parseFeature("log2 n").has_value());
}

QTEST_APPLESS_MAIN(TestAnalysisLabels)
#include "tst_analysislabels.moc"
