#pragma once

#include <QMainWindow>

namespace mlpe {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace mlpe
