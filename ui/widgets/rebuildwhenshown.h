#pragma once

#include <QObject>
#include <functional>

class QWidget;

namespace mlpe {

// A view that is costly to build and often hidden (a tab not in front, a closed window) is built
// only while visible: a change marks it stale, and it catches up when it is next shown. The one
// place for that rule, used by every chart view (AbstractChartView) and every container of charts.
// An export's view is never shown: it is built when asked (rebuildNow()).
class RebuildWhenShown : public QObject {
public:
    // `build` is called with the widget stale no more; the object is a child of `widget`.
    RebuildWhenShown(QWidget* widget, std::function<void()> build);

    // Something the widget shows changed: rebuilt now when the widget is visible, else when it
    // is next shown.
    void request();
    // Builds now, shown or not.
    void rebuildNow();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_widget;
    std::function<void()> m_build;
    bool m_stale = true; // never built yet
};

} // namespace mlpe
