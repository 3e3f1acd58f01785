// Session files: round trip of every field (doubles bit-equal), the analysis recomputed from a
// reopened session is bit-identical, and each kind of bad file is refused with a message naming
// the file and where in it.
#include "core/analysis/analysisengine.h"
#include "core/report/analysisreportwriter.h"
#include "core/session/sessioncodec.h"
#include "core/session/viewanalysis.h"
#include "core/store/embeddeddataset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>
#include <sys/stat.h>

using namespace mlpe;
using namespace mlpe::analysis;

namespace {

// A state with every field away from its default, with doubles that have no short decimal form.
ViewState unusualState() {
    ViewState s;
    s.dataSources = {QStringLiteral("embedded"), QStringLiteral("/data/training_results_v6.0")};
    s.rounds = {QStringLiteral("4.1")};
    s.benchmark = QStringLiteral("llama2_70b_lora");
    s.hiddenDivisions = {QStringLiteral("open")};
    s.hiddenAvailabilities = {QStringLiteral("Preview")};
    s.hiddenSubmitters = {QStringLiteral("Krai")};
    s.hiddenFamilies = {QStringLiteral("MI300X")};
    s.onlyFamilies = {QStringLiteral("H100"), QStringLiteral("H200")};
    s.minAccelerators = 2;
    s.maxAccelerators = 4096;
    s.hardwareGrouping = HardwareGrouping::Variant;
    s.excluded = {QStringLiteral("4.1/Dell/XE9680x8H100-SXM-80GB/llama2_70b_lora"),
                  QStringLiteral("4.1/NVIDIA/some system/llama2_70b_lora")};
    s.analysis.reference.strategy = ReferenceStrategy::UserPick;
    s.analysis.reference.userKey = "4.1/Dell/XE9640x4H100-SXM-80GB/llama2_70b_lora";
    s.analysis.breakEven.tau = 0.1 + 0.2; // 0.30000000000000004
    s.analysis.breakEven.lambda = 2.0 / 3.0;
    s.analysis.sensitivity.maxReferenceAccelerators = 16;
    s.analysis.clustering.k = 3;
    // 2^63 - 1, the largest seed (the command line's limit); above 2^53: a JSON double cannot.
    s.analysis.clustering.seed = 9223372036854775807ULL;
    s.analysis.clustering.features = {Feature::Log2Minutes, Feature::Speedup,
                                      Feature::Log2AcceleratorMinutes};
    s.analysis.clustering.standardisation = Standardisation::MinMax;
    s.scenarioA.reference.strategy = ReferenceStrategy::UserPick;
    s.scenarioA.reference.userKey = "4.1/Dell/XE8640x4H100-SXM-80GB/llama2_70b_lora";
    s.scenarioA.families = {"H100"};
    s.scenarioB.reference.strategy = ReferenceStrategy::PaperRule;
    s.scenarioB.families = {"H200", "B200"};
    s.chart = QStringLiteral("pareto");
    s.zoom.insert(QStringLiteral("efficiency"),
                  QRectF(QPointF(1.0 / 3.0, 0.1), QPointF(11.000000000000002, 1.7)));
    s.sortColumn = 7;
    s.sortDescending = true;
    s.hiddenColumns = {0, 3, 12};
    s.colourBy = ColourBy::Submitter;
    s.fitCurves = true;
    s.hasHiddenColumns = true;
    s.prices =
        *PriceTable::make({{QStringLiteral("H100"), 0.1 + 0.2}, {QStringLiteral("H200"), 3.0}},
                          QStringLiteral("EUR"), std::nullopt);
    s.analysis.cost.lambdaMoney = 1.0 / 3.0;
    return s;
}

bool bitEqual(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

class TestSessionCodec : public QObject {
    Q_OBJECT
private slots:
    void roundTripEveryField();
    void defaultStateRoundTrip();
    void reopenedSessionGivesBitEqualAnalysis();
    void olderFileWithFewerKeysOpens();
    void legacyKeysNameTheSessionsBenchmark();
    void oldChartNameIsReadAsItsId();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void writeFileIsAtomicAndReadable();
    void unreadableFile();
    void specialFilesAreRefused_data();
    void specialFilesAreRefused();
    void repeatedEntriesCollapse();
    void tooManyEntriesRefused();
    void hostileSizesGiveShortMessages_data();
    void hostileSizesGiveShortMessages();
    void mismatchesAgainstData();
};

void TestSessionCodec::roundTripEveryField() {
    const ViewState s = unusualState();
    const auto read = SessionCodec::fromJson(SessionCodec::toJson(s), QStringLiteral("x.mlpes"));
    QVERIFY2(read, qPrintable(read.error()));
    const ViewState& r = *read;
    QVERIFY(r == s);
    QCOMPARE(r.dataSources, s.dataSources);
    QCOMPARE(r.rounds, s.rounds);
    QCOMPARE(r.hiddenAvailabilities, s.hiddenAvailabilities);
    QCOMPARE(r.excluded, s.excluded);
    QCOMPARE(r.analysis.reference.userKey, s.analysis.reference.userKey);
    QVERIFY(bitEqual(r.analysis.breakEven.tau, s.analysis.breakEven.tau));
    QVERIFY(bitEqual(r.analysis.breakEven.lambda, s.analysis.breakEven.lambda));
    QCOMPARE(r.analysis.clustering.seed, s.analysis.clustering.seed);
    QCOMPARE(r.analysis.clustering.k, 3);
    QVERIFY(r.analysis.clustering.features == s.analysis.clustering.features);
    QCOMPARE(r.analysis.clustering.standardisation, Standardisation::MinMax);
    QCOMPARE(r.analysis.sensitivity.maxReferenceAccelerators, 16);
    // Comparison scenarios: reference choice and own families, order kept.
    QCOMPARE(r.scenarioA.reference.strategy, ReferenceStrategy::UserPick);
    QCOMPARE(r.scenarioA.reference.userKey, s.scenarioA.reference.userKey);
    QCOMPARE(r.scenarioA.families, std::vector<std::string>{"H100"});
    QCOMPARE(r.scenarioB.reference.strategy, ReferenceStrategy::PaperRule);
    QCOMPARE(r.scenarioB.families, (std::vector<std::string>{"H200", "B200"}));
    QVERIFY(r.scenarioA != ViewState().scenarioA && r.scenarioB != ViewState().scenarioB);
    const QRectF z = r.zoom.value(QStringLiteral("efficiency"));
    const QRectF zs = s.zoom.value(QStringLiteral("efficiency"));
    QVERIFY(bitEqual(z.left(), zs.left()) && bitEqual(z.right(), zs.right()) &&
            bitEqual(z.top(), zs.top()) && bitEqual(z.bottom(), zs.bottom()));
    QCOMPARE(r.chart, QStringLiteral("pareto"));
    QCOMPARE(r.sortColumn, 7);
    QVERIFY(r.sortDescending);
    QCOMPARE(r.hiddenColumns, (QList<int>{0, 3, 12}));
    QCOMPARE(r.colourBy, ColourBy::Submitter);
    QCOMPARE(r.onlyFamilies, (QStringList{"H100", "H200"}));
    QCOMPARE(r.hardwareGrouping, HardwareGrouping::Variant);
    QVERIFY(SessionCodec::toJson(s).contains(R"("group_by": "variant")"));
    QVERIFY(r.fitCurves);
    QVERIFY(r.prices == s.prices);
    QCOMPARE(r.prices.currency(), QStringLiteral("EUR"));
    QVERIFY(bitEqual(*r.prices.priceOf(QStringLiteral("H100")), 0.1 + 0.2));
    QVERIFY(bitEqual(r.analysis.cost.lambdaMoney, 1.0 / 3.0));
    // Writing the reopened state again gives the same bytes.
    QCOMPARE(SessionCodec::toJson(r), SessionCodec::toJson(s));
}

void TestSessionCodec::defaultStateRoundTrip() {
    const ViewState s;
    const auto read = SessionCodec::fromJson(SessionCodec::toJson(s), QStringLiteral("d.mlpes"));
    QVERIFY2(read, qPrintable(read.error()));
    QVERIFY(*read == s);
    QCOMPARE(read->analysis.clustering.k, 0); // "auto"
    QVERIFY(!read->hasHiddenColumns);
    QCOMPARE(read->colourBy, ColourBy::Family);
    // The default colouring is not written: sessions saved before colour-by existed stay
    // byte-identical.
    QVERIFY(!SessionCodec::toJson(s).contains("colour_by"));
    QVERIFY(!SessionCodec::toJson(s).contains("only_families")); // written only when chosen
    // Family grouping, the default, is not written either: absent means family.
    QCOMPARE(read->hardwareGrouping, HardwareGrouping::Family);
    QVERIFY(!SessionCodec::toJson(s).contains("group_by"));
    // Fitted curves: off by default, and left out then (files without the key mean off).
    QVERIFY(!read->fitCurves);
    QVERIFY(!SessionCodec::toJson(s).contains("fit_curves"));
}

void TestSessionCodec::reopenedSessionGivesBitEqualAnalysis() {
    const Dataset data = loadEmbeddedDataset();
    QVERIFY(!data.resultSets.empty());
    ViewState s = unusualState();
    s.dataSources = {QStringLiteral("embedded")};
    s.hiddenSubmitters.clear();
    s.hiddenFamilies.clear();
    s.onlyFamilies.clear();
    s.analysis.clustering.k = 0;
    const auto read = SessionCodec::fromJson(SessionCodec::toJson(s), QStringLiteral("a.mlpes"));
    QVERIFY2(read, qPrintable(read.error()));

    const ViewAnalysisInput before = viewAnalysisInput(s, data);
    const ViewAnalysisInput after = viewAnalysisInput(*read, data);
    QVERIFY(before.points.size() > 10);
    QCOMPARE(after.points.size(), before.points.size());
    const AnalysisResult a = runAnalysis(before.points, before.params);
    const AnalysisResult b = runAnalysis(after.points, after.params);
    QCOMPARE(b.points.size(), a.points.size());
    for (size_t i = 0; i < a.points.size(); ++i) {
        const PointResult& p = a.points[i];
        const PointResult& q = b.points[i];
        for (auto [x, y] : {std::pair{p.speedup, q.speedup},
                            {p.efficiency, q.efficiency},
                            {p.acceleratorMinutes, q.acceleratorMinutes},
                            {p.silhouette, q.silhouette},
                            {p.idealMinutes, q.idealMinutes}})
            QVERIFY2(bitEqual(x, y), before.points[i].key.c_str());
        QCOMPARE(q.cluster, p.cluster);
    }
    QCOMPARE(b.breakEven.size(), a.breakEven.size());
    for (size_t i = 0; i < a.breakEven.size(); ++i)
        QVERIFY(bitEqual(a.breakEven[i].accelerators, b.breakEven[i].accelerators));
    // And everything else the report prints (shortest round-trip numbers: equal text = equal
    // doubles).
    QCOMPARE(AnalysisReportWriter::toJson(after.points, b, after.params),
             AnalysisReportWriter::toJson(before.points, a, before.params));
}

void TestSessionCodec::olderFileWithFewerKeysOpens() {
    // A minimal version-1 file (what a hand-written or older file may look like).
    const QByteArray json = R"({"format": "mlperf-explorer-session", "version": 1,
        "filter": {"rounds": ["5.0"], "benchmark": "bert"}, "break_even": {"tau": 0.8}})";
    const auto read = SessionCodec::fromJson(json, QStringLiteral("old.mlpes"));
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(read->rounds, QStringList{QStringLiteral("5.0")});
    QCOMPARE(read->analysis.breakEven.tau, 0.8);
    QCOMPARE(read->analysis.breakEven.lambda, 64.0); // default
    QCOMPARE(read->dataSources, QStringList{QStringLiteral("embedded")});
    QVERIFY(!read->fitCurves); // no "view.fit_curves": the curves are off
}

