// Entry point: headless sub-commands run on a QCoreApplication (no display needed); anything else
// starts the explorer window.
#include "cli/commands.h"
#include "core/data/embeddeddataset.h"
#include "core/data/logging.h"
#include "ui/mainwindow.h"
#include "ui/sessioncontroller.h"

#include <QApplication>
#include <QCoreApplication>
#include <cstdio>
#include <functional>
#include <map>

namespace {

using Command = std::function<int(const QStringList&)>;

const std::map<QString, Command>& headlessCommands() {
    static const std::map<QString, Command> commands{
        {QStringLiteral("summarize"), mlpe::cli::runSummarize},
        {QStringLiteral("analyze"), mlpe::cli::runAnalyze},
        {QStringLiteral("export-dataset"), mlpe::cli::runExportDataset},
    };
    return commands;
}

void setApplicationIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("MLPerf Scaling Explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("mlperf-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
}

} // namespace

int main(int argc, char* argv[]) {
    mlpe::installLogging();
    if (argc >= 2) {
        const auto it = headlessCommands().find(QString::fromLocal8Bit(argv[1]));
        if (it != headlessCommands().end()) {
            QCoreApplication app(argc, argv);
            setApplicationIdentity();
            return it->second(app.arguments().mid(2));
        }
    }
    QApplication app(argc, argv);
    setApplicationIdentity();
    mlpe::MainWindow window(mlpe::ImportController::roundImportFunction());
    window.setDataset(mlpe::loadEmbeddedDataset());
    window.sessionController()->reopenLastSessionIfWanted(); // opt-in (File menu)
    // Folders given on the command line are imported on top of the embedded data.
    const QStringList folders = app.arguments().mid(1);
    if (!folders.isEmpty())
        window.importFolders(folders);
    window.show();
    return app.exec();
}
