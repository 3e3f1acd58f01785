#include "afterfirstpaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace mlpe {

AfterFirstPaint::AfterFirstPaint(QWidget* window)
    : QObject(window) {
    setObjectName(QStringLiteral("afterFirstPaint"));
    window->installEventFilter(this);
}

AfterFirstPaint* AfterFirstPaint::of(QWidget* window) {
    auto* existing = window->findChild<AfterFirstPaint*>(QStringLiteral("afterFirstPaint"),
                                                         Qt::FindDirectChildrenOnly);
    return existing ? existing : new AfterFirstPaint(window);
}

void AfterFirstPaint::run(QWidget* window, std::function<void()> work) {
    AfterFirstPaint* pending = of(window);
    if (pending->m_queued && pending->m_work.empty()) {
        work(); // the first frame is already on the screen
        return;
    }
    pending->m_work.push_back(std::move(work));
}

bool AfterFirstPaint::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Paint && !m_queued) {
        m_queued = true;
        // The top-level widget paints first in a paint pass; a zero timer runs after the pass
        // (children painted, frame flushed) has returned to the event loop.
        QTimer::singleShot(0, this, [this] {
            // Work may queue more work (run at once then): take the list first.
            const std::vector<std::function<void()>> work = std::move(m_work);
            m_work.clear();
            for (const auto& w : work)
                w();
        });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace mlpe
