#include "summarytablewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mlpe {

QString SummaryTableWriter::csvField(const QString& text) {
    const bool needsQuotes = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
                             text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')) ||
                             (!text.isEmpty() && (text.front().isSpace() || text.back().isSpace()));
    if (!needsQuotes)
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray SummaryTableWriter::toCsv(const SummaryTable& table) {
    QString out = SummaryTable::columns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int r = 0; r < table.rowCount(); ++r) {
        const auto& row = table.row(r);
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0)
                out += QLatin1Char(',');
            out += csvField(SummaryTable::cellText(row[c]));
        }
        out += QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray SummaryTableWriter::toJson(const SummaryTable& table) {
    const QStringList& columns = SummaryTable::columns();
    QJsonArray rows;
    for (int r = 0; r < table.rowCount(); ++r) {
        const auto& row = table.row(r);
        QJsonObject object;
        for (std::size_t c = 0; c < row.size(); ++c)
            object.insert(columns[static_cast<qsizetype>(c)], QJsonValue::fromVariant(row[c]));
        rows.append(object);
    }
    return QJsonDocument(rows).toJson(QJsonDocument::Indented);
}

} // namespace mlpe
