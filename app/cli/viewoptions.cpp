#include "viewoptions.h"

#include "core/model/benchmarkcatalog.h"

#include <QFileInfo>
#include <algorithm>
#include <cstdio>
#include <set>

namespace mlpe::cli {

using namespace analysis;

QString sessionConflict(const QCommandLineParser& parser,
                        std::initializer_list<const QCommandLineOption*> options) {
    for (const QCommandLineOption* o : options)
        if (parser.isSet(*o))
            return QStringLiteral("--session sets the view; it cannot be combined with --%1")
                .arg(o->names().first());
    return {};
}

std::optional<AnalysisParams> sharedAnalysisOptions(const QCommandLineParser& parser,
                                                    QString* error) {
    AnalysisParams params;
    for (const QString& r : listValues(parser, QStringLiteral("round")))
        params.filter.rounds.push_back(r.toStdString());
    if (!parser.isSet(QStringLiteral("benchmark"))) {
        *error = QStringLiteral("--benchmark is required");
        return std::nullopt;
    }
    params.filter.benchmark = BenchmarkCatalog::lookup(parser.value(QStringLiteral("benchmark")))
                                  .canonicalId.toStdString();
    bool ok = true;
    params.breakEven.tau = parser.value(QStringLiteral("tau")).toDouble(&ok);
    if (!ok || !(params.breakEven.tau > 0)) {
        *error = QStringLiteral("--tau must be a positive number");
        return std::nullopt;
    }
    params.breakEven.lambda = parser.value(QStringLiteral("lambda")).toDouble(&ok);
    if (!ok || !(params.breakEven.lambda >= 0)) {
        *error = QStringLiteral("--lambda must be a non-negative number");
        return std::nullopt;
    }
    params.sensitivity.maxReferenceAccelerators =
        parser.value(QStringLiteral("sensitivity-max-n")).toInt(&ok);
    if (!ok) {
        *error = QStringLiteral("--sensitivity-max-n must be a number");
        return std::nullopt;
    }
    return params;
}

QStringList listValues(const QCommandLineParser& parser, const QString& name) {
    QStringList out;
    for (const QString& v : parser.values(name))
        for (const QString& part : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
            out << part.trimmed();
    return out;
}

QStringList listValues(const QCommandLineParser& parser, const QCommandLineOption& option) {
    return listValues(parser, option.names().first());
}

std::vector<std::string> resolvePointKeys(const std::vector<AnalysisPoint>& points,
                                          const std::vector<std::string>& rounds,
                                          const std::string& benchmark, const QString& text) {
    const std::string wanted = text.toStdString();
    std::set<std::string> keys;
    for (const AnalysisPoint& p : points) {
        if (p.benchmark != benchmark)
            continue;
        const bool roundOk =
            rounds.empty() || std::find(rounds.begin(), rounds.end(), p.round) != rounds.end();
        const std::string system = p.submitter + '/' + p.system;
        if (p.key == wanted || p.round + '/' + system == wanted || (roundOk && system == wanted))
            keys.insert(p.key);
    }
    return {keys.begin(), keys.end()};
}

std::optional<ReferenceParams> referenceFromOption(const std::vector<AnalysisPoint>& points,
                                                   const std::vector<std::string>& rounds,
                                                   const std::string& benchmark,
                                                   const QString& text, const QString& optionName,
                                                   QString* error) {
    ReferenceParams reference;
    if (text == QLatin1String("paper")) {
        reference.strategy = ReferenceStrategy::PaperRule;
        return reference;
    }
    if (text == QLatin1String("family")) {
        reference.strategy = ReferenceStrategy::PerFamily;
        return reference;
    }
    reference.strategy = ReferenceStrategy::UserPick;
    const auto keys = resolvePointKeys(points, rounds, benchmark, text);
    if (keys.size() > 1) {
        *error = QStringLiteral("--%1 %2 matches %3 rounds; add --round")
                     .arg(optionName, text)
                     .arg(keys.size());
        return std::nullopt;
    }
    // An unknown key is not fatal: the paper rule applies and the output says why.
    reference.userKey = keys.empty() ? text.toStdString() : keys.front();
    return reference;
}

std::optional<ViewState> viewFromOptions(const QCommandLineParser& parser,
                                         const std::vector<AnalysisPoint>& points,
                                         const AnalysisParams& params, const QStringList& families,
                                         const QStringList& excludes, const QString& ref,
                                         const char* command, QString* error) {
    ViewState view;
    view.analysis = params;
    view.analysis.filter = {};
    for (const std::string& r : params.filter.rounds)
        view.rounds << QString::fromStdString(r);
    view.benchmark = QString::fromStdString(params.filter.benchmark);
    if (!families.isEmpty()) {
        std::set<QString> hidden;
        for (const AnalysisPoint& p : points) {
            ViewState scope;
            scope.rounds = view.rounds;
            scope.benchmark = view.benchmark;
            const QString family = QString::fromStdString(p.family);
            if (scope.accepts(p) && !families.contains(family))
                hidden.insert(family);
        }
        view.hiddenFamilies = QStringList(hidden.begin(), hidden.end());
    }
    const auto reference =
        referenceFromOption(points, params.filter.rounds, params.filter.benchmark, ref,
                            QStringLiteral("reference"), error);
    if (!reference)
        return std::nullopt;
    view.analysis.reference = *reference;
    std::set<QString> excluded;
    for (const QString& e : excludes) {
        const auto keys =
            resolvePointKeys(points, params.filter.rounds, params.filter.benchmark, e);
        if (keys.empty())
            std::fprintf(stderr, "%s: --exclude %s matches no result set\n", command,
                         qPrintable(e));
        for (const std::string& key : keys)
            excluded.insert(QString::fromStdString(key));
    }
    view.excluded = QStringList(excluded.begin(), excluded.end());
    // Folders by absolute path: the session must work from any working directory.
    const QStringList dirs = parser.values(QStringLiteral("data"));
    if (!dirs.isEmpty()) {
        view.dataSources.clear();
        for (const QString& dir : dirs)
            view.dataSources << QFileInfo(dir).absoluteFilePath();
    }
    return view;
}

} // namespace mlpe::cli
