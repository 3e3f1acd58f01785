#pragma once
// Helpers for tests that drive the main window the way a person does.

#include "core/model/dataset.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QMenu>
#include <QTest>
#include <QTimer>
#include <QWindow>
#include <memory>

namespace mlpe::testing {

// The main window on `data`, with its settings in `settingsFile`, shown and active at `size`
// (null if the window system never activated it).
inline std::unique_ptr<MainWindow> openMainWindow(const Dataset& data, const QString& settingsFile,
                                                  QSize size) {
    auto settings = std::make_unique<AppSettings>(settingsFile);
    auto window =
        std::make_unique<MainWindow>(ImportController::roundImportFunction(), std::move(settings));
    window->resize(size);
    window->setDataset(data);
    window->show();
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window.get()))
        return nullptr;
    return window;
}

// Right-clicks `top` at `pos` through its window (as the window system delivers it: that is where
// Qt makes the context menu event; a click sent to a widget makes none), waits for the menu and
// presses `key` in it. Returns whether a menu opened.
inline bool pickFromContextMenu(QWidget* top, const QPoint& pos, Qt::Key key) {
    bool picked = false;
    QTimer poll; // QTest processes events before sending the click: poll until the menu is open
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu || picked)
            return;
        picked = true;
        QTest::keyClick(menu, key);
    });
    poll.start(20);
    QTest::mouseClick(top->windowHandle(), Qt::RightButton, {}, pos);
    return QTest::qWaitFor([&] { return picked; });
}

} // namespace mlpe::testing
