#include "captionlabel.h"

#include <QEvent>
#include <QPainter>
#include <QTextLayout>
#include <algorithm>

namespace mlpe {

namespace {
constexpr int kMargin = 4;
}

CaptionLabel::CaptionLabel(int lines, QWidget* parent)
    : QWidget(parent)
    , m_lines(lines) {
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void CaptionLabel::setText(const QString& text) {
    setText(text, QString());
}

void CaptionLabel::setText(const QString& text, const QString& details) {
    if (text == m_text && details == m_details)
        return;
    m_text = text;
    m_details = details;
    setToolTip(details.isEmpty() ? text : text + QStringLiteral("\n\n") + details);
    update(); // no updateGeometry(): the height is fixed by the line count
}

QSize CaptionLabel::sizeHint() const {
    return {200, m_lines * fontMetrics().lineSpacing() + 2};
}

QSize CaptionLabel::minimumSizeHint() const {
    return sizeHint();
}

void CaptionLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void CaptionLabel::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::WindowText));
    const QRect area = rect().adjusted(kMargin, 0, -kMargin, 0);
    const QFontMetrics metrics = fontMetrics();
    const int lines = std::max(1, std::min(m_lines, (area.height() + 2) / metrics.lineSpacing()));
    // Lay out the paragraph(s) line by line; the last line that fits takes the rest, elided.
    const QStringList paragraphs = m_text.split(QLatin1Char('\n'));
    int y = area.top();
    int drawn = 0;
    m_elided = false;
    for (qsizetype p = 0; p < paragraphs.size() && drawn < lines; ++p) {
        QTextLayout layout(paragraphs[p], font());
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(area.width());
            const QString rest = paragraphs[p].mid(line.textStart());
            const bool lastLine = drawn == lines - 1;
            const bool more = line.textStart() + line.textLength() < paragraphs[p].size() ||
                              p + 1 < paragraphs.size();
            if (lastLine && more) {
                QString tail = rest;
                for (qsizetype q = p + 1; q < paragraphs.size(); ++q)
                    tail += QLatin1Char(' ') + paragraphs[q];
                // Always room for the ellipsis, even when the line would just fit.
                QString elided = metrics.elidedText(tail, Qt::ElideRight, area.width());
                if (!elided.endsWith(QChar(0x2026)))
                    elided = metrics.elidedText(tail + QStringLiteral(" …"), Qt::ElideRight,
                                                area.width());
                painter.drawText(QPoint(area.left(), y + metrics.ascent()), elided);
                m_elided = true;
                ++drawn;
                break;
            }
            painter.drawText(QPoint(area.left(), y + metrics.ascent()),
                             paragraphs[p].mid(line.textStart(), line.textLength()).trimmed());
            y += metrics.lineSpacing();
            if (++drawn >= lines)
                break;
        }
        layout.endLayout();
    }
}

} // namespace mlpe
