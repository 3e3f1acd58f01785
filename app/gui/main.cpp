// Entry point of mlperf-explorer-gui: the explorer window, and the sub-commands that render
// charts (export, report). mlperf-explorer starts it (execv) with its own argv, after handling
// --help, --version and the headless commands itself (see ../main.cpp, ../cli/guiprogram.h).
#include "chartcommands.h"
#include "cli/program.h"
#include "core/io/logging.h"
#include "core/store/embeddeddataset.h"
#include "fontsetup.h"
#include "ui/mainwindow.h"
#include "ui/session/sessioncontroller.h"
#include "ui/state/prepareddataset.h"
#include "ui/widgets/afterfirstpaint.h"
#include "ui/widgets/firstpaintexit.h"

#include <QApplication>
#include <QIcon>
#include <functional>
#include <future>
#include <tuple>
#include <vector>

namespace {

using Command = std::function<int(const QStringList&)>;

Command chartCommand(const QString& name) {
    if (name == QLatin1String("export"))
        return mlpe::cli::runExport;
    if (name == QLatin1String("report"))
        return mlpe::cli::runReport;
    return {};
}

// While it picks the platform, Qt looks for a Wayland socket in the runtime folder and warns
// when XDG_RUNTIME_DIR is not set (root in a container, a cron job). The chart commands run on
// the offscreen platform and never use that folder: a headless command prints nothing it was not
// asked for, so that one warning is dropped; every other message goes on to the log.
QtMessageHandler g_chartCommandHandler = nullptr;

void withoutRuntimeFolderWarning(QtMsgType type, const QMessageLogContext& context,
                                 const QString& message) {
    if (type == QtWarningMsg &&
        message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    g_chartCommandHandler(type, context, message);
}

// Chart commands always run on the offscreen platform, so that they need no display and draw
// the same with or without one.
int runChartCommand(const QString& name, const Command& command, const std::vector<char*>& args) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    mlpe::cli::CommandArgv argv(name, {});
    // QApplication would take Qt's own options out of argv ("--session FILE" is X11 session
    // management to it): it gets the program name only, the command its arguments.
    g_chartCommandHandler = qInstallMessageHandler(withoutRuntimeFolderWarning);
    QApplication app(argv.argc(), argv.argv());
    qInstallMessageHandler(g_chartCommandHandler);
    mlpe::cli::setApplicationIdentity();
    QStringList commandArgs;
    for (char* arg : args)
        commandArgs << QString::fromLocal8Bit(arg);
    return command(commandArgs);
}

// While QApplication connects to the display, Qt reports a failure as a series of warnings and
// then a fatal message that aborts. Turn that into one clear line and exit code 1; replay the
// held-back messages when the window does start.
QtMessageHandler g_previousHandler = nullptr;
std::vector<std::tuple<QtMsgType, QString>> g_heldMessages;

void startupMessageHandler(QtMsgType type, const QMessageLogContext& context,
                           const QString& message) {
    if (type == QtFatalMsg) {
        // The platform plugin's own warning says what failed ("could not connect to display
        // :1"); the fatal message only advises reinstalling, which would mislead.
        QString reason = message.section(QLatin1Char('\n'), 0, 0).trimmed();
        for (const auto& [heldType, held] : g_heldMessages)
            if (held.contains(QLatin1String("display"), Qt::CaseInsensitive))
                reason = held.section(QLatin1Char('\n'), 0, 0).trimmed();
        mlpe::cli::exitWithoutDisplay(QStringLiteral("no usable display (%1)").arg(reason));
    }
    (void)context;
    g_heldMessages.emplace_back(type, message);
}

} // namespace

int main(int argc, char* argv[]) {
    mlpe::cli::guardStandardStreams();
    argc = mlpe::cli::takeVerboseOption(argc, argv);
    mlpe::installLogging();
    if (argc >= 2) {
        const QString first = QString::fromLocal8Bit(argv[1]);
        if (const Command command = chartCommand(first))
            return runChartCommand(first, command, std::vector<char*>(argv + 2, argv + argc));
    }
    if (!mlpe::cli::displayConfigured())
        mlpe::cli::exitWithoutDisplay(QStringLiteral(
            "no display (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are not set)"));
    mlpe::FontSetUp fonts = mlpe::FontSetUp::start();
    g_previousHandler = qInstallMessageHandler(startupMessageHandler);
    QApplication app(argc, argv);
    qInstallMessageHandler(g_previousHandler);
    for (const auto& [type, message] : g_heldMessages)
        g_previousHandler(type, QMessageLogContext(), message);
    g_heldMessages.clear();
    mlpe::cli::setApplicationIdentity();
    // The embedded data is decoded, and prepared for the view (PreparedDataset), on another
    // thread while the window is built: neither needs the other.
    std::future<mlpe::PreparedDataset> embedded = std::async(std::launch::async, [] {
        return mlpe::PreparedDataset::prepare(mlpe::loadEmbeddedDataset());
    });
    fonts.wait();
    mlpe::MainWindow window(mlpe::ImportController::roundImportFunction());
    // The icon (an SVG: Qt's SVG icon engine is loaded for it) is not in the first frame.
    mlpe::AfterFirstPaint::run(&window, [] {
        QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/mlperf-explorer.svg")));
    });
    window.setDataset(embedded.get());
    window.sessionController()->reopenLastSessionIfWanted(); // opt-in (File menu)
    // Folders given on the command line are imported on top of the embedded data.
    const QStringList folders = app.arguments().mid(1);
    if (!folders.isEmpty())
        window.importFolders(folders);
    // Start-up measured as a whole process: the process ends at the window's first frame
    // (docs/performance.md, "Start-up").
    if (qEnvironmentVariableIntValue("MLPE_EXIT_AFTER_FIRST_PAINT") == 1)
        mlpe::FirstPaintExit::install(&window);
    window.show();
    return app.exec();
}
