#include "rebuildwhenshown.h"

#include <QEvent>
#include <QWidget>

namespace mlpe {

RebuildWhenShown::RebuildWhenShown(QWidget* widget, std::function<void()> build)
    : QObject(widget)
    , m_widget(widget)
    , m_build(std::move(build)) {
    // The filter sees the show event before the widget's showEvent(): the widget is laid out
    // and painted with its new contents.
    widget->installEventFilter(this);
}

void RebuildWhenShown::request() {
    m_stale = true;
    if (m_widget->isVisible())
        rebuildNow();
}

void RebuildWhenShown::rebuildNow() {
    m_stale = false;
    m_build();
}

bool RebuildWhenShown::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_widget && event->type() == QEvent::Show && m_stale)
        rebuildNow();
    return QObject::eventFilter(watched, event);
}

} // namespace mlpe
