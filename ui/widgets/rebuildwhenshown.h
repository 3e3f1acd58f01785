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
    // When a stale widget catches up as it is shown.
    enum class Moment {
        Shown, // at its show event: laid out, about to be painted
        // Before it takes the size it was given while hidden (its first resize event on the way
        // to being shown): for a view that lays its contents out at every resize (a chart: its
        // axes again for every series attached), built first and laid out once. Not for a
        // container that builds child widgets: built inside that resize, they missed the
        // layout pass (a family panel's wrapped answer was cut to one line).
        BeforeShownSize,
    };

    // `build` is called with the widget stale no more; the object is a child of `widget`.
    RebuildWhenShown(QWidget* widget, std::function<void()> build, Moment moment = Moment::Shown);

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
    Moment m_moment;
    bool m_stale = true; // never built yet
};

} // namespace mlpe
