#include "inlinebanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace mlpe {

InlineBanner::InlineBanner(QWidget* parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_action(new QPushButton(this))
    , m_dismiss(new QToolButton(this)) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    // However long the message (a folder path), it wraps inside the banner: it must never widen
    // the window (a failed import once grew it from 1280 to 1397 px).
    QSizePolicy wrap(QSizePolicy::Ignored, QSizePolicy::Preferred);
    wrap.setHeightForWidth(true);
    m_text->setSizePolicy(wrap);
    m_text->setMinimumWidth(120);
    m_dismiss->setText(QStringLiteral("×"));
    m_dismiss->setAutoRaise(true);
    m_dismiss->setToolTip(tr("Dismiss this message"));
    m_dismiss->hide();
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_action);
    layout->addWidget(m_dismiss, 0, Qt::AlignTop);
    connect(m_action, &QPushButton::clicked, this, &InlineBanner::actionTriggered);
    connect(m_dismiss, &QToolButton::clicked, this, [this] {
        hide();
        emit dismissed();
    });
    hide();
}

void InlineBanner::setDismissible(bool dismissible) {
    m_dismiss->setVisible(dismissible);
}

QAbstractButton* InlineBanner::dismissButton() const {
    return m_dismiss;
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
    // A zero-width space after each '/' lets long paths wrap at their folders.
    QString wrappable = text;
    wrappable.replace(QLatin1Char('/'), QStringLiteral("/\u200B"));
    m_text->setText(wrappable);
    m_fullText = text;
    m_action->setText(actionText);
    m_action->setVisible(!actionText.isEmpty());
    show();
}

QString InlineBanner::text() const {
    return m_fullText;
}

QString InlineBanner::actionText() const {
    return m_action->isHidden() ? QString() : m_action->text();
}

} // namespace mlpe
