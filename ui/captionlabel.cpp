#include "captionlabel.h"

#include <QEvent>
#include <QPainter>

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
    if (text == m_text)
        return;
    m_text = text;
    setToolTip(text);
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
    painter.drawText(rect().adjusted(kMargin, 0, -kMargin, 0),
                     Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_text);
}

} // namespace mlpe