// The k chart was "diagnostics" in sessions (and "clusters" on the command line) before it had
// one id: a session that names it so still opens, on the chart now called "clusters", and is
// written back under that id.
void TestSessionCodec::oldChartNameIsReadAsItsId() {
    const QByteArray json = R"({"format": "mlperf-explorer-session", "version": 2,
        "view": {"chart": "diagnostics", "zoom": {"diagnostics": [1, 8, 0, 2],
                                                    "pareto": [10, 400, 800, 20000]}}})";
    const auto read = SessionCodec::fromJson(json, QStringLiteral("old.mlpes"));
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(read->chart, QStringLiteral("clusters"));
    QCOMPARE(read->zoom.keys(),
             (QStringList{QStringLiteral("clusters"), QStringLiteral("pareto")}));
    QCOMPARE(read->zoom.value(QStringLiteral("clusters")), QRectF(QPointF(1, 0), QPointF(8, 2)));
    const QByteArray written = SessionCodec::toJson(*read);
    QVERIFY(!written.contains("diagnostics"));
    QVERIFY(written.contains("\"chart\": \"clusters\""));
    QCOMPARE(ViewState::chartIdOf(QStringLiteral("clusters")), QStringLiteral("clusters"));
    QCOMPARE(ViewState::chartIdOf(QStringLiteral("diagnostics")), QStringLiteral("clusters"));
    QVERIFY(ViewState::chartIdOf(QStringLiteral("pie")).isEmpty());
}

