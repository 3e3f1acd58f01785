#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace mlpe {

namespace {
const char* kInstalled = "mlpeWheelGuardInstalled";
} // namespace

WheelGuard::WheelGuard(QObject* parent)
    : QObject(parent) {}

void WheelGuard::install() {
    QCoreApplication* app = QCoreApplication::instance();
    if (!app || app->property(kInstalled).toBool())
        return;
    app->setProperty(kInstalled, true);
    app->installEventFilter(new WheelGuard(app));
}

bool WheelGuard::isGuarded(const QObject* object) {
    if (!object || !object->isWidgetType())
        return false;
    // A scroll bar is a slider too, but it is the thing the wheel is meant for.
    if (qobject_cast<const QScrollBar*>(object))
        return false;
    return qobject_cast<const QAbstractSpinBox*>(object) ||
           qobject_cast<const QAbstractSlider*>(object) || qobject_cast<const QComboBox*>(object);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Polish && isGuarded(watched)) {
        auto* widget = static_cast<QWidget*>(watched);
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || !isGuarded(watched))
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    if (widget->hasFocus())
        return false;
    // Not being edited: the wheel scrolls whatever scrolls around the widget. Forwarded to that
    // scroll area's viewport explicitly, because a wheel event that did not come from the window
    // system is not propagated to parents by Qt.
    auto* wheel = static_cast<QWheelEvent*>(event);
    for (QWidget* p = widget->parentWidget(); p; p = p->parentWidget()) {
        auto* area = qobject_cast<QAbstractScrollArea*>(p);
        if (!area)
            continue;
        const QPointF pos = area->viewport()->mapFromGlobal(wheel->globalPosition());
        QWheelEvent forwarded(pos, wheel->globalPosition(), wheel->pixelDelta(),
                              wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                              wheel->phase(), wheel->inverted(), wheel->source());
        QCoreApplication::sendEvent(area->viewport(), &forwarded);
        break;
    }
    event->accept();
    return true; // the value stays as it is
}

} // namespace mlpe
