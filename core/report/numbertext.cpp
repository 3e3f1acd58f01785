#include "numbertext.h"

#include "core/analysis/numberformat.h"

#include <QLocale>
#include <cmath>
#include <cstdlib>

namespace mlpe {

QString NumberText::atLeastSignificant(double value, int digits) {
    const QString shortest = QString::number(value, 'g', QLocale::FloatingPointShortest);
    if (!std::isfinite(value) || digits < 2 || significantDigits(shortest) >= digits)
        return shortest;

    // Scientific shortest form "-3.6618525e+02": its digits and decimal exponent.
    const QString scientific = QString::number(value, 'e', QLocale::FloatingPointShortest);
    const qsizetype e = scientific.indexOf(QLatin1Char('e'));
    QString mantissa = scientific.left(e);
    const int exponent = value == 0.0 ? 0 : scientific.mid(e + 1).toInt();
    const bool negative = mantissa.startsWith(QLatin1Char('-'));
    if (negative)
        mantissa.remove(0, 1);
    mantissa.remove(QLatin1Char('.'));
    if (mantissa.size() >= digits)
        return shortest;
    const QString padded = mantissa + QString(digits - mantissa.size(), QLatin1Char('0'));

    QString text;
    if (exponent >= digits || exponent < -5) {
        const QString power =
            QString::number(std::abs(exponent)).rightJustified(2, QLatin1Char('0'));
        text = padded.left(1) + QLatin1Char('.') + padded.mid(1) + QLatin1Char('e') +
               QLatin1Char(exponent < 0 ? '-' : '+') + power;
    } else if (exponent >= 0) {
        const int integerDigits = exponent + 1;
        text = padded.left(integerDigits);
        if (integerDigits < digits)
            text += QLatin1Char('.') + padded.mid(integerDigits);
    } else {
        text = QStringLiteral("0.") + QString(-exponent - 1, QLatin1Char('0')) + padded;
    }
    return negative ? QLatin1Char('-') + text : text;
}

int NumberText::significantDigits(const QString& text) {
    int count = 0;
    bool started = false;
    for (const QChar c : text) {
        if (c == QLatin1Char('e') || c == QLatin1Char('E'))
            break;
        if (!c.isDigit())
            continue;
        if (c != QLatin1Char('0'))
            started = true;
        count += started ? 1 : 0;
    }
    return count;
}

QString NumberText::approx(double value) {
    return QString::fromStdString(analysis::formatApprox(value));
}

} // namespace mlpe
