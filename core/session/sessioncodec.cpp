#include "sessioncodec.h"

#include "core/analysis/analysislabels.h"
#include "core/io/atomicwrite.h"
#include "core/io/jsontextscan.h"
#include "core/io/logging.h"
#include "core/io/regularfile.h"
#include "core/model/analysisinput.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <utility>

namespace mlpe {

namespace {

using namespace analysis;

// Stable names in the file: the tables of analysislabels.h and viewstate.h (enumnames.h).
const auto& kStrategies = kReferenceStrategyNames;
const auto& kFeatures = kFeatureNames;
const auto& kStandardisations = kStandardisationNames;

template <typename Enum, std::size_t N>
QString qNameOf(const EnumNames<Enum, N>& table, Enum value) {
    const std::string_view name = nameOf(table, value);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

template <typename Enum, std::size_t N>
std::optional<Enum> qValueOf(const EnumNames<Enum, N>& table, const QString& name) {
    return valueOfName(table, name.toStdString());
}

template <typename Enum, std::size_t N> QString qNamesOf(const EnumNames<Enum, N>& table) {
    return QString::fromStdString(allNames(table));
}

QJsonArray toArray(const QStringList& list) {
    return QJsonArray::fromStringList(list);
}

QJsonArray rangeArray(const QRectF& r) {
    return QJsonArray{r.left(), r.right(), r.top(), r.bottom()};
}

// A value from the file quoted in a message: at most 80 characters of it.
QString shown(const QString& text) {
    return text.size() <= 80 ? text : text.left(77) + QStringLiteral("...");
}

// Reads one JSON object with strict checks; the first problem wins and names its JSON path.
class Reader {
public:
    Reader(QJsonObject object, QString path, QString* error)
        : m_object(std::move(object))
        , m_path(std::move(path))
        , m_error(error) {}

    bool failed() const { return !m_error->isEmpty(); }
    void fail(const QString& key, const QString& message) {
        if (!failed())
            *m_error = QStringLiteral("%1: %2").arg(where(key), message);
    }
    QString where(const QString& key) const { return m_path.isEmpty() ? key : m_path + u'.' + key; }
    bool has(const QString& key) const { return m_object.contains(key); }

    // Refuses keys this version does not know (a typo or a newer writer must not be ignored).
    void onlyKeys(std::initializer_list<const char*> known) {
        for (const QString& key : m_object.keys()) {
            const bool ok = std::any_of(known.begin(), known.end(),
                                        [&](const char* k) { return key == QLatin1String(k); });
            if (!ok)
                fail(key, QStringLiteral("unknown key"));
        }
    }

    std::optional<Reader> object(const QString& key) {
        if (!has(key))
            return Reader(QJsonObject(), where(key), m_error);
        if (!m_object.value(key).isObject()) {
            fail(key, QStringLiteral("expected an object"));
            return std::nullopt;
        }
        return Reader(m_object.value(key).toObject(), where(key), m_error);
    }

    void string(const QString& key, QString& out) {
        if (!has(key))
            return;
        const QJsonValue v = m_object.value(key);
        if (!v.isString())
            return fail(key, QStringLiteral("expected a string"));
        if (!boundedText(key, v.toString()))
            return;
        out = v.toString();
    }

    // Every text of a session is a name, a key or a path: a longer one is no such thing, and
    // would be printed back in messages (an 8 MB pick once made 24 MB of stderr).
    bool boundedText(const QString& key, const QString& text) {
        if (text.size() <= SessionCodec::kMaxTextLength)
            return true;
        fail(key, QStringLiteral("a text of %1 characters (at most %2)")
                      .arg(text.size())
                      .arg(SessionCodec::kMaxTextLength));
        return false;
    }

    void strings(const QString& key, QStringList& out) {
        if (!has(key))
            return;
        const QJsonValue v = m_object.value(key);
        if (!v.isArray())
            return fail(key, QStringLiteral("expected an array of strings"));
        QStringList list;
        const QJsonArray array = v.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString at = QStringLiteral("%1[%2]").arg(key).arg(i);
            if (!array.at(i).isString())
                return fail(at, QStringLiteral("expected a string"));
            if (!boundedText(at, array.at(i).toString()))
                return;
            list << array.at(i).toString();
        }
        // A repeated entry means nothing more than the first one ("sources": ["embedded"] x 1000
        // would load the data 1000 times): collapsed, first occurrence kept, order otherwise
        // unchanged.
        list.removeDuplicates();
        if (list.size() > SessionCodec::kMaxListEntries)
            return fail(key, QStringLiteral("%1 different entries (at most %2)")
                                 .arg(list.size())
                                 .arg(SessionCodec::kMaxListEntries));
        out = list;
    }

    void number(const QString& key, double& out, double min, double max) {
        if (!has(key))
            return;
        const QJsonValue v = m_object.value(key);
        if (!v.isDouble())
            return fail(key, QStringLiteral("expected a number"));
        const double d = v.toDouble();
        if (!std::isfinite(d) || d < min || d > max)
            return fail(key,
                        QStringLiteral("%1 is out of range (%2 to %3)").arg(d).arg(min).arg(max));
        out = d;
    }

    void integer(const QString& key, int& out, int min, int max) {
        double d = out;
        number(key, d, min, max);
        if (failed())
            return;
        if (d != std::floor(d))
            return fail(key, QStringLiteral("expected a whole number"));
        out = static_cast<int>(d);
    }

    void boolean(const QString& key, bool& out) {
        if (!has(key))
            return;
        if (!m_object.value(key).isBool())
            return fail(key, QStringLiteral("expected true or false"));
        out = m_object.value(key).toBool();
    }

    template <typename Enum, std::size_t N>
    void choice(const QString& key, const EnumNames<Enum, N>& table, Enum& out) {
        QString name;
        string(key, name);
        if (failed() || !has(key))
            return;
        const auto value = qValueOf(table, name);
        if (!value)
            return fail(key, QStringLiteral("unknown value \"%1\" (expected one of: %2)")
                                 .arg(shown(name), qNamesOf(table)));
        out = *value;
    }

    QJsonValue value(const QString& key) const { return m_object.value(key); }
    QString* errorSink() const { return m_error; }

private:
    QJsonObject m_object;
    QString m_path;
    QString* m_error;
};

void readFilter(Reader& r, ViewState& s) {
    r.onlyKeys({"rounds", "benchmark", "hidden_divisions", "hidden_availabilities",
                "hidden_submitters", "hidden_families", "only_families", "min_accelerators",
                "max_accelerators", "group_by"});
    r.strings(QStringLiteral("rounds"), s.rounds);
    r.string(QStringLiteral("benchmark"), s.benchmark);
    r.strings(QStringLiteral("hidden_divisions"), s.hiddenDivisions);
    r.strings(QStringLiteral("hidden_availabilities"), s.hiddenAvailabilities);
    r.strings(QStringLiteral("hidden_submitters"), s.hiddenSubmitters);
    r.strings(QStringLiteral("hidden_families"), s.hiddenFamilies);
    r.strings(QStringLiteral("only_families"), s.onlyFamilies);
    r.integer(QStringLiteral("min_accelerators"), s.minAccelerators, 0, 1 << 30);
    r.integer(QStringLiteral("max_accelerators"), s.maxAccelerators, 0, 1 << 30);
    r.choice(QStringLiteral("group_by"), analysis::kHardwareGroupingNames, s.hardwareGrouping);
}

void readReference(Reader& r, ViewState& s) {
    r.onlyKeys({"strategy", "pick"});
    r.choice(QStringLiteral("strategy"), kStrategies, s.analysis.reference.strategy);
    QString pick;
    r.string(QStringLiteral("pick"), pick);
    s.analysis.reference.userKey = pick.toStdString();
}

// {"strategy": "paper" | "user" | "family", "pick": KEY, "families": [...]}
void readScenario(Reader& r, ComparisonScenario& scenario) {
    r.onlyKeys({"strategy", "pick", "families"});
    r.choice(QStringLiteral("strategy"), kStrategies, scenario.reference.strategy);
    QString pick;
    r.string(QStringLiteral("pick"), pick);
    scenario.reference.userKey = pick.toStdString();
    QStringList families;
    r.strings(QStringLiteral("families"), families);
    scenario.families.clear();
    for (const QString& f : families)
        scenario.families.push_back(f.toStdString());
}

QJsonObject scenarioJson(const ComparisonScenario& scenario) {
    QStringList families;
    for (const std::string& f : scenario.families)
        families << QString::fromStdString(f);
    return QJsonObject{
        {QStringLiteral("strategy"), qNameOf(kStrategies, scenario.reference.strategy)},
        {QStringLiteral("pick"), QString::fromStdString(scenario.reference.userKey)},
        {QStringLiteral("families"), toArray(families)},
    };
}

void readBreakEven(Reader& r, ViewState& s) {
    r.onlyKeys({"tau", "lambda", "sensitivity_max_n", "lambda_money"});
    r.number(QStringLiteral("tau"), s.analysis.breakEven.tau, 1e-9, 1e9);
    r.number(QStringLiteral("lambda"), s.analysis.breakEven.lambda, 0, 1e12);
    r.integer(QStringLiteral("sensitivity_max_n"), s.analysis.sensitivity.maxReferenceAccelerators,
              0, 1 << 30);
    r.number(QStringLiteral("lambda_money"), s.analysis.cost.lambdaMoney, 0, 1e9);
}

// [{"family", "price_per_accelerator_hour", "currency"}, ...]: checked as a price file is (a
// positive finite price, a family once, one currency); the families are checked against the
// data by whoever loads it.
void readPrices(Reader& r, const QJsonValue& value, ViewState& s) {
    if (!value.isArray())
        return r.fail(QStringLiteral("prices"), QStringLiteral("expected an array of objects"));
    const QJsonArray array = value.toArray();
    QMap<QString, double> prices;
    QString currency;
    for (qsizetype i = 0; i < array.size() && !r.failed(); ++i) {
        const QString at = QStringLiteral("prices[%1]").arg(i);
        if (!array.at(i).isObject())
            return r.fail(at, QStringLiteral("expected an object"));
        Reader entry(array.at(i).toObject(), r.where(at), r.errorSink());
        entry.onlyKeys({"family", "price_per_accelerator_hour", "currency"});
        QString family, entryCurrency;
        double price = 0.0;
        entry.string(QStringLiteral("family"), family);
        entry.number(QStringLiteral("price_per_accelerator_hour"), price, PriceTable::kMinPrice,
                     PriceTable::kMaxPrice);
        entry.string(QStringLiteral("currency"), entryCurrency);
        if (entry.failed())
            return;
        if (family.trimmed().isEmpty())
            return entry.fail(QStringLiteral("family"), QStringLiteral("is empty"));
        if (prices.contains(family))
            return entry.fail(QStringLiteral("family"),
                              QStringLiteral("\"%1\" is given twice").arg(family));
        if (entryCurrency.trimmed().isEmpty())
            return entry.fail(QStringLiteral("currency"), QStringLiteral("is empty"));
        if (!currency.isEmpty() && entryCurrency.trimmed() != currency)
            return entry.fail(QStringLiteral("currency"),
                              QStringLiteral("%1 differs from %2: costs in two currencies cannot "
                                             "be compared")
                                  .arg(entryCurrency.trimmed(), currency));
        currency = entryCurrency.trimmed();
        prices.insert(family, price);
    }
    Expected<PriceTable> table = PriceTable::make(prices, currency, std::nullopt);
    if (!table)
        return r.fail(QStringLiteral("prices"), table.error());
    s.prices = *table;
}

QJsonArray pricesJson(const PriceTable& table) {
    QJsonArray array;
    for (auto it = table.prices().cbegin(); it != table.prices().cend(); ++it)
        array.append(QJsonObject{{QStringLiteral("family"), it.key()},
                                 {QStringLiteral("price_per_accelerator_hour"), it.value()},
                                 {QStringLiteral("currency"), table.currency()}});
    return array;
}

void readClustering(Reader& r, ViewState& s) {
    ClusteringParams& c = s.analysis.clustering;
    r.onlyKeys({"k", "seed", "features", "standardisation"});
    if (r.has(QStringLiteral("k"))) {
        if (r.value(QStringLiteral("k")) == QJsonValue(QStringLiteral("auto")))
            c.k = 0;
        else if (r.value(QStringLiteral("k")).isDouble())
            r.integer(QStringLiteral("k"), c.k, 1, 1000);
        else
            r.fail(QStringLiteral("k"), QStringLiteral("expected \"auto\" or a number"));
    }
    // A string: JSON numbers are doubles, which cannot hold every 64-bit seed.
    QString seed;
    r.string(QStringLiteral("seed"), seed);
    if (r.has(QStringLiteral("seed")) && !r.failed()) {
        // The command line's range (--seed): the JSON reports print the seed as a signed 64-bit
        // integer, so a larger one would read back as a negative number.
        bool ok = false;
        const qlonglong value = seed.toLongLong(&ok);
        if (!ok || value < 0 || seed.trimmed() != seed)
            r.fail(QStringLiteral("seed"),
                   QStringLiteral("expected a whole number from 0 to 9223372036854775807 as a "
                                  "string (got \"%1\")")
                       .arg(shown(seed)));
        else
            c.seed = static_cast<std::uint64_t>(value);
    }
    QStringList features;
    r.strings(QStringLiteral("features"), features);
    if (r.has(QStringLiteral("features")) && !r.failed()) {
        std::vector<Feature> list;
        for (const QString& name : features) {
            const auto f = qValueOf(kFeatures, name);
            if (!f)
                return r.fail(QStringLiteral("features"),
                              QStringLiteral("unknown feature \"%1\" (expected: %2)")
                                  .arg(shown(name), qNamesOf(kFeatures)));
            if (std::find(list.begin(), list.end(), *f) == list.end())
                list.push_back(*f);
        }
        if (list.empty())
            return r.fail(QStringLiteral("features"), QStringLiteral("at least one feature"));
        c.features = list;
    }
    r.choice(QStringLiteral("standardisation"), kStandardisations, c.standardisation);
}

void readView(Reader& r, ViewState& s) {
    r.onlyKeys({"chart", "zoom", "table", "colour_by", "fit_curves"});
    r.string(QStringLiteral("chart"), s.chart);
    if (!s.chart.isEmpty()) {
        const QString id = ViewState::chartIdOf(s.chart);
        if (id.isEmpty())
            return r.fail(
                QStringLiteral("chart"),
                QStringLiteral("unknown chart \"%1\" (expected one of: %2)")
                    .arg(shown(s.chart), ViewState::chartIds().join(QStringLiteral(", "))));
        s.chart = id;
    }
    r.boolean(QStringLiteral("fit_curves"), s.fitCurves); // absent: off
    r.choice(QStringLiteral("colour_by"), kColourByNames, s.colourBy);
    if (auto zoom = r.object(QStringLiteral("zoom"))) {
        const QJsonObject ranges = r.value(QStringLiteral("zoom")).toObject();
        for (auto it = ranges.begin(); it != ranges.end(); ++it) {
            // The first unknown chart refuses the file: a typo or a newer chart, never kept.
            const QString id = ViewState::chartIdOf(it.key());
            if (id.isEmpty())
                return zoom->fail(shown(it.key()),
                                  QStringLiteral("unknown chart (expected one of: %1)")
                                      .arg(ViewState::chartIds().join(QStringLiteral(", "))));
            const QJsonArray a = it.value().toArray();
            const bool ok = it.value().isArray() && a.size() == 4 &&
                            std::all_of(a.begin(), a.end(), [](const QJsonValue& v) {
                                return v.isDouble() && std::isfinite(v.toDouble());
                            });
            if (!ok || !(a[0].toDouble() < a[1].toDouble()) || !(a[2].toDouble() < a[3].toDouble()))
                return zoom->fail(it.key(),
                                  QStringLiteral("expected [x min, x max, y min, y max], each "
                                                 "minimum below its maximum"));
            s.zoom.insert(id, QRectF(QPointF(a[0].toDouble(), a[2].toDouble()),
                                     QPointF(a[1].toDouble(), a[3].toDouble())));
        }
    }
    if (auto table = r.object(QStringLiteral("table"))) {
        table->onlyKeys({"sort_column", "sort_descending", "hidden_columns"});
        table->integer(QStringLiteral("sort_column"), s.sortColumn, -1, 1000);
        table->boolean(QStringLiteral("sort_descending"), s.sortDescending);
        if (table->has(QStringLiteral("hidden_columns"))) {
            const QJsonValue v =
                r.value(QStringLiteral("table")).toObject().value(QStringLiteral("hidden_columns"));
            const QJsonArray a = v.toArray();
            const bool ok = v.isArray() && std::all_of(a.begin(), a.end(), [](const QJsonValue& c) {
                                return c.isDouble() && c.toDouble() >= 0 && c.toDouble() < 1000 &&
                                       c.toDouble() == std::floor(c.toDouble());
                            });
            if (!ok)
                return table->fail(QStringLiteral("hidden_columns"),
                                   QStringLiteral("expected an array of column numbers"));
            s.hiddenColumns.clear();
            for (const QJsonValue& c : a)
                s.hiddenColumns << c.toInt();
            std::sort(s.hiddenColumns.begin(), s.hiddenColumns.end());
            s.hiddenColumns.erase(std::unique(s.hiddenColumns.begin(), s.hiddenColumns.end()),
                                  s.hiddenColumns.end());
            s.hasHiddenColumns = true;
        }
    }
}

int lineOfOffset(const QByteArray& json, int offset) {
    return 1 + static_cast<int>(std::count(
                   json.begin(), json.begin() + std::min<qsizetype>(offset, json.size()), '\n'));
}

} // namespace

QJsonObject SessionCodec::toJsonObject(const ViewState& s) {
    QJsonObject root;
    root[QStringLiteral("format")] = QString::fromLatin1(kFormat);
    root[QStringLiteral("version")] = kVersion;
    root[QStringLiteral("data")] = QJsonObject{{QStringLiteral("sources"), toArray(s.dataSources)}};
    QJsonObject filter{
        {QStringLiteral("rounds"), toArray(s.rounds)},
        {QStringLiteral("benchmark"), s.benchmark},
        {QStringLiteral("hidden_divisions"), toArray(s.hiddenDivisions)},
        {QStringLiteral("hidden_availabilities"), toArray(s.hiddenAvailabilities)},
        {QStringLiteral("hidden_submitters"), toArray(s.hiddenSubmitters)},
        {QStringLiteral("hidden_families"), toArray(s.hiddenFamilies)},
        {QStringLiteral("min_accelerators"), s.minAccelerators},
        {QStringLiteral("max_accelerators"), s.maxAccelerators},
    };
    // Written only when used: sessions without it keep their bytes, and older readers of this
    // version never meet it unless the user chose "Only this family".
    if (!s.onlyFamilies.isEmpty())
        filter[QStringLiteral("only_families")] = toArray(s.onlyFamilies);
    // Written only when not the default (family), so that earlier sessions keep their bytes.
    if (s.hardwareGrouping != analysis::HardwareGrouping::Family)
        filter[QStringLiteral("group_by")] =
            qNameOf(analysis::kHardwareGroupingNames, s.hardwareGrouping);
    root[QStringLiteral("filter")] = filter;
    root[QStringLiteral("excluded")] = toArray(s.excluded);
    const AnalysisParams& a = s.analysis;
    root[QStringLiteral("reference")] = QJsonObject{
        {QStringLiteral("strategy"), qNameOf(kStrategies, a.reference.strategy)},
        {QStringLiteral("pick"), QString::fromStdString(a.reference.userKey)},
    };
    QJsonObject breakEven{
        {QStringLiteral("tau"), a.breakEven.tau},
        {QStringLiteral("lambda"), a.breakEven.lambda},
        {QStringLiteral("sensitivity_max_n"), a.sensitivity.maxReferenceAccelerators},
    };
    // Money is written only when used, so that sessions without it keep their bytes.
    if (a.cost.lambdaMoney != 0.0)
        breakEven[QStringLiteral("lambda_money")] = a.cost.lambdaMoney;
    root[QStringLiteral("break_even")] = breakEven;
    QJsonArray features;
    for (Feature f : a.clustering.features)
        features.append(qNameOf(kFeatures, f));
    root[QStringLiteral("clustering")] = QJsonObject{
        {QStringLiteral("k"),
         a.clustering.k == 0 ? QJsonValue(QStringLiteral("auto")) : QJsonValue(a.clustering.k)},
        {QStringLiteral("seed"), QString::number(a.clustering.seed)},
        {QStringLiteral("features"), features},
        {QStringLiteral("standardisation"),
         qNameOf(kStandardisations, a.clustering.standardisation)},
    };
    root[QStringLiteral("comparison")] =
        QJsonObject{{QStringLiteral("a"), scenarioJson(s.scenarioA)},
                    {QStringLiteral("b"), scenarioJson(s.scenarioB)}};
    QJsonObject zoom;
    for (auto it = s.zoom.cbegin(); it != s.zoom.cend(); ++it)
        zoom[it.key()] = rangeArray(it.value());
    QJsonObject table{{QStringLiteral("sort_column"), s.sortColumn},
                      {QStringLiteral("sort_descending"), s.sortDescending}};
    if (s.hasHiddenColumns) {
        QJsonArray hidden;
        for (int c : s.hiddenColumns)
            hidden.append(c);
        table[QStringLiteral("hidden_columns")] = hidden;
    }
    QJsonObject view{{QStringLiteral("chart"), s.chart},
                     {QStringLiteral("zoom"), zoom},
                     {QStringLiteral("table"), table}};
    // Written only when not the default, so that earlier sessions stay byte-identical.
    if (s.colourBy != ColourBy::Family)
        view[QStringLiteral("colour_by")] = qNameOf(kColourByNames, s.colourBy);
    if (s.fitCurves)
        view[QStringLiteral("fit_curves")] = true;
    root[QStringLiteral("view")] = view;
    if (!s.prices.isEmpty())
        root[QStringLiteral("prices")] = pricesJson(s.prices);
    return root;
}

QByteArray SessionCodec::toJson(const ViewState& state) {
    return QJsonDocument(toJsonObject(state)).toJson(QJsonDocument::Indented);
}

Expected<ViewState> SessionCodec::fromJson(const QByteArray& json, const QString& fileName) {
    const auto refuse = [&](const QString& message) {
        return Expected<ViewState>(Failure{QStringLiteral("%1: %2").arg(fileName, message)});
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refuse(QStringLiteral("line %1: not a valid session file (%2)")
                          .arg(lineOfOffset(json, parseError.offset))
                          .arg(parseError.errorString()));
    if (!doc.isObject())
        return refuse(QStringLiteral("not a session file (expected a JSON object)"));
    // What QJsonDocument passes silently: a key given twice (it keeps one, unsaid) and a raw
    // control character in a string (not JSON).
    const JsonTextScan scan = JsonTextScan::scan(json);
    if (scan.controlCharacterLine() > 0)
        return refuse(QStringLiteral("line %1: not a valid session file (raw control character "
                                     "\\x%2 inside a string)")
                          .arg(scan.controlCharacterLine())
                          .arg(scan.controlCharacter(), 2, 16, QLatin1Char('0')));
    if (!scan.repeatedKeys().empty()) {
        const JsonTextScan::RepeatedKey& repeated = scan.repeatedKeys().front();
        const QString key = shown(repeated.key);
        return refuse(QStringLiteral("line %1: %2 is given twice (first on line %3): which "
                                     "value counts is ambiguous")
                          .arg(repeated.line)
                          .arg(repeated.path.isEmpty() ? key : shown(repeated.path) + u'.' + key)
                          .arg(repeated.firstLine));
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        return refuse(QStringLiteral("not a session file (\"format\" is not \"%1\")")
                          .arg(QLatin1String(kFormat)));
    const QJsonValue version = root.value(QStringLiteral("version"));
    // Quoted as written: a double would turn 1e300 into a format "0".
    QString versionText = QString::fromUtf8(scan.topLevelText(QStringLiteral("version")).left(40));
    if (versionText.isEmpty())
        versionText = QStringLiteral("none");
    if (!version.isDouble() || version.toDouble() < 1 ||
        version.toDouble() != std::floor(version.toDouble()))
        return refuse(
            QStringLiteral("version: expected a whole number from 1 (got %1)").arg(versionText));
    if (version.toDouble() > kVersion)
        return refuse(QStringLiteral("written by a newer MLPerf Scaling Explorer (session format "
                                     "%1; this version reads formats up to %2). Update the app "
                                     "to open it.")
                          .arg(versionText)
                          .arg(kVersion));

    QString error;
    ViewState s;
    Reader r(root, QString(), &error);
    r.onlyKeys({"format", "version", "data", "filter", "excluded", "reference", "break_even",
                "clustering", "comparison", "view", "prices"});
    if (auto data = r.object(QStringLiteral("data"))) {
        data->onlyKeys({"sources"});
        data->strings(QStringLiteral("sources"), s.dataSources);
        if (s.dataSources.isEmpty())
            data->fail(QStringLiteral("sources"), QStringLiteral("names no data"));
    }
    if (auto filter = r.object(QStringLiteral("filter")))
        readFilter(*filter, s);
    r.strings(QStringLiteral("excluded"), s.excluded);
    s.excluded.sort();
    s.excluded.removeDuplicates();
    if (auto reference = r.object(QStringLiteral("reference")))
        readReference(*reference, s);
    if (auto breakEven = r.object(QStringLiteral("break_even")))
        readBreakEven(*breakEven, s);
    if (auto clustering = r.object(QStringLiteral("clustering")))
        readClustering(*clustering, s);
    if (auto comparison = r.object(QStringLiteral("comparison"))) {
        comparison->onlyKeys({"a", "b"});
        if (auto a = comparison->object(QStringLiteral("a")))
            readScenario(*a, s.scenarioA);
        if (auto b = comparison->object(QStringLiteral("b")))
            readScenario(*b, s.scenarioB);
    }
    if (auto view = r.object(QStringLiteral("view")))
        readView(*view, s);
    if (r.has(QStringLiteral("prices")))
        readPrices(r, r.value(QStringLiteral("prices")), s);
    if (!error.isEmpty())
        return refuse(error);
    // Format 1 keyed points "round/submitter/system"; they name the session's benchmark's point.
    for (QString& key : s.excluded)
        key = upgradeLegacyPointKey(key, s.benchmark);
    s.excluded.sort();
    s.excluded.removeDuplicates();
    for (std::string* pick : {&s.analysis.reference.userKey, &s.scenarioA.reference.userKey,
                              &s.scenarioB.reference.userKey})
        *pick = upgradeLegacyPointKey(QString::fromStdString(*pick), s.benchmark).toStdString();
    return s;
}

Expected<ViewState> SessionCodec::readFile(const QString& path) {
    // As the import reads logs: only a regular file (a FIFO would block forever, /dev/zero never
    // ends), at most kMaxFileBytes, refused before it is parsed.
    const DebugTimer timer;
    const Expected<QByteArray> bytes = RegularFile::readAll(path, kMaxFileBytes);
    if (!bytes)
        return Failure{QStringLiteral("%1: cannot open: %2").arg(path, bytes.error())};
    Expected<ViewState> state = fromJson(*bytes, path);
    roomLogger("session").debug("read {} ({} bytes{}), {:.1f} ms", path.toStdString(),
                                bytes->size(), state ? "" : ", refused", timer.elapsedMs());
    return state;
}

Expected<void> SessionCodec::writeFile(const QString& path, const ViewState& state) {
    const DebugTimer timer;
    Expected<void> written = writeFileAtomically(path, toJson(state));
    roomLogger("session").debug("wrote {}{}, {:.1f} ms", path.toStdString(),
                                written ? "" : " (failed)", timer.elapsedMs());
    return written;
}

// Doubles are written in shortest round-trip form, so equal JSON means bit-equal values.
bool SessionCodec::sameView(const ViewState& a, const ViewState& b) {
    return toJsonObject(a) == toJsonObject(b);
}

bool SessionCodec::sameAnalysis(const ViewState& a, const ViewState& b) {
    QJsonObject x = toJsonObject(a);
    QJsonObject y = toJsonObject(b);
    x.remove(QStringLiteral("view"));
    y.remove(QStringLiteral("view"));
    return x == y;
}

} // namespace mlpe