// Format 1 keyed points "round/submitter/system": a system with results in several benchmarks
// was ambiguous. Read back, such keys name the point of the session's own benchmark.
void TestSessionCodec::legacyKeysNameTheSessionsBenchmark() {
    const QByteArray json = R"({"format": "mlperf-explorer-session", "version": 1,
        "filter": {"rounds": ["4.1"], "benchmark": "llama2_70b_lora"},
        "excluded": ["4.1/Dell/XE8640x4H100-SXM-80GB", "4.1/A/b/llama2_70b_lora"],
        "reference": {"strategy": "user", "pick": "4.1/Dell/XE9640x4H100-SXM-80GB"}})";
    const auto read = SessionCodec::fromJson(json, QStringLiteral("old.mlpes"));
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(read->excluded,
             (QStringList{QStringLiteral("4.1/A/b/llama2_70b_lora"),
                          QStringLiteral("4.1/Dell/XE8640x4H100-SXM-80GB/llama2_70b_lora")}));
    QCOMPARE(read->analysis.reference.userKey,
             std::string("4.1/Dell/XE9640x4H100-SXM-80GB/llama2_70b_lora"));
    // The upgraded keys name real points of the embedded data: only the made-up A/b is missing.
    const QStringList missing = viewStateMismatches(*read, loadEmbeddedDataset());
    QCOMPARE(missing.size(), 1);
    QVERIFY2(missing[0].contains(QStringLiteral("excluded system 4.1/A/b/llama2_70b_lora")),
             qPrintable(missing[0]));
}

