// PriceTable::fromCsv on an arbitrary price file: a table or an error, never both; a table holds
// at least one price, every price finite and within PriceTable's one range, a family and a
// currency that are not empty; and what it writes back (toCsv, formula-like names neutralised)
// reads again to the same table.
#include "core/session/pricetable.h"

#include <QByteArray>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto table = mlpe::PriceTable::fromCsv(bytes, QStringLiteral("fuzz.csv"), std::nullopt);
    if (table.hasValue() == !table.error().isEmpty())
        __builtin_trap();
    if (!table)
        return 0;
    if (table->isEmpty() || table->currency().trimmed().isEmpty() ||
        table->prices().size() > mlpe::PriceTable::kMaxFamilies)
        __builtin_trap();
    for (auto it = table->prices().cbegin(); it != table->prices().cend(); ++it)
        if (it.key().trimmed().isEmpty() || !mlpe::PriceTable::inRange(it.value()))
            __builtin_trap();
    const auto again =
        mlpe::PriceTable::fromCsv(table->toCsv(), QStringLiteral("rewritten.csv"), std::nullopt);
    if (!again || !(*again == *table))
        __builtin_trap();
    return 0;
}
