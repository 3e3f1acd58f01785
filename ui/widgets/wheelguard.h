#pragma once

#include <QObject>

namespace mlpe {

// Keeps the mouse wheel from changing a value the user is not editing: scrolling a dock moved
// tau from 1.00 to 1.10 when the spin box slid under the pointer. Installed once on the
// application, so it covers every spin box, slider and combo box, including ones added later:
// - when a widget is polished, Qt::WheelFocus becomes Qt::StrongFocus (the wheel alone no longer
//   gives such a widget focus, and with it the right to change its value);
// - a wheel event on one of them that does not have focus is passed to the scroll area around it
//   (the dock scrolls, as the user meant) instead of changing the value.
class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Installs the guard on the running QApplication (once; later calls do nothing).
    static void install();
    // True for the widgets the guard protects (spin boxes, sliders, combo boxes).
    static bool isGuarded(const QObject* object);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WheelGuard(QObject* parent);
};

} // namespace mlpe
