// `mlperf-explorer compare --round 4.1 --benchmark llama2_70b_lora --a paper --b family
//   [--a-family LIST] [--b-family LIST] [--family LIST] [--exclude SYS] [--tau T] [--lambda L]
//   [--sensitivity-max-n N] [--data DIR]... [--format csv|json] [--output FILE [--force]]
//   [--session FILE]` (issue 9): E' of every point in view under two reference choices, with
// ranks, rank changes, both references, break-even results and sensitivity verdicts, through the
// same compareScenarios() the window's Compare view uses.
// Exit codes: 0 = done, 1 = no usable data / nothing in view / cannot write, 2 = bad command line.
#include "commandlineparsing.h"
#include "commandoutput.h"
#include "commands.h"
#include "core/analysis/comparison.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/report/comparisonreportwriter.h"
#include "core/session/viewanalysis.h"
#include "sessionloader.h"
#include "viewoptions.h"

#include <QCommandLineParser>
#include <QFileInfo>
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
        "E' of every point in view under two reference choices (scenarios A and B): ranks, rank "
        "changes, both references, break-even results and reference sensitivity (derived "
        "metrics, not official results)."));
    const QCommandLineOption round =
        option("round", "Round(s) in view, e.g. 4.1 (repeatable or comma-separated).", "X.Y");
    const QCommandLineOption benchmark =
        option("benchmark", "Benchmark (folder name or canonical id; ssd = retinanet, gnn = rgat).",
               "NAME");
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
    const QCommandLineOption family =
        option("family", "Accelerator families in view, e.g. H100,H200.", "LIST");
    const QCommandLineOption exclude =
        option("exclude", "Exclude SUBMITTER/SYSTEM from every calculation (repeatable).", "SYS");
    const QCommandLineOption tau =
        option("tau", "Efficiency threshold for break-even.", "T", "1.0");
    const QCommandLineOption lambda =
        option("lambda", "Value of time: accelerator-minutes per minute saved.", "L", "64");
    const QCommandLineOption sensitivityN =
        option("sensitivity-max-n", "Reference sensitivity: try every reference with N <= this.",
               "N", "8");
    const QCommandLineOption format = option("format", "csv (default) or json.", "csv|json", "csv");
    const QCommandLineOption output = option("output", "Write to FILE instead of stdout.", "FILE");
    const QCommandLineOption force = option("force", "Overwrite an existing --output FILE.");
    const QCommandLineOption data =
        option("data", "Read training_results_vX.Y folder(s) instead of the embedded data.", "DIR");
    const QCommandLineOption session =
        option("session",
               "Compare in the view of a session file (.mlpes), with its scenarios A and B "
               "unless --a / --b / --a-family / --b-family are given.",
               "FILE");
    for (const auto* o : {&round, &benchmark, &a, &b, &aFamily, &bFamily, &family, &exclude, &tau,
                          &lambda, &sensitivityN, &format, &output, &force, &data, &session})
        parser.addOption(*o);
    parser.addHelpOption();
    if (const std::optional<int> exit = parseCommandLine(parser, "compare", args))
        return *exit;
    const QString formatName = parser.value(format).toLower();
    if (formatName != QLatin1String("csv") && formatName != QLatin1String("json"))
        return commandLineError(parser, "compare",
                                QStringLiteral("unknown format \"%1\"").arg(parser.value(format)));
    // Nothing the user has is overwritten without being asked to.
    if (parser.isSet(output) && QFileInfo::exists(parser.value(output)) && !parser.isSet(force))
        return commandLineError(
            parser, "compare",
            QStringLiteral("%1 exists; add --force to overwrite it").arg(parser.value(output)));

    std::optional<LoadedView> view;
    if (parser.isSet(session)) {
        const QString conflict = sessionConflict(
            parser, {&round, &benchmark, &family, &exclude, &tau, &lambda, &sensitivityN, &data});
        if (!conflict.isEmpty())
            return commandLineError(parser, "compare", conflict);
        view = loadSession(parser.value(session), "compare");
        if (!view)
            return 1;
    } else {
        QString optionError;
        const std::optional<AnalysisParams> params = sharedAnalysisOptions(parser, &optionError);
        if (!params)
            return commandLineError(parser, "compare", optionError);
        const QStringList sources =
            parser.isSet(data) ? parser.values(data) : QStringList{QStringLiteral("embedded")};
        Dataset dataset = loadDataSources(sources, "compare");
        const std::vector<AnalysisPoint> allPoints = toAnalysisPoints(dataset);
        if (allPoints.empty()) {
            std::fprintf(stderr, "compare: no scored result sets to compare\n");
            return 1;
        }
        QString error;
        std::optional<ViewState> state = viewFromOptions(
            parser, allPoints, *params, listValues(parser, family), listValues(parser, exclude),
            QStringLiteral("paper"), "compare", &error);
        if (!state)
            return commandLineError(parser, "compare", error);
        view = LoadedView{std::move(*state), std::move(dataset)};
    }

    // Scenarios: from the options, or the session's own unless overridden.
    const std::vector<AnalysisPoint> allPoints = toAnalysisPoints(view->dataset);
    std::vector<std::string> rounds;
    for (const QString& r : view->state.rounds)
        rounds.push_back(r.toStdString());
    const std::string benchmarkId = view->state.benchmark.toStdString();
    const bool fromSession = parser.isSet(session);
    ComparisonScenario scenarios[2] = {view->state.scenarioA, view->state.scenarioB};
    const QCommandLineOption* refOptions[2] = {&a, &b};
    const QCommandLineOption* familyOptions[2] = {&aFamily, &bFamily};
    for (int i = 0; i < 2; ++i) {
        if (!fromSession || parser.isSet(*refOptions[i])) {
            QString error;
            const auto reference =
                referenceFromOption(allPoints, rounds, benchmarkId, parser.value(*refOptions[i]),
                                    refOptions[i]->names().first(), &error);
            if (!reference)
                return commandLineError(parser, "compare", error);
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
                     benchmarkId.c_str(), qPrintable(view->state.rounds.join(QLatin1Char(','))));
        return 1;
    }
    const bool json = formatName == QLatin1String("json");
    const QByteArray bytes =
        json ? ComparisonReportWriter::toJson(input.points, result, input.params, scenarios[0],
                                              scenarios[1])
             : ComparisonReportWriter::toCsv(input.points, result);
    // The CSV holds the rows only: references, break-even and verdicts go to stderr.
    return writeCommandOutput("compare", parser.isSet(output) ? parser.value(output) : QString(),
                              bytes, static_cast<long long>(result.rows.size()),
                              json ? QByteArray() : ComparisonReportWriter::summaryText(result));
}

} // namespace mlpe::cli
