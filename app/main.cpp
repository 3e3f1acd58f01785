// Entry point: headless sub-commands run on a QCoreApplication (no display needed); anything else
// starts the explorer window. Top-level --help / --version / help COMMAND need no display either.
#include "cli/commands.h"
#include "core/data/embeddeddataset.h"
#include "core/data/logging.h"
#include "ui/mainwindow.h"
#include "ui/sessioncontroller.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QIcon>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <vector>

namespace {

using Command = std::function<int(const QStringList&)>;

// The single registration point of the sub-commands (one line each): `--help`, `help COMMAND`
// and the unknown-command message list whatever is registered here.
const std::map<QString, Command>& headlessCommands() {
    static const std::map<QString, Command> commands{
        {QStringLiteral("summarize"), mlpe::cli::runSummarize},
        {QStringLiteral("analyze"), mlpe::cli::runAnalyze},
        {QStringLiteral("compare"), mlpe::cli::runCompare},
        {QStringLiteral("export-dataset"), mlpe::cli::runExportDataset},
        {QStringLiteral("export"), mlpe::cli::runExport},
        {QStringLiteral("report"), mlpe::cli::runReport},
    };
    return commands;
}

// Commands that render charts need a QApplication (widgets, fonts); they always run on the
// offscreen platform, so that they need no display and draw the same with or without one.
bool rendersCharts(const QString& name) {
    return name == QLatin1String("export") || name == QLatin1String("report");
}

constexpr const char* kProgram = "mlperf-explorer";

void setApplicationIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("MLPerf Scaling Explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("mlperf-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
}

QString commandList() {
    QString text;
    for (const auto& entry : headlessCommands())
        text += QStringLiteral("  %1\n").arg(entry.first);
    return text;
}

void printUsage(std::FILE* out) {
    const QString text =
        QStringLiteral(
            "Usage: %1 [DIR...]                open the explorer window (embedded data, plus the\n"
            "                                          result folders DIR...)\n"
            "       %1 COMMAND [options] ...   run a headless command (no display needed)\n"
            "       %1 help COMMAND            the options of COMMAND\n"
            "       %1 --version\n\n"
            "MLPerf Scaling Explorer scores MLPerf Training results as MLCommons does and shows\n"
            "how they scale: speedup, efficiency, clusters, Pareto frontier, break-even.\n\n"
            "Commands:\n%2")
            .arg(QLatin1String(kProgram), commandList());
    std::fputs(qPrintable(text), out);
}

int unknownCommand(const QString& name) {
    std::fprintf(stderr, "%s: unknown command \"%s\"; the commands are:\n%s", kProgram,
                 qPrintable(name), qPrintable(commandList()));
    return 2;
}

// Runs a sub-command on a QCoreApplication whose argv[0] is "mlperf-explorer COMMAND", so that
// its usage line reads "Usage: mlperf-explorer summarize [options] DIR..." and not the binary's
// path (QCommandLineParser takes it from QCoreApplication::arguments()).
int runCommand(const QString& name, const Command& command, const std::vector<char*>& args) {
    QByteArray program = QByteArray(kProgram) + ' ' + name.toLocal8Bit();
    std::vector<char*> argv{program.data()};
    argv.insert(argv.end(), args.begin(), args.end());
    int argc = static_cast<int>(argv.size());
    argv.push_back(nullptr);
    if (rendersCharts(name)) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        // QApplication would take Qt's own options out of argv ("--session FILE" is X11
        // session management to it): it gets the program name only, the command its arguments.
        int appArgc = 1;
        QApplication app(appArgc, argv.data());
        setApplicationIdentity();
        QStringList commandArgs;
        for (char* arg : args)
            commandArgs << QString::fromLocal8Bit(arg);
        return command(commandArgs);
    }
    QCoreApplication app(argc, argv.data());
    setApplicationIdentity();
    return command(app.arguments().mid(1));
}

bool displayConfigured() {
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
           !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

[[noreturn]] void noDisplay(const QString& detail) {
    std::fprintf(stderr,
                 "%s: cannot open the window: %s (the headless commands need no display: "
                 "%s --help)\n",
                 kProgram, qPrintable(detail), kProgram);
    std::fflush(stderr);
    std::_Exit(1);
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
        noDisplay(QStringLiteral("no usable display (%1)").arg(reason));
    }
    (void)context;
    g_heldMessages.emplace_back(type, message);
}

} // namespace

int main(int argc, char* argv[]) {
    mlpe::installLogging();
    if (argc >= 2) {
        const QString first = QString::fromLocal8Bit(argv[1]);
        std::vector<char*> rest(argv + 2, argv + argc);
        if (first == QLatin1String("--help") || first == QLatin1String("-h")) {
            printUsage(stdout);
            return 0;
        }
        if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
            std::printf("%s %s\n", kProgram, PROJECT_VERSION_STRING);
            return 0;
        }
        if (first == QLatin1String("help")) {
            if (argc == 2) {
                printUsage(stdout);
                return 0;
            }
            const QString name = QString::fromLocal8Bit(argv[2]);
            const auto it = headlessCommands().find(name);
            if (it == headlessCommands().end())
                return unknownCommand(name);
            char helpOption[] = "--help";
            return runCommand(name, it->second, {helpOption});
        }
        const auto it = headlessCommands().find(first);
        if (it != headlessCommands().end())
            return runCommand(first, it->second, rest);
        // Not a command: a folder to import, or a Qt option (-platform, -style...). A word that
        // is neither is a mistyped command, not a folder.
        if (!first.startsWith(QLatin1Char('-')) && !QFileInfo::exists(first))
            return unknownCommand(first);
    }
    if (!displayConfigured())
        noDisplay(QStringLiteral("no display (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are "
                                 "not set)"));
    g_previousHandler = qInstallMessageHandler(startupMessageHandler);
    QApplication app(argc, argv);
    qInstallMessageHandler(g_previousHandler);
    for (const auto& [type, message] : g_heldMessages)
        g_previousHandler(type, QMessageLogContext(), message);
    g_heldMessages.clear();
    setApplicationIdentity();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/mlperf-explorer.svg")));
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
