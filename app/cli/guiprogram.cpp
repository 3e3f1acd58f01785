#include "guiprogram.h"

#include "program.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <unistd.h>

namespace mlpe::cli {

namespace {

constexpr const char* kGuiProgram = "mlperf-explorer-gui";

// Where mlperf-explorer-gui is, relative to this program's folder: beside it (build tree), then
// at the installed place (MLPE_GUI_RELATIVE_DIR, from CMake's install directories).
std::filesystem::path findGuiProgram() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {};
    const std::filesystem::path dir = self.parent_path();
    for (const std::filesystem::path& candidate :
         {dir / kGuiProgram, dir / MLPE_GUI_RELATIVE_DIR / kGuiProgram}) {
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate.lexically_normal();
    }
    return {};
}

} // namespace

void execGuiProgram(char* argv0, const std::vector<char*>& args) {
    const std::filesystem::path program = findGuiProgram();
    if (program.empty()) {
        std::fprintf(stderr,
                     "%s: %s (the window and the chart commands) is not installed beside this "
                     "program nor in %s/\n",
                     kProgram, kGuiProgram, MLPE_GUI_RELATIVE_DIR);
        std::exit(1);
    }
    std::vector<char*> argv{argv0};
    argv.insert(argv.end(), args.begin(), args.end());
    argv.push_back(nullptr);
    std::fflush(stdout);
    std::fflush(stderr);
    ::execv(program.c_str(), argv.data());
    std::fprintf(stderr, "%s: cannot start %s: %s\n", kProgram, program.c_str(),
                 std::strerror(errno));
    std::exit(1);
}

} // namespace mlpe::cli
