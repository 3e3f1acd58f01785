#include "summarytablewriter.h"

#include "core/io/csvtext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace mlpe {

QByteArray SummaryTableWriter::toCsv(const SummaryTable& table) {
    QString out = SummaryTable::columns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int r = 0; r < table.rowCount(); ++r) {
        const auto& row = table.row(r);
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0)
                out += QLatin1Char(',');
            out += csvField(SummaryTable::cellText(row[c], int(c)));
        }
        out += QLatin1Char('\n');
    }
    return out.toUtf8();
}

namespace {

// One JSON value; strings escaped by QJsonDocument itself, numbers as in the CSV
// (SummaryTable::cellText: shortest round-trip form, score/energy with at least 12 significant
// digits — trailing zeros are valid JSON), non-finite numbers and missing values as null.
QByteArray jsonValue(const QVariant& cell, int column) {
    if (cell.isNull())
        return "null";
    if (cell.typeId() == QMetaType::Double) {
        const double value = cell.toDouble();
        return std::isfinite(value) ? SummaryTable::cellText(cell, column).toLatin1()
                                    : QByteArray("null");
    }
    if (cell.typeId() == QMetaType::Int)
        return QByteArray::number(cell.toInt());
    const QByteArray wrapped =
        QJsonDocument(QJsonArray{cell.toString()}).toJson(QJsonDocument::Compact); // ["..."]
    return wrapped.mid(1, wrapped.size() - 2);
}

} // namespace

QByteArray SummaryTableWriter::toJson(const SummaryTable& table) {
    // Written by hand rather than through QJsonObject so that keys keep the column order.
    const QStringList& columns = SummaryTable::columns();
    std::vector<QByteArray> keys;
    for (const QString& column : columns)
        keys.push_back("\"" + column.toUtf8() + "\": ");
    QByteArray out = "[";
    for (int r = 0; r < table.rowCount(); ++r) {
        const auto& row = table.row(r);
        out += r == 0 ? "\n  {" : ",\n  {";
        for (std::size_t c = 0; c < row.size(); ++c) {
            out += c == 0 ? "\n    " : ",\n    ";
            out += keys[c] + jsonValue(row[c], int(c));
        }
        out += "\n  }";
    }
    out += table.rowCount() > 0 ? "\n]\n" : "]\n";
    return out;
}

} // namespace mlpe
