#include "viewcommandline.h"

#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "viewoptions.h"

#include <QFileInfo>
#include <cstdio>
#include <set>

namespace mlpe::cli {

ViewCommandLine::ViewCommandLine(QCommandLineParser& parser, bool withSession, bool benchmarkList)
    : m_parser(parser)
    , m_round(option("round", "Round in view, e.g. 4.1.", "X.Y"))
    , m_benchmark(option("benchmark",
                         benchmarkList ? "Benchmarks, comma-separated (default: bert, "
                                         "llama2_70b_lora, retinanet, stable_diffusion)."
                                       : "Benchmark (folder name or canonical id).",
                         benchmarkList ? "LIST" : "NAME"))
    , m_reference(
          option("reference", "paper (default), family, or SUBMITTER/SYSTEM.", "REF", "paper"))
    , m_family(option("family", "Accelerator families in view, e.g. H100,H200.", "LIST"))
    , m_exclude(
          option("exclude", "Exclude SUBMITTER/SYSTEM from every calculation (repeatable).", "SYS"))
    , m_k(option("k", "Clusters: auto (best silhouette over 2..8) or N.", "auto|N", "auto"))
    , m_seed(option("seed", "k-means seed.", "S", "20261202"))
    , m_tau(option("tau", "Efficiency threshold for break-even.", "T", "1.0"))
    , m_lambda(option("lambda", "Value of time: accelerator-minutes per minute saved.", "L", "64"))
    , m_data(option("data", "Read training_results_vX.Y folder(s) instead of the embedded data.",
                    "DIR"))
    , m_session(option("session",
                       "Use the view of a session file (.mlpes) instead of the view "
                       "options.",
                       "FILE"))
    , m_withSession(withSession) {
    for (const auto* o : {&m_round, &m_benchmark, &m_reference, &m_family, &m_exclude, &m_k,
                          &m_seed, &m_tau, &m_lambda, &m_data})
        parser.addOption(*o);
    if (withSession)
        parser.addOption(m_session);
}

bool ViewCommandLine::sessionSet() const {
    return m_withSession && m_parser.isSet(m_session);
}

QStringList ViewCommandLine::benchmarks() const {
    QStringList ids;
    for (const QString& b : listValues(m_parser, m_benchmark))
        ids << BenchmarkCatalog::lookup(b).canonicalId;
    return ids;
}

std::optional<LoadedView> ViewCommandLine::load(const char* command, int* exitCode,
                                                const QString& benchmark) const {
    *exitCode = 2;
    if (sessionSet()) {
        const QString conflict =
            sessionConflict(m_parser, {&m_round, &m_benchmark, &m_reference, &m_family, &m_exclude,
                                       &m_k, &m_seed, &m_tau, &m_lambda, &m_data});
        if (!conflict.isEmpty()) {
            commandLineError(m_parser, command, conflict);
            return std::nullopt;
        }
        std::optional<LoadedView> view = loadSession(m_parser.value(m_session), command);
        if (!view)
            *exitCode = 1;
        return view;
    }
    ViewState state;
    state.rounds = listValues(m_parser, m_round);
    state.benchmark = benchmark;
    if (state.benchmark.isEmpty()) {
        const QStringList ids = benchmarks();
        if (ids.size() != 1) {
            commandLineError(m_parser, command,
                             ids.isEmpty() ? QStringLiteral("--benchmark is required")
                                           : QStringLiteral("--benchmark takes one benchmark"));
            return std::nullopt;
        }
        state.benchmark = ids.front();
    }
    analysis::AnalysisParams& params = state.analysis;
    bool ok = true;
    if (m_parser.value(m_k) != QLatin1String("auto")) {
        params.clustering.k = m_parser.value(m_k).toInt(&ok);
        if (!ok || params.clustering.k < 1) {
            commandLineError(m_parser, command,
                             QStringLiteral("--k must be auto or a positive number"));
            return std::nullopt;
        }
    }
    const qlonglong seed = m_parser.value(m_seed).toLongLong(&ok);
    if (!ok || seed < 0) {
        commandLineError(m_parser, command,
                         QStringLiteral("--seed must be an integer from 0 to 9223372036854775807"));
        return std::nullopt;
    }
    params.clustering.seed = static_cast<std::uint64_t>(seed);
    params.breakEven.tau = m_parser.value(m_tau).toDouble(&ok);
    if (!ok || !(params.breakEven.tau > 0)) {
        commandLineError(m_parser, command, QStringLiteral("--tau must be a positive number"));
        return std::nullopt;
    }
    params.breakEven.lambda = m_parser.value(m_lambda).toDouble(&ok);
    if (!ok || !(params.breakEven.lambda >= 0)) {
        commandLineError(m_parser, command,
                         QStringLiteral("--lambda must be a non-negative number"));
        return std::nullopt;
    }
    if (m_parser.isSet(m_data)) {
        state.dataSources.clear();
        for (const QString& dir : m_parser.values(m_data))
            state.dataSources << QFileInfo(dir).absoluteFilePath();
    }
    *exitCode = 1;
    Dataset dataset = loadDataSources(state.dataSources, command);
    const std::vector<analysis::AnalysisPoint> points = toAnalysisPoints(dataset);
    if (points.empty()) {
        std::fprintf(stderr, "%s: no scored result sets to analyse\n", command);
        return std::nullopt;
    }
    const QStringList families = listValues(m_parser, m_family);
    if (!families.isEmpty()) {
        std::set<QString> hidden;
        ViewState scope;
        scope.rounds = state.rounds;
        scope.benchmark = state.benchmark;
        for (const analysis::AnalysisPoint& p : points) {
            const QString family = QString::fromStdString(p.family);
            if (scope.accepts(p) && !families.contains(family))
                hidden.insert(family);
        }
        state.hiddenFamilies = QStringList(hidden.begin(), hidden.end());
    }
    std::vector<std::string> rounds;
    for (const QString& r : state.rounds)
        rounds.push_back(r.toStdString());
    const std::string benchmarkId = state.benchmark.toStdString();
    QString referenceError;
    const std::optional<analysis::ReferenceParams> reference =
        referenceFromOption(points, rounds, benchmarkId, m_parser.value(m_reference),
                            QStringLiteral("reference"), &referenceError);
    if (!reference) {
        *exitCode = 2;
        commandLineError(m_parser, command, referenceError);
        return std::nullopt;
    }
    params.reference = *reference;
    std::set<QString> excluded;
    for (const QString& e : listValues(m_parser, m_exclude)) {
        const std::vector<std::string> keys = resolvePointKeys(points, rounds, benchmarkId, e);
        if (keys.empty())
            std::fprintf(stderr, "%s: --exclude %s matches no result set\n", command,
                         qPrintable(e));
        for (const std::string& key : keys)
            excluded.insert(QString::fromStdString(key));
    }
    state.excluded = QStringList(excluded.begin(), excluded.end());
    *exitCode = 0;
    return LoadedView{std::move(state), std::move(dataset)};
}

} // namespace mlpe::cli
