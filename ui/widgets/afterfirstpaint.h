#pragma once

#include <QObject>
#include <functional>
#include <vector>

class QWidget;

namespace mlpe {

// Runs start-up work that the first frame does not show once that frame is on the screen: the
// work is queued when `window` (a top-level widget) gets its first paint event and runs after
// that paint pass has returned to the event loop, so the time to the first frame does not pay
// for it. Work given before the first paint runs in the order given; work given after it runs
// at once. A window that is never painted (a test that never shows it) never runs the work:
// what the work sets up must also be reachable on demand.
class AfterFirstPaint : public QObject {
    Q_OBJECT
public:
    static void run(QWidget* window, std::function<void()> work);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit AfterFirstPaint(QWidget* window);
    static AfterFirstPaint* of(QWidget* window);

    std::vector<std::function<void()>> m_work;
    bool m_queued = false;
};

} // namespace mlpe
