#include "cellwidths.h"

#include <QFontMetricsF>
#include <QIcon>
#include <QImage>
#include <QModelIndex>
#include <QPixmap>
#include <QStyledItemDelegate>
#include <algorithm>
#include <array>

namespace mlpe {

namespace {

constexpr qsizetype kMaxRemembered = 50000; // shapes; then the cache starts again

// What a cell's decoration adds to its width depends on its kind and size only (the delegate's
// initStyleOption(): an icon at its actual size, a colour as a swatch of the decoration size):
// appended to the key as three characters after a separator.
void appendDecorationKey(QString* key, const QVariant& decoration, const QSize& decorationSize) {
    if (!decoration.isValid())
        return;
    QSize size;
    switch (decoration.userType()) {
    case QMetaType::QIcon:
        size = qvariant_cast<QIcon>(decoration).actualSize(decorationSize);
        break;
    case QMetaType::QImage:
        size = qvariant_cast<QImage>(decoration).deviceIndependentSize().toSize();
        break;
    case QMetaType::QPixmap:
        size = qvariant_cast<QPixmap>(decoration).deviceIndependentSize().toSize();
        break;
    default: // a colour: a pixmap of the decoration size
        size = decorationSize;
        break;
    }
    const auto unit = [](int v) { return QChar(char16_t(std::clamp(v, 0, 0xD7FF))); };
    *key += QChar(0x1f);
    *key += unit(decoration.userType());
    *key += unit(size.width());
    *key += unit(size.height());
}

// `text` with every digit read as 0.
QString withDigitsAsZero(QString text) {
    for (QChar& c : text) {
        if (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            c = QLatin1Char('0');
    }
    return text;
}

} // namespace

bool CellWidths::digitsInterchangeable(const QFont& font) {
    const QFontMetricsF metrics(font);
    const qreal zero = metrics.horizontalAdvance(QLatin1Char('0'));
    for (char d = '1'; d <= '9'; ++d) {
        if (metrics.horizontalAdvance(QLatin1Char(d)) != zero)
            return false;
    }
    // Kerning or ligatures between digits and what the table puts beside them would make texts
    // of one shape differ: each probe must be as wide as its shape.
    static const char* const probes[] = {"11",  "17",  "71",  "74",  "47",  "1.1", "7.7",
                                         "4.4", "1,1", "7,7", "1/7", "7/1", "(1)", "(7)",
                                         "1–7", "7–1", "1%",  "7%",  "1 7", "−1",  "-7"};
    for (const char* probe : probes) {
        const QString text = QString::fromUtf8(probe);
        if (metrics.horizontalAdvance(text) != metrics.horizontalAdvance(withDigitsAsZero(text)))
            return false;
    }
    return true;
}

void CellWidths::begin(const QStyledItemDelegate* delegate, const QStyleOptionViewItem& option,
                       const QStyle* style, int logicalDpi) {
    m_delegate = delegate;
    m_option = &option;
    const QString context = QStringLiteral("%1|%2|%3x%4|%5|%6|%7")
                                .arg(option.font.key())
                                .arg(logicalDpi)
                                .arg(option.decorationSize.width())
                                .arg(option.decorationSize.height())
                                .arg(int(option.features))
                                .arg(quintptr(style))
                                .arg(quintptr(delegate));
    if (context != m_context || m_widths.size() > kMaxRemembered) {
        m_context = context;
        m_widths.clear();
        m_lastKey.clear();
        m_foldDigits = digitsInterchangeable(option.font);
    }
}

QString CellWidths::shapeOf(const QString& text) const {
    return m_foldDigits ? withDigitsAsZero(text) : text;
}

int CellWidths::width(const QModelIndex& index) {
    std::array<QModelRoleData, 5> roles{
        QModelRoleData(Qt::FontRole), QModelRoleData(Qt::CheckStateRole),
        QModelRoleData(Qt::SizeHintRole), QModelRoleData(Qt::DisplayRole),
        QModelRoleData(Qt::DecorationRole)};
    index.multiData(roles);
    // A cell whose look is not its text and decoration alone: the delegate, every time.
    if (roles[0].data().isValid() || roles[1].data().isValid() || roles[2].data().isValid())
        return m_delegate->sizeHint(*m_option, index).width();
    // No value shows no text (and no text margins): not the same as an empty text.
    const QVariant& value = roles[3].data();
    QString key = value.isValid() ? shapeOf(m_delegate->displayText(value, m_option->locale))
                                  : QStringLiteral("\x1e");
    appendDecorationKey(&key, roles[4].data(), m_option->decorationSize);
    // Down a column, the next cell mostly has the shape of the one before ("0.000" all the way
    // down the E' column): compared before the key is hashed and looked up.
    if (key == m_lastKey)
        return m_lastWidth;
    const auto it = m_widths.constFind(key);
    const int measured =
        it != m_widths.constEnd() ? *it : m_delegate->sizeHint(*m_option, index).width();
    if (it == m_widths.constEnd())
        m_widths.insert(key, measured);
    m_lastKey = key;
    m_lastWidth = measured;
    return measured;
}

} // namespace mlpe
