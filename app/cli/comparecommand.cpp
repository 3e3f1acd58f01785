// `mlperf-explorer compare --round 4.1 --benchmark llama2_70b_lora --a paper --b family
//   [--a-family LIST] [--b-family LIST] [--family LIST] [--exclude SYS] [--tau T] [--lambda L]
//   [--sensitivity-max-n N] [--data DIR]... [--format csv|json] [--output FILE [--force]]
//   [--session FILE]` E' of every point in view under two reference choices, with
// ranks, rank changes, both references, break-even results and sensitivity verdicts, through the
// same compareScenarios() the window's Compare view uses.
// Exit codes: 0 = done, 1 = no usable data / nothing in view / cannot write, 2 = bad command line.
#include "commandlineparsing.h"
#include "commandoutput.h"
#include "commands.h"
#include "core/analysis/comparison.h"
#include "core/io/onelinetext.h"
#include "core/model/analysisinput.h"
#include "core/report/comparisonreportwriter.h"
#include "core/session/viewanalysis.h"
#include "viewcommandline.h"
#include "viewoptions.h"

#include <QCommandLineParser>
#include <cstdio>

namespace mlpe::cli {

namespace {

using namespace analysis;

std::vector<std::string> stdList(const QStringList& list) {
    std::vector<std::string> out;
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}

} // namespace

int runCompare(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "E′ of every point in view under two reference choices (scenarios A and B): ranks, rank "
        "changes, both references, break-even results and reference sensitivity (derived "
        "metrics, not official results). With --session, the session's own scenarios A and B "
        "apply unless --a, --b, --a-family or --b-family are given."));
    const ViewCommandLine viewOptions(
        parser, {Shared::Round, Shared::Benchmark, Shared::Family, Shared::GroupBy, Shared::Exclude,
                 Shared::Tau, Shared::Lambda, Shared::SensitivityMaxN, Shared::Data,
                 Shared::Session, Shared::Prices, Shared::LambdaMoney});
    const QCommandLineOption a = option(
        "a", "Scenario A's reference (--a or -a): paper (default), family, or SUBMITTER/SYSTEM.",
        "REF", "paper");
    const QCommandLineOption b = option(
        "b", "Scenario B's reference (--b or -b): paper, family (default), or SUBMITTER/SYSTEM.",
        "REF", "family");
    const QCommandLineOption aFamily =
        option("a-family", "Scenario A's own families (narrows the view), e.g. H100.", "LIST");
    const QCommandLineOption bFamily =
        option("b-family", "Scenario B's own families (narrows the view), e.g. H100.", "LIST");
    for (const auto* o : {&a, &b, &aFamily, &bFamily})
        parser.addOption(*o);
    addSharedOptions(parser, {Shared::Format, Shared::Output, Shared::Force});
    parser.addHelpOption();
    if (const std::optional<int> exit = parseCommandLine(parser, "compare", args))
        return *exit;
    const Expected<QString> formatName = formatValue(parser);
    if (!formatName)
        return commandLineError(parser, "compare", formatName.error());
    const QString outputPath =
        isSet(parser, Shared::Output) ? value(parser, Shared::Output) : QString();
    if (!outputPath.isEmpty() &&
        !outputAllowed(parser, "compare", outputPath, viewOptions.inputs()))
        return 1;

    ViewCommandLine::Loaded outcome = viewOptions.load("compare");
    if (!outcome.view)
        return outcome.exitCode;
    const std::optional<LoadedView> view = std::move(outcome.view);
    // A session names its data folders only once it is read: nothing is written into them.
    if (!outputPath.isEmpty() &&
        !outputAllowed(parser, "compare", outputPath, viewOptions.inputs(*view)))
        return 1;

    // Scenarios: from the options, or the session's own unless overridden.
    const std::vector<AnalysisPoint> allPoints = toAnalysisPoints(view->dataset);
    std::vector<std::string> rounds;
    for (const QString& r : view->state.rounds)
        rounds.push_back(r.toStdString());
    const std::string benchmarkId = view->state.benchmark.toStdString();
    const bool fromSession = viewOptions.sessionSet();
    ComparisonScenario scenarios[2] = {view->state.scenarioA, view->state.scenarioB};
    const QCommandLineOption* refOptions[2] = {&a, &b};
    const QCommandLineOption* familyOptions[2] = {&aFamily, &bFamily};
    for (int i = 0; i < 2; ++i) {
        if (!fromSession || parser.isSet(*refOptions[i])) {
            const auto reference =
                referenceFromOption(allPoints, rounds, benchmarkId, parser.value(*refOptions[i]),
                                    refOptions[i]->names().first());
            if (!reference)
                return commandLineError(parser, "compare", oneLine(reference.error()));
            scenarios[i].reference = *reference;
        }
        if (!fromSession || parser.isSet(*familyOptions[i]))
            scenarios[i].families = stdList(listValues(parser, *familyOptions[i]));
    }

    const ViewAnalysisInput input = viewAnalysisInput(view->state, view->dataset);
    const ComparisonResult result =
        compareScenarios(input.points, input.params, scenarios[0], scenarios[1]);
    if (result.rows.empty()) {
        std::fprintf(stderr, "compare: no result set of benchmark %s in view (round %s)\n",
                     qPrintable(oneLine(view->state.benchmark)),
                     qPrintable(oneLine(view->state.rounds.join(QLatin1Char(',')))));
        return 1;
    }
    const bool json = *formatName == QLatin1String("json");
    const QByteArray bytes =
        json ? ComparisonReportWriter::toJson(input.points, result, input.params, scenarios[0],
                                              scenarios[1])
             : ComparisonReportWriter::toCsv(input.points, result);
    // The CSV holds the rows only: references, break-even and verdicts go to stderr.
    return writeCommandOutput("compare", outputPath, bytes,
                              static_cast<long long>(result.rows.size()),
                              json ? QByteArray() : ComparisonReportWriter::summaryText(result));
}

} // namespace mlpe::cli
