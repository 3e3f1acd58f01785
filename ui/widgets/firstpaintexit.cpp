#include "firstpaintexit.h"

#include <QEvent>
#include <QPixmap>
#include <QScreen>
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
        auto* window = static_cast<QWidget*>(watched);
        QTimer::singleShot(0, [window] {
            // What the screen shows (the flushed frame, not a new rendering of the widget):
            // start-up work moved elsewhere must leave this picture as it was.
            const QString png = qEnvironmentVariable("MLPE_FIRST_PAINT_SCREENSHOT");
            if (!png.isEmpty() && window->screen())
                window->screen()->grabWindow(window->winId()).save(png);
            std::fflush(nullptr);
            std::_Exit(0);
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mlpe
