// `mlperf-explorer decompose --benchmark bert [--from 1.0] [--to 5.0] [--group-by
// family|variant|series]
//   [--interval results|series]
//   [--resamples B] [--seed S] [--data DIR]... [--format csv|json] [--output FILE [--force]]`:
// how much of the change in time to train between two rounds of one benchmark version came from
// newer hardware, from the round (software, recipes) on the same hardware and from scale
// (decomposeRounds(), docs/analysis.md). Without --from / --to: the benchmark's newest round,
// and the earliest round of its version that shared hardware ties to it.
// Exit codes: 0 = done, 1 = no usable data / nothing to decompose / cannot write, 2 = bad
// command line.
#include "commandlineparsing.h"
#include "commandoptions.h"
#include "commandoutput.h"
#include "commands.h"
#include "core/analysis/acrossrounds.h"
#include "core/analysis/roundsdecomposition.h"
#include "core/io/onelinetext.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/model/benchmarkcomparability.h"
#include "core/report/roundsdecompositionwriter.h"
#include "sessionloader.h"
#include "viewoptions.h"

#include <QCommandLineParser>
#include <algorithm>
#include <cstdio>
#include <set>

namespace mlpe::cli {

namespace {

using namespace analysis;

// The rounds of `benchmark` in `points`, oldest first.
std::vector<std::string> roundsOf(const std::vector<AnalysisPoint>& points,
                                  const std::string& benchmark) {
    std::set<std::string> rounds;
    for (const AnalysisPoint& p : points)
        if (p.benchmark == benchmark)
            rounds.insert(p.round);
    std::vector<std::string> ordered(rounds.begin(), rounds.end());
    std::sort(ordered.begin(), ordered.end(), roundBefore);
    return ordered;
}

} // namespace

int runDecompose(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "How much of the change in time to train of one benchmark between two rounds came from "
        "newer hardware, from the round (software, recipes) on the same hardware, and from scale: "
        "log2 T = a_round + a_hardware + b log2 N over the rounds of one benchmark version, each "
        "part a factor on the geometric-mean time with its interval (derived, not official "
        "results)."));
    addSharedOptions(parser, {Shared::Benchmark, Shared::GroupBy, Shared::Data});
    const QCommandLineOption from = option(
        "from", "The earlier round (default: the earliest of the version tied to --to).", "X.Y");
    const QCommandLineOption to =
        option("to", "The later round (default: the benchmark's newest round).", "X.Y");
    const QCommandLineOption resamplesOption =
        option("resamples", "Bootstrap resamples of the factors' intervals, 0 (none) to 100000.",
               "B", "999");
    const QCommandLineOption seed =
        option("seed", "Bootstrap seed, 0 to 9223372036854775807.", "S", "20261207");
    const QCommandLineOption intervalOption = option(
        "interval",
        "results: wild bootstrap per result (errors independent); series: CR2 cluster-robust by "
        "system series with Bell-McCaffrey t (errors shared within a series).",
        "results|series", "results");
    for (const QCommandLineOption* o : {&from, &to, &resamplesOption, &seed, &intervalOption})
        parser.addOption(*o);
    addSharedOptions(parser, {Shared::Format, Shared::Output, Shared::Force});
    parser.addHelpOption();
    if (const std::optional<int> exit = parseCommandLine(parser, "decompose", args))
        return *exit;
    const Expected<QString> formatName = formatValue(parser);
    if (!formatName)
        return commandLineError(parser, "decompose", formatName.error());
    const QStringList benchmarks = listValues(parser, sharedOption(Shared::Benchmark));
    if (benchmarks.size() != 1)
        return commandLineError(parser, "decompose",
                                QStringLiteral("--benchmark names one benchmark (required)"));
    const Expected<HardwareGrouping> grouping = groupByValue(parser);
    if (!grouping)
        return commandLineError(parser, "decompose", grouping.error());
    bool ok = true;
    const int resamples = parser.value(resamplesOption).toInt(&ok);
    if (!ok || resamples < 0 || resamples > kMaxResamples)
        return commandLineError(
            parser, "decompose",
            QStringLiteral("--resamples must be a whole number from 0 to %1").arg(kMaxResamples));
    const qlonglong seedValue = parser.value(seed).toLongLong(&ok);
    if (!ok || seedValue < 0)
        return commandLineError(
            parser, "decompose",
            QStringLiteral("--seed must be an integer from 0 to 9223372036854775807"));
    const QString intervalName = parser.value(intervalOption);
    if (intervalName != QLatin1String("results") && intervalName != QLatin1String("series"))
        return commandLineError(parser, "decompose",
                                QStringLiteral("--interval must be results or series"));
    const DecompositionInterval interval = intervalName == QLatin1String("series")
                                               ? DecompositionInterval::Series
                                               : DecompositionInterval::Results;
    for (const QCommandLineOption* o : {&from, &to})
        if (parser.isSet(*o) && !isRoundName(parser.value(*o)))
            return commandLineError(parser, "decompose", roundNameError(parser.value(*o)));
    const QStringList dataDirs = parser.values(sharedOption(Shared::Data).names().first());
    const QString outputPath =
        isSet(parser, Shared::Output) ? value(parser, Shared::Output) : QString();
    if (!outputPath.isEmpty() && !outputAllowed(parser, "decompose", outputPath, dataDirs))
        return 1;

    const Dataset dataset = loadDataSources(
        dataDirs.isEmpty() ? QStringList{QStringLiteral("embedded")} : dataDirs, "decompose");
    const std::vector<AnalysisPoint> points = toAnalysisPoints(dataset);
    // A name typed for the rounds asked about: "--benchmark ssd --to 1.0" is SSD-ResNet34.
    QStringList asked;
    for (const QCommandLineOption* o : {&from, &to})
        if (parser.isSet(*o))
            asked << parser.value(*o);
    const std::string benchmark = canonicalBenchmarkFor(benchmarks.front(), asked).toStdString();
    const std::vector<std::string> rounds = roundsOf(points, benchmark);
    if (rounds.empty()) {
        std::fprintf(stderr, "decompose: no scored result of benchmark %s\n",
                     qPrintable(oneLine(QString::fromStdString(benchmark))));
        return 1;
    }
    const std::string toRound = parser.isSet(to) ? parser.value(to).toStdString() : rounds.back();
    const BenchmarkVersion* version = BenchmarkComparability::versionOf(
        QString::fromStdString(benchmark), QString::fromStdString(toRound));
    if (!version) {
        std::fprintf(stderr, "decompose: %s has no result in v%s\n",
                     qPrintable(oneLine(benchmarkDisplayName(QString::fromStdString(benchmark)))),
                     toRound.c_str());
        return 1;
    }
    const std::vector<RoundSample> samples =
        roundSamples(points, benchmark, version->label().toStdString(), *grouping);
    const auto decompose = [&](const std::string& a) {
        return decomposeRounds(samples, a, toRound, resamples, 0.95,
                               static_cast<std::uint64_t>(seedValue), *grouping, interval);
    };
    RoundsDecomposition d;
    if (parser.isSet(from)) {
        const QString fromRound = parser.value(from);
        if (!BenchmarkComparability::comparable(QString::fromStdString(benchmark), fromRound,
                                                QString::fromStdString(toRound))) {
            std::fprintf(stderr, "decompose: v%s and v%s are not comparable: %s\n",
                         qPrintable(fromRound), toRound.c_str(),
                         qPrintable(oneLine(BenchmarkComparability::breakBetween(
                             QString::fromStdString(benchmark), fromRound,
                             QString::fromStdString(toRound)))));
            return 1;
        }
        d = decompose(fromRound.toStdString());
    } else {
        // The earliest round of the version that hardware ties to --to.
        d = decomposeFromEarliest(samples, toRound, resamples, 0.95,
                                  static_cast<std::uint64_t>(seedValue), *grouping, interval);
        if (d.fromRound.empty()) {
            std::fprintf(stderr, "decompose: %s has results in one round of its version only\n",
                         qPrintable(oneLine(version->label())));
            return 1;
        }
    }
    const bool json = *formatName == QLatin1String("json");
    const QByteArray bytes = json ? RoundsDecompositionWriter::toJson(
                                        d, QString::fromStdString(benchmark), version->label())
                                  : RoundsDecompositionWriter::toCsv(d);
    const int written =
        writeCommandOutput("decompose", outputPath, bytes, d.points,
                           json ? QByteArray() : RoundsDecompositionWriter::summaryText(d));
    return written != 0 ? written : (d.outcome == DecompositionOutcome::Fitted ? 0 : 1);
}

} // namespace mlpe::cli
