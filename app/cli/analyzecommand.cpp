// `mlperf-explorer analyze --round 4.1 --benchmark llama2_70b_lora
//   [--reference paper|family|SUBMITTER/SYSTEM] [--family H100,H200] [--exclude SUBMITTER/SYSTEM]
//   [--k auto|N] [--seed S] [--tau 1.0] [--lambda L] [--resamples B] [--format csv|json]
//   [--output FILE] [--data DIR]... [--session FILE | --save-session FILE]` (issues 3, 10, 11):
//   references, E', clusters, Pareto frontier, fits and break-even through
// the same runAnalysis() the window uses. One row per point in view; then, in the JSON document
// (or on stderr for CSV), the break-even results, the chosen k and the per-k diagnostics.
// Exit codes: 0 = done, 1 = no usable data / nothing in view / cannot write, 2 = bad command line.
#include "commandlineparsing.h"
#include "commandoutput.h"
#include "commands.h"
#include "core/analysis/analysisengine.h"
#include "core/import/roundimporter.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/report/analysisreportwriter.h"
#include "core/session/sessioncodec.h"
#include "core/session/viewanalysis.h"
#include "core/store/embeddeddataset.h"
#include "sessionloader.h"
#include "viewoptions.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <cstdint>
#include <cstdio>
#include <set>

