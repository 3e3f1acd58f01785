#include "firstpaintexit.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>
#include <cstdio>
#include <cstdlib>

namespace mlpe {

FirstPaintExit::FirstPaintExit(QObject* parent)
    : QObject(parent) {}

void FirstPaintExit::install(QWidget* window) {
    window->installEventFilter(new FirstPaintExit(window));
}

bool FirstPaintExit::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Paint && !m_exitQueued) {
        m_exitQueued = true;
        // The top-level widget paints first in a paint pass; a zero timer runs after the pass
        // (children painted, frame flushed) has returned to the event loop.
        QTimer::singleShot(0, [] {
            std::fflush(nullptr);
            std::_Exit(0);
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mlpe
