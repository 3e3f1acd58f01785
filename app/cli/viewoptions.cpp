#include "viewoptions.h"

#include "core/model/benchmarkcatalog.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace mlpe::cli {

using namespace analysis;

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

Expected<ReferenceParams> referenceFromOption(const std::vector<AnalysisPoint>& points,
                                              const std::vector<std::string>& rounds,
                                              const std::string& benchmark, const QString& text,
                                              const QString& optionName) {
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
    if (keys.size() > 1)
        return Failure{QStringLiteral("--%1 %2 matches %3 rounds; add --round")
                           .arg(optionName, text)
                           .arg(keys.size())};
    // An unknown key is not fatal: the paper rule applies and the output says why.
    reference.userKey = keys.empty() ? text.toStdString() : keys.front();
    return reference;
}

} // namespace mlpe::cli