void TestSessionCodec::refusesBadFiles_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray head = R"({"format": "mlperf-explorer-session", "version": 1, )";
    QTest::newRow("corrupt") << QByteArray("{\n\"format\": \"mlperf-explorer-session\",\n\"ver")
                             << QStringLiteral("bad.mlpes: line 3: not a valid session file");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("bad.mlpes: line 1: not a valid");
    QTest::newRow("array") << QByteArray("[1]") << QStringLiteral("expected a JSON object");
    QTest::newRow("other format") << QByteArray(R"({"format": "mlpx", "version": 1})")
                                  << QStringLiteral("not a session file");
    QTest::newRow("newer version")
        << QByteArray(R"({"format": "mlperf-explorer-session", "version": 3})")
        << QStringLiteral("bad.mlpes: written by a newer MLPerf Scaling Explorer (session format "
                          "3; this version reads formats up to 2)");
    QTest::newRow("bad scenario strategy")
        << head + R"("comparison": {"a": {"strategy": "best"}}})"
        << QStringLiteral("bad.mlpes: comparison.a.strategy: unknown value \"best\"");
    QTest::newRow("unknown scenario") << head + R"("comparison": {"c": {}}})"
                                      << QStringLiteral("bad.mlpes: comparison.c: unknown key");
    QTest::newRow("no version") << QByteArray(R"({"format": "mlperf-explorer-session"})")
                                << QStringLiteral("version: expected a whole number");
    QTest::newRow("unknown key") << head + R"("filters": {}})"
                                 << QStringLiteral("bad.mlpes: filters: unknown key");
    QTest::newRow("wrong type") << head + R"("break_even": {"tau": "high"}})"
                                << QStringLiteral("break_even.tau: expected a number");
    QTest::newRow("tau zero") << head + R"("break_even": {"tau": 0}})"
                              << QStringLiteral("break_even.tau: 0 is out of range");
    QTest::newRow("bad k") << head + R"("clustering": {"k": "many"}})"
                           << QStringLiteral("clustering.k: expected \"auto\" or a number");
    QTest::newRow("bad seed") << head + R"("clustering": {"seed": "-1"}})"
                              << QStringLiteral("clustering.seed: expected a whole number");
    QTest::newRow("bad feature") << head + R"("clustering": {"features": ["log2_n", "x"]}})"
                                 << QStringLiteral("unknown feature \"x\"");
    QTest::newRow("no feature") << head + R"("clustering": {"features": []}})"
                                << QStringLiteral("clustering.features: at least one feature");
    QTest::newRow("bad strategy") << head + R"("reference": {"strategy": "fastest"}})"
                                  << QStringLiteral(
                                         "reference.strategy: unknown value \"fastest\"");
    QTest::newRow("bad list") << head + R"("filter": {"hidden_families": ["H100", 3]}})"
                              << QStringLiteral("filter.hidden_families[1]: expected a string");
    QTest::newRow("bad zoom") << head + R"("view": {"zoom": {"efficiency": [3, 1, 0, 1]}}})"
                              << QStringLiteral("view.zoom.efficiency: expected [x min, x max");
    QTest::newRow("bad fit_curves") << head + R"("view": {"fit_curves": "yes"}})"
                                    << QStringLiteral("view.fit_curves: expected true or false");
    QTest::newRow("bad colour_by") << head + R"("view": {"colour_by": "vendor"}})"
                                   << QStringLiteral("view.colour_by: unknown value \"vendor\"");
    QTest::newRow("bad group_by") << head + R"("filter": {"group_by": "vendor"}})"
                                  << QStringLiteral("filter.group_by: unknown value \"vendor\" "
                                                    "(expected one of: family, variant, series)");
    QTest::newRow("no data") << head + R"("data": {"sources": []}})"
                             << QStringLiteral("data.sources: names no data");
    // Prices are checked as a price file is (the families against the data by the loader).
    const QByteArray h100 =
        R"({"family": "H100", "price_per_accelerator_hour": 2, "currency": "USD"})";
    QTest::newRow("negative price")
        << head +
               R"("prices": [{"family": "H100", "price_per_accelerator_hour": -2, "currency": "USD"}]})"
        << QStringLiteral("prices[0].price_per_accelerator_hour: -2 is out of range");
    QTest::newRow("zero price")
        << head +
               R"("prices": [{"family": "H100", "price_per_accelerator_hour": 0, "currency": "USD"}]})"
        << QStringLiteral("prices[0].price_per_accelerator_hour: 0 is out of range (1e-09 to "
                          "1e+15)");
    // The one range of prices (a price file and the window's dialog refuse it too).
    QTest::newRow("price above the range")
        << head +
               R"("prices": [{"family": "H100", "price_per_accelerator_hour": 1e16, "currency": "USD"}]})"
        << QStringLiteral("prices[0].price_per_accelerator_hour: 1e+16 is out of range");
    QTest::newRow("text price")
        << head +
               R"("prices": [{"family": "H100", "price_per_accelerator_hour": "2", "currency": "USD"}]})"
        << QStringLiteral("prices[0].price_per_accelerator_hour: expected a number");
    QTest::newRow("duplicate family")
        << head + R"("prices": [)" + h100 + ", " + h100 + "]}"
        << QStringLiteral("prices[1].family: \"H100\" is given twice");
    QTest::newRow("two currencies")
        << head + R"("prices": [)" + h100 +
               R"(, {"family": "H200", "price_per_accelerator_hour": 2, "currency": "EUR"}]})"
        << QStringLiteral("prices[1].currency: EUR differs from USD");
    QTest::newRow("no currency")
        << head + R"("prices": [{"family": "H100", "price_per_accelerator_hour": 2}]})"
        << QStringLiteral("prices[0].currency: is empty");
    QTest::newRow("prices not a list")
        << head + R"("prices": {}})" << QStringLiteral("prices: expected an array of objects");
    // The command line's rule for seeds: 0 to 2^63 - 1 (a larger one printed as "seed": -1).
    QTest::newRow("seed 2^64 - 1")
        << head + R"("clustering": {"seed": "18446744073709551615"}})"
        << QStringLiteral("clustering.seed: expected a whole number from 0 to 9223372036854775807 "
                          "as a string (got \"18446744073709551615\")");
    QTest::newRow("seed 2^63") << head + R"("clustering": {"seed": "9223372036854775808"}})"
                               << QStringLiteral("clustering.seed: expected a whole number from 0");
    QTest::newRow("unknown chart") << head + R"("view": {"chart": "bogus"}})"
                                   << QStringLiteral("view.chart: unknown chart \"bogus\" "
                                                     "(expected one of: efficiency, time, speedup, "
                                                     "pareto, clusters, cost)");
    QTest::newRow("unknown zoom chart")
        << head + R"("view": {"zoom": {"efficiency": [0, 1, 0, 1], "bogus": [0, 1, 0, 1]}}})"
        << QStringLiteral("view.zoom.bogus: unknown chart (expected one of: efficiency");
    QTest::newRow("repeated key")
        << QByteArray("{\"format\": \"mlperf-explorer-session\",\n\"version\": 2,\n"
                      "\"version\": 1}")
        << QStringLiteral("bad.mlpes: line 3: version is given twice (first on line 2): which "
                          "value counts is ambiguous");
    QTest::newRow("repeated nested key")
        << head + "\n\"view\": {\"zoom\": {\"time\": [0, 1, 0, 1],\n\"time\": [0, 2, 0, 2]}}}"
        << QStringLiteral("bad.mlpes: line 3: view.zoom.time is given twice (first on line 2)");
    QTest::newRow("version 1e300")
        << QByteArray(R"({"format": "mlperf-explorer-session", "version": 1e300})")
        << QStringLiteral("bad.mlpes: written by a newer MLPerf Scaling Explorer (session format "
                          "1e300; this version reads formats up to 2)");
    QTest::newRow("version 2.5")
        << QByteArray(R"({"format": "mlperf-explorer-session", "version": 2.5})")
        << QStringLiteral("version: expected a whole number from 1 (got 2.5)");
    QTest::newRow("raw NUL in a string")
        << head + QByteArray("\n\"reference\": {\"pick\": \"4.1/A\0B\"}}", 34)
        << QStringLiteral("bad.mlpes: line 2: not a valid session file (raw control character "
                          "\\x00 inside a string)");
    QTest::newRow("bad lambda_money")
        << head + R"("break_even": {"lambda_money": -1}})"
        << QStringLiteral("break_even.lambda_money: -1 is out of range");
}

