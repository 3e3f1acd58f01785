#include "viewcommandline.h"

#include "commandlineparsing.h"
#include "core/io/onelinetext.h"
#include "core/model/analysisinput.h"
#include "core/model/benchmarkcatalog.h"
#include "core/session/pricetable.h"
#include "viewoptions.h"

#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace mlpe::cli {

namespace {

constexpr Shared kViewOptions[] = {Shared::Round,
                                   Shared::Benchmark,
                                   Shared::Reference,
                                   Shared::Family,
                                   Shared::GroupBy,
                                   Shared::Exclude,
                                   Shared::K,
                                   Shared::Seed,
                                   Shared::Tau,
                                   Shared::Lambda,
                                   Shared::SensitivityMaxN,
                                   Shared::Data,
                                   Shared::Session,
                                   Shared::Prices,
                                   Shared::LambdaMoney};

// A number option within [min, max] (finite), or nullopt.
std::optional<double> numberIn(const QString& text, double min, double max) {
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max)
        return std::nullopt;
    return v;
}

} // namespace

ViewCommandLine::ViewCommandLine(QCommandLineParser& parser, std::initializer_list<Shared> offered)
    : m_parser(parser) {
    for (const Shared o : kViewOptions)
        if (std::find(offered.begin(), offered.end(), o) != offered.end()) {
            m_offered.push_back(o);
            parser.addOption(sharedOption(o));
        }
}

bool ViewCommandLine::offers(Shared option) const {
    return std::find(m_offered.begin(), m_offered.end(), option) != m_offered.end();
}

bool ViewCommandLine::sessionSet() const {
    return offers(Shared::Session) && isSet(m_parser, Shared::Session);
}

QStringList ViewCommandLine::inputs() const {
    QStringList read;
    if (sessionSet())
        read = {value(m_parser, Shared::Session)};
    else if (offers(Shared::Data))
        read = m_parser.values(sharedOption(Shared::Data).names().first());
    if (offers(Shared::Prices) && isSet(m_parser, Shared::Prices))
        read << value(m_parser, Shared::Prices);
    return read;
}

QStringList ViewCommandLine::inputs(const LoadedView& view) const {
    QStringList read = inputs();
    for (const QString& source : view.state.dataSources)
        if (source != QLatin1String("embedded"))
            read << source;
    read.removeDuplicates();
    return read;
}

std::optional<ViewState> ViewCommandLine::settings(const char* command) const {
    const auto refuse = [&](const QString& message) {
        commandLineError(m_parser, command, oneLine(message));
        return std::nullopt;
    };
    ViewState state;
    const Expected<QStringList> rounds = roundValues(m_parser);
    if (!rounds)
        return refuse(rounds.error());
    state.rounds = *rounds;
    const QStringList benchmarks = listValues(m_parser, sharedOption(Shared::Benchmark));
    if (!isSet(m_parser, Shared::Benchmark))
        return refuse(QStringLiteral("--benchmark is required"));
    if (benchmarks.isEmpty())
        return refuse(QStringLiteral("--benchmark \"%1\" names no benchmark")
                          .arg(value(m_parser, Shared::Benchmark)));
    if (benchmarks.size() != 1)
        return refuse(QStringLiteral("--benchmark takes one benchmark"));
    // "ssd" is SSD-ResNet34 in v1.0 and RetinaNet in v4.1: the rounds asked for decide.
    state.benchmark = canonicalBenchmarkFor(benchmarks.front(), state.rounds);
    if (offers(Shared::GroupBy)) {
        const Expected<analysis::HardwareGrouping> grouping = groupByValue(m_parser);
        if (!grouping)
            return refuse(grouping.error());
        state.hardwareGrouping = *grouping;
    }
    analysis::AnalysisParams& params = state.analysis;
    bool ok = true;
    if (offers(Shared::K) && value(m_parser, Shared::K) != QLatin1String("auto")) {
        params.clustering.k = value(m_parser, Shared::K).toInt(&ok);
        if (!ok || params.clustering.k < 1 || params.clustering.k > kMaxClusters)
            return refuse(
                QStringLiteral("--k must be auto or a number from 1 to %1").arg(kMaxClusters));
    }
    if (offers(Shared::Seed)) {
        // At most 2^63 - 1, so that the JSON report can print the seed as an exact integer.
        const qlonglong seed = value(m_parser, Shared::Seed).toLongLong(&ok);
        if (!ok || seed < 0)
            return refuse(
                QStringLiteral("--seed must be an integer from 0 to 9223372036854775807"));
        params.clustering.seed = static_cast<std::uint64_t>(seed);
    }
    const std::optional<double> tau = numberIn(value(m_parser, Shared::Tau), kMinTau, kMaxTau);
    if (!tau)
        return refuse(QStringLiteral("--tau must be a number from 1e-9 to 1e9"));
    params.breakEven.tau = *tau;
    const std::optional<double> lambda = numberIn(value(m_parser, Shared::Lambda), 0, kMaxLambda);
    if (!lambda)
        return refuse(QStringLiteral("--lambda must be a number from 0 to 1e12"));
    params.breakEven.lambda = *lambda;
    if (offers(Shared::SensitivityMaxN)) {
        const int n = value(m_parser, Shared::SensitivityMaxN).toInt(&ok);
        if (!ok || n < 0 || n > kMaxSensitivityN)
            return refuse(QStringLiteral("--sensitivity-max-n must be a whole number from 0 to %1")
                              .arg(kMaxSensitivityN));
        params.sensitivity.maxReferenceAccelerators = n;
    }
    // Folders by absolute path: a saved session must work from any working directory.
    const QStringList dirs = m_parser.values(sharedOption(Shared::Data).names().first());
    if (!dirs.isEmpty()) {
        state.dataSources.clear();
        for (const QString& dir : dirs)
            state.dataSources << QFileInfo(dir).absoluteFilePath();
    }
    return state;
}

