#include "svgfonts.h"

#include <QFont>
#include <QFontInfo>
#include <QRegularExpression>
#include <QStringList>

namespace mlpe::SvgFonts {

namespace {

// Names that are Qt's or CSS's aliases, not installed fonts.
bool isAlias(const QString& family) {
    static const QStringList aliases{QStringLiteral("sans serif"), QStringLiteral("sans"),
                                     QStringLiteral("sansserif"),  QStringLiteral("sans-serif"),
                                     QStringLiteral("serif"),      QStringLiteral("monospace")};
    return aliases.contains(family.trimmed().toLower());
}

QString quoted(const QString& family) {
    return family.contains(QLatin1Char(' ')) ? QLatin1Char('\'') + family + QLatin1Char('\'')
                                             : family;
}

} // namespace

QString fallbackList(const QString& family) {
    QString first = family.trimmed();
    first.remove(QLatin1Char('\'')).remove(QLatin1Char('"'));
    if (first.contains(QLatin1Char(',')))
        first = first.section(QLatin1Char(','), 0, 0).trimmed(); // already a list: keep its head
    if (first.isEmpty() || isAlias(first))
        first = QFontInfo(QFont(first)).family(); // the installed font the alias stands for
    QStringList list;
    for (const QString& f : {first, QStringLiteral("DejaVu Sans"), QStringLiteral("Helvetica"),
                             QStringLiteral("Arial")}) {
        if (!f.isEmpty() && !isAlias(f) && !list.contains(quoted(f)))
            list << quoted(f);
    }
    list << QStringLiteral("sans-serif");
    return list.join(QStringLiteral(", "));
}

QByteArray withFontFallbacks(const QByteArray& svg) {
    QString text = QString::fromUtf8(svg);
    // Attributes (font-family="...") and style properties (font-family:...;).
    static const QRegularExpression attribute(QStringLiteral("font-family=\"([^\"]*)\""));
    static const QRegularExpression property(QStringLiteral("font-family:([^;\"]*)"));
    QString out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype last = 0;
    for (auto it = attribute.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += QStringLiteral("font-family=\"%1\"").arg(fallbackList(m.captured(1)));
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    text = out;
    out.clear();
    last = 0;
    for (auto it = property.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += QStringLiteral("font-family:%1").arg(fallbackList(m.captured(1)));
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out.toUtf8();
}

} // namespace mlpe::SvgFonts
