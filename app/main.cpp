// Entry point of mlperf-explorer. The headless sub-commands run here, on a QCoreApplication:
// this program links QtCore and core only, so they start fast and need no display. The window
// and the commands that render charts (export, report) are in mlperf-explorer-gui, which this
// program becomes (execv; see cli/guiprogram.h). --help, --version and help COMMAND need no
// display either.
#include "cli/commands.h"
#include "cli/guiprogram.h"
#include "cli/program.h"
#include "core/io/logging.h"
#include "core/io/onelinetext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <functional>
#include <map>
#include <vector>

namespace {

using mlpe::cli::kProgram;
using Command = std::function<int(const QStringList&)>;

// The single registration point of the sub-commands (one line each): `--help`, `help COMMAND`
// and the unknown-command message list whatever is registered here. An empty function marks a
// command that renders charts: mlperf-explorer-gui runs it.
const std::map<QString, Command>& commands() {
    static const std::map<QString, Command> commands{
        {QStringLiteral("summarize"), mlpe::cli::runSummarize},
        {QStringLiteral("analyze"), mlpe::cli::runAnalyze},
        {QStringLiteral("compare"), mlpe::cli::runCompare},
        {QStringLiteral("decompose"), mlpe::cli::runDecompose},
        {QStringLiteral("export-dataset"), mlpe::cli::runExportDataset},
        {QStringLiteral("export"), Command()},
        {QStringLiteral("report"), Command()},
    };
    return commands;
}

QString commandList() {
    QString text;
    for (const auto& entry : commands())
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
                 qPrintable(mlpe::oneLine(name)), qPrintable(commandList()));
    return 2;
}

int runCommand(const QString& name, const Command& command, const std::vector<char*>& args) {
    mlpe::cli::CommandArgv argv(name, args);
    QCoreApplication app(argv.argc(), argv.argv());
    mlpe::cli::setApplicationIdentity();
    return command(app.arguments().mid(1));
}

} // namespace

int main(int argc, char* argv[]) {
    mlpe::cli::guardStandardStreams();
    argc = mlpe::cli::takeVerboseOption(argc, argv);
    mlpe::installLogging();
    const std::vector<char*> arguments(argv + 1, argv + argc);
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
            const auto it = commands().find(name);
            if (it == commands().end())
                return unknownCommand(name);
            char helpOption[] = "--help";
            if (!it->second)
                mlpe::cli::execGuiProgram(argv[0], {argv[2], helpOption});
            return runCommand(name, it->second, {helpOption});
        }
        const auto it = commands().find(first);
        if (it != commands().end()) {
            if (!it->second)
                mlpe::cli::execGuiProgram(argv[0], arguments);
            return runCommand(first, it->second, rest);
        }
        // Not a command: a folder to import, or a Qt option (-platform, -style...). A word that
        // is neither is a mistyped command, not a folder.
        if (!first.startsWith(QLatin1Char('-')) && !QFileInfo::exists(first))
            return unknownCommand(first);
    }
    if (!mlpe::cli::displayConfigured())
        mlpe::cli::exitWithoutDisplay(QStringLiteral(
            "no display (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are not set)"));
    mlpe::cli::execGuiProgram(argv[0], arguments);
}
