// The dataset compiled into this build (resources/embedded/mlperf-training.mlpx): present,
// decodable, and carrying the official spot values. Equality with a fresh import of the archives
// is checked by tests/integration/tst_realrounds.cpp.
#include "core/store/embeddeddataset.h"

#include <QSet>
#include <QTest>
#include <cmath>

using namespace mlpe;

class TestEmbeddedDataset : public QObject {
    Q_OBJECT
private slots:
    void loads();
    void spotValue_data();
    void spotValue();

private:
    Dataset m_dataset;
};

void TestEmbeddedDataset::loads() {
    QVERIFY2(EmbeddedDataset::isAvailable(), "resources/embedded/mlperf-training.mlpx missing");
    m_dataset = loadEmbeddedDataset();
    for (const auto& p : m_dataset.problems)
        QVERIFY2(p.file != EmbeddedDataset::resourcePath(), qPrintable(p.toString()));
    QCOMPARE(m_dataset.sources, QStringList{QStringLiteral("embedded")});
    QSet<QString> rounds;
    for (const auto& set : m_dataset.resultSets)
        rounds.insert(set.round);
    // The five rounds of ../shared/data/mlperf-training and the four older ones of
    // ../shared/data/mlperf-training-history.
    QCOMPARE(rounds,
             QSet<QString>({"0.6", "0.7", "1.0", "2.1", "3.1", "4.0", "4.1", "5.0", "5.1"}));
    // Stored paths are relative (no generating machine's folders).
    for (const auto& p : m_dataset.problems)
        QVERIFY2(!p.file.startsWith(QLatin1Char('/')), qPrintable(p.file));
}

void TestEmbeddedDataset::spotValue_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("minutes");
    // mlperf-data.md "Spot values" (official summarizer, 3 decimals).
    QTest::newRow("b200 lora") << "4.1/NVIDIA/b200_preview_nemo/llama2_70b_lora" << 12.958;
    QTest::newRow("krai bert") << "4.1/Krai/7920T_2xA5000_hdd/bert" << 366.185;
    QTest::newRow("asus bert") << "4.1/ASUSTeK/ESC_N8_E11/bert" << 5.116;
}

void TestEmbeddedDataset::spotValue() {
    QFETCH(QString, key);
    QFETCH(double, minutes);
    if (m_dataset.resultSets.empty())
        m_dataset = loadEmbeddedDataset();
    const ResultSet* found = nullptr;
    for (const auto& set : m_dataset.resultSets)
        if (set.key() == key)
            found = &set;
    QVERIFY2(found, qPrintable(key));
    QVERIFY(found->scoreMinutes);
    QVERIFY(std::abs(*found->scoreMinutes - minutes) <= 0.0005); // half the last published digit
}

QTEST_GUILESS_MAIN(TestEmbeddedDataset)
#include "tst_embeddeddataset.moc"