void TestSessionCodec::refusesBadFiles() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto read = SessionCodec::fromJson(json, QStringLiteral("bad.mlpes"));
    QVERIFY(!read);
    QVERIFY2(read.error().startsWith(QStringLiteral("bad.mlpes: ")), qPrintable(read.error()));
    QVERIFY2(read.error().contains(expected), qPrintable(read.error()));
}

void TestSessionCodec::writeFileIsAtomicAndReadable() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.mlpes"));
    QVERIFY(SessionCodec::writeFile(path, unusualState()));
    const auto read = SessionCodec::readFile(path);
    QVERIFY2(read, qPrintable(read.error()));
    QVERIFY(*read == unusualState());
    // A folder that does not exist: a message naming the file, nothing written.
    const QString bad = dir.filePath(QStringLiteral("missing/s.mlpes"));
    const Expected<void> failed = SessionCodec::writeFile(bad, unusualState());
    QVERIFY(!failed);
    QVERIFY2(failed.error().startsWith(QStringLiteral("cannot write %1: ").arg(bad)),
             qPrintable(failed.error()));
    QVERIFY(!QFile::exists(bad));
}

void TestSessionCodec::unreadableFile() {
    const auto read = SessionCodec::readFile(QStringLiteral("/nonexistent/x.mlpes"));
    QVERIFY(!read);
    QVERIFY2(read.error().startsWith(QStringLiteral("/nonexistent/x.mlpes: cannot open")),
             qPrintable(read.error()));
}

