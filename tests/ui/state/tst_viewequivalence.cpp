// The window and the command line compute the same numbers for the same view: 500 random view
// states (round, benchmark, every filter criterion, hardware grouping, families or variants, N
// range, exclusions, reference
// rule and pick, tau, lambda, k, seed, sensitivity range, clustering features and scaling) over
// the embedded data. For each, the window's ExplorerState and the `analyze` path
// (viewAnalysisInput() + runAnalysis(), what `analyze --session` runs) must give byte-identical
// analysis reports (JSON and CSV, every number in shortest round-trip form, so equal bytes are
// bit-equal doubles). Every 20th state also goes through the real `mlperf-explorer analyze
// --session` as a session file.
#include "core/analysis/analysisengine.h"
#include "core/model/analysisinput.h"
#include "core/report/analysisreportwriter.h"
#include "core/session/sessioncodec.h"
#include "core/session/viewanalysis.h"
#include "core/store/embeddeddataset.h"
#include "ui/state/explorerstate.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <random>
#include <set>

using namespace mlpe;
using analysis::AnalysisPoint;

class TestViewEquivalence : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void windowAndAnalyzeAgree();

private:
    ViewState randomState(std::mt19937_64& rng) const;

    Dataset m_data;
    std::vector<AnalysisPoint> m_all; // every result set as a point (scored or not)
    QString m_cli;
};

