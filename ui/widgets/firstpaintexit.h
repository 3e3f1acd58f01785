#pragma once

#include <QObject>

class QWidget;

namespace mlpe {

// Ends the process as soon as a window has painted its first frame: start-up measured as a whole
// process (exec to the first frame on the screen), the same way for the explorer
// (MLPE_EXIT_AFTER_FIRST_PAINT=1 mlperf-explorer-gui) and for the minimal QMainWindow it is
// compared with (tests/bench/startupfloor.cpp). The exit waits for the end of the paint pass
// (every child painted, the backing store flushed) and skips the tear-down, which no user waits
// for; the exit code is 0. With MLPE_FIRST_PAINT_SCREENSHOT=PNG it first saves that frame, as
// the screen shows it, to PNG (to check that a faster start-up still shows the same window).
class FirstPaintExit : public QObject {
public:
    // Watches `window` (a top-level widget); owned by it.
    static void install(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit FirstPaintExit(QObject* parent);
    bool m_exitQueued = false;
};

} // namespace mlpe