// Sessions are read like logs: only regular files, at most 16 MiB, refused before a byte is
// parsed. A FIFO would block forever (the test would time out) and /dev/zero never ends.
void TestSessionCodec::specialFilesAreRefused_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("FIFO") << "fifo"
                          << "not a regular file (a FIFO)";
    QTest::newRow("/dev/zero") << "/dev/zero"
                               << "not a regular file (a character device)";
    QTest::newRow("/dev/urandom") << "/dev/urandom"
                                  << "not a regular file (a character device)";
    QTest::newRow("folder") << "folder"
                            << "a folder, not a file";
    QTest::newRow("dangling link") << "dangling"
                                   << "dangling symbolic link";
    QTest::newRow("16 MiB + 1 byte") << "large"
                                     << "larger than the 16 MiB";
}

void TestSessionCodec::specialFilesAreRefused() {
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QString path = kind;
    if (kind == QLatin1String("fifo")) {
        path = dir.filePath(QStringLiteral("s.mlpes"));
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    } else if (kind == QLatin1String("folder")) {
        path = dir.path();
    } else if (kind == QLatin1String("dangling")) {
        path = dir.filePath(QStringLiteral("s.mlpes"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone.mlpes")), path));
    } else if (kind == QLatin1String("large")) {
        path = dir.filePath(QStringLiteral("s.mlpes"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(SessionCodec::kMaxFileBytes + 1)); // sparse: no disk space used
    }
    const auto read = SessionCodec::readFile(path);
    QVERIFY(!read);
    QVERIFY2(read.error().startsWith(path + QStringLiteral(": cannot open: ")),
             qPrintable(read.error()));
    QVERIFY2(read.error().contains(reason), qPrintable(read.error()));
}

// Repeated entries collapse to the first occurrence (order otherwise kept): a session naming
// the embedded data 1000 times loads it once.
void TestSessionCodec::repeatedEntriesCollapse() {
    QJsonObject root = SessionCodec::toJsonObject(ViewState());
    QJsonArray sources;
    for (int i = 0; i < 1000; ++i)
        sources.append(QStringLiteral("embedded"));
    sources.append(QStringLiteral("/data/training_results_v5.0"));
    sources.append(QStringLiteral("embedded"));
    root[QStringLiteral("data")] = QJsonObject{{QStringLiteral("sources"), sources}};
    QJsonObject filter = root.value(QStringLiteral("filter")).toObject();
    filter[QStringLiteral("hidden_submitters")] = QJsonArray{"Dell", "Krai", "Dell", "Dell"};
    filter[QStringLiteral("rounds")] = QJsonArray{"5.0", "4.1", "5.0"};
    root[QStringLiteral("filter")] = filter;
    root[QStringLiteral("excluded")] = QJsonArray{"4.1/A/b/bert", "4.1/A/b/bert"};
    QJsonObject comparison = root.value(QStringLiteral("comparison")).toObject();
    QJsonObject a = comparison.value(QStringLiteral("a")).toObject();
    a[QStringLiteral("families")] = QJsonArray{"H100", "H200", "H100"};
    comparison[QStringLiteral("a")] = a;
    root[QStringLiteral("comparison")] = comparison;
    QJsonObject view = root.value(QStringLiteral("view")).toObject();
    QJsonObject table = view.value(QStringLiteral("table")).toObject();
    table[QStringLiteral("hidden_columns")] = QJsonArray{12, 3, 12, 3};
    view[QStringLiteral("table")] = table;
    root[QStringLiteral("view")] = view;

    const auto read = SessionCodec::fromJson(QJsonDocument(root).toJson(), QStringLiteral("r"));
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(read->dataSources, (QStringList{"embedded", "/data/training_results_v5.0"}));
    QCOMPARE(read->hiddenSubmitters, (QStringList{"Dell", "Krai"}));
    QCOMPARE(read->rounds, (QStringList{"5.0", "4.1"}));
    QCOMPARE(read->excluded, QStringList{"4.1/A/b/bert"});
    QCOMPARE(read->scenarioA.families, (std::vector<std::string>{"H100", "H200"}));
    QCOMPARE(read->hiddenColumns, (QList<int>{3, 12}));
}

// More different entries than any real view has: refused with the JSON path, not filtered one
// by one for every point.
void TestSessionCodec::tooManyEntriesRefused() {
    const auto withSubmitters = [](qsizetype count) {
        QJsonObject root = SessionCodec::toJsonObject(ViewState());
        QJsonArray names;
        for (qsizetype i = 0; i < count; ++i)
            names.append(QStringLiteral("submitter %1").arg(i));
        QJsonObject filter = root.value(QStringLiteral("filter")).toObject();
        filter[QStringLiteral("hidden_submitters")] = names;
        root[QStringLiteral("filter")] = filter;
        return SessionCodec::fromJson(QJsonDocument(root).toJson(), QStringLiteral("many"));
    };
    const auto most = withSubmitters(SessionCodec::kMaxListEntries);
    QVERIFY2(most, qPrintable(most.error()));
    QCOMPARE(most->hiddenSubmitters.size(), SessionCodec::kMaxListEntries);
    const auto tooMany = withSubmitters(SessionCodec::kMaxListEntries + 1);
    QVERIFY(!tooMany);
    QCOMPARE(tooMany.error(), QStringLiteral("many: filter.hidden_submitters: 10001 different "
                                             "entries (at most 10000)"));
}

// What a refusal quotes from the file is bounded: an 8 MB pick once gave 24 MB of stderr, and
// 100,000 unknown zoom keys were all kept.
void TestSessionCodec::hostileSizesGiveShortMessages_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray head = R"({"format": "mlperf-explorer-session", "version": 2, )";
    QTest::newRow("8 MB pick")
        << head + R"("reference": {"strategy": "user", "pick": ")" + QByteArray(8 << 20, 'x') +
               "\"}}"
        << QStringLiteral("bad.mlpes: reference.pick: a text of 8388608 characters (at most 4096)");
    QByteArray zoom;
    for (int i = 0; i < 100000; ++i)
        zoom += (i ? ", " : "") + QByteArray("\"k") + QByteArray::number(i) + "\": [0, 1, 0, 1]";
    QTest::newRow("100,000 unknown zoom keys")
        << head + R"("view": {"zoom": {)" + zoom + "}}}"
        << QStringLiteral("bad.mlpes: view.zoom.k0: unknown chart");
    QTest::newRow("8 MB zoom key")
        << head + R"("view": {"zoom": {")" + QByteArray(8 << 20, 'z') + R"(": [0, 1, 0, 1]}}})"
        << QStringLiteral("bad.mlpes: view.zoom.zzzz");
    QTest::newRow("8 MB excluded entry")
        << head + R"("excluded": [")" + QByteArray(8 << 20, 'e') + "\"]}"
        << QStringLiteral("bad.mlpes: excluded[0]: a text of 8388608 characters (at most 4096)");
}

