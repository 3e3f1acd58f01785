// bench-startup-floor: the floor of the explorer's start-up, a minimal Qt main window (a table as
// its central widget, the size MainWindow takes on a first start) shown until its first frame
// is painted, then the process ends (FirstPaintExit). Timed as a whole process against
//   MLPE_EXIT_AFTER_FIRST_PAINT=1 mlperf-explorer-gui
// on the same platform (see docs/performance.md, "Start-up"); it prints nothing.
#include "ui/widgets/firstpaintexit.h"

#include <QApplication>
#include <QMainWindow>
#include <QScreen>
#include <QTableView>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QMainWindow window;
    window.setCentralWidget(new QTableView(&window));
    // MainWindow::fitDefaultGeometryToScreen's rule: 1280 x 800 or four fifths of the screen,
    // bounded by the screen less a frame allowance.
    QSize size(1280, 800);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        const QSize available = screen->availableGeometry().size();
        size = size.expandedTo(available * 4 / 5).boundedTo(available - QSize(16, 48));
    }
    window.resize(size);
    mlpe::FirstPaintExit::install(&window);
    window.show();
    return app.exec();
}