bool ViewCommandLine::resolveOnData(ViewState& state,
                                    const std::vector<analysis::AnalysisPoint>& points,
                                    const char* command) const {
    // Families become the hidden ones among the groups of the rounds and benchmark, as the
    // window stores them; under variant grouping a family named keeps all its variants.
    const QStringList families = listValues(m_parser, sharedOption(Shared::Family));
    if (!families.isEmpty()) {
        std::set<QString> hidden;
        ViewState scope;
        scope.rounds = state.rounds;
        scope.benchmark = state.benchmark;
        scope.hardwareGrouping = state.hardwareGrouping;
        scope.onlyFamilies = families;
        for (const analysis::AnalysisPoint& p : points) {
            const QString group =
                QString::fromStdString(analysis::hardwareGroupOf(p, state.hardwareGrouping));
            if (scope.acceptsScope(p) && scope.familyHidden(p))
                hidden.insert(group);
        }
        state.hiddenFamilies = QStringList(hidden.begin(), hidden.end());
    }
    std::vector<std::string> rounds;
    for (const QString& r : state.rounds)
        rounds.push_back(r.toStdString());
    const std::string benchmarkId = state.benchmark.toStdString();
    if (offers(Shared::Reference)) {
        const Expected<analysis::ReferenceParams> reference =
            referenceFromOption(points, rounds, benchmarkId, value(m_parser, Shared::Reference),
                                QStringLiteral("reference"));
        if (!reference) {
            commandLineError(m_parser, command, oneLine(reference.error()));
            return false;
        }
        state.analysis.reference = *reference;
    }
    std::set<QString> excluded;
    for (const QString& e : listValues(m_parser, sharedOption(Shared::Exclude))) {
        const std::vector<std::string> keys = resolvePointKeys(points, rounds, benchmarkId, e);
        if (keys.empty())
            std::fprintf(stderr, "%s: --exclude %s matches no result set\n", command,
                         qPrintable(oneLine(e)));
        for (const std::string& key : keys)
            excluded.insert(QString::fromStdString(key));
    }
    state.excluded = QStringList(excluded.begin(), excluded.end());
    return true;
}

