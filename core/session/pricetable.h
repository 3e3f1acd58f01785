#pragma once

#include "core/io/expected.h"
#include "core/model/dataset.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace mlpe {

// What an accelerator-hour of each family costs, as the user gave it: never a built-in number.
// One currency per table (costs in two currencies cannot be compared). As CSV:
//   family,price_per_accelerator_hour,currency
//   H100,2.5,USD
// Reading is all or nothing: the first bad row refuses the whole file with a message naming the
// file and the line, and nothing of it is applied.
//
// Every price, wherever it comes from (a price file, the window's dialog, a session), lies in
// [kMinPrice, kMaxPrice]: no cost to train overflows or vanishes (N x T x price stays far from
// the limits of a double), and a table one part of the program accepts, every other part
// accepts too (a price saved into a session opens again).
class PriceTable {
public:
    static constexpr const char* kHeader = "family,price_per_accelerator_hour,currency";
    // A price file is a few lines; anything larger is refused before it is parsed.
    static constexpr qint64 kMaxFileBytes = qint64(1) << 20;
    static constexpr int kMaxFamilies = 10000;
    static constexpr double kMinPrice = 1e-9;
    static constexpr double kMaxPrice = 1e15;

    // Whether `price` is finite and within [kMinPrice, kMaxPrice].
    static bool inRange(double price);
    // "the range of prices, 1e-9 to 1e15", for messages.
    static QString rangeText();

    bool isEmpty() const { return m_prices.isEmpty(); }
    QString currency() const { return m_currency; }
    // Families with a price, sorted.
    QStringList families() const { return m_prices.keys(); }
    std::optional<double> priceOf(const QString& family) const;
    const QMap<QString, double>& prices() const { return m_prices; }

    // A table of `prices` (family -> price per accelerator-hour) in `currency`; refused (naming
    // the family) when a price is outside the range, a family or the currency is empty, or
    // `knownFamilies` (when given) does not hold a family, a family or the currency holds a NUL.
    // No prices at all give an empty table
    // (the window's dialog with every price cleared).
    static Expected<PriceTable> make(const QMap<QString, double>& prices, const QString& currency,
                                     const std::optional<QStringList>& knownFamilies);

    // Parses the CSV. Refused, with "FILE: line L: ...": a wrong header; a row without three
    // fields; an empty or (with `knownFamilies`) unknown family; a family given twice; a price
    // that is not a number, not finite, zero or negative, or outside the range; an empty
    // currency, or a currency different from the first row's; a NUL in a family or currency
    // (no CSV cell can hold one); a file with the header and no rows. Blank lines are skipped; a
    // UTF-8 byte-order mark and CRLF line ends are accepted; a family or currency that toCsv()
    // neutralised (a quote before =, +, -, @: csvTextValue()) reads back as it was.
    static Expected<PriceTable> fromCsv(const QByteArray& csv, const QString& fileName,
                                        const std::optional<QStringList>& knownFamilies);
    static Expected<PriceTable> readFile(const QString& path,
                                         const std::optional<QStringList>& knownFamilies);
    // Header and one row per family (sorted), prices in shortest round-trip form: fromCsv of it
    // gives the same table.
    QByteArray toCsv() const;
    Expected<void> writeFile(const QString& path) const;

    bool operator==(const PriceTable& other) const = default;

private:
    QMap<QString, double> m_prices;
    QString m_currency;
};

// The accelerator families a price may name: those of the dataset's result sets, sorted.
QStringList priceableFamilies(const Dataset& dataset);

} // namespace mlpe
