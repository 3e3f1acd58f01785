#include "mainwindow.h"

namespace mlpe {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("MLPerf Scaling Explorer"));
    resize(1280, 800);
}

} // namespace mlpe
