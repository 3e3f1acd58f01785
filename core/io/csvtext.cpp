#include "csvtext.h"

#include <QRegularExpression>

namespace mlpe {

namespace {

// What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection"), after any single
// quotes in front: "'=x" gets a quote too, so that csvTextValue() gives back exactly "'=x".
bool startsFormula(const QString& text) {
    qsizetype i = 0;
    while (i < text.size() && text.at(i) == u'\'')
        ++i;
    if (i == text.size())
        return false;
    const QChar c = text.at(i);
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

} // namespace

bool isCsvNumber(const QString& text) {
    // Anchored at the very end ("$" would also match before a final newline).
    static const QRegularExpression number(QRegularExpression::anchoredPattern(
        QStringLiteral(R"([+-]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][+-]?[0-9]+)?)")));
    return number.match(text).hasMatch();
}

QString csvField(const QString& text) {
    QString cell = text;
    cell.replace(QChar(0), QChar(QChar::ReplacementCharacter));
    if (startsFormula(cell) && !isCsvNumber(cell))
        cell.prepend(u'\'');
    const bool needsQuotes = cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')) ||
                             cell.contains(QLatin1Char('\n')) || cell.contains(QLatin1Char('\r')) ||
                             (!cell.isEmpty() && (cell.front().isSpace() || cell.back().isSpace()));
    if (!needsQuotes)
        return cell;
    cell.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + cell + QLatin1Char('"');
}

QString csvTextValue(const QString& field) {
    if (field.startsWith(u'\'') && startsFormula(field))
        return field.mid(1);
    return field;
}

std::optional<QStringList> splitCsvLine(const QString& line) {
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields << field;
            field.clear();
        } else {
            field += c;
        }
    }
    if (quoted)
        return std::nullopt;
    fields << field;
    return fields;
}

} // namespace mlpe
