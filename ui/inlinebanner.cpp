#include "inlinebanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace mlpe {

InlineBanner::InlineBanner(QWidget* parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_action(new QPushButton(this)) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action);
    connect(m_action, &QPushButton::clicked, this, &InlineBanner::actionTriggered);
    hide();
}

void InlineBanner::showMessage(Kind kind, const QString& text, const QString& actionText) {
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    QColor background(0xE8, 0xF1, 0xFB); // light blue
    if (kind == Kind::Warning) {
        icon = QStyle::SP_MessageBoxWarning;
        background = QColor(0xFF, 0xF4, 0xD6);
    } else if (kind == Kind::Error) {
        icon = QStyle::SP_MessageBoxCritical;
        background = QColor(0xFD, 0xE2, 0xE1);
    }
    QPalette pal = palette();
    pal.setColor(QPalette::Window, background);
    pal.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(pal);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(icon).pixmap(size, size));
    m_text->setText(text);
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    show();
}

QString InlineBanner::text() const {
    return m_text->text();
}

QString InlineBanner::actionText() const {
    return m_action->isHidden() ? QString() : m_action->text();
}

} // namespace mlpe