namespace {

template <typename T> const T& pick(std::mt19937_64& rng, const std::vector<T>& values) {
    return values[rng() % values.size()];
}

bool coin(std::mt19937_64& rng, int percent = 50) {
    return int(rng() % 100) < percent;
}

// Each value of `values` independently with probability `percent`, sorted.
QStringList someOf(std::mt19937_64& rng, const std::set<QString>& values, int percent) {
    QStringList out;
    for (const QString& v : values)
        if (coin(rng, percent))
            out << v;
    return out;
}

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

void TestViewEquivalence::initTestCase() {
    if (!EmbeddedDataset::isAvailable())
        QSKIP("No embedded dataset in this build");
    m_data = loadEmbeddedDataset();
    for (const ResultSet& set : m_data.resultSets)
        m_all.push_back(toAnalysisPoint(set));
    const QString build = qEnvironmentVariable("MLPE_BUILD_DIR");
    const QString cli = build + QStringLiteral("/app/mlperf-explorer");
    if (!build.isEmpty() && QFileInfo(cli).isExecutable())
        m_cli = cli;
}

ViewState TestViewEquivalence::randomState(std::mt19937_64& rng) const {
    // Scope: a round and one of its benchmarks with at least two scored results.
    std::map<std::pair<std::string, std::string>, int> scored;
    for (std::size_t i = 0; i < m_all.size(); ++i)
        if (m_data.resultSets[i].scoreMinutes)
            ++scored[{m_all[i].round, m_all[i].benchmark}];
    std::vector<std::pair<std::string, std::string>> scopes;
    for (const auto& [scope, count] : scored)
        if (count >= 2)
            scopes.push_back(scope);
    const auto& [round, benchmark] = pick(rng, scopes);
    ViewState s;
    s.rounds = {q(round)};
    s.benchmark = q(benchmark);
    // Grouped by variant in a third of the views: the family lists then name variants, and
    // "only these families" variants and families alike (a family keeps all its variants).
    if (coin(rng, 33))
        s.hardwareGrouping = analysis::HardwareGrouping::Variant;

    std::set<QString> submitters, families, namesOfGroups;
    std::vector<std::string> keys;
    std::vector<int> ns;
    for (const AnalysisPoint& p : m_all) {
        if (p.round != round || p.benchmark != benchmark)
            continue;
        submitters.insert(q(p.submitter));
        families.insert(q(analysis::hardwareGroupOf(p, s.hardwareGrouping)));
        namesOfGroups.insert(q(analysis::hardwareGroupOf(p, s.hardwareGrouping)));
        namesOfGroups.insert(q(p.family)); // a family name keeps all its variants
        keys.push_back(p.key);
        ns.push_back(p.accelerators);
    }
    if (coin(rng, 15))
        s.hiddenDivisions = someOf(rng, {"closed", "open"}, 50);
    if (coin(rng, 20))
        s.hiddenAvailabilities =
            someOf(rng, {"Available on-premise", "Available cloud", "Preview"}, 40);
    if (coin(rng, 30))
        s.hiddenSubmitters = someOf(rng, submitters, 20);
    if (coin(rng, 40))
        s.hiddenFamilies = someOf(rng, families, 30);
    if (coin(rng, 15))
        s.onlyFamilies = someOf(rng, namesOfGroups, 40);
    if (coin(rng, 25))
        s.minAccelerators = pick(rng, ns);
    if (coin(rng, 25))
        s.maxAccelerators = std::max(s.minAccelerators, pick(rng, ns));
    if (coin(rng, 40)) {
        std::set<QString> excluded;
        for (const std::string& key : keys)
            if (coin(rng, 15))
                excluded.insert(q(key));
        s.excluded = QStringList(excluded.begin(), excluded.end());
    }

    analysis::AnalysisParams& a = s.analysis;
    switch (rng() % 3) {
    case 0:
        a.reference.strategy = analysis::ReferenceStrategy::PaperRule;
        break;
    case 1:
        a.reference.strategy = analysis::ReferenceStrategy::PerFamily;
        break;
    default: // any point of the scope, filtered out or excluded ones included (fallback)
        a.reference.strategy = analysis::ReferenceStrategy::UserPick;
        a.reference.userKey = pick(rng, keys);
    }
    a.breakEven.tau = 0.4 + double(rng() % 1000) / 1000.0;
    a.breakEven.lambda = double(rng() % 200000) / 100.0;
    a.sensitivity.maxReferenceAccelerators = pick(rng, std::vector<int>{1, 4, 8, 16, 64});
    a.clustering.k = int(rng() % 7); // 0 = auto
    a.clustering.seed = rng() >> 1;  // what a session stores (at most 2^63 - 1)
    using analysis::Feature;
    std::vector<Feature> features;
    for (Feature f : {Feature::Log2Accelerators, Feature::Efficiency, Feature::Log2Minutes,
                      Feature::Speedup, Feature::Log2AcceleratorMinutes})
        if (coin(rng, 45))
            features.push_back(f);
    if (features.empty())
        features.push_back(Feature::Efficiency);
    a.clustering.features = features;
    a.clustering.standardisation =
        pick(rng, std::vector<analysis::Standardisation>{analysis::Standardisation::ZScore,
                                                         analysis::Standardisation::MinMax,
                                                         analysis::Standardisation::None});
    // What `analyze --resamples 0` runs: no bootstrap, fits computed (in the window: with the
    // fitted curves shown, which is when it computes them).
    a.fits.enabled = true;
    s.fitCurves = true;
    a.uncertainty.bootstrap = false;
    a.uncertainty.resamples = 0;
    a.fits.bootstrap = false;
    a.fits.resamples = 0;
    return s;
}

void TestViewEquivalence::windowAndAnalyzeAgree() {
    std::mt19937_64 rng(20261204);
    ExplorerState window;
    window.setDataset(m_data);
    QTemporaryDir dir;
    int compared = 0, throughCli = 0, withPoints = 0;
    for (int i = 0; i < 500; ++i) {
        const ViewState state = randomState(rng);
        const QByteArray label = SessionCodec::toJson(state);

        const Expected<QStringList> applied = window.applyViewState(state);
        QVERIFY2(applied, qPrintable(applied.error()));
        const QByteArray windowJson = AnalysisReportWriter::toJson(
            window.analysisPoints(), window.analysis(), window.analysisInputParams(),
            window.filter().hardwareGrouping);
        const QByteArray windowCsv =
            AnalysisReportWriter::toCsv(window.analysisPoints(), window.analysis());

        const ViewAnalysisInput input = viewAnalysisInput(state, m_data);
        const analysis::AnalysisResult result = analysis::runAnalysis(input.points, input.params);
        const QByteArray analyzeJson =
            AnalysisReportWriter::toJson(input.points, result, input.params, input.grouping);
        QVERIFY2(windowJson == analyzeJson, label.constData());
        QCOMPARE(windowCsv, AnalysisReportWriter::toCsv(input.points, result));
        ++compared;
        withPoints += result.pointsInView > 0 ? 1 : 0;

        if (m_cli.isEmpty() || i % 20 != 0 || result.pointsInView == 0)
            continue;
        const QString session = dir.filePath(QStringLiteral("view%1.mlpes").arg(i));
        QVERIFY(SessionCodec::writeFile(session, state));
        QProcess analyze;
        analyze.start(m_cli, {QStringLiteral("analyze"), QStringLiteral("--session"), session,
                              QStringLiteral("--format"), QStringLiteral("json"),
                              QStringLiteral("--resamples"), QStringLiteral("0")});
        QVERIFY(analyze.waitForFinished(60000));
        QCOMPARE(analyze.exitCode(), 0);
        QVERIFY2(analyze.readAllStandardOutput() == windowJson, label.constData());
        ++throughCli;
    }
    QCOMPARE(compared, 500);
    QVERIFY2(withPoints > 400, "most random views must hold points, or the test proves little");
    if (m_cli.isEmpty())
        qWarning("mlperf-explorer not found beside the tests: the command line was not run");
    else
        QVERIFY(throughCli >= 20);
    qInfo("%d views compared, %d with points, %d through `analyze --session`", compared, withPoints,
          throughCli);
}

QTEST_GUILESS_MAIN(TestViewEquivalence)
#include "tst_viewequivalence.moc"
