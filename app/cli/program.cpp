#include "program.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace mlpe::cli {

void setApplicationIdentity() {
    QCoreApplication::setOrganizationName(QStringLiteral("MLPerf Scaling Explorer"));
    QCoreApplication::setApplicationName(QStringLiteral("mlperf-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
}

CommandArgv::CommandArgv(const QString& command, const std::vector<char*>& args)
    : m_program(QByteArray(kProgram) + ' ' + command.toLocal8Bit()) {
    m_argv.push_back(m_program.data());
    m_argv.insert(m_argv.end(), args.begin(), args.end());
    m_argc = static_cast<int>(m_argv.size());
    m_argv.push_back(nullptr);
}

void guardStandardStreams() {
    for (int fd = 0; fd <= 2; ++fd)
        if (::fcntl(fd, F_GETFD) == -1 && ::open("/dev/null", O_RDONLY) != fd)
            return; // the lowest free number is not this one: nothing more to guard
}

int takeVerboseOption(int argc, char* argv[]) {
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--verbose") == 0)
            qputenv("MLPE_DEBUG", "1");
        else
            argv[kept++] = argv[i];
    }
    argv[kept] = nullptr;
    return kept;
}

bool displayConfigured() {
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
           !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

void exitWithoutDisplay(const QString& detail) {
    std::fprintf(stderr,
                 "%s: cannot open the window: %s (the headless commands need no display: "
                 "%s --help)\n",
                 kProgram, qPrintable(detail), kProgram);
    std::fflush(stderr);
    std::_Exit(1);
}

} // namespace mlpe::cli
