// Feature standardisation (z-score, min-max, none).
#include "core/analysis/standardisation.h"

#include <QTest>

using namespace mlpe::analysis;

class TestStandardisation : public QObject {
    Q_OBJECT
private slots:
    void zScore();
    void minMax();
    void constantFeature();
    void roundTrip();
};

// Column 0 = {2, 4, 6}: mean 4, population sd sqrt(8/3) -> z = -1.2247..., 0, 1.2247...
// Column 1 = {10, 10, 40}: mean 20, sd sqrt(600/3) = 14.142... -> z = -0.7071...,
// -0.7071..., 1.4142...
void TestStandardisation::zScore() {
    std::vector<double> data{2, 10, 4, 10, 6, 40};
    const FeatureScaling s = fitScaling(data, 2, Standardisation::ZScore);
    applyScaling(data, s);
    const double z = std::sqrt(1.5);
    const std::vector<double> expected{-z, -std::sqrt(0.5), 0, -std::sqrt(0.5), z, std::sqrt(2.0)};
    for (std::size_t i = 0; i < data.size(); ++i)
        QVERIFY2(std::abs(data[i] - expected[i]) < 1e-12, qPrintable(QString::number(i)));
}

void TestStandardisation::minMax() {
    std::vector<double> data{2, 10, 4, 10, 6, 40};
    applyScaling(data, fitScaling(data, 2, Standardisation::MinMax));
    QCOMPARE(data, (std::vector<double>{0, 0, 0.5, 0, 1, 1}));
    std::vector<double> none{2, 10, 4, 10};
    applyScaling(none, fitScaling(none, 2, Standardisation::None));
    QCOMPARE(none, (std::vector<double>{2, 10, 4, 10}));
}

void TestStandardisation::constantFeature() {
    std::vector<double> data{1, 7, 2, 7, 3, 7};
    const FeatureScaling s = fitScaling(data, 2, Standardisation::ZScore);
    QCOMPARE(s.constant, (std::vector<bool>{false, true}));
    applyScaling(data, s);
    QCOMPARE(data[1], 0.0);
    QCOMPARE(data[5], 0.0);
    QVERIFY(std::isfinite(data[0]));
}

void TestStandardisation::roundTrip() {
    std::vector<double> data{3, -1, 8, 5, 13, 2};
    const std::vector<double> original = data;
    const FeatureScaling s = fitScaling(data, 3, Standardisation::ZScore);
    applyScaling(data, s);
    const std::vector<double> back = invertScaling({data[3], data[4], data[5]}, s);
    for (std::size_t d = 0; d < 3; ++d)
        QVERIFY(std::abs(back[d] - original[3 + d]) < 1e-12);
}

QTEST_APPLESS_MAIN(TestStandardisation)
#include "tst_standardisation.moc"
