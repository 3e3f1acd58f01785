#pragma once

#include <QWidget>

namespace mlpe {

// Whether `widget` is on a reader's screen: shown, and not an export's offscreen view
// (Qt::WA_DontShowOnScreen), which is laid out but never shown. Ticks thin out and titles
// shorten only for a screen, never in a figure. Its own header so that the axes (chartaxes) can
// ask without including the chart views' base, which includes them.
inline bool isOnScreen(const QWidget* widget) {
    return widget->isVisible() && !widget->testAttribute(Qt::WA_DontShowOnScreen);
}

} // namespace mlpe
