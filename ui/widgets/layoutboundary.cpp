#include "layoutboundary.h"

#include <QEvent>

namespace mlpe {

LayoutBoundary::LayoutBoundary(QWidget* parent)
    : QWidget(parent)
    , m_body(new QWidget(this)) {
    setObjectName(QStringLiteral("layoutBoundary"));
    m_body->setObjectName(QStringLiteral("layoutBoundaryBody"));
    m_told = bodyHints();
    setSizePolicy(m_told.policy);
}

QSize LayoutBoundary::sizeHint() const {
    return m_body->sizeHint();
}

QSize LayoutBoundary::minimumSizeHint() const {
    return m_body->minimumSizeHint();
}

bool LayoutBoundary::hasHeightForWidth() const {
    return m_body->hasHeightForWidth();
}

int LayoutBoundary::heightForWidth(int width) const {
    return m_body->heightForWidth(width);
}

LayoutBoundary::Hints LayoutBoundary::bodyHints() const {
    return {m_body->sizeHint(),    m_body->minimumSizeHint(), m_body->minimumSize(),
            m_body->maximumSize(), m_body->sizePolicy(),      m_body->hasHeightForWidth()};
}

void LayoutBoundary::tellParentIfChanged() {
    const Hints now = bodyHints();
    if (now == m_told)
        return;
    m_told = now;
    // The limits and the policy are read from the widget itself, not from its hints.
    setSizePolicy(now.policy);
    setMinimumSize(now.minimum);
    setMaximumSize(now.maximum);
    updateGeometry();
}

bool LayoutBoundary::event(QEvent* event) {
    // Posted here (a parent without a layout) when the body's layout activated or the body
    // called updateGeometry(): its own children are already placed.
    if (event->type() == QEvent::LayoutRequest)
        tellParentIfChanged();
    return QWidget::event(event);
}

void LayoutBoundary::resizeEvent(QResizeEvent* event) {
    m_body->setGeometry(rect());
    QWidget::resizeEvent(event);
}

void LayoutBoundary::showEvent(QShowEvent* event) {
    // Hidden, the body's requests were not posted here (Qt posts them to visible parents only).
    tellParentIfChanged();
    QWidget::showEvent(event);
}

} // namespace mlpe
