#include "pathelidedelegate.h"

#include <QApplication>
#include <QPainter>

namespace mlpe {

std::pair<QString, QString> PathElideDelegate::splitPath(const QString& path) {
    QStringList parts = path.split(QLatin1Char('/'));
    // Start at the round folder: what comes before it is the same for every row.
    qsizetype start = 0;
    for (qsizetype i = parts.size() - 1; i >= 0; --i) {
        if (parts[i].startsWith(QStringLiteral("training_results_"))) {
            start = i;
            break;
        }
    }
    parts = parts.mid(start);
    // round / submitter [/ results|systems / system]
    qsizetype headCount = std::min<qsizetype>(parts.size(), 2);
    if (parts.size() > 3 &&
        (parts[2] == QStringLiteral("results") || parts[2] == QStringLiteral("systems")))
        headCount = 4;
    if (headCount >= parts.size())
        return {parts.join(QLatin1Char('/')), QString()};
    return {parts.mid(0, headCount).join(QLatin1Char('/')),
            parts.mid(headCount).join(QLatin1Char('/'))};
}

QString PathElideDelegate::elidedPath(const QString& path, const QFontMetrics& metrics, int width) {
    const auto [head, tail] = splitPath(path);
    const QString shown = tail.isEmpty() ? head : head + QLatin1Char('/') + tail;
    if (metrics.horizontalAdvance(shown) <= width || tail.isEmpty())
        return metrics.elidedText(shown, Qt::ElideRight, width);
    const QString prefix = head + QLatin1Char('/');
    const int rest = width - metrics.horizontalAdvance(prefix);
    if (rest < metrics.horizontalAdvance(QStringLiteral("…x")))
        return metrics.elidedText(shown, Qt::ElideRight, width); // the head first, always
    return prefix + metrics.elidedText(tail, Qt::ElideMiddle, rest);
}

void PathElideDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    // The style adds a small margin inside the text rectangle.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
    opt.text = elidedPath(opt.text, opt.fontMetrics, textRect.width() - 2 * margin);
    opt.textElideMode = Qt::ElideRight;
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
}

} // namespace mlpe