void TestSessionCodec::hostileSizesGiveShortMessages() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto read = SessionCodec::fromJson(json, QStringLiteral("bad.mlpes"));
    QVERIFY(!read);
    QVERIFY2(read.error().startsWith(expected), qPrintable(read.error().left(300)));
    QVERIFY2(read.error().size() < 400, qPrintable(QString::number(read.error().size())));
}

void TestSessionCodec::mismatchesAgainstData() {
    const Dataset data = loadEmbeddedDataset();
    ViewState s;
    s.rounds = {QStringLiteral("4.1")};
    s.benchmark = QStringLiteral("llama2_70b_lora");
    QVERIFY(viewStateMismatches(s, data).isEmpty());
    s.excluded = {QStringLiteral("4.1/Nobody/nothing")};
    s.analysis.reference.strategy = ReferenceStrategy::UserPick;
    s.analysis.reference.userKey = "4.1/Nobody/else";
    const QStringList m = viewStateMismatches(s, data);
    QCOMPARE(m.size(), 2);
    QVERIFY(m[0].contains(QStringLiteral("reference 4.1/Nobody/else is not in the data; the paper "
                                         "rule applies instead")));
    QVERIFY(m[1].contains(QStringLiteral("excluded system 4.1/Nobody/nothing is not in the data")));
    s.dataSources << QStringLiteral("/nonexistent/training_results_v9.9");
    QCOMPARE(unusableDataFolders(s),
             QStringList{QStringLiteral(
                 "data folder /nonexistent/training_results_v9.9 no longer exists")});
    // A file where a folder was: said as it is, not as "gone".
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("training_results_v4.1"));
    QFile(file).open(QIODevice::WriteOnly);
    s.dataSources = {QStringLiteral("embedded"), file};
    QCOMPARE(unusableDataFolders(s),
             QStringList{QStringLiteral("data source %1 is not a folder (a file)").arg(file)});
}

QTEST_GUILESS_MAIN(TestSessionCodec)
#include "tst_sessioncodec.moc"
