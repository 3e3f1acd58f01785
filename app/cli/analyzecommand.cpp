// `mlperf-explorer analyze --round 4.1 --benchmark llama2_70b_lora
//   [--reference paper|family|SUBMITTER/SYSTEM] [--family H100,H200] [--exclude SUBMITTER/SYSTEM]
//   [--k auto|N] [--seed S] [--tau 1.0] [--lambda L] [--resamples B] [--format csv|json]
//   [--output FILE [--force]] [--data DIR]... [--session FILE | --save-session FILE]`:
//   references, E', clusters, Pareto frontier, fits and break-even through
// the same runAnalysis() the window uses. One row per point in view; then, in the JSON document
// (or on stderr for CSV), the break-even results, the chosen k and the per-k diagnostics.
// Exit codes: 0 = done, 1 = no usable data / nothing in view / cannot write, 2 = bad command line.
#include "commandlineparsing.h"
#include "commandoutput.h"
#include "commands.h"
#include "core/analysis/analysisengine.h"
#include "core/io/logging.h"
#include "core/io/onelinetext.h"
#include "core/report/analysisreportwriter.h"
#include "core/session/sessioncodec.h"
#include "core/session/viewanalysis.h"
#include "sessionloader.h"
#include "viewcommandline.h"

#include <QCommandLineParser>
#include <cstdio>

namespace mlpe::cli {

namespace {

using namespace analysis;

} // namespace

int runAnalyze(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Reference, speedup S, efficiency E′, accelerator-minutes G, k-means clusters, Pareto "
        "frontier and break-even N for one benchmark (derived metrics, not official results)."));
    const ViewCommandLine viewOptions(
        parser, {Shared::Round, Shared::Benchmark, Shared::Reference, Shared::Family,
                 Shared::GroupBy, Shared::Exclude, Shared::K, Shared::Seed, Shared::Tau,
                 Shared::Lambda, Shared::SensitivityMaxN, Shared::Data, Shared::Session,
                 Shared::Prices, Shared::LambdaMoney});
    addSharedOptions(parser, {Shared::Resamples, Shared::SaveSession, Shared::Format,
                              Shared::Output, Shared::Force});
    parser.addHelpOption();
    if (const std::optional<int> exit = parseCommandLine(parser, "analyze", args))
        return *exit;

    const Expected<QString> formatName = formatValue(parser);
    if (!formatName)
        return commandLineError(parser, "analyze", formatName.error());
    // Bootstrap resamples are an output setting (like --format), not part of the view: they apply
    // to options and --session alike.
    bool resamplesOk = true;
    const int resampleCount = value(parser, Shared::Resamples).toInt(&resamplesOk);
    if (!resamplesOk || resampleCount < 0 || resampleCount > kMaxResamples)
        return commandLineError(
            parser, "analyze",
            QStringLiteral("--resamples must be a whole number from 0 to %1").arg(kMaxResamples));
    const QString outputPath =
        isSet(parser, Shared::Output) ? value(parser, Shared::Output) : QString();
    const QString sessionPath =
        isSet(parser, Shared::SaveSession) ? value(parser, Shared::SaveSession) : QString();
    // Compared as the file system resolves them: `-o X --save-session ./X` is one file.
    if (!outputPath.isEmpty() && !sessionPath.isEmpty() &&
        resolvedPath(outputPath) == resolvedPath(sessionPath))
        return commandLineError(parser, "analyze",
                                QStringLiteral("--output and --save-session name the same file"));
    for (const QString& path : {outputPath, sessionPath})
        if (!path.isEmpty() && !outputAllowed(parser, "analyze", path, viewOptions.inputs()))
            return 1;

    // One path for both: options or a session file become a ViewState, and the analysis is
    // computed from that state alone (so `--session S` prints what the options behind S print).
    ViewCommandLine::Loaded outcome = viewOptions.load("analyze", {Shared::SaveSession});
    if (!outcome.view)
        return outcome.exitCode;
    std::optional<LoadedView> view = std::move(outcome.view);
    // A session names its data folders only once it is read: nothing is written into them.
    for (const QString& path : {outputPath, sessionPath})
        if (!path.isEmpty() && !outputAllowed(parser, "analyze", path, viewOptions.inputs(*view)))
            return 1;
    if (!sessionPath.isEmpty()) {
        const Expected<void> written = SessionCodec::writeFile(sessionPath, view->state);
        if (!written) {
            std::fprintf(stderr, "analyze: %s\n", qPrintable(oneLine(written.error())));
            return 1;
        }
    }

    const ViewAnalysisInput input = viewAnalysisInput(view->state, view->dataset);
    const std::vector<AnalysisPoint>& points = input.points;
    AnalysisParams params = input.params;
    params.uncertainty.bootstrap = resampleCount > 0;
    params.uncertainty.resamples = resampleCount;
    params.fits.bootstrap = resampleCount > 0;
    params.fits.resamples = resampleCount / 2;
    const DebugTimer timer;
    const AnalysisResult result = runAnalysis(points, params);
    roomLogger("analysis")
        .debug("{} point(s), {} resample(s), {:.1f} ms", points.size(), resampleCount,
               timer.elapsedMs());
    if (result.pointsInView == 0) {
        std::fprintf(stderr, "analyze: no result set of benchmark %s in view (round %s)\n",
                     qPrintable(oneLine(view->state.benchmark)),
                     qPrintable(oneLine(view->state.rounds.join(QLatin1Char(',')))));
        return 1;
    }
    const bool json = *formatName == QLatin1String("json");
    const QByteArray bytes =
        json ? AnalysisReportWriter::toJson(points, result, params, input.grouping)
             : AnalysisReportWriter::toCsv(points, result);
    // The CSV holds the rows only: the rest of the story goes to stderr.
    return writeCommandOutput("analyze", outputPath, bytes, result.pointsInView,
                              json ? QByteArray()
                                   : AnalysisReportWriter::summaryText(result, points));
}

} // namespace mlpe::cli
