#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

// What mlperf-explorer and mlperf-explorer-gui (the window and the chart commands, which the
// first starts with execv) share: the program's name and identity, the argv of a sub-command,
// and the one-line message when the window has no display.
namespace mlpe::cli {

inline constexpr const char* kProgram = "mlperf-explorer";

// Organisation, application name and version, for QSettings and --version.
void setApplicationIdentity();

// argv for a sub-command's application object: "mlperf-explorer COMMAND" followed by `args`,
// so that its usage line reads "Usage: mlperf-explorer summarize [options] DIR..." and not the
// binary's path (QCommandLineParser takes it from QCoreApplication::arguments()).
class CommandArgv {
public:
    CommandArgv(const QString& command, const std::vector<char*>& args);
    int& argc() { return m_argc; }
    char** argv() { return m_argv.data(); }

private:
    QByteArray m_program;
    std::vector<char*> m_argv;
    int m_argc = 0;
};

// A standard stream the program was started without (`>&-`) gets /dev/null opened read-only in
// its place: writing to it then fails (EBADF) as writing to a closed stream does, and no file the
// program opens later can take its number and receive what was meant for stdout.
void guardStandardStreams();

// --verbose anywhere on the command line (any command, or the window): takes it out of argv
// (returns the new argc) and sets MLPE_DEBUG=1, which turns the debug log on here and in
// mlperf-explorer-gui, which inherits it. The debug lines time import, analysis, session I/O
// and export, each naming its room; a user reporting a problem can attach them.
int takeVerboseOption(int argc, char* argv[]);

// True when a display (X11, Wayland) or a Qt platform is configured in the environment.
bool displayConfigured();

// "mlperf-explorer: cannot open the window: DETAIL (...)" on stderr, then exit code 1.
[[noreturn]] void exitWithoutDisplay(const QString& detail);

} // namespace mlpe::cli