std::optional<double> ViewCommandLine::lambdaMoney(const char* command) const {
    if (!offers(Shared::LambdaMoney) || !isSet(m_parser, Shared::LambdaMoney))
        return 0.0;
    const std::optional<double> lambda =
        numberIn(value(m_parser, Shared::LambdaMoney), 0, kMaxLambdaMoney);
    if (!lambda)
        commandLineError(m_parser, command,
                         QStringLiteral("--lambda-money must be a number from 0 to 1e9"));
    return lambda;
}

ViewCommandLine::Loaded ViewCommandLine::load(const char* command,
                                              std::initializer_list<Shared> alsoConflicting) const {
    const Loaded badCommandLine{std::nullopt, 2};
    const Loaded unusable{std::nullopt, 1};
    // Checked before any data is read: a bad value is a bad command line, with or without
    // --session.
    if (!lambdaMoney(command))
        return badCommandLine;
    // Without a session nothing else can bring prices: said before any data is read.
    if (!sessionSet() && offers(Shared::LambdaMoney) && isSet(m_parser, Shared::LambdaMoney) &&
        !(offers(Shared::Prices) && isSet(m_parser, Shared::Prices))) {
        commandLineError(m_parser, command,
                         QStringLiteral("--lambda-money needs prices: give them with --prices "
                                        "FILE"));
        return badCommandLine;
    }
    if (sessionSet()) {
        std::vector<Shared> conflicting(m_offered.begin(), m_offered.end());
        conflicting.insert(conflicting.end(), alsoConflicting.begin(), alsoConflicting.end());
        for (const Shared o : conflicting)
            if (o != Shared::Session && o != Shared::Prices && o != Shared::LambdaMoney &&
                isSet(m_parser, o)) {
                commandLineError(
                    m_parser, command,
                    QStringLiteral("--session sets the view; it cannot be combined with --%1")
                        .arg(sharedOption(o).names().last()));
                return badCommandLine;
            }
        std::optional<LoadedView> view = loadSession(value(m_parser, Shared::Session), command);
        if (!view)
            return unusable;
        if (const int refused = applyMoney(*view, command))
            return {std::nullopt, refused};
        return {std::move(view), 0};
    }
    std::optional<ViewState> state = settings(command);
    if (!state)
        return badCommandLine;
    Dataset dataset = loadDataSources(state->dataSources, command);
    const std::vector<analysis::AnalysisPoint> points = toAnalysisPoints(dataset);
    if (points.empty()) {
        std::fprintf(stderr, "%s: no scored result sets to analyse\n", command);
        return unusable;
    }
    if (!resolveOnData(*state, points, command))
        return badCommandLine;
    LoadedView view{std::move(*state), std::move(dataset)};
    if (const int refused = applyMoney(view, command))
        return {std::nullopt, refused};
    return {std::move(view), 0};
}

int ViewCommandLine::applyMoney(LoadedView& view, const char* command) const {
    const bool pricesGiven = offers(Shared::Prices) && isSet(m_parser, Shared::Prices);
    if (offers(Shared::LambdaMoney) && isSet(m_parser, Shared::LambdaMoney)) {
        // A value of time in money means nothing without prices: said, not ignored.
        if (!pricesGiven && view.state.prices.isEmpty()) {
            return commandLineError(m_parser, command,
                                    QStringLiteral("--lambda-money needs prices: the session has "
                                                   "none; give them with --prices FILE"));
        }
        view.state.analysis.cost.lambdaMoney = *lambdaMoney(command);
    }
    const QStringList families = priceableFamilies(view.dataset);
    if (pricesGiven) {
        // All or nothing: a refused file leaves no price applied, and the command stops.
        const Expected<PriceTable> prices =
            PriceTable::readFile(value(m_parser, Shared::Prices), families);
        if (!prices) {
            std::fprintf(stderr, "%s: %s\n", command, qPrintable(oneLine(prices.error())));
            return 1;
        }
        view.state.prices = *prices;
        return 0;
    }
    const Expected<PriceTable> checked =
        PriceTable::make(view.state.prices.prices(), view.state.prices.currency(), families);
    if (!checked) {
        std::fprintf(stderr, "%s: %s: prices: %s\n", command,
                     qPrintable(oneLine(value(m_parser, Shared::Session))),
                     qPrintable(oneLine(checked.error())));
        return 1;
    }
    return 0;
}

} // namespace mlpe::cli
