#include "pricetable.h"

#include "core/io/atomicwrite.h"
#include "core/io/csvtext.h"
#include "core/io/regularfile.h"

#include <QLocale>
#include <cmath>

namespace mlpe {

namespace {

// Why `text` is not a usable price, or empty when it is one (stored in `price`).
QString priceProblem(const QString& text, double& price) {
    bool ok = false;
    price = QLocale::c().toDouble(text, &ok);
    if (!ok)
        return QStringLiteral("price \"%1\" is not a number").arg(text);
    if (!std::isfinite(price))
        return QStringLiteral("price \"%1\" is not finite").arg(text);
    if (price <= 0.0)
        return QStringLiteral("price %1 must be greater than zero").arg(text);
    if (!PriceTable::inRange(price))
        return QStringLiteral("price %1 is outside %2").arg(text, PriceTable::rangeText());
    return {};
}

// A NUL cannot be written to a CSV cell (csvField() makes it U+FFFD), so a family or currency
// holding one could never be saved and read back as itself.
bool holdsNul(const QString& text) {
    return text.contains(QChar(0));
}

} // namespace

bool PriceTable::inRange(double price) {
    return std::isfinite(price) && price >= kMinPrice && price <= kMaxPrice;
}

QString PriceTable::rangeText() {
    return QStringLiteral("the range of prices, 1e-9 to 1e15");
}

std::optional<double> PriceTable::priceOf(const QString& family) const {
    const auto it = m_prices.constFind(family);
    if (it == m_prices.constEnd())
        return std::nullopt;
    return it.value();
}

Expected<PriceTable> PriceTable::make(const QMap<QString, double>& prices, const QString& currency,
                                      const std::optional<QStringList>& knownFamilies) {
    PriceTable table;
    if (prices.isEmpty())
        return table; // no prices: no currency either
    if (currency.trimmed().isEmpty())
        return Failure{QStringLiteral("the prices have no currency")};
    if (holdsNul(currency))
        return Failure{QStringLiteral("the currency holds a NUL character")};
    if (prices.size() > kMaxFamilies)
        return Failure{
            QStringLiteral("%1 prices (at most %2)").arg(prices.size()).arg(kMaxFamilies)};
    for (auto it = prices.cbegin(); it != prices.cend(); ++it) {
        if (it.key().trimmed().isEmpty())
            return Failure{QStringLiteral("a price has no family")};
        if (holdsNul(it.key()))
            return Failure{QStringLiteral("a family holds a NUL character")};
        if (knownFamilies && !knownFamilies->contains(it.key()))
            return Failure{QStringLiteral("family \"%1\" is not an accelerator family of the data")
                               .arg(it.key())};
        if (!inRange(it.value()))
            return Failure{QStringLiteral("family \"%1\": price %2 is outside %3")
                               .arg(it.key())
                               .arg(it.value())
                               .arg(rangeText())};
    }
    table.m_prices = prices;
    table.m_currency = currency.trimmed();
    return table;
}

Expected<PriceTable> PriceTable::fromCsv(const QByteArray& csv, const QString& fileName,
                                         const std::optional<QStringList>& knownFamilies) {
    QString text = QString::fromUtf8(csv);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = text.split(u'\n');
    const auto refuse = [&](qsizetype index, const QString& message) {
        return Failure{QStringLiteral("%1: line %2: %3").arg(fileName).arg(index + 1).arg(message)};
    };
    PriceTable table;
    bool header = false;
    QMap<QString, qsizetype> firstLine;
    qsizetype currencyLine = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        if (!header) {
            if (line.trimmed() != QLatin1String(kHeader))
                return refuse(i, QStringLiteral("expected the header \"%1\"").arg(kHeader));
            header = true;
            continue;
        }
        const std::optional<QStringList> fields = splitCsvLine(line);
        if (!fields)
            return refuse(i, QStringLiteral("a quoted field is not closed"));
        if (fields->size() != 3)
            return refuse(i, QStringLiteral("expected 3 fields (family, price, currency), found %1")
                                 .arg(fields->size()));
        // As toCsv() wrote them: a family or currency that looked like a formula got a quote.
        const QString family = csvTextValue(fields->at(0).trimmed());
        const QString currency = csvTextValue(fields->at(2).trimmed());
        if (family.isEmpty())
            return refuse(i, QStringLiteral("the family is empty"));
        if (holdsNul(family) || holdsNul(currency))
            return refuse(i, QStringLiteral("a NUL character in the family or the currency"));
        if (knownFamilies && !knownFamilies->contains(family))
            return refuse(i,
                          QStringLiteral("family \"%1\" is not an accelerator family of the data")
                              .arg(family));
        if (firstLine.contains(family))
            return refuse(i, QStringLiteral("family \"%1\" is given twice (first on line %2)")
                                 .arg(family)
                                 .arg(firstLine.value(family) + 1));
        double price = 0.0;
        if (const QString problem = priceProblem(fields->at(1).trimmed(), price);
            !problem.isEmpty())
            return refuse(i, problem);
        if (currency.isEmpty())
            return refuse(i, QStringLiteral("the currency is empty"));
        if (!table.m_currency.isEmpty() && currency != table.m_currency)
            return refuse(i, QStringLiteral("currency %1 differs from %2 on line %3: costs in two "
                                            "currencies cannot be compared; give one currency")
                                 .arg(currency, table.m_currency)
                                 .arg(currencyLine + 1));
        if (table.m_prices.size() >= kMaxFamilies)
            return refuse(i, QStringLiteral("more than %1 prices").arg(kMaxFamilies));
        if (currencyLine < 0)
            currencyLine = i;
        table.m_currency = currency;
        table.m_prices.insert(family, price);
        firstLine.insert(family, i);
    }
    if (!header)
        return Failure{
            QStringLiteral("%1: line 1: expected the header \"%2\"").arg(fileName, kHeader)};
    // A file of prices that gives none is a mistake (a wrong or truncated file), never an
    // empty table that quietly turns money off.
    if (table.m_prices.isEmpty())
        return Failure{
            QStringLiteral("%1: no prices: the file has the header and no rows").arg(fileName)};
    return table;
}

Expected<PriceTable> PriceTable::readFile(const QString& path,
                                          const std::optional<QStringList>& knownFamilies) {
    const Expected<QByteArray> bytes = RegularFile::readAll(path, kMaxFileBytes);
    if (!bytes)
        return Failure{QStringLiteral("%1: cannot open: %2").arg(path, bytes.error())};
    return fromCsv(*bytes, path, knownFamilies);
}

QByteArray PriceTable::toCsv() const {
    QString out = QLatin1String(kHeader) + u'\n';
    for (auto it = m_prices.cbegin(); it != m_prices.cend(); ++it)
        out += csvField(it.key()) + u',' +
               QString::number(it.value(), 'g', QLocale::FloatingPointShortest) + u',' +
               csvField(m_currency) + u'\n';
    return out.toUtf8();
}

Expected<void> PriceTable::writeFile(const QString& path) const {
    return writeFileAtomically(path, toCsv());
}

} // namespace mlpe

namespace mlpe {

QStringList priceableFamilies(const Dataset& dataset) {
    QStringList families;
    for (const ResultSet& set : dataset.resultSets)
        families << set.systemDescription.accelerator.family;
    families.sort();
    families.removeDuplicates();
    return families;
}

} // namespace mlpe
