// BenchmarkComparability: which rounds of a benchmark MLCommons compares (docs/scoring.md,
// "Comparable rounds").
#include "core/model/benchmarkcatalog.h"
#include "core/model/benchmarkcomparability.h"
#include "core/model/roundrules.h"

#include <QMap>
#include <QTest>

using namespace mlpe;

class TestBenchmarkComparability : public QObject {
    Q_OBJECT
private slots:
    void comparable_data();
    void comparable();
    void everyRoundsBenchmarkHasOneVersion();
    void versionsDoNotOverlap();
    void labels();
};

void TestBenchmarkComparability::comparable_data() {
    QTest::addColumn<QString>("benchmark");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("comparable");
    QTest::addColumn<QString>("breakText"); // empty when comparable
    QTest::newRow("BERT v0.7 / v1.0") << "bert"
                                      << "0.7"
                                      << "1.0" << false
                                      << "BERT-large: the target rose from 0.712 to 0.720 "
                                         "masked-LM accuracy in v1.0";
    QTest::newRow("BERT v1.0 / v0.7, either order")
        << "bert"
        << "1.0"
        << "0.7" << false
        << "BERT-large: the target rose from 0.712 to 0.720 masked-LM accuracy in v1.0";
    QTest::newRow("BERT v1.0 / v5.0") << "bert"
                                      << "1.0"
                                      << "5.0" << true << "";
    QTest::newRow("ResNet v0.6 / v4.0") << "resnet"
                                        << "0.6"
                                        << "4.0" << true << "";
    QTest::newRow("ResNet v4.0 / v4.1 (retired)")
        << "resnet"
        << "4.0"
        << "4.1" << false << "ResNet-50 has no version in v4.1";
    QTest::newRow("SSD-ResNet34 v0.6 / v1.1") << "ssd_resnet34"
                                              << "0.6"
                                              << "1.1" << true << "";
    QTest::newRow("RetinaNet v2.0 / v5.1") << "retinanet"
                                           << "2.0"
                                           << "5.1" << true << "";
    QTest::newRow("MiniGo v0.7 / v2.1") << "minigo"
                                        << "0.7"
                                        << "2.1" << true << "";
    QTest::newRow("GNMT v0.6 / v0.7 (same target, new units)") << "gnmt"
                                                               << "0.6"
                                                               << "0.7" << true << "";
    QTest::newRow("R-GAT v4.0 / v5.1 (gnn, then rgat)") << "rgat"
                                                        << "4.0"
                                                        << "5.1" << true << "";
    QTest::newRow("unknown round") << "bert"
                                   << "1.0"
                                   << "6.0" << false << "BERT-large has no version in v6.0";
}

void TestBenchmarkComparability::comparable() {
    QFETCH(QString, benchmark);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, comparable);
    QFETCH(QString, breakText);
    QCOMPARE(BenchmarkComparability::comparable(benchmark, a, b), comparable);
    QCOMPARE(BenchmarkComparability::breakBetween(benchmark, a, b), breakText);
}

void TestBenchmarkComparability::everyRoundsBenchmarkHasOneVersion() {
    // The two tables agree: every benchmark of every round's ruleset belongs to one version.
    for (const RoundRules& rules : RoundRulesTable::all())
        for (const RoundBenchmark& b : rules.benchmarks)
            QVERIFY2(BenchmarkComparability::versionOf(b.benchmark, rules.round),
                     qPrintable(rules.round + QLatin1Char('/') + b.benchmark));
    // And every version's rounds run the benchmark.
    for (const BenchmarkVersion& v : BenchmarkComparability::all())
        for (const QString& round : {v.firstRound, v.lastRound}) {
            const RoundRules* rules = RoundRulesTable::find(round);
            QVERIFY2(rules, qPrintable(v.label()));
            bool runs = false;
            for (const RoundBenchmark& b : rules->benchmarks)
                runs |= b.benchmark == v.benchmark;
            QVERIFY2(runs, qPrintable(v.label() + QStringLiteral(" in v") + round));
        }
}

void TestBenchmarkComparability::versionsDoNotOverlap() {
    // A round belongs to at most one version of a benchmark (rounds in RoundRulesTable order).
    const auto index = [](const QString& round) {
        const auto& all = RoundRulesTable::all();
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].round == round)
                return int(i);
        return -1;
    };
    for (const RoundRules& rules : RoundRulesTable::all()) {
        const int at = index(rules.round);
        QMap<QString, int> versions;
        for (const BenchmarkVersion& v : BenchmarkComparability::all()) {
            QVERIFY(index(v.firstRound) >= 0 && index(v.firstRound) <= index(v.lastRound));
            if (index(v.firstRound) <= at && at <= index(v.lastRound))
                ++versions[v.benchmark];
        }
        for (auto it = versions.cbegin(); it != versions.cend(); ++it)
            QVERIFY2(it.value() == 1, qPrintable(rules.round + QLatin1Char('/') + it.key()));
    }
}

void TestBenchmarkComparability::labels() {
    QCOMPARE(BenchmarkComparability::versionOf(u"bert", u"2.1")->label(),
             QStringLiteral("BERT-large v1.0-v5.0"));
    QCOMPARE(BenchmarkComparability::versionOf(u"bert", u"0.7")->label(),
             QStringLiteral("BERT-large v0.7"));
    QCOMPARE(BenchmarkComparability::versionOf(u"minigo_9x9", u"0.6")->label(),
             QStringLiteral("MiniGo 9x9 v0.6"));
    QVERIFY(!BenchmarkComparability::versionOf(u"bert", u"0.6"));
    QVERIFY(!BenchmarkComparability::versionOf(u"nothing", u"4.1"));
}

QTEST_APPLESS_MAIN(TestBenchmarkComparability)
#include "tst_benchmarkcomparability.moc"