namespace mlpe::cli {

namespace {

using namespace analysis;

} // namespace

int runAnalyze(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Reference, speedup S, efficiency E', accelerator-minutes G, k-means clusters, Pareto "
        "frontier and break-even N for one benchmark (derived metrics, not official results)."));
    const QCommandLineOption round =
        option("round", "Round(s) in view, e.g. 4.1 (repeatable or comma-separated).", "X.Y");
    const QCommandLineOption benchmark =
        option("benchmark", "Benchmark (folder name or canonical id; ssd = retinanet, gnn = rgat).",
               "NAME");
    const QCommandLineOption reference =
        option("reference", "paper (default), family, or SUBMITTER/SYSTEM.", "REF", "paper");
    const QCommandLineOption family =
        option("family", "Accelerator families in view, e.g. H100,H200.", "LIST");
    const QCommandLineOption exclude =
        option("exclude", "Exclude SUBMITTER/SYSTEM from every calculation (repeatable).", "SYS");
    const QCommandLineOption k =
        option("k", "Clusters: auto (best silhouette over 2..8) or N.", "auto|N", "auto");
    const QCommandLineOption seed = option("seed", "k-means seed.", "S", "20261202");
    const QCommandLineOption tau =
        option("tau", "Efficiency threshold for break-even.", "T", "1.0");
    const QCommandLineOption lambda =
        option("lambda", "Value of time: accelerator-minutes per minute saved.", "L", "64");
    const QCommandLineOption sensitivityN =
        option("sensitivity-max-n", "Reference sensitivity: try every reference with N <= this.",
               "N", "8");
    const QCommandLineOption resamples =
        option("resamples",
               "Bootstrap resamples of the run-to-run E' / N* intervals (0 = none); the fits' "
               "intervals use half as many.",
               "B", "2000");
    const QCommandLineOption format = option("format", "csv (default) or json.", "csv|json", "csv");
    const QCommandLineOption output = option("output", "Write to FILE instead of stdout.", "FILE");
    const QCommandLineOption data =
        option("data", "Read training_results_vX.Y folder(s) instead of the embedded data.", "DIR");
    const QCommandLineOption session =
        option("session",
               "Compute the view of a session file (.mlpes: data, filters, reference, "
               "exclusions, k, seed, features, tau, lambda) instead of the options above.",
               "FILE");
    const QCommandLineOption saveSession = option(
        "save-session", "Also write the view the options describe as a session file.", "FILE");
    for (const auto* o :
         {&round, &benchmark, &reference, &family, &exclude, &k, &seed, &tau, &lambda,
          &sensitivityN, &resamples, &format, &output, &data, &session, &saveSession})
        parser.addOption(*o);
    parser.addHelpOption();
    if (const std::optional<int> exit = parseCommandLine(parser, "analyze", args))
        return *exit;

    const QString formatName = parser.value(format).toLower();
    if (formatName != QLatin1String("csv") && formatName != QLatin1String("json"))
        return commandLineError(parser, "analyze",
                                QStringLiteral("unknown format \"%1\"").arg(parser.value(format)));
    // Bootstrap resamples are an output setting (like --format), not part of the view: they apply
    // to options and --session alike.
    bool resamplesOk = true;
    const int resampleCount = parser.value(resamples).toInt(&resamplesOk);
    if (!resamplesOk || resampleCount < 0)
        return commandLineError(parser, "analyze",
                                QStringLiteral("--resamples must be a non-negative integer"));

    // One path for both: options or a session file become a ViewState, and the analysis is
    // computed from that state alone (so `--session S` prints what the options behind S print).
    std::optional<cli::LoadedView> view;
    if (parser.isSet(session)) {
        const QString conflict =
            sessionConflict(parser, {&round, &benchmark, &reference, &family, &exclude, &k, &seed,
                                     &tau, &lambda, &sensitivityN, &data, &saveSession});
        if (!conflict.isEmpty())
            return commandLineError(parser, "analyze", conflict);
        view = cli::loadSession(parser.value(session), "analyze");
        if (!view)
            return 1;
    } else {
        QString optionError;
        std::optional<AnalysisParams> shared = sharedAnalysisOptions(parser, &optionError);
        if (!shared)
            return commandLineError(parser, "analyze", optionError);
        AnalysisParams& params = *shared;
        bool ok = true;
        if (parser.value(k) != QLatin1String("auto")) {
            params.clustering.k = parser.value(k).toInt(&ok);
            if (!ok || params.clustering.k < 1)
                return commandLineError(parser, "analyze",
                                        QStringLiteral("--k must be auto or a positive number"));
        }
        // At most 2^63 - 1, so that the JSON report can print the seed as an exact integer.
        const qlonglong seedValue = parser.value(seed).toLongLong(&ok);
        if (!ok || seedValue < 0)
            return commandLineError(
                parser, "analyze",
                QStringLiteral("--seed must be an integer from 0 to 9223372036854775807"));
        params.clustering.seed = static_cast<std::uint64_t>(seedValue);
        const QStringList sources =
            parser.isSet(data) ? parser.values(data) : QStringList{QStringLiteral("embedded")};
        Dataset dataset = cli::loadDataSources(sources, "analyze");
        const std::vector<AnalysisPoint> allPoints = toAnalysisPoints(dataset);
        if (allPoints.empty()) {
            for (const ImportProblem& problem : dataset.problems)
                std::fprintf(stderr, "analyze: %s\n", qPrintable(problem.toString()));
            std::fprintf(stderr, "analyze: no scored result sets to analyse\n");
            return 1;
        }
        QString error;
        std::optional<ViewState> state = viewFromOptions(
            parser, allPoints, params, listValues(parser, family), listValues(parser, exclude),
            parser.value(reference), "analyze", &error);
        if (!state)
            return commandLineError(parser, "analyze", error);
        if (parser.isSet(saveSession)) {
            const QString written = SessionCodec::writeFile(parser.value(saveSession), *state);
            if (!written.isEmpty()) {
                std::fprintf(stderr, "analyze: %s\n", qPrintable(written));
                return 1;
            }
        }
        view = cli::LoadedView{std::move(*state), std::move(dataset)};
    }

    const ViewAnalysisInput input = viewAnalysisInput(view->state, view->dataset);
    const std::vector<AnalysisPoint>& points = input.points;
    AnalysisParams params = input.params;
    params.uncertainty.bootstrap = resampleCount > 0;
    params.uncertainty.resamples = resampleCount;
    params.fits.bootstrap = resampleCount > 0;
    params.fits.resamples = resampleCount / 2;
    const AnalysisResult result = runAnalysis(points, params);
    if (result.pointsInView == 0) {
        std::fprintf(stderr, "analyze: no result set of benchmark %s in view (round %s)\n",
                     params.filter.benchmark.c_str(),
                     qPrintable(view->state.rounds.join(QLatin1Char(','))));
        return 1;
    }
    const bool json = formatName == QLatin1String("json");
    const QByteArray bytes = json ? AnalysisReportWriter::toJson(points, result, params)
                                  : AnalysisReportWriter::toCsv(points, result);
    // The CSV holds the rows only: the rest of the story goes to stderr.
    return writeCommandOutput("analyze", parser.isSet(output) ? parser.value(output) : QString(),
                              bytes, result.pointsInView,
                              json ? QByteArray() : AnalysisReportWriter::summaryText(result));
}

} // namespace mlpe::cli
