#include "rebuildwhenshown.h"

#include <QEvent>
#include <QWidget>

namespace mlpe {

RebuildWhenShown::RebuildWhenShown(QWidget* widget, std::function<void()> build, Moment moment)
    : QObject(widget)
    , m_widget(widget)
    , m_build(std::move(build))
    , m_moment(moment) {
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
    if (watched != m_widget || !m_stale)
        return QObject::eventFilter(watched, event);
    // A widget about to be shown first gets the resize it was given while hidden: built before
    // it takes that size, its contents are laid out once at that size (a chart built after it
    // laid out its axes again for every series attached, a tenth of the start-up).
    const bool aboutToBeShown = m_moment == Moment::BeforeShownSize &&
                                event->type() == QEvent::Resize && !m_widget->isVisible() &&
                                m_widget->isVisibleTo(m_widget->window());
    if (event->type() == QEvent::Show || aboutToBeShown)
        rebuildNow();
    return QObject::eventFilter(watched, event);
}

} // namespace mlpe
